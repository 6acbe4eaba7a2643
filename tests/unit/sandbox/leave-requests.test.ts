import { describe, expect, it } from 'vitest'
import { EMPLOYEE_PATHS } from '../../../adapters/http/contract/employee.codecs'
import { STAFF_DESK_PATHS } from '../../../adapters/http/contract/staff-desk.codecs'
import { API_BASE, CSRF_HEADER, CSRF_VALUE, SESSION_COOKIE } from '../../../adapters/http/contract/wire'
import { weekOf } from '../../../core/employee/roster.rule'
import { epochMs } from '../../../core/shared/brands'
import { addDays } from '../../../core/shared/centre-day'
import { centreDayOf } from '../../../core/shared/centre-day-of'
import * as M from '../../../core/shared/messages'
import { openDatabase } from '../../../sandbox/db/database'
import { createSandboxApp } from '../../../sandbox/http/app'
import { openSession, personaByName } from '../../../sandbox/http/sessions'
import { reseed } from '../../../sandbox/seed/seed'

const NOW = Date.UTC(2026, 10, 23, 4, 0) // Monday 23 Nov, 9:30 am IST
const TODAY = centreDayOf(epochMs(NOW))

const sandbox = () => {
  const db = openDatabase(':memory:')
  reseed(db, NOW)
  const app = createSandboxApp({ db, now: () => NOW })
  const as = (persona: string) => {
    const staff = personaByName(db, persona)
    if (staff === undefined) throw new Error(`no ${persona} persona`)
    const cookie = `${SESSION_COOKIE}=${openSession(db, staff.id, NOW)}`
    const call = async (method: 'GET' | 'POST', path: string, body?: unknown, q: Record<string, string> = {}) => {
      const qs = new URLSearchParams(q).toString()
      const res = await app.request(`${API_BASE}/${path}${qs === '' ? '' : `?${qs}`}`, {
        method,
        headers: { cookie, ...(method === 'POST' ? { [CSRF_HEADER]: CSRF_VALUE, 'content-type': 'application/json' } : {}) },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      })
      return { status: res.status, body: (await res.json()) as Record<string, unknown> }
    }
    return call
  }
  const count = (table: string) => db.prepare(`SELECT COUNT(*) FROM ${table}`).pluck().get() as number
  return { as, count }
}

describe('sandbox: leave requests', () => {
  it('takes a staff member’s own request at their centre; a manager approves it and its days go on the roster as leave', async () => {
    const sb = sandbox()
    const trainer = sb.as('trainer') // Rahul Nair works at the gym (1001) and has no LEAVE_APPROVAL
    const day = addDays(TODAY, 2)
    const asked = await trainer('POST', STAFF_DESK_PATHS.leaveRequest, { centerServiceId: 1001, startDay: day, endDay: day, reason: 'Dentist' })
    expect(asked.status).toBe(201)
    expect(asked.body).toMatchObject({ agentId: 'staff-trainer', status: 'PENDING', mine: true })
    const mine = await trainer('GET', STAFF_DESK_PATHS.myLeaveRequests, undefined, { centerServiceId: '1001' })
    expect((mine.body.requests as { id: string }[]).map((r) => r.id)).toContain(asked.body.id)
    // The trainer cannot open the approvals list.
    expect((await trainer('GET', STAFF_DESK_PATHS.leaveRequests, undefined, { centerServiceId: '1001' })).status).toBe(403)
    const cm = sb.as('centre-manager')
    const decided = await cm('POST', STAFF_DESK_PATHS.leaveDecision.replace(':leaveId', String(asked.body.id)), { decision: 'APPROVED' })
    expect(decided.status).toBe(200)
    const roster = await cm('GET', EMPLOYEE_PATHS.shifts, undefined, { centerServiceId: '1001', weekStart: weekOf(TODAY)[0] ?? TODAY })
    const theirs = (roster.body.shifts as { agentId: string; kind: string; startTime: number; leaveRequestId?: string }[]).filter(
      // Shifts of the roster (PT sessions booked with customers show there too, and stay booked).
      (s) => s.agentId === 'staff-trainer' && centreDayOf(epochMs(s.startTime)) === day && s.kind !== 'PERSONAL_TRAINING',
    )
    expect(theirs).toEqual([expect.objectContaining({ kind: 'LEAVE', leaveRequestId: asked.body.id })])
  })

  it('refuses a manager deciding their own request (403, nothing written) and a request at a centre they do not work at', async () => {
    const sb = sandbox()
    const cm = sb.as('centre-manager')
    const asked = await cm('POST', STAFF_DESK_PATHS.leaveRequest, { centerServiceId: 1001, startDay: addDays(TODAY, 5), endDay: addDays(TODAY, 6), reason: 'Wedding' })
    expect(asked.status).toBe(201)
    const shifts = sb.count('roster_shifts')
    expect(await cm('POST', STAFF_DESK_PATHS.leaveDecision.replace(':leaveId', String(asked.body.id)), { decision: 'APPROVED' })).toEqual({
      status: 403,
      body: { message: M.OWN_LEAVE_NOT_YOURS_TO_DECIDE },
    })
    expect(sb.count('roster_shifts')).toBe(shifts)
    const owner = sb.as('owner') // an owner with no employee record at the gym
    expect((await owner('POST', STAFF_DESK_PATHS.leaveRequest, { centerServiceId: 1001, startDay: TODAY, endDay: TODAY, reason: 'x' })).body).toEqual({ message: M.NOT_ON_CENTRE_STAFF })
    expect((await owner('POST', STAFF_DESK_PATHS.leaveDecision.replace(':leaveId', String(asked.body.id)), { decision: 'APPROVED' })).status).toBe(200)
  })

  it('answers 400 with every field’s problem, and 409 for days already asked for', async () => {
    const sb = sandbox()
    const trainer = sb.as('trainer')
    const bad = await trainer('POST', STAFF_DESK_PATHS.leaveRequest, { centerServiceId: 1001, startDay: addDays(TODAY, -1), endDay: addDays(TODAY, -2), reason: ' ' })
    expect(bad.status).toBe(400)
    expect(bad.body.errors).toEqual({ startDay: M.LEAVE_IN_THE_PAST, endDay: M.LEAVE_END_BEFORE_START, reason: M.LEAVE_REASON_REQUIRED })
    // The seed already has the trainer's request a week ahead (lv-1002).
    const week = addDays(TODAY, 7)
    expect((await trainer('POST', STAFF_DESK_PATHS.leaveRequest, { centerServiceId: 1001, startDay: week, endDay: week, reason: 'Again' })).status).toBe(409)
  })
})
