import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { TaskEither } from 'fp-ts/TaskEither'
import type { KeyValueStore } from '../shared/key-value-store.port'
import type { GatewayError } from '../shared/errors'
import type { Centre, CentreDetails } from './centre'
import type { CentreDirectory } from './centre-directory.port'
import { selectedCentre } from './selected-centre.rule'
import { SELECTED_CENTRE_KEY } from './load-centre-context'

export type CentreContext = CentreDetails & { readonly selected: Centre | undefined }

export type CentreContextDeps = { readonly centres: CentreDirectory; readonly selection: KeyValueStore }

/** Loads the staff member's centres and picks the selected one (kept choice, else the first). */
export const loadCentreContext =
  (d: CentreContextDeps) =>
  (): TaskEither<GatewayError, CentreContext> =>
    pipe(
      d.centres.centreDetails(),
      TE.map((details) => ({ ...details, selected: selectedCentre(details.centers, d.selection.get(SELECTED_CENTRE_KEY)) })),
    )
