import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { TaskEither } from 'fp-ts/TaskEither'
import { type ActionFailed, fetchAs, serverSays } from '../shared/outcome'
import { type InboxMessage, inboxOrder } from './inbox'
import type { InboxDeps } from './inbox-deps'

/** The staff member's messages, unread first, newest first. */
export const loadInbox =
  (d: InboxDeps) =>
  (): TaskEither<ActionFailed<'InboxUnavailable'>, readonly InboxMessage[]> =>
    pipe(fetchAs('InboxUnavailable', serverSays)(d.inbox.list()), TE.map(inboxOrder))
