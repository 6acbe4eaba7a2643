import { describe, expect, it } from 'vitest'
import { PATHS } from '../../../adapters/http/contract/paths'
import { STAFF_DESK_PATHS } from '../../../adapters/http/contract/staff-desk.codecs'
import { API_BASE, CSRF_HEADER, CSRF_VALUE, SESSION_COOKIE } from '../../../adapters/http/contract/wire'
import { epochMs } from '../../../core/shared/brands'
import { addDays, startOfCentreDay } from '../../../core/shared/centre-day'
import { centreDayOf } from '../../../core/shared/centre-day-of'
import { HOUR_MS, PT_SERVICE } from '../../../core/shared/constants'
import { openDatabase } from '../../../sandbox/db/database'
import { createSandboxApp } from '../../../sandbox/http/app'
import { openSession, personaByName } from '../../../sandbox/http/sessions'
import { reseed } from '../../../sandbox/seed/seed'

/*
 * A trainer's leave request shows the PT sessions booked with customers in its days, so the
 * manager approving it sees whom to move: while it waits and once approved, never once rejected;
 * a cancelled session, or one outside the leave's days, is not listed.
 */

const NOW = Date.UTC(2026, 10, 23, 4, 0) // Monday 23 Nov, 9:30 am IST
const TODAY = centreDayOf(epochMs(NOW))
const MEMBER = '200008' // holds a PT pack with Rahul Nair (staff-trainer) at the gym

const sandbox = () => {
  const db = openDatabase(':memory:')
  reseed(db, NOW)
  const app = createSandboxApp({ db, now: () => NOW })
  const as = (persona: string) => {
    const staff = personaByName(db, persona)
    if (staff === undefined) throw new Error(`no ${persona} persona`)
    const cookie = `${SESSION_COOKIE}=${openSession(db, staff.id, NOW)}`
    return async (method: 'GET' | 'POST', path: string, body?: unknown, q: Record<string, string> = {}) => {
      const qs = new URLSearchParams(q).toString()
      const res = await app.request(`${API_BASE}/${path}${qs === '' ? '' : `?${qs}`}`, {
        method,
        headers: { cookie, ...(method === 'POST' ? { [CSRF_HEADER]: CSRF_VALUE, 'content-type': 'application/json' } : {}) },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      })
      return { status: res.status, body: (await res.json()) as Record<string, unknown> }
    }
  }
  return { db, as }
}

type Request = { id: string; status: string; ptSessionsInLeave?: { id: number; startTime: number; customerName: string }[] }

describe('sandbox: a leave request lists the trainer’s booked PT sessions in its days', () => {
  it('lists them while waiting and once approved; not cancelled ones, not those outside the days; not on a rejected request', async () => {
    const { db, as } = sandbox()
    const cm = as('centre-manager')
    const trainer = as('trainer')
    const day = addDays(TODAY, 9)
    const base = startOfCentreDay(day)
    const book = async (at: number) => {
      const r = await cm('POST', PATHS.ptSessions, { centerId: 1, startTime: at, endTime: at + HOUR_MS, identityId: 'staff-trainer', service: PT_SERVICE, userId: MEMBER, source: 'PORTAL', sessionBookingSource: 'CENTER' })
      expect(r.status, JSON.stringify(r.body)).toBe(201)
      return (r.body.session as { id: number }).id
    }
    const kept = await book(base + 10 * HOUR_MS)
    const cancelled = await book(base + 12 * HOUR_MS)
    expect((await cm('POST', PATHS.ptCancel.replace(':sessionId', String(cancelled)), {})).status).toBe(200)
    await book(base + 24 * HOUR_MS + 10 * HOUR_MS) // the day after the leave
    const customer = db.prepare("SELECT first_name || ' ' || last_name FROM customers WHERE id = ?").pluck().get(MEMBER) as string

    const listed = async (id: string) =>
      ((await cm('GET', STAFF_DESK_PATHS.leaveRequests, undefined, { centerServiceId: '1001' })).body.requests as Request[]).find((r) => r.id === id)
    const asked = await trainer('POST', STAFF_DESK_PATHS.leaveRequest, { centerServiceId: 1001, startDay: day, endDay: day, reason: 'Family wedding' })
    expect(asked.status).toBe(201)
    const id = String(asked.body.id)
    expect((await listed(id))?.ptSessionsInLeave).toEqual([{ id: kept, startTime: base + 10 * HOUR_MS, customerName: customer }])
    const approved = await cm('POST', STAFF_DESK_PATHS.leaveDecision.replace(':leaveId', id), { decision: 'APPROVED' })
    expect(approved.body).toMatchObject({ status: 'APPROVED', ptSessionsInLeave: [{ id: kept }] })

    const other = await trainer('POST', STAFF_DESK_PATHS.leaveRequest, { centerServiceId: 1001, startDay: addDays(day, 1), endDay: addDays(day, 1), reason: 'Travel' })
    const otherId = String(other.body.id)
    expect((await listed(otherId))?.ptSessionsInLeave).toHaveLength(1)
    const rejected = await cm('POST', STAFF_DESK_PATHS.leaveDecision.replace(':leaveId', otherId), { decision: 'REJECTED' })
    expect(rejected.body.ptSessionsInLeave).toBeUndefined()
  })
})
