import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import type { InboxMessage } from '../../core/inbox/inbox'
import type { Inbox } from '../../core/inbox/inbox.port'
import * as M from '../../core/shared/messages'
import { ok } from './profile-contract-support'

const readOf = (box: readonly InboxMessage[], id: string) => box.find((m) => m.id === id)?.read

/** What every Inbox must do (v1/inbox GET and PUT). */
export const inboxContract = (name: string, make: () => Promise<Inbox>): void => {
  describe(`Inbox contract: ${name}`, () => {
    it('lists the staff member’s messages newest first, read and unread', async () => {
      const box = ok(await (await make()).list()())
      expect(box.length).toBeGreaterThanOrEqual(2)
      expect(box.some((m) => m.read)).toBe(true)
      expect(box.some((m) => !m.read)).toBe(true)
      expect([...box].sort((a, b) => b.sentAt - a.sentAt).map((m) => m.id)).toEqual(box.map((m) => m.id))
    })

    it('marks a message read, keeps it read, and can mark it unread again', async () => {
      const inbox = await make()
      const unread = ok(await inbox.list()()).find((m) => !m.read)!
      expect(readOf(ok(await inbox.mark([unread.id], true)()), unread.id)).toBe(true)
      expect(readOf(ok(await inbox.list()()), unread.id)).toBe(true)
      expect(readOf(ok(await inbox.mark([unread.id], false)()), unread.id)).toBe(false)
      expect(readOf(ok(await inbox.list()()), unread.id)).toBe(false)
    })

    it("an unknown message is 'Message not found' and nothing changes; an empty choice is refused", async () => {
      const inbox = await make()
      const before = ok(await inbox.list()())
      const unread = before.find((m) => !m.read)!
      expect(await inbox.mark([unread.id, 'msg-nobody'], true)()).toEqual(E.left(expect.objectContaining({ _tag: 'NotFound', message: M.INBOX_MESSAGE_NOT_FOUND })))
      expect(await inbox.mark([], true)()).toEqual(E.left(expect.objectContaining({ _tag: 'Rejected', message: M.INBOX_NONE_CHOSEN })))
      expect(ok(await inbox.list()())).toEqual(before)
    })
  })
}
