import { describe, expect, it } from 'vitest'
import { runCli } from '../support/cli'

type Box = { readonly unread: number; readonly messages: readonly { readonly id: string; readonly read: boolean; readonly sentAt: number }[] }
/** The headless CLI against the contract sandbox as the internal-cm persona. */
const core = (args: readonly string[], env: Record<string, string> = {}) => runCli('internal-cm', args, env)

describe('headless CLI: inbox', () => {
  it('lists the inbox unread first, marks a message read and then unread again', async () => {
    const before = await core(['inbox'], { PORTAL_JSON: '1' })
    expect(before.code, before.stderr).toBe(0)
    const box = JSON.parse(before.stdout) as Box
    expect(box.unread).toBe(box.messages.filter((m) => !m.read).length)
    const firstRead = box.messages.findIndex((m) => m.read)
    expect(box.messages.slice(firstRead).every((m) => m.read)).toBe(true)
    const unread = box.messages.find((m) => !m.read)!
    const read = JSON.parse((await core(['inbox', '--mark-read', unread.id], { PORTAL_JSON: '1' })).stdout) as Box
    expect(read.unread).toBe(box.unread - 1)
    expect(read.messages.find((m) => m.id === unread.id)?.read).toBe(true)
    const again = JSON.parse((await core(['inbox', '--mark-unread', unread.id], { PORTAL_JSON: '1' })).stdout) as Box
    expect(again.unread).toBe(box.unread)
  }, 90_000)

  it("refuses an unknown message ('Message not found', exit 1) and a missing id (exit 2)", async () => {
    const unknown = await core(['inbox', '--mark-read', 'msg-nobody'])
    expect(unknown.code).toBe(1)
    expect(unknown.stderr).toContain('Message not found')
    const missing = await core(['inbox', '--mark-read'])
    expect(missing.code).toBe(2)
  }, 60_000)
})
