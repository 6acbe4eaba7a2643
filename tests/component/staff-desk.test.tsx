import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { createTestPortal } from '../../composition/test/container'
import * as M from '../../core/shared/messages'
import { PortalQueryProvider, createPortalQueryClient } from '../../ui/app/query-client'
import { UseCasesProvider } from '../../ui/app/use-cases.context'
import { ReversalModal } from '../../ui/employees/delinquency-reversal.screen'
import { RequestLeaveModal } from '../../ui/employees/request-leave-modal'
import { ToastProvider } from '../../ui/feedback/toast'
import { seedStaffDeskWorld } from '../support/staff-desk'

const NOW = Date.UTC(2026, 10, 26, 6, 30)

describe('delinquency reversal: the request modal', () => {
  it('asks for a reason first, then sends the trimmed reason and closes', async () => {
    const portal = createTestPortal({
      now: NOW,
      centreDetails: { centers: [], userContext: { id: 'staff-owner', name: 'Asha', email: 'a@example.com' }, gymPtEnabledCenter: [] },
      seedStaffDesk: seedStaffDeskWorld,
    })
    const open = portal.staffDesk.delinquencies.find((d) => d.id === 'dq-1')
    if (open === undefined) throw new Error('seeded delinquency')
    let closed = 0
    render(
      <PortalQueryProvider client={createPortalQueryClient()}>
        <UseCasesProvider useCases={portal.useCases}>
          <ToastProvider>
            <ReversalModal delinquency={open} centerServiceId={1001} onClose={() => (closed += 1)} />
          </ToastProvider>
        </UseCasesProvider>
      </PortalQueryProvider>,
    )
    const dialog = await screen.findByRole('dialog', { name: new RegExp(`^${M.REQUEST_REVERSAL}`) })
    await userEvent.click(screen.getByRole('button', { name: M.SEND_REVERSAL }))
    expect(await screen.findByText(M.REVERSAL_REASON_REQUIRED)).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: M.REVERSAL_REASON })).toHaveAttribute('aria-invalid', 'true')
    expect(portal.staffDesk.delinquencies.find((d) => d.id === 'dq-1')?.status).toBe('OPEN')
    expect(dialog).toBeInTheDocument()
    await userEvent.type(screen.getByRole('textbox', { name: M.REVERSAL_REASON }), '  covering a class  ')
    await userEvent.click(screen.getByRole('button', { name: M.SEND_REVERSAL }))
    expect(await screen.findByText(M.REVERSAL_REQUESTED)).toBeInTheDocument()
    expect(closed).toBe(1)
    expect(portal.staffDesk.delinquencies.find((d) => d.id === 'dq-1')).toMatchObject({ status: 'REVERSAL_REQUESTED', reversalReason: 'covering a class' })
  })
})

describe('Request leave: the modal', () => {
  it('asks for a reason first, then sends the request for the signed-in staff member, which waits for a manager', async () => {
    const portal = createTestPortal({
      now: NOW,
      centreDetails: { centers: [], userContext: { id: 'staff-owner', name: 'Asha', email: 'a@example.com' }, gymPtEnabledCenter: [] },
      seedStaffDesk: (w) => {
        seedStaffDeskWorld(w)
        w.myCentres.push(1001)
      },
    })
    let closed = 0
    render(
      <PortalQueryProvider client={createPortalQueryClient()}>
        <UseCasesProvider useCases={portal.useCases}>
          <ToastProvider>
            <RequestLeaveModal centerServiceId={1001} onClose={() => (closed += 1)} />
          </ToastProvider>
        </UseCasesProvider>
      </PortalQueryProvider>,
    )
    expect(await screen.findByRole('dialog', { name: M.REQUEST_LEAVE })).toBeInTheDocument()
    // The days start as today, on the centre's calendar.
    expect(screen.getByLabelText(M.LEAVE_FROM)).toHaveValue('26-11-2026')
    await userEvent.click(screen.getByRole('button', { name: M.SEND_LEAVE_REQUEST }))
    expect(await screen.findByText(M.LEAVE_REASON_REQUIRED)).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: M.LEAVE_REASON })).toHaveAttribute('aria-invalid', 'true')
    await userEvent.type(screen.getByRole('textbox', { name: M.LEAVE_REASON }), '  Sister’s wedding ')
    await userEvent.click(screen.getByRole('button', { name: M.SEND_LEAVE_REQUEST }))
    expect(await screen.findByText(M.LEAVE_REQUESTED)).toBeInTheDocument()
    expect(closed).toBe(1)
    expect(portal.staffDesk.leave.find((r) => r.mine)).toMatchObject({ status: 'PENDING', startDay: '2026-11-26', endDay: '2026-11-26', reason: 'Sister’s wedding', agentId: 'staff-owner' })
  })
})
