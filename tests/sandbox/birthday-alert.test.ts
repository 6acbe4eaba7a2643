import { describe, expect, it } from 'vitest'
import { CHECK_IN_ALERT_PATHS } from '../../adapters/http/contract/check-in-alerts-paths'
import { MemberAlertsWire } from '../../adapters/http/contract/check-in-alerts.codecs'
import { CheckInResultWire } from '../../adapters/http/contract/check-in.codecs'
import { MEMBER_PASS_PATHS, ScanCheckInWire } from '../../adapters/http/contract/member-pass.codecs'
import { PATHS } from '../../adapters/http/contract/paths'
import { SANDBOX_PAGES } from '../../adapters/http/contract/sandbox-paths'
import { API_BASE, CSRF_HEADER, CSRF_VALUE, SESSION_COOKIE } from '../../adapters/http/contract/wire'
import { DAY_MS } from '../../core/shared/constants'
import * as M from '../../core/shared/messages'
import { openDatabase } from '../../sandbox/db/database'
import { createSandboxApp } from '../../sandbox/http/app'
import { openSession, personaByName } from '../../sandbox/http/sessions'
import { BIRTHDAY_DEMO, DEMO } from '../../sandbox/seed/profile'
import { reseed } from '../../sandbox/seed/seed'

/*
 * The birthday alert at check-in: customers carry a date of birth (a share of the seed's, and the
 * demo customer Bhavna Bose on the seed's centre day, whatever day that is); the desk sees 'Birthday
 * today' as a warning when it checks such a member in, and the self check-in kiosk says nothing of
 * it. Each world is this suite's own, seeded at an instant whose centre day (Asia/Kolkata, 1 December)
 * is not its UTC day (30 November): the birthday follows the centre's calendar.
 */

const START = Date.UTC(2026, 10, 30, 18, 45, 0)
const BIRTHDAY = { kind: 'birthday', severity: 'warn', message: M.ALERT_BIRTHDAY }

const world = (start = START) => {
  const db = openDatabase(':memory:')
  reseed(db, start)
  let now = start
  const app = createSandboxApp({ db, now: () => now })
  const as = (persona: string) => {
    const p = personaByName(db, persona)
    if (p === undefined) throw new Error(`no persona ${persona}`)
    const cookie = `${SESSION_COOKIE}=${openSession(db, p.id, now)}`
    const send = async (method: string, path: string, body?: unknown, query: Record<string, string | number> = {}) => {
      const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString()
      const res = await app.request(`${API_BASE}/${path}${qs === '' ? '' : `?${qs}`}`, {
        method,
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        headers: { cookie, [CSRF_HEADER]: CSRF_VALUE, 'content-type': 'application/json' },
      })
      return { status: res.status, body: (await res.json()) as Record<string, unknown> }
    }
    return {
      post: (path: string, body: unknown) => send('POST', path, body),
      alertsOf: async (userId: string) => {
        const r = await send('GET', CHECK_IN_ALERT_PATHS.memberCheckInAlerts, undefined, { userId, centerId: 1 })
        const d = MemberAlertsWire.decode(r.body)
        if (d._tag !== 'Right') throw new Error(`alerts answer: ${JSON.stringify(r.body)}`)
        return d.right.alerts
      },
    }
  }
  const passOf = async (userId: string): Promise<string> => {
    const html = await (await app.request(`${SANDBOX_PAGES.memberPass}?userId=${encodeURIComponent(userId)}`)).text()
    const code = /data-pass-code="([^"]+)"/.exec(html)?.[1]
    if (code === undefined) throw new Error('no pass code on the page')
    return code.replace(/&amp;/g, '&')
  }
  const dateOfBirth = (userId: string) => db.prepare('SELECT date_of_birth FROM customers WHERE id = ?').pluck().get(userId) as string | null
  const setDateOfBirth = (userId: string, dob: string) => db.prepare('UPDATE customers SET date_of_birth = ? WHERE id = ?').run(dob, userId)
  return { as, passOf, dateOfBirth, setDateOfBirth, advance: (ms: number) => (now += ms) }
}

describe('sandbox: the birthday alert at check-in', () => {
  it('seeds the demo customer’s birthday on the seed’s centre day, a share of customers with theirs, and the rest with none', () => {
    const w = world()
    expect(w.dateOfBirth(BIRTHDAY_DEMO.id)).toBe('1992-12-01')
    expect(w.dateOfBirth(DEMO.activeUnder30.id)).toBeNull()
    expect(w.dateOfBirth('300001')).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect(w.dateOfBirth('300002')).toBeNull()
  })

  it('warns the desk on the member’s birthday, at the desk scan and the Checkin, and not the day after', async () => {
    const w = world()
    const desk = w.as('front-desk')
    expect(await desk.alertsOf(BIRTHDAY_DEMO.id)).toContainEqual(BIRTHDAY)
    const scanned = await desk.post(MEMBER_PASS_PATHS.scanCheckIn, { code: await w.passOf(BIRTHDAY_DEMO.id), centerId: 1 })
    expect(scanned.status).toBe(201)
    const body = ScanCheckInWire.decode(scanned.body)
    if (body._tag !== 'Right') throw new Error(`the scan's answer does not decode: ${JSON.stringify(scanned.body)}`)
    expect(body.right.alerts).toContainEqual(BIRTHDAY)

    // The profile's Checkin (member check-in) warns the same way, for a customer whose birthday it is.
    w.setDateOfBirth(DEMO.checkIn.id, '1988-12-01')
    const checkedIn = await desk.post(PATHS.memberCheckIn, { userId: DEMO.checkIn.id, centerId: 1, cityId: 1 })
    expect(checkedIn.status).toBe(201)
    const result = CheckInResultWire.decode(checkedIn.body)
    if (result._tag !== 'Right') throw new Error(`the check-in's answer does not decode: ${JSON.stringify(checkedIn.body)}`)
    expect(result.right.alerts).toContainEqual(BIRTHDAY)

    // A customer who never gave a date of birth has no birthday; the day after, neither has Bhavna.
    expect((await desk.alertsOf(DEMO.activeUnder30.id)).map((a) => a.kind)).not.toContain('birthday')
    w.advance(DAY_MS)
    expect((await w.as('front-desk').alertsOf(BIRTHDAY_DEMO.id)).map((a) => a.kind)).not.toContain('birthday')
  })

  it('lets the member in at the kiosk and says nothing of the birthday', async () => {
    const w = world()
    expect(await w.as('front-desk').alertsOf(BIRTHDAY_DEMO.id)).toContainEqual(BIRTHDAY)
    const r = await w.as('kiosk').post(CHECK_IN_ALERT_PATHS.kioskCheckIn, { centerId: 1, proof: { kind: 'pass', code: await w.passOf(BIRTHDAY_DEMO.id) } })
    expect(r.status).toBe(201)
    expect(r.body).toEqual({ firstName: BIRTHDAY_DEMO.first })
    expect(JSON.stringify(r.body)).not.toMatch(/birthday|alert/i)
  })

  it('follows the seed’s own day: a sandbox started on 29 February greets its leap-day member that day', async () => {
    const leap = Date.UTC(2028, 1, 29, 5, 0, 0)
    const w = world(leap)
    expect(w.dateOfBirth(BIRTHDAY_DEMO.id)).toBe('1992-02-29')
    expect(await w.as('front-desk').alertsOf(BIRTHDAY_DEMO.id)).toContainEqual(BIRTHDAY)
  })
})
