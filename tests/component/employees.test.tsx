import { fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { createTestPortal } from '../../composition/test/container'
import type { AttendanceRow } from '../../core/employee/employee'
import { epochMs } from '../../core/shared/brands'
import * as M from '../../core/shared/messages'
import { PortalQueryProvider, createPortalQueryClient } from '../../ui/app/query-client'
import { UseCasesProvider } from '../../ui/app/use-cases.context'
import { ToastProvider } from '../../ui/feedback/toast'
import { ManualAttendanceModal } from '../../ui/employees/attendance.screen'
import { CreateEmployeeModal } from '../../ui/employees/create-employee-modal'
import { aCentre } from '../support/centres'
import { EMPLOYEE_ROLES } from '../../core/employee/employee-profile.rule'
import { seedEmployeeWorld } from '../support/employees'

const NOW = Date.UTC(2026, 10, 26, 6, 30)

const renderModal = () => {
  const portal = createTestPortal({
    now: NOW,
    centreDetails: { centers: [], userContext: { id: 'staff-owner', name: 'Asha', email: 'a@example.com' }, gymPtEnabledCenter: [] },
    seedEmployees: seedEmployeeWorld,
  })
  const shift = portal.employees.shifts.find((s) => s.agentId === 'emp-001')
  if (shift === undefined) throw new Error('seeded shift')
  const row: AttendanceRow = { agentId: 'emp-001', name: 'Rahul Nair', primaryRole: 'FMS_PERSONAL_TRAINER', shift, status: 'NOT_MARKED', markedAt: undefined, manual: undefined }
  let closed = 0
  render(
    <PortalQueryProvider client={createPortalQueryClient()}>
      <UseCasesProvider useCases={portal.useCases}>
        <ToastProvider>
          <ManualAttendanceModal row={row} centerServiceId={1001} day="2026-11-26" onClose={() => (closed += 1)} />
        </ToastProvider>
      </UseCasesProvider>
    </PortalQueryProvider>,
  )
  return { portal, closed: () => closed, shiftId: shift.shiftId }
}

describe('manual attendance: the Are-you-sure modal (part 3 §2, §5, §9)', () => {
  it("keeps 'I'm Sure' disabled until one of the four reasons is chosen, then marks the shift with it", async () => {
    const { portal, closed, shiftId } = renderModal()
    expect(await screen.findByRole('dialog', { name: M.ARE_YOU_SURE })).toBeInTheDocument()
    const sure = screen.getByRole('button', { name: M.I_M_SURE })
    expect(sure).toBeDisabled()
    expect(screen.getByRole('button', { name: M.CANCEL })).toBeEnabled()
    const reason = screen.getByRole('combobox', { name: M.ATTENDANCE_REASON_LABEL })
    expect([...(reason as HTMLSelectElement).options].filter((o) => !o.disabled).map((o) => o.value)).toEqual([
      'Member forgot to mark',
      'Tab scan not working',
      'Late allowance (rain, facility issues, new member/trial)',
      'Others',
    ])
    await userEvent.selectOptions(reason, 'Others')
    // Others needs what happened, recorded with it.
    expect(sure).toBeDisabled()
    await userEvent.type(screen.getByRole('textbox', { name: M.ATTENDANCE_OTHER_REASON }), '  Power cut at the gate ')
    expect(sure).toBeEnabled()
    await userEvent.click(sure)
    expect(await screen.findByText(M.ATTENDANCE_MARKED)).toBeInTheDocument()
    expect(closed()).toBe(1)
    expect(portal.employees.marks.get(shiftId)).toMatchObject({ at: epochMs(NOW), manual: { reason: 'Others: Power cut at the gate', markedBy: 'Asha Rao' } })
  })
})

describe("Add employee and the server's text bound", () => {
  it('refuses a name over 1,000 characters under the Full name field and creates nobody', async () => {
    const portal = createTestPortal({
      now: NOW,
      centreDetails: { centers: [], userContext: { id: 'staff-owner', name: 'Asha', email: 'a@example.com' }, gymPtEnabledCenter: [] },
      seedEmployees: seedEmployeeWorld,
    })
    const before = portal.employees.employees.size
    render(
      <PortalQueryProvider client={createPortalQueryClient()}>
        <UseCasesProvider useCases={portal.useCases}>
          <ToastProvider>
            <CreateEmployeeModal centre={aCentre({ centerServiceId: 1001, name: 'Koramangala Gym' })} onClose={() => undefined} />
          </ToastProvider>
        </UseCasesProvider>
      </PortalQueryProvider>,
    )
    const dialog = await screen.findByRole('dialog', { name: M.ADD_EMPLOYEE })
    const name = within(dialog).getByRole('textbox', { name: M.EMPLOYEE_NAME })
    // The input's own length limit binds typing only; a pasted-in or filled-in value can be longer.
    fireEvent.input(name, { target: { value: 'R'.repeat(1001) } })
    await userEvent.type(within(dialog).getByRole('textbox', { name: M.EMPLOYEE_EMAIL }), 'ravi@example.com')
    await userEvent.type(within(dialog).getByRole('textbox', { name: M.EMPLOYEE_PHONE }), '9876543210')
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: M.EMPLOYEE_ROLE }), EMPLOYEE_ROLES[0] as string)
    await userEvent.click(within(dialog).getByRole('button', { name: M.ADD_EMPLOYEE }))
    expect(await within(dialog).findByText(M.TEXT_TOO_LONG)).toBeInTheDocument()
    expect(name).toHaveAccessibleDescription(M.TEXT_TOO_LONG)
    expect(within(dialog).getAllByRole('alert').map((a) => a.textContent)).toEqual([M.TEXT_TOO_LONG])
    expect(portal.employees.employees.size).toBe(before)
  })
})
