import type { TaskEither } from 'fp-ts/TaskEither'
import { type ActionFailed, fetchAs, serverSays } from '../shared/outcome'
import type { BcaHistory } from './customer'
import type { ProfileDeps } from './profile-actions'

export const loadBcaHistory =
  (d: ProfileDeps) =>
  (centerId: number, phone: string): TaskEither<ActionFailed<'BcaUnavailable'>, BcaHistory> =>
    fetchAs('BcaUnavailable', serverSays)(d.customers.bcaHistory(centerId, phone))
