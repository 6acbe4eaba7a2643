import { describe, expect, it } from 'vitest'
import { AttendanceWire, EMPLOYEE_PATHS, EmployeePageWire, EmployeeWire } from '../../adapters/http/contract/employee.codecs'
import { pathWith } from '../../adapters/http/contract/paths'
import { epochMs } from '../../core/shared/brands'
import { centreDayOf } from '../../core/shared/centre-day'
import * as M from '../../core/shared/messages'
import { apiFetch, signIn as session } from '../support/sandbox-client'
import { anonymous, decoded, failsWith, signIn } from '../support/sandbox-http'

const today = () => centreDayOf(epochMs(Date.now()))
const page = (sid: number) => ({ centerServiceId: sid, pageNo: 0, pageSize: 1000 })

describe('sandbox: employees', () => {
  it('lists a centre’s staff with every role, PT levels by centre type and specialisations only where they apply', async () => {
    const owner = await signIn('owner')
    const gym = await decoded(await owner.get(EMPLOYEE_PATHS.employeesPage, page(1001)), 200, EmployeePageWire)
    expect(gym.totalPages).toBe(1)
    const roles = new Set(gym.content.map((e) => e.primaryRole))
    for (const r of ['FMS_PERSONAL_TRAINER', 'FMS_FLOOR_TRAINER', 'AFM', 'HOUSEKEEPING', 'FMS_CENTRE_MANAGER']) expect(roles).toContain(r)
    // Other suites share this sandbox and may add a trainer with no level yet: every level given is a gym one.
    const trainers = gym.content.filter((e) => e.primaryRole === 'FMS_PERSONAL_TRAINER')
    expect(trainers.some((e) => (e.ptLevelCode ?? '').startsWith('GYM_PT'))).toBe(true)
    expect(trainers.every((e) => e.ptLevelCode === null || e.ptLevelCode === undefined || e.ptLevelCode.startsWith('GYM_PT'))).toBe(true)
    expect(gym.content.filter((e) => e.primaryRole === 'HOUSEKEEPING').every((e) => e.specialisations.length === 0)).toBe(true)
    const play = await decoded(await owner.get(EMPLOYEE_PATHS.employeesPage, page(1004)), 200, EmployeePageWire)
    expect(play.content.filter((e) => e.ptLevelCode !== null && e.ptLevelCode !== undefined).every((e) => e.ptLevelCode?.startsWith('PLAY_COACHING'))).toBe(true)
    for (const r of ['PLAY_COACH', 'SWIMMING_PT', 'LIFE_GUARD']) expect(play.content.map((e) => e.primaryRole)).toContain(r)
  })

  it('refuses without the permission, at another centre, at a one-pass centre (the screen’s gate) and without a session', async () => {
    await failsWith(await (await signIn('trainer')).get(EMPLOYEE_PATHS.employeesPage, page(1001)), 403)
    await failsWith(await (await signIn('centre-manager')).get(EMPLOYEE_PATHS.employeesPage, page(1007)), 403)
    await failsWith(await (await signIn('owner')).get(EMPLOYEE_PATHS.employeesPage, page(1002)), 403)
    await failsWith(await anonymous().get(EMPLOYEE_PATHS.employeesPage, page(1001)), 401)
    await failsWith(await (await signIn('centre-manager')).get(pathWith(EMPLOYEE_PATHS.employeeProfile, { agentId: 'emp-1701' })), 403)
    await failsWith(await (await signIn('trainer')).get(EMPLOYEE_PATHS.attendance, { centerServiceId: 1001, day: today() }), 403)
  })

  it('lets a manager read a profile of someone who also works elsewhere, at their own centre', async () => {
    const cm = await signIn('centre-manager')
    const e = await decoded(await cm.get(pathWith(EMPLOYEE_PATHS.employeeProfile, { agentId: 'agent-601' })), 200, EmployeeWire)
    expect(e.centres.map((c) => c.centerServiceId).sort()).toEqual([1001, 1006])
  })

  it('answers bad input with a 4xx and a clear message, never a 500', async () => {
    const owner = await signIn('owner')
    await failsWith(await owner.get(EMPLOYEE_PATHS.employeesPage, { centerServiceId: 1001, pageNo: 0, pageSize: 5000 }), 400)
    await failsWith(await owner.get(EMPLOYEE_PATHS.employeesPage, { centerServiceId: 'x', pageNo: 0, pageSize: 10 }), 400)
    await failsWith(await owner.get(EMPLOYEE_PATHS.employeesPage, page(1099)), 404, M.CENTRE_NOT_FOUND)
    await failsWith(await owner.get(pathWith(EMPLOYEE_PATHS.employeeProfile, { agentId: 'nobody' })), 404, M.EMPLOYEE_NOT_FOUND)
    await failsWith(await owner.post(EMPLOYEE_PATHS.createEmployee, { name: 'A', email: 'not-mail', phone: '12', primaryRole: 'FMS_MC', centerServiceId: 1001 }), 400)
    await failsWith(await owner.post(EMPLOYEE_PATHS.createEmployee, { name: 'A', email: 'a@b.example', phone: '9876512345', primaryRole: 'FMS_MC', centerServiceId: 1001, ptLevelCode: 'NOPE' }), 400, M.PT_LEVEL_UNKNOWN)
    await failsWith(await owner.post(EMPLOYEE_PATHS.manualAttendance, { agentId: 'agent-102', centerServiceId: 1001, day: today(), reason: 'Because' }), 400)
    await failsWith(await owner.get(EMPLOYEE_PATHS.attendance, { centerServiceId: 1001, day: '26-11-2026' }), 400)
    const s = await session('owner')
    const put = await apiFetch(s, pathWith(EMPLOYEE_PATHS.employeeProfile, { agentId: 'agent-102' }), { method: 'PUT', body: { specialisations: 'all' } })
    expect(put.status).toBe(400)
  })

  it('keeps who marked an attendance by hand: the signed-in staff member', async () => {
    const cm = await signIn('centre-manager')
    const rows = (await decoded(await cm.get(EMPLOYEE_PATHS.attendance, { centerServiceId: 1001, day: today() }), 200, AttendanceWire)).rows
    expect(rows.some((r) => r.status === 'ON_LEAVE' && r.shift.kind === 'LEAVE')).toBe(true)
    const open = rows.filter((r) => r.status === 'NOT_MARKED' || r.status === 'ABSENT').at(-1)
    expect(open).toBeDefined()
    if (open === undefined) return
    const res = await cm.post(EMPLOYEE_PATHS.manualAttendance, { agentId: open.agentId, centerServiceId: 1001, day: today(), reason: 'Member forgot to mark' })
    expect(res.status).toBe(201)
    const after = (await decoded(await cm.get(EMPLOYEE_PATHS.attendance, { centerServiceId: 1001, day: today() }), 200, AttendanceWire)).rows
    expect(after.find((r) => r.shift.shiftId === open.shift.shiftId)).toMatchObject({ status: 'PRESENT', manual: { reason: 'Member forgot to mark', markedBy: 'Vikram Shetty' } })
  })
})
