import type { TaskEither } from 'fp-ts/TaskEither'
import type { GatewayError } from '../shared/errors'
import type { CentreDetails } from './centre'

/** Where the centres a staff member works at, and who they are, come from. */
export interface CentreDirectory {
  centreDetails(): TaskEither<GatewayError, CentreDetails>
}
