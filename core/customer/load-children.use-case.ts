import type { TaskEither } from 'fp-ts/TaskEither'
import { type ActionFailed, fetchAs, serverSays } from '../shared/outcome'
import type { ChildUser } from './customer'
import type { ProfileDeps } from './profile-actions'

export const loadChildren =
  (d: ProfileDeps) =>
  (userId: string): TaskEither<ActionFailed<'ChildrenUnavailable'>, readonly ChildUser[]> =>
    fetchAs('ChildrenUnavailable', serverSays)(d.customers.children(userId))
