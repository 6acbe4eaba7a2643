import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { TaskEither } from 'fp-ts/TaskEither'
import { INBOX_MARKED_READ, INBOX_MARKED_UNREAD } from '../shared/messages'
import { type ActionFailed, type Done, act, serverSays } from '../shared/outcome'
import { type InboxMessage, inboxOrder } from './inbox'
import type { InboxDeps } from './inbox-deps'

/** Marks messages read ('Marked as read') or unread again; the answer is the inbox as it now is. */
export const markInboxMessages =
  (d: InboxDeps) =>
  (r: { readonly ids: readonly string[]; readonly read: boolean }): TaskEither<ActionFailed<'InboxMarkFailed'>, Done<readonly InboxMessage[]>> =>
    pipe(
      act('InboxMarkFailed', serverSays, r.read ? INBOX_MARKED_READ : INBOX_MARKED_UNREAD)(d.inbox.mark(r.ids, r.read)),
      TE.map((x) => ({ ...x, value: inboxOrder(x.value) })),
    )
