import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import { createInMemoryInbox } from '../../../../adapters/in-memory/inbox.in-memory'
import { type InboxMessage, unreadCount } from '../../../../core/inbox/inbox'
import { loadInbox } from '../../../../core/inbox/load-inbox.use-case'
import { markInboxMessages } from '../../../../core/inbox/mark-inbox-messages.use-case'
import { epochMs } from '../../../../core/shared/brands'
import { INBOX_MARKED_READ, INBOX_MESSAGE_NOT_FOUND } from '../../../../core/shared/messages'

const msg = (id: string, sentAt: number, read: boolean): InboxMessage => ({ id, title: `T ${id}`, body: 'B', sender: 'Ops', sentAt: epochMs(sentAt), read })

describe('inbox use cases', () => {
  const inbox = () => createInMemoryInbox([msg('a', 1, true), msg('b', 2, false), msg('c', 3, true), msg('d', 4, false)])

  it('lists unread messages first, each group newest first', async () => {
    const r = await loadInbox({ inbox: inbox() })()()
    expect(E.isRight(r) && r.right.map((m) => m.id)).toEqual(['d', 'b', 'c', 'a'])
  })

  it("marks messages read with 'Marked as read' and answers the inbox as it now is", async () => {
    const d = { inbox: inbox() }
    const r = await markInboxMessages(d)({ ids: ['b'], read: true })()
    expect(E.isRight(r) && r.right.message).toBe(INBOX_MARKED_READ)
    expect(E.isRight(r) && unreadCount(r.right.value)).toBe(1)
    const again = await loadInbox(d)()()
    expect(E.isRight(again) && again.right.map((m) => m.id)).toEqual(['d', 'c', 'b', 'a'])
  })

  it('an unknown message changes nothing and says so', async () => {
    const d = { inbox: inbox() }
    expect(await markInboxMessages(d)({ ids: ['b', 'zz'], read: true })()).toMatchObject(E.left({ _tag: 'InboxMarkFailed', message: INBOX_MESSAGE_NOT_FOUND }))
    const r = await loadInbox(d)()()
    expect(E.isRight(r) && unreadCount(r.right)).toBe(2)
  })
})
