import { epochMs } from '../../../../core/shared/brands'
import { describe, expect, it } from 'vitest'
import { canConfirmManualAttendance, canMarkAttendance, attendanceStatusOf, ATTENDANCE_REASONS } from '../../../../core/employee/attendance.rule'
import { centresByType, fetchesSpecialisations, filterEmployees, ptLevelGroupOf, ptLevelOf, roleLabel, specialisationsApply } from '../../../../core/employee/employee-profile.rule'
import { validateNewEmployee } from '../../../../core/employee/new-employee.rule'
import { leaveShiftTimes, rosterWeekDays, shiftRefusal, weekOf, weekdayOf } from '../../../../core/employee/roster.rule'
import { validateShift } from '../../../../core/employee/shift-draft.rule'
import { startOfCentreDay } from '../../../../core/shared/centre-day'
import * as M from '../../../../core/shared/messages'
import { CULT, GYM, PLAY, employee } from '../../../support/employees'

describe('employee profile rules (part 3 §3, §6)', () => {
  it('shows a PT level as the last two characters of its code', () => {
    expect(ptLevelOf('GYM_PT_LEVEL_L3')).toBe('L3')
    expect(ptLevelOf('PLAY_COACHING_LEVEL_C1')).toBe('C1')
    expect(ptLevelOf(undefined)).toBeUndefined()
    expect(ptLevelOf('')).toBeUndefined()
  })

  it('uses PLAY_COACHING for the PT levels of a PLAY centre, GYM_PT elsewhere', () => {
    expect(ptLevelGroupOf('PLAY')).toBe('PLAY_COACHING')
    for (const t of ['GYMFIT', 'CULT', 'ONEPASS', 'BOOTCAMP']) expect(ptLevelGroupOf(t)).toBe('GYM_PT')
  })

  it('applies specialisations to floor, group and personal trainers and AFMs (not play) and swimming PTs (play); never fetched for PLAY', () => {
    for (const r of ['FMS_FLOOR_TRAINER', 'FMS_GROUP_TRAINER', 'FMS_PERSONAL_TRAINER', 'AFM']) {
      expect(specialisationsApply(r, 'GYMFIT')).toBe(true)
      expect(specialisationsApply(r, 'PLAY')).toBe(false)
      expect(fetchesSpecialisations(r, 'CULT')).toBe(true)
    }
    expect(specialisationsApply('SWIMMING_PT', 'PLAY')).toBe(true)
    expect(specialisationsApply('SWIMMING_PT', 'GYMFIT')).toBe(false)
    expect(fetchesSpecialisations('SWIMMING_PT', 'PLAY')).toBe(false)
    expect(specialisationsApply('HOUSEKEEPING', 'GYMFIT')).toBe(false)
  })

  it('names roles in staff words, and an unknown code in plain words', () => {
    expect(roleLabel('FMS_PERSONAL_TRAINER')).toBe('Personal trainer')
    expect(roleLabel('NIGHT_SECURITY_GUARD')).toBe('Night security guard')
  })

  it('groups an employee’s centres by type', () => {
    expect(centresByType([GYM, CULT, { ...GYM, centerServiceId: 1007, name: 'Bandra Lux' }])).toEqual([
      { type: 'CULT', centres: [CULT] },
      { type: 'GYMFIT', centres: [{ ...GYM, centerServiceId: 1007, name: 'Bandra Lux' }, GYM] },
    ])
  })

  it('searches case-insensitively by name, e-mail, phone, id or role words, and filters by role and status', () => {
    const list = [
      employee('emp-001', 'Rahul Nair', 'FMS_PERSONAL_TRAINER', [GYM]),
      employee('emp-002', 'Sneha Kulkarni', 'FMS_FLOOR_TRAINER', [GYM], { status: 'INACTIVE' }),
      employee('emp-003', 'Kiran Das', 'PLAY_COACH', [PLAY], { empId: 'EMP5010' }),
    ]
    const names = (f: Parameters<typeof filterEmployees>[1]) => filterEmployees(list, f).map((e) => e.name)
    expect(names({ text: 'RAHUL', role: undefined, status: undefined })).toEqual(['Rahul Nair'])
    expect(names({ text: 'floor', role: undefined, status: undefined })).toEqual(['Sneha Kulkarni'])
    expect(names({ text: 'emp5010', role: undefined, status: undefined })).toEqual(['Kiran Das'])
    expect(names({ text: '+91 98000-00001 ', role: undefined, status: undefined })).toEqual(['Rahul Nair'])
    expect(names({ text: '', role: 'PLAY_COACH', status: undefined })).toEqual(['Kiran Das'])
    expect(names({ text: '', role: undefined, status: 'ACTIVE' })).toEqual(['Rahul Nair', 'Kiran Das'])
    expect(names({ text: '  ', role: undefined, status: undefined })).toHaveLength(3)
  })
})

describe('Add employee form', () => {
  it('shows every field error at once', () => {
    const r = validateNewEmployee({ name: '  ', email: 'nope', phone: '98765', primaryRole: '', ptLevelCode: '' }, 1001)
    expect(r).toEqual({
      _tag: 'Left',
      left: { _tag: 'ValidationFailed', errors: { name: M.EMPLOYEE_NAME_REQUIRED, email: M.EMPLOYEE_EMAIL_INVALID, phone: M.EMPLOYEE_PHONE_INVALID, primaryRole: M.EMPLOYEE_ROLE_REQUIRED } },
    })
  })

  it('trims the name, lower-cases the e-mail and leaves an unchosen level out', () => {
    const r = validateNewEmployee({ name: '  Neel   Kamath ', email: ' Neel@Staff.Example ', phone: '9876543210', primaryRole: 'FMS_MC', ptLevelCode: '' }, 1001)
    expect(r).toEqual({ _tag: 'Right', right: { name: 'Neel Kamath', email: 'neel@staff.example', phone: '9876543210', primaryRole: 'FMS_MC', centerServiceId: 1001, ptLevelCode: undefined } })
  })
})

describe('manual attendance (part 3 §5, §9)', () => {
  it('offers the four spec reasons, in order, and confirms only once one is chosen', () => {
    expect(ATTENDANCE_REASONS).toEqual(['Member forgot to mark', 'Tab scan not working', 'Late allowance (rain, facility issues, new member/trial)', 'Others'])
    expect(canConfirmManualAttendance(undefined)).toBe(false)
    expect(canConfirmManualAttendance('')).toBe(false)
    expect(canConfirmManualAttendance('Others')).toBe(true)
  })

  it('marks only shifts worked and not yet marked; a leave is on leave', () => {
    expect(canMarkAttendance({ status: 'NOT_MARKED' })).toBe(true)
    expect(canMarkAttendance({ status: 'ABSENT' })).toBe(true)
    expect(canMarkAttendance({ status: 'PRESENT' })).toBe(false)
    expect(canMarkAttendance({ status: 'ON_LEAVE' })).toBe(false)
    expect(attendanceStatusOf('LEAVE', 10, false, 20)).toBe('ON_LEAVE')
    expect(attendanceStatusOf('COACHING', 10, true, 5)).toBe('PRESENT')
    expect(attendanceStatusOf('COACHING', 10, false, 10)).toBe('ABSENT')
    expect(attendanceStatusOf('COACHING', 10, false, 9)).toBe('NOT_MARKED')
  })
})

describe('roster days (part 3 §9)', () => {
  it('places a leave at 18000000 ms (5 am) into the centre day', () => {
    expect(leaveShiftTimes('2026-11-26').startTime - startOfCentreDay('2026-11-26')).toBe(18_000_000)
  })

  it('puts a day in its Monday-first week', () => {
    expect(weekdayOf('2026-11-26')).toBe(3)
    expect(weekOf('2026-11-26')).toEqual(['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29'])
  })

  it("labels the week's day columns from the clock alone, this week or weeks away, in the centre's zone", () => {
    // 29 Nov 2026 (a Sunday) 23:30 in Kolkata is 18:00 UTC: still that week.
    const sundayNight = epochMs(Date.UTC(2026, 10, 29, 18, 0))
    expect(rosterWeekDays(sundayNight, 0).map((d) => d.label)).toEqual(['Mon 23 Nov', 'Tue 24 Nov', 'Wed 25 Nov', 'Thu 26 Nov', 'Fri 27 Nov', 'Sat 28 Nov', 'Sun 29 Nov'])
    // Half an hour later it is Monday in Kolkata: the next week.
    expect(rosterWeekDays(epochMs(sundayNight + 30 * 60_000), 0)[0]).toEqual({ day: '2026-11-30', label: 'Mon 30 Nov' })
    expect(rosterWeekDays(sundayNight, -1).map((d) => d.day)).toEqual(weekOf('2026-11-16'))
    expect(rosterWeekDays(sundayNight, 5)[6]?.day).toBe('2027-01-03')
  })
})

describe('Add shift or leave form', () => {
  const base = { agentId: 'emp-001', centerServiceId: 1001, day: '2026-11-26', start: '07:30', end: '11:00' }
  it('places a leave at 5 am of its day whatever the times typed', () => {
    const r = validateShift({ ...base, kind: 'LEAVE', start: '', end: '' })
    expect(r._tag === 'Right' && r.right.startTime - startOfCentreDay('2026-11-26')).toBe(18_000_000)
  })
  it('needs an employee and an end after the start, every error at once', () => {
    expect(validateShift({ ...base, agentId: '', kind: 'FLOOR_TRAINING', end: '07:00' })).toEqual({
      _tag: 'Left',
      left: { _tag: 'ValidationFailed', errors: { agentId: M.SHIFT_EMPLOYEE_REQUIRED, end: M.SHIFT_END_BEFORE_START } },
    })
  })
  it('refuses an overlap with the employee’s other shifts', () => {
    const leave = leaveShiftTimes('2026-11-26')
    expect(shiftRefusal({ kind: 'FLOOR_TRAINING', startTime: leave.startTime + 1, endTime: leave.startTime + 2 }, [leave], () => '2026-11-26')).toBe(M.SHIFT_OVERLAPS)
  })
})
