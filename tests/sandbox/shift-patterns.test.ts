import { describe, expect, it } from 'vitest'
import { SHIFT_PATTERN_PATHS } from '../../adapters/http/contract/shift-patterns.codecs'
import { API_BASE, CSRF_HEADER, CSRF_VALUE, SESSION_COOKIE } from '../../adapters/http/contract/wire'
import { SHIFT_PATTERNS_MAX } from '../../core/employee/shift-pattern.rule'
import * as M from '../../core/shared/messages'
import { openDatabase } from '../../sandbox/db/database'
import { createSandboxApp } from '../../sandbox/http/app'
import { openSession, personaByName } from '../../sandbox/http/sessions'
import { reseed } from '../../sandbox/seed/seed'
import { CENTRE_NOT_YOURS } from '../../sandbox/selling/messages'

/*
 * The trust boundary of the shift pattern calls: the pattern's centre is looked up on
 * the server, so a pattern of a centre not the caller's is refused even when the request names one
 * of the caller's centres; bad input is a 4xx with a message, never a 500.
 */

const NOW = Date.UTC(2026, 10, 26, 6, 30)
const sandbox = () => {
  const db = openDatabase(':memory:')
  reseed(db, NOW)
  const app = createSandboxApp({ db, now: () => NOW })
  const as = (persona: string) => {
    const p = personaByName(db, persona)
    if (p === undefined) throw new Error(`no persona ${persona}`)
    const cookie = `${SESSION_COOKIE}=${openSession(db, p.id, NOW)}`
    return async (path: string, body: unknown) => {
      const res = await app.request(`${API_BASE}/${path}`, {
        method: 'POST',
        headers: { cookie, [CSRF_HEADER]: CSRF_VALUE, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
      return { status: res.status, body: (await res.json()) as { message?: string } }
    }
  }
  return { db, as }
}
const agentAt = (db: ReturnType<typeof openDatabase>, sid: number): string =>
  db.prepare('SELECT agent_id FROM employee_centres WHERE center_service_id = ? ORDER BY agent_id LIMIT 1').pluck().get(sid) as string

describe('shift pattern calls at the sandbox’s trust boundary', () => {
  it('refuses a pattern of a centre not the caller’s (403) even at one of theirs, and another own centre’s pattern (404); writes nothing', async () => {
    const { db, as } = sandbox()
    const count = () => db.prepare('SELECT COUNT(*) FROM roster_shifts').pluck().get() as number
    const before = count()
    const cm = as('centre-manager')
    const body = { agentId: agentAt(db, 1001), centerServiceId: 1001, weekStart: '2027-01-04' }
    expect(db.prepare('SELECT 1 FROM shift_patterns WHERE pattern_id = ?').pluck().get('SP-1002-1')).toBe(1)
    expect(await cm(SHIFT_PATTERN_PATHS.apply, { ...body, patternId: 'SP-1002-1' })).toEqual({ status: 403, body: { message: CENTRE_NOT_YOURS } })
    expect(await cm(SHIFT_PATTERN_PATHS.apply, { ...body, patternId: 'SP-1004-1' })).toEqual({ status: 404, body: { message: M.SHIFT_PATTERN_NOT_FOUND } })
    expect(count()).toBe(before)
    expect((await cm(SHIFT_PATTERN_PATHS.apply, { ...body, patternId: 'SP-1001-1' })).status).toBe(201)
    expect(count()).toBe(before + 5)
  })

  it('answers bad input with a 4xx and a message, never a 500', async () => {
    const { db, as } = sandbox()
    const owner = as('owner')
    const agentId = agentAt(db, 1001)
    const bad: unknown[] = [
      { patternId: 'SP-1001-1', agentId, centerServiceId: 1001, weekStart: '2027-02-30' },
      { patternId: 'SP-1001-1', agentId, centerServiceId: 1001.5, weekStart: '2027-01-04' },
      { patternId: 'x'.repeat(65), agentId, centerServiceId: 1001, weekStart: '2027-01-04' },
      { patternId: 'SP-1001-1', agentId: 'nobody', centerServiceId: 1001, weekStart: '2027-01-04' },
      { patternId: 'SP-1001-1', agentId, centerServiceId: 424242, weekStart: '2027-01-04' },
    ]
    for (const b of bad) {
      const r = await owner(SHIFT_PATTERN_PATHS.apply, b)
      expect(r.status, JSON.stringify(b)).toBeGreaterThanOrEqual(400)
      expect(r.status, JSON.stringify(b)).toBeLessThan(500)
      expect(typeof r.body.message).toBe('string')
    }
    const newBad: unknown[] = [
      { centerServiceId: 1001, name: 'A', days: [{ weekday: 9, startMinute: 0, endMinute: 60, kind: 'COACHING' }] },
      { centerServiceId: 1001, name: 'B', days: [{ weekday: 1, startMinute: 0, endMinute: 1441, kind: 'COACHING' }] },
      { centerServiceId: 1001, name: 'C', days: Array.from({ length: 8 }, (_, i) => ({ weekday: i % 7, startMinute: 0, endMinute: 60, kind: 'COACHING' })) },
      { centerServiceId: 1001, name: 'D', days: [{ weekday: 1, startMinute: 0, endMinute: 60, kind: 'LEAVE' }] },
      { centerServiceId: 1001, name: 'x'.repeat(61), days: [{ weekday: 1, startMinute: 0, endMinute: 60, kind: 'COACHING' }] },
    ]
    for (const b of newBad) {
      const r = await owner(SHIFT_PATTERN_PATHS.patterns, b)
      expect(r.status, JSON.stringify(b)).toBe(400)
      expect(typeof r.body.message).toBe('string')
    }
  })

  it('keeps at most SHIFT_PATTERNS_MAX patterns a centre: one more is 409 with the message, and nothing is stored', async () => {
    const { db, as } = sandbox()
    const owner = as('owner')
    const stored = () => db.prepare('SELECT COUNT(*) FROM shift_patterns WHERE center_service_id = 1001').pluck().get() as number
    const day = { weekday: 0, startMinute: 360, endMinute: 840, kind: 'FLOOR_TRAINING' }
    for (let n = stored(); n < SHIFT_PATTERNS_MAX; n += 1) {
      expect((await owner(SHIFT_PATTERN_PATHS.patterns, { centerServiceId: 1001, name: `Pattern ${n}`, days: [day] })).status).toBe(201)
    }
    expect(await owner(SHIFT_PATTERN_PATHS.patterns, { centerServiceId: 1001, name: 'One too many', days: [day] })).toEqual({ status: 409, body: { message: M.SHIFT_PATTERNS_FULL } })
    expect(stored()).toBe(SHIFT_PATTERNS_MAX)
  })
})
