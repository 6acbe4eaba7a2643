import type { EmployeeWorld } from '../../adapters/in-memory/employee-book.in-memory'
import type { EmployeeCentre, FitnessEmployee } from '../../core/employee/employee'
import { leaveShiftTimes } from '../../core/employee/roster.rule'
import { epochMs } from '../../core/shared/brands'
import { centreDayOf, startOfCentreDay } from '../../core/shared/centre-day'
import { HOUR_MS } from '../../core/shared/constants'
import { standardShiftPatterns } from '../../sandbox/seed/shift-patterns'

export const GYM: EmployeeCentre = { centerServiceId: 1001, name: 'Koramangala Gym', type: 'GYMFIT' }
export const PLAY: EmployeeCentre = { centerServiceId: 1004, name: 'Whitefield Play Arena', type: 'PLAY' }
export const CULT: EmployeeCentre = { centerServiceId: 1003, name: 'HSR Cult', type: 'CULT' }

export const employee = (agentId: string, name: string, primaryRole: string, centres: readonly EmployeeCentre[], over: Partial<FitnessEmployee> = {}): FitnessEmployee => ({
  agentId,
  name,
  email: `${agentId}@staff.example`,
  phone: `98${agentId.replace(/\D/g, '').padStart(8, '0')}`.slice(0, 10),
  primaryRole,
  roles: [primaryRole],
  status: 'ACTIVE',
  photoUrl: undefined,
  ptLevelCode: undefined,
  specialisations: [],
  workoutFamilies: [],
  centres,
  empId: undefined,
  cultEmployeeId: undefined,
  ...over,
})

/**
 * A small staff for the in-memory world: a PT trainer with a shift today (not marked), a floor
 * trainer on leave today (5 am), a play coach and a group trainer at two centres.
 */
export const seedEmployeeWorld = (w: EmployeeWorld): void => {
  ;(w.centres as EmployeeCentre[]).push(GYM, PLAY, CULT)
  const today = centreDayOf(w.clock.now())
  const staff = [
    employee('emp-001', 'Rahul Nair', 'FMS_PERSONAL_TRAINER', [GYM], { ptLevelCode: 'GYM_PT_LEVEL_L2', specialisations: ['Weight loss'] }),
    employee('emp-002', 'Sneha Kulkarni', 'FMS_FLOOR_TRAINER', [GYM]),
    employee('emp-003', 'Kiran Das', 'PLAY_COACH', [PLAY], { ptLevelCode: 'PLAY_COACHING_LEVEL_C1', workoutFamilies: [{ name: 'Badminton Coaching', family: 'Badminton' }] }),
    employee('emp-004', 'Tanvi Shah', 'FMS_GROUP_TRAINER', [GYM, CULT], { workoutFamilies: [{ name: 'HRX Workout', family: 'HRX' }] }),
  ]
  for (const e of staff) w.employees.set(e.agentId, e)
  const start = epochMs(startOfCentreDay(today) + 6 * HOUR_MS)
  w.shifts.push(
    { shiftId: `sh-emp-001-${today}`, agentId: 'emp-001', centerServiceId: 1001, kind: 'PERSONAL_TRAINING', startTime: start, endTime: epochMs(start + 16 * HOUR_MS) },
    { shiftId: `sh-emp-002-${today}`, agentId: 'emp-002', centerServiceId: 1001, kind: 'LEAVE', ...leaveShiftTimes(today) },
    { shiftId: `sh-emp-004-${today}`, agentId: 'emp-004', centerServiceId: 1001, kind: 'FLOOR_TRAINING', startTime: start, endTime: epochMs(start + 8 * HOUR_MS) },
  )
  // ---- shift patterns (rostering): the sandbox's standard three at each centre ----
  for (const c of [GYM, PLAY, CULT]) w.patterns.push(...standardShiftPatterns(c.centerServiceId, c.type))
}
