import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { TaskEither } from 'fp-ts/TaskEither'
import type { GatewayError } from '../shared/errors'
import { visibleBootcampSlots } from './bootcamp-slots.rule'
import type { BootcampSlot } from './pack'
import type { LookupDeps } from './selling-lookups'

/** Bootcamp slots that can be chosen (full ones hidden). */
export const bootcampSlots =
  (d: Pick<LookupDeps, 'catalog'>) =>
  (q: { readonly centerServiceId: number }): TaskEither<GatewayError, readonly BootcampSlot[]> =>
    pipe(d.catalog.bootcampSlots(q), TE.map(visibleBootcampSlots))
