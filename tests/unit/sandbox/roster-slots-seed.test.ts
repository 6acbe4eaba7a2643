import { describe, expect, it } from 'vitest'
import { EMPLOYEE_PATHS, type EmployeePageWire } from '../../../adapters/http/contract/employee.codecs'
import { ROSTER_SLOT_PATHS, type RosterSlotsWire } from '../../../adapters/http/contract/roster-slots.codecs'
import { epochMs } from '../../../core/shared/brands'
import { addDays, centreDayOf } from '../../../core/shared/centre-day'
import { seededSandboxAs } from '../../support/seeded-sandbox'

/*
 * The roster slot journey (e2e/employees-roster.spec.ts) needs, at Koramangala (1001), a trainer
 * with a booked and a free slot tomorrow, whatever the hour of seeding: checked here as of every
 * hour of a centre day (and a minute before the next).
 */

const MIDNIGHT_IST = Date.UTC(2026, 10, 25, 18, 30)
const INSTANTS = Array.from({ length: 24 }, (_, i) => MIDNIGHT_IST + i * 3_600_000).flatMap((t) => [t, t + 3_600_000 - 60_000])

describe('the seeded roster slots hold the slot journey at any hour', () => {
  it.each(INSTANTS)('as of %d', async (now) => {
    const { get } = seededSandboxAs('owner', now)
    const tomorrow = addDays(centreDayOf(epochMs(now)), 1)
    const staff = (await get<EmployeePageWire>(EMPLOYEE_PATHS.employeesPage, { centerServiceId: '1001', pageNo: '0', pageSize: '1000' })).content
    const trainers = staff.filter((e) => e.status === 'ACTIVE' && e.primaryRole === 'FMS_PERSONAL_TRAINER')
    const days = await Promise.all(trainers.map((e) => get<RosterSlotsWire>(ROSTER_SLOT_PATHS.slots, { centerServiceId: '1001', agentId: e.agentId, day: tomorrow })))
    expect(days.some((d) => d.slots.some((s) => s.status === 'BOOKED') && d.slots.some((s) => s.status === 'AVAILABLE'))).toBe(true)
    expect(days.every((d) => d.slots.length === 19)).toBe(true)
  })
})
