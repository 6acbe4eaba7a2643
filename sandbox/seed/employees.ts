import type { EmployeeWire, ShiftWire } from '../../adapters/http/contract/employee.codecs'
import { PT_LEVEL_CATALOGUE, SPECIALISATIONS_BY_ROLE } from '../../adapters/http/contract/employee-catalogue'
import { leaveShiftTimes, weekOf } from '../../core/employee/roster.rule'
import { specialisationsApply } from '../../core/employee/employee-profile.rule'
import { addDays, centreDayOf, startOfCentreDay } from '../../core/shared/centre-day'
import { epochMs } from '../../core/shared/brands'
import { HOUR_MS, MINUTE_MS } from '../../core/shared/constants'
import type { Db } from '../db/database'
import { seedCentres } from './centres'
import { SEED_AGENTS } from './profile'
import { writeAgentOfEmployee } from '../store/trainers'
import { EXTRA_TRAINERS, type ExtraTrainer, SEED_PT_LEVELS, seedStaffEmail } from './trainers'

export const EMPLOYEES_TABLES = ['attendance_marks', 'roster_shifts', 'leave_requests', 'employee_centres', 'employees'] as const

type Extra = { id: string; name: string; roles: string[]; at: number[]; status?: 'ACTIVE' | 'INACTIVE'; phone?: string }

/** An extra trainer (sandbox/seed/trainers.ts) as one of the extra staff. */
const trainer = (t: ExtraTrainer): Extra => ({ id: t.id, name: t.name, roles: [t.role], at: [t.centerServiceId], phone: t.phone })

/** Staff beyond the trainers the profile seeds: every role at every centre type. */
const EXTRAS: readonly Extra[] = [
  { id: 'emp-1101', name: 'Lakshmi Rao', roles: ['AFM'], at: [1001] },
  { id: 'emp-1102', name: 'Suresh Kumar', roles: ['HOUSEKEEPING'], at: [1001] },
  { id: 'emp-1103', name: 'Tanvi Shah', roles: ['FMS_GROUP_TRAINER'], at: [1001, 1003] },
  { id: 'emp-1201', name: 'Manoj Pillai', roles: ['FMS_CENTRE_MANAGER'], at: [1002] },
  { id: 'emp-1202', name: 'Rekha Bose', roles: ['FMS_MC'], at: [1002] },
  { id: 'emp-1301', name: 'Aditi Verma', roles: ['FMS_GROUP_TRAINER'], at: [1003] },
  { id: 'emp-1302', name: 'Gaurav Sen', roles: ['FMS_CENTRE_MANAGER'], at: [1003] },
  trainer(EXTRA_TRAINERS.swimming),
  { id: 'emp-1402', name: 'Ajay Thomas', roles: ['LIFE_GUARD'], at: [1004] },
  trainer(EXTRA_TRAINERS.coach),
  { id: 'emp-1501', name: 'Deepa Nair', roles: ['FMS_FLOOR_TRAINER'], at: [1005] },
  { id: 'emp-1502', name: 'Harish Gowda', roles: ['FMS_CENTRE_MANAGER'], at: [1005] },
  { id: 'emp-1601', name: 'Sana Mirza', roles: ['FMS_GROUP_TRAINER'], at: [1006] },
  { id: 'emp-1602', name: 'Rohit Jain', roles: ['AFM'], at: [1006] },
  trainer(EXTRA_TRAINERS.premium),
  { id: 'emp-1702', name: 'Zubin Irani', roles: ['FMS_MC'], at: [1007] },
  { id: 'emp-1801', name: 'Mohan Lal', roles: ['HOUSEKEEPING'], at: [1008], status: 'INACTIVE' },
]

/** Where the profile's trainers also work (an employee may work at several centres). */
const ALSO_AT: Readonly<Record<string, readonly number[]>> = { 'staff-cm': [1003, 1004], 'agent-601': [1001] }

const FAMILIES: Readonly<Record<string, readonly { name: string; family: string }[]>> = {
  FMS_GROUP_TRAINER: [
    { name: 'HRX Workout', family: 'HRX' },
    { name: 'Dance Fitness', family: 'Dance' },
  ],
  PLAY_COACH: [{ name: 'Badminton Coaching', family: 'Badminton' }],
  SWIMMING_PT: [{ name: 'Learn to Swim', family: 'Swimming' }],
}

const isPtRole = (r: string): boolean => r === 'FMS_PERSONAL_TRAINER' || r === 'SWIMMING_PT' || r === 'PLAY_COACH'

/** The shift kind a role works (part 3 §9 "Shift kinds"). */
export const shiftKindOf = (role: string): ShiftWire['kind'] =>
  role === 'FMS_PERSONAL_TRAINER' || role === 'SWIMMING_PT'
    ? 'PERSONAL_TRAINING'
    : role === 'FMS_FLOOR_TRAINER' || role === 'FMS_GROUP_TRAINER' || role === 'AFM'
      ? 'FLOOR_TRAINING'
      : role === 'PLAY_COACH'
        ? 'COACHING'
        : role === 'LIFE_GUARD'
          ? 'LIFE_GUARD'
          : 'CENTRE_MANAGER'

/** The seeded staff, as the API answers them. */
export const seedEmployeeWires = (now: number): readonly EmployeeWire[] => {
  const centres = new Map(seedCentres(now - (now % 86_400_000)).map((c) => [c.wire.centerServiceId, c.wire]))
  const people = [
    ...SEED_AGENTS.map((a) => ({
      id: a.identityId,
      name: a.name,
      roles: [...a.roles],
      at: [a.resourceServiceMapping[0]?.centerServiceId ?? agentCentre(a.identityId), ...(ALSO_AT[a.identityId] ?? [])],
      email: a.email,
      phone: a.phone,
      photo: a.agentAssets.mediaList[0]?.mediaUrl,
      status: a.resourceServiceMapping.some((m) => m.status === 'INACTIVE') ? ('INACTIVE' as const) : ('ACTIVE' as const),
    })),
    ...EXTRAS.map((x, i) => ({
      id: x.id,
      name: x.name,
      roles: x.roles,
      at: x.at,
      email: seedStaffEmail(x.name, x.id),
      phone: x.phone ?? String(9822200000 + i + 1),
      photo: undefined,
      status: x.status ?? ('ACTIVE' as const),
    })),
  ]
  return people.map((p, i) => {
    const primaryRole = p.roles[0] ?? 'PARTNER_STAFF'
    const home = centres.get(p.at[0] ?? 1001)
    const type = home?.type ?? 'GYMFIT'
    const levels = PT_LEVEL_CATALOGUE[type === 'PLAY' ? 'PLAY_COACHING' : 'GYM_PT']
    const offered = SPECIALISATIONS_BY_ROLE[primaryRole] ?? []
    return {
      agentId: p.id,
      name: p.name,
      email: p.email,
      phone: p.phone,
      primaryRole,
      roles: p.roles,
      status: p.status,
      photoUrl: p.photo ?? null,
      ptLevelCode: isPtRole(primaryRole) ? (SEED_PT_LEVELS[p.id] ?? levels[i % levels.length]?.code ?? null) : null,
      specialisations: specialisationsApply(primaryRole, type) ? offered.slice(i % 2, (i % 2) + 2) : [],
      workoutFamilies: [...(FAMILIES[primaryRole] ?? [])],
      centres: p.at.flatMap((sid) => {
        const c = centres.get(sid)
        return c === undefined ? [] : [{ centerServiceId: sid, name: c.name, type: c.type }]
      }),
      empId: `EMP${5000 + i}`,
      cultEmployeeId: type === 'CULT' ? `CE${5000 + i}` : null,
    }
  })
}

const agentCentre = (identityId: string): number => SEED_AGENTS_CENTRE[identityId] ?? 1001
const SEED_AGENTS_CENTRE: Readonly<Record<string, number>> = {
  'staff-cm': 1001,
  'staff-frontdesk': 1001,
  'agent-201': 1002,
  'agent-301': 1003,
  'staff-internal-cm': 1003,
}

/**
 * Seeds the staff: every role at every centre type, this week's shifts (Monday to Sunday, centre
 * time) relative to `now`, attendance already scanned for most shifts that have started today,
 * one leave today at the main gym (placed at 5 am) and leave requests in every state.
 */
export const seedEmployees = (db: Db, now: number): void => {
  const wires = seedEmployeeWires(now)
  const insEmp = db.prepare('INSERT INTO employees (agent_id, email, phone, data) VALUES (?, ?, ?, ?)')
  const insAt = db.prepare('INSERT INTO employee_centres (agent_id, center_service_id) VALUES (?, ?)')
  const insShift = db.prepare('INSERT INTO roster_shifts (shift_id, agent_id, center_service_id, kind, start_time, end_time, created_by) VALUES (?, ?, ?, ?, ?, ?, NULL)')
  const insMark = db.prepare('INSERT INTO attendance_marks (shift_id, marked_at, reason, marked_by) VALUES (?, ?, NULL, NULL)')
  const insLeave = db.prepare(
    'INSERT INTO leave_requests (id, agent_id, center_service_id, start_day, end_day, status, reason, decided_by, decided_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
  )
  const today = centreDayOf(epochMs(now))
  const onLeaveToday = 'agent-104'
  wires.forEach((e, i) => {
    insEmp.run(e.agentId, e.email, e.phone, JSON.stringify(e))
    for (const c of e.centres) insAt.run(e.agentId, c.centerServiceId)
    writeAgentOfEmployee(db, e)
    const home = e.centres[0]
    if (home === undefined || e.status === 'INACTIVE') return
    weekOf(today).forEach((day, d) => {
      if (d === (i + 3) % 7 && day !== today) return // a weekly day off, never today
      const id = `sh-${e.agentId}-${day}`
      if (e.agentId === onLeaveToday && day === today) {
        const leave = leaveShiftTimes(day)
        insShift.run(id, e.agentId, home.centerServiceId, 'LEAVE', leave.startTime, leave.endTime)
        db.prepare('UPDATE roster_shifts SET leave_request_id = ? WHERE shift_id = ?').run('lv-1004', id) // today's leave is the approved request lv-1004
        return
      }
      // Morning (6 am to 2 pm) or evening (2 pm to 10 pm) by employee, centre time.
      const start = startOfCentreDay(day) + (i % 2 === 0 ? 6 : 14) * HOUR_MS
      insShift.run(id, e.agentId, home.centerServiceId, shiftKindOf(e.primaryRole), start, start + 8 * HOUR_MS)
      // Scanned in a few minutes after the start, except every third employee.
      if (start <= now && i % 3 !== 0) insMark.run(id, Math.min(now, start + ((i % 4) + 2) * MINUTE_MS))
    })
  })
  const leave = (id: string, agentId: string, sid: number, from: number, to: number, status: string, reason: string, decided: boolean): void => {
    insLeave.run(id, agentId, sid, addDays(today, from), addDays(today, to), status, reason, decided ? 'Vikram Shetty' : null, decided ? now - 2 * HOUR_MS : null)
  }
  leave('lv-1001', 'agent-102', 1001, 3, 4, 'PENDING', 'Family function', false)
  leave('lv-1002', 'staff-trainer', 1001, 7, 7, 'PENDING', 'Medical appointment', false)
  leave('lv-1003', 'emp-1101', 1001, 10, 12, 'PENDING', 'Travelling home', false)
  leave('lv-1004', onLeaveToday, 1001, 0, 0, 'APPROVED', 'Fever', true)
  leave('lv-1005', 'emp-1102', 1001, -5, -4, 'REJECTED', 'Short notice during the audit', true)
  leave('lv-1006', 'emp-1301', 1003, 2, 2, 'PENDING', 'Exam', false)
  leave('lv-1007', 'emp-1302', 1003, -2, -2, 'APPROVED', 'Personal work', true)
  leave('lv-1008', 'emp-1401', 1004, 5, 6, 'PENDING', 'Swimming certification', false)
}
