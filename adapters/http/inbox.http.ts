import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { InboxMessage } from '../../core/inbox/inbox'
import type { Inbox } from '../../core/inbox/inbox.port'
import { epochMs } from '../../core/shared/brands'
import { INBOX_PATHS } from './contract/inbox-paths'
import { InboxWire } from './contract/inbox.codecs'
import type { HttpClient } from './http-client'

const fromWire = (w: InboxWire): readonly InboxMessage[] =>
  w.messages.map((m) => ({ id: m.id, title: m.title, body: m.body, sender: m.sender, sentAt: epochMs(m.sentAt), read: m.read }))

/** The inbox over HTTP: GET v1/inbox, PUT v1/inbox { messageIds, read }. */
export const createHttpInbox = (http: HttpClient): Inbox => ({
  list: () => pipe(http.send({ path: INBOX_PATHS.inbox }, InboxWire), TE.map(fromWire)),
  mark: (ids, read) => pipe(http.send({ path: INBOX_PATHS.inbox, method: 'PUT', data: { messageIds: ids, read } }, InboxWire), TE.map(fromWire)),
})
