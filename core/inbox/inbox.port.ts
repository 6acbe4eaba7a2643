import type { TaskEither } from 'fp-ts/TaskEither'
import type { GatewayError } from '../shared/errors'
import type { InboxMessage } from './inbox'

/** The signed-in staff member's inbox (v1/inbox GET and PUT). */
export interface Inbox {
  list(): TaskEither<GatewayError, readonly InboxMessage[]>
  /** Marks the messages read (or unread again) and answers the whole inbox as it now is. */
  mark(ids: readonly string[], read: boolean): TaskEither<GatewayError, readonly InboxMessage[]>
}
