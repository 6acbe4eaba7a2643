import { describe, expect, it } from 'vitest'
import { EMPLOYEE_PATHS, type EmployeePageWire } from '../../adapters/http/contract/employee.codecs'
import { ROSTER_SLOT_PATHS, type RosterSlotsWire } from '../../adapters/http/contract/roster-slots.codecs'
import { API_BASE, SESSION_COOKIE } from '../../adapters/http/contract/wire'
import { epochMs } from '../../core/shared/brands'
import { addDays, centreDayOf } from '../../core/shared/centre-day'
import { openDatabase } from '../../sandbox/db/database'
import { createSandboxApp } from '../../sandbox/http/app'
import { openSession, personaByName } from '../../sandbox/http/sessions'
import { reseed } from '../../sandbox/seed/seed'

/*
 * The roster slot journey (e2e/employees-roster.spec.ts) needs, at Koramangala (1001), a trainer
 * with a booked and a free slot tomorrow, whatever the hour of seeding: checked here as of every
 * hour of a centre day (and a minute before the next).
 */

const MIDNIGHT_IST = Date.UTC(2026, 10, 25, 18, 30)
const INSTANTS = Array.from({ length: 24 }, (_, i) => MIDNIGHT_IST + i * 3_600_000).flatMap((t) => [t, t + 3_600_000 - 60_000])

describe('the seeded roster slots hold the slot journey at any hour', () => {
  it.each(INSTANTS)('as of %d', async (now) => {
    const db = openDatabase(':memory:')
    reseed(db, now)
    const app = createSandboxApp({ db, now: () => now })
    const owner = personaByName(db, 'owner')
    if (owner === undefined) throw new Error('no owner persona')
    const cookie = `${SESSION_COOKIE}=${openSession(db, owner.id, now)}`
    const get = async <T>(path: string, q: Record<string, string>): Promise<T> => {
      const res = await app.request(`${API_BASE}/${path}?${new URLSearchParams(q)}`, { headers: { cookie } })
      expect(res.status).toBe(200)
      return (await res.json()) as T
    }
    const tomorrow = addDays(centreDayOf(epochMs(now)), 1)
    const staff = (await get<EmployeePageWire>(EMPLOYEE_PATHS.employeesPage, { centerServiceId: '1001', pageNo: '0', pageSize: '1000' })).content
    const trainers = staff.filter((e) => e.status === 'ACTIVE' && e.primaryRole === 'FMS_PERSONAL_TRAINER')
    const days = await Promise.all(trainers.map((e) => get<RosterSlotsWire>(ROSTER_SLOT_PATHS.slots, { centerServiceId: '1001', agentId: e.agentId, day: tomorrow })))
    expect(days.some((d) => d.slots.some((s) => s.status === 'BOOKED') && d.slots.some((s) => s.status === 'AVAILABLE'))).toBe(true)
    expect(days.every((d) => d.slots.length === 19)).toBe(true)
  })
})
