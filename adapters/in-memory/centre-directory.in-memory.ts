import * as TE from 'fp-ts/TaskEither'
import type { CentreDetails } from '../../core/centre/centre'
import type { CentreDirectory } from '../../core/centre/centre-directory.port'

/** A centre directory over fixed data: the reference behaviour for the contract suite. */
export const createInMemoryCentreDirectory = (details: CentreDetails): CentreDirectory => ({
  centreDetails: () => TE.right(details),
})
