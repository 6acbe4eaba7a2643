import { describe, expect, it } from 'vitest'
import { INBOX_PATHS } from '../../../adapters/http/contract/inbox-paths'
import type { InboxWire } from '../../../adapters/http/contract/inbox.codecs'
import { PATHS } from '../../../adapters/http/contract/paths'
import type { RemindersWire } from '../../../adapters/http/contract/task.codecs'
import { API_BASE, CSRF_HEADER, CSRF_VALUE, SESSION_COOKIE } from '../../../adapters/http/contract/wire'
import { HOUR_MS } from '../../../core/shared/constants'
import { openDatabase } from '../../../sandbox/db/database'
import { createSandboxApp } from '../../../sandbox/http/app'
import { openSession, personaByName } from '../../../sandbox/http/sessions'
import { reseed } from '../../../sandbox/seed/seed'

/*
 * The reminders journeys (e2e/reminders.spec.ts) need, at whatever hour the sandbox is seeded, a
 * CALL_LEAD and a habit reminder due now for the internal CM, reminders due later that arrive on
 * time, and an inbox with read and unread messages. Checked as of several moments of a day.
 */

const MIDNIGHT_IST = Date.UTC(2026, 10, 25, 18, 30)
const INSTANTS = [1, 6 * 60, 12 * 60 + 30, 18 * 60, 23 * 60 + 59].map((m) => MIDNIGHT_IST + m * 60_000)

const sandboxAt = (seededAt: number) => {
  const db = openDatabase(':memory:')
  reseed(db, seededAt)
  let now = seededAt
  const app = createSandboxApp({ db, now: () => now })
  const cm = personaByName(db, 'internal-cm')
  if (cm === undefined) throw new Error('no internal-cm persona')
  const cookie = `${SESSION_COOKIE}=${openSession(db, cm.id, seededAt)}`
  const poll = async (): Promise<RemindersWire> => {
    const res = await app.request(`${API_BASE}/${PATHS.reminderPoll}`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json', [CSRF_HEADER]: CSRF_VALUE },
      body: JSON.stringify({ receiverHierarchy: 'EMAIL', pollingCount: 1 }),
    })
    expect(res.status).toBe(200)
    return (await res.json()) as RemindersWire
  }
  const inbox = async (): Promise<InboxWire> => {
    const res = await app.request(`${API_BASE}/${INBOX_PATHS.inbox}`, { headers: { cookie } })
    expect(res.status).toBe(200)
    return (await res.json()) as InboxWire
  }
  return { poll, inbox, later: (ms: number) => (now = seededAt + ms), close: () => db.close() }
}

describe('the reminders and inbox seed, at any hour', () => {
  it.each(INSTANTS.map((t) => [new Date(t + 330 * 60_000).toISOString().slice(11, 16), t] as const))('seeded at %s IST', async (_label, t) => {
    const s = sandboxAt(t)
    const now = (await s.poll()).reminders.data
    expect(now.some((r) => r.actions.some((a) => a.type === 'CALL_LEAD' && a.userId !== null))).toBe(true)
    expect(now.some((r) => r.actions.some((a) => a.type === 'HABIT_COMPLETION_ACKNOWLEDGE'))).toBe(true)
    s.later(2 * HOUR_MS)
    const later = (await s.poll()).reminders.data
    expect(later.length).toBeGreaterThan(now.length)
    const box = (await s.inbox()).messages
    expect(box.some((m) => m.read)).toBe(true)
    expect(box.some((m) => !m.read)).toBe(true)
    expect(box.every((m) => m.sentAt <= t)).toBe(true)
    s.close()
  })
})
