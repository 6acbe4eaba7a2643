import { describe, expect, it } from 'vitest'
import { createTestPortal } from '../../../composition/test/container'
import { weekOf } from '../../../core/employee/roster.rule'
import { rosterDayLabel } from '../../../core/employee/shift-pattern.rule'
import { epochMs } from '../../../core/shared/brands'
import { addDays, centreDayOf } from '../../../core/shared/centre-day'
import * as M from '../../../core/shared/messages'
import { seedEmployeeWorld } from '../../support/employees'

const NOW = Date.UTC(2026, 10, 26, 6, 30) // Thu 26 Nov, 12:00 PM at the centre
const portal = () =>
  createTestPortal({
    now: NOW,
    centreDetails: { centers: [], userContext: { id: 'staff-owner', name: 'Asha', email: 'asha@example.com' }, gymPtEnabledCenter: [] },
    seedEmployees: seedEmployeeWorld,
  })
const nextWeek = weekOf(addDays(centreDayOf(epochMs(NOW)), 7))
const monday = nextWeek[0] ?? ''

describe('shift pattern use cases', () => {
  it('lists the centre’s patterns', async () => {
    const r = await portal().useCases.loadShiftPatterns(1001)()
    if (r._tag === 'Left') throw new Error(r.left._tag)
    expect(r.right.map((p) => p.name)).toEqual(['Morning 6 AM – 2 PM, Mon–Fri', 'Evening 2 PM – 10 PM, Mon–Fri', 'Weekend 7 AM – 3 PM, Sat–Sun'])
  })

  it("refuses without an employee and a pattern ('Choose an employee', 'Choose a shift pattern') and writes nothing", async () => {
    const p = portal()
    const before = p.employees.shifts.length
    const r = await p.useCases.applyShiftPattern({ centerServiceId: 1001, agentId: '', patternId: ' ', weekStart: monday })()
    expect(r).toEqual({ _tag: 'Left', left: { _tag: 'ValidationFailed', errors: { agentId: M.PATTERN_AGENT_REQUIRED, patternId: M.PATTERN_REQUIRED } } })
    expect(p.employees.shifts).toHaveLength(before)
  })

  it("applies a pattern: '5 shifts added from the pattern' on next week's roster; again, the clash names the days and adds nothing", async () => {
    const p = portal()
    const draft = { centerServiceId: 1001, agentId: 'emp-002', patternId: 'SP-1001-1', weekStart: monday }
    const r = await p.useCases.applyShiftPattern(draft)()
    if (r._tag === 'Left') throw new Error(r.left._tag)
    expect(r.right.message).toBe(M.shiftPatternApplied(5))
    const week = await p.useCases.loadRoster({ centerServiceId: 1001, weekOffset: 1 })()
    if (week._tag === 'Left') throw new Error(week.left.message)
    expect(week.right.shifts.filter((s) => s.agentId === 'emp-002').map((s) => centreDayOf(s.startTime))).toEqual(nextWeek.slice(0, 5))
    const count = p.employees.shifts.length
    const again = await p.useCases.applyShiftPattern(draft)()
    expect(again).toMatchObject({ _tag: 'Left', left: { _tag: 'PatternNotApplied', message: M.shiftPatternClash(nextWeek.slice(0, 5).map(rosterDayLabel)) } })
    expect(p.employees.shifts).toHaveLength(count)
  })

  it('plans a pattern without writing (the CLI dry run), and says so for a pattern not at the centre', async () => {
    const p = portal()
    const before = p.employees.shifts.length
    const plan = await p.useCases.planShiftPattern({ centerServiceId: 1001, agentId: 'emp-002', patternId: 'SP-1001-3', weekStart: monday })()
    if (plan._tag === 'Left') throw new Error(plan.left._tag)
    expect(plan.right.shifts.map((s) => centreDayOf(s.startTime))).toEqual(nextWeek.slice(5))
    expect(plan.right.clashDays).toEqual([])
    expect(p.employees.shifts).toHaveLength(before)
    await p.useCases.applyShiftPattern({ centerServiceId: 1001, agentId: 'emp-002', patternId: 'SP-1001-3', weekStart: monday })()
    const clash = await p.useCases.planShiftPattern({ centerServiceId: 1001, agentId: 'emp-002', patternId: 'SP-1001-3', weekStart: nextWeek[3] ?? '' })()
    if (clash._tag === 'Left') throw new Error(clash.left._tag)
    expect(clash.right.clashDays).toEqual(nextWeek.slice(5).map(rosterDayLabel))
    const stranger = await p.useCases.planShiftPattern({ centerServiceId: 1001, agentId: 'emp-003', patternId: 'SP-1001-3', weekStart: monday })()
    expect(stranger).toMatchObject({ _tag: 'Left', left: { _tag: 'EmployeeNotFound', message: M.EMPLOYEE_NOT_FOUND } })
    const foreign = await p.useCases.planShiftPattern({ centerServiceId: 1001, agentId: 'emp-002', patternId: 'SP-1004-1', weekStart: monday })()
    expect(foreign).toMatchObject({ _tag: 'Left', left: { _tag: 'PatternNotFound', message: M.SHIFT_PATTERN_NOT_FOUND } })
  })
})
