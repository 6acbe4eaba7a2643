import * as E from 'fp-ts/Either'
import type { InboxMessage } from '../../core/inbox/inbox'
import type { Inbox } from '../../core/inbox/inbox.port'
import { notFound, rejected } from '../../core/shared/errors'
import { INBOX_MESSAGE_NOT_FOUND, INBOX_NONE_CHOSEN } from '../../core/shared/messages'
import { run } from './run'

/** The staff member's inbox in memory, newest first as the sandbox answers it; marking is all or nothing. */
export const createInMemoryInbox = (messages: readonly InboxMessage[]): Inbox => {
  let box = [...messages]
  const answer = (): readonly InboxMessage[] => [...box].sort((a, b) => b.sentAt - a.sentAt || a.id.localeCompare(b.id))
  return {
    list: () => run(() => E.right(answer())),
    mark: (ids, read) =>
      run(() => {
        if (ids.length === 0) return E.left(rejected(INBOX_NONE_CHOSEN))
        if (ids.some((id) => !box.some((m) => m.id === id))) return E.left(notFound(INBOX_MESSAGE_NOT_FOUND))
        box = box.map((m) => (ids.includes(m.id) ? { ...m, read } : m))
        return E.right(answer())
      }),
  }
}
