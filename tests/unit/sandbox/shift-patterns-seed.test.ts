import { describe, expect, it } from 'vitest'
import { EMPLOYEE_PATHS, type EmployeePageWire, type RosterWire } from '../../../adapters/http/contract/employee.codecs'
import { SHIFT_PATTERN_PATHS, type ShiftPatternsWire } from '../../../adapters/http/contract/shift-patterns.codecs'
import { weekOf } from '../../../core/employee/roster.rule'
import { workingDays } from '../../../core/employee/shift-pattern.rule'
import { epochMs } from '../../../core/shared/brands'
import { addDays, centreDayOf } from '../../../core/shared/centre-day'
import { seededSandboxAs } from '../../support/seeded-sandbox'

/*
 * The shift pattern journey (e2e/employees-patterns.spec.ts) needs, at Koramangala (1001), a
 * pattern with working days and an active employee with no shift five weeks ahead, whatever the
 * hour of seeding: checked here as of every hour of a centre day (and a minute before the next),
 * on a Sunday night and a Monday morning too.
 */

const MIDNIGHT_IST = Date.UTC(2026, 10, 25, 18, 30)
const INSTANTS = [
  ...Array.from({ length: 24 }, (_, i) => MIDNIGHT_IST + i * 3_600_000).flatMap((t) => [t, t + 3_600_000 - 60_000]),
  Date.UTC(2026, 10, 29, 18, 29),
  Date.UTC(2026, 10, 29, 18, 31),
]

describe('the seeded shift patterns hold the pattern journey at any hour', () => {
  it.each(INSTANTS)('as of %d', async (now) => {
    const { get } = seededSandboxAs('owner', now)
    const patterns = (await get<ShiftPatternsWire>(SHIFT_PATTERN_PATHS.patterns, { centerServiceId: '1001' })).patterns
    expect(patterns.map((p) => p.name)).toEqual(['Morning 6 AM – 2 PM, Mon–Fri', 'Evening 2 PM – 10 PM, Mon–Fri', 'Weekend 7 AM – 3 PM, Sat–Sun'])
    expect(patterns.every((p) => workingDays(p).length === p.days.length && p.days.length > 0)).toBe(true)
    const weekStart = weekOf(addDays(centreDayOf(epochMs(now)), 35))[0] ?? ''
    const staff = (await get<EmployeePageWire>(EMPLOYEE_PATHS.employeesPage, { centerServiceId: '1001', pageNo: '0', pageSize: '1000' })).content
    const rostered = (await get<RosterWire>(EMPLOYEE_PATHS.shifts, { centerServiceId: '1001', weekStart })).shifts
    expect(staff.some((e) => e.status === 'ACTIVE' && !rostered.some((s) => s.agentId === e.agentId))).toBe(true)
  })
})
