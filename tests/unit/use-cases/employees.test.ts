import * as TE from 'fp-ts/TaskEither'
import { describe, expect, it } from 'vitest'
import { createEmployeeWorld, createInMemoryEmployeeBook } from '../../../adapters/in-memory/employee-book.in-memory'
import { createManualClock } from '../../../adapters/clock/manual-clock'
import { createTestPortal } from '../../../composition/test/container'
import type { EmployeeBook } from '../../../core/employee/employee-book.port'
import { loadEmployeeList } from '../../../core/employee/load-employee-list.use-case'
import { specialisationOptions } from '../../../core/employee/specialisation-options.use-case'
import * as M from '../../../core/shared/messages'
import { GYM, employee, seedEmployeeWorld } from '../../support/employees'

const NOW = Date.UTC(2026, 10, 26, 6, 30)
const portal = () =>
  createTestPortal({
    now: NOW,
    centreDetails: { centers: [], userContext: { id: 'staff-owner', name: 'Asha', email: 'asha@example.com' }, gymPtEnabledCenter: [] },
    seedEmployees: seedEmployeeWorld,
  })

/** A book over many employees that counts its calls. */
const countingBook = (n: number) => {
  const w = createEmployeeWorld(createManualClock(NOW), [GYM])
  for (let i = 0; i < n; i++) w.employees.set(`e-${i}`, employee(`e-${i}`, `Person ${String(i).padStart(5, '0')}`, 'FMS_MC', [GYM]))
  const inner = createInMemoryEmployeeBook(w)
  const calls = { page: [] as [number, number][], specialisations: 0 }
  const book: EmployeeBook = {
    ...inner,
    page: (sid, no, size) => {
      calls.page.push([no, size])
      return inner.page(sid, no, size)
    },
    specialisations: (role) => {
      calls.specialisations += 1
      return inner.specialisations(role)
    },
  }
  return { book, calls }
}

describe('employees use cases', () => {
  it('loads every page of 1000 until totalPages, in order', async () => {
    const { book, calls } = countingBook(2345)
    const r = await loadEmployeeList({ employees: book })(1001)()
    expect(r._tag === 'Right' && r.right.length).toBe(2345)
    expect(calls.page).toEqual([
      [0, 1000],
      [1, 1000],
      [2, 1000],
    ])
  })

  it('does not ask for specialisations at a PLAY centre, nor for a role they do not apply to', async () => {
    const { book, calls } = countingBook(0)
    expect(await specialisationOptions({ employees: book })('SWIMMING_PT', 'PLAY')()).toEqual({ _tag: 'Right', right: [] })
    expect(await specialisationOptions({ employees: book })('HOUSEKEEPING', 'GYMFIT')()).toEqual({ _tag: 'Right', right: [] })
    expect(calls.specialisations).toBe(0)
    const r = await specialisationOptions({ employees: book })('FMS_PERSONAL_TRAINER', 'GYMFIT')()
    expect(r._tag === 'Right' && r.right.length).toBeGreaterThan(0)
    expect(calls.specialisations).toBe(1)
  })

  it('creates an employee after the form check, with the catalogue’s message', async () => {
    const u = portal().useCases
    const bad = await u.createEmployee({ centerServiceId: 1001, draft: { name: '', email: 'x', phone: '1', primaryRole: '', ptLevelCode: '' } })()
    expect(bad._tag === 'Left' && bad.left._tag).toBe('ValidationFailed')
    const good = await u.createEmployee({ centerServiceId: 1001, draft: { name: 'Neel Kamath', email: 'neel@staff.example', phone: '9876543210', primaryRole: 'FMS_MC', ptLevelCode: '' } })()
    expect(good._tag === 'Right' && good.right.message).toBe(M.EMPLOYEE_CREATED)
    const list = await u.loadEmployeeList(1001)()
    expect(list._tag === 'Right' && list.right.map((e) => e.name)).toContain('Neel Kamath')
  })

  it('marks attendance by hand with the reason and says so; a failed call keeps the server’s words', async () => {
    const u = portal().useCases
    const r = await u.markManualAttendance({ agentId: 'emp-001', centerServiceId: 1001, day: '2026-11-26', reason: 'Tab scan not working' })()
    expect(r).toMatchObject({ _tag: 'Right', right: { message: M.ATTENDANCE_MARKED, value: { status: 'PRESENT', manual: { reason: 'Tab scan not working', markedBy: 'Asha Rao' } } } })
    const noNote = await u.markManualAttendance({ agentId: 'emp-001', centerServiceId: 1001, day: '2026-11-26', reason: 'Others' })()
    expect(noNote).toMatchObject({ _tag: 'Left', left: { _tag: 'AttendanceNotMarked', message: M.ATTENDANCE_OTHER_REQUIRED } })
    const again = await u.markManualAttendance({ agentId: 'emp-001', centerServiceId: 1001, day: '2026-11-26', reason: 'Others', note: 'Came late' })()
    expect(again).toMatchObject({ _tag: 'Left', left: { _tag: 'AttendanceNotMarked', message: M.ATTENDANCE_ALREADY_MARKED } })
  })

  it('answers the list failure as the server said it', async () => {
    const failing: EmployeeBook = { ...countingBook(0).book, page: () => TE.left({ _tag: 'Unavailable', message: 'Error Occurred while data fetch' }) }
    expect(await loadEmployeeList({ employees: failing })(1001)()).toMatchObject({ _tag: 'Left', left: { _tag: 'EmployeesUnavailable', message: 'Error Occurred while data fetch' } })
  })
})
