import { render } from '@testing-library/react'
import type { ReactElement } from 'react'
import { createTestPortal } from '../../composition/test/container'
import { PortalQueryProvider, createPortalQueryClient } from '../../ui/app/query-client'
import { UseCasesProvider } from '../../ui/app/use-cases.context'
import { ToastProvider } from '../../ui/feedback/toast'
import { seedEmployeeWorld } from './employees'

/**
 * Renders one of the roster's modals over a test portal seeded with the employee world as of
 * `now`: `closed()` counts its onClose calls, `again()` renders it once more over the same portal
 * (what a reload finds).
 */
export const renderEmployeeModal = (now: number, modal: (onClose: () => void) => ReactElement) => {
  const portal = createTestPortal({
    now,
    centreDetails: { centers: [], userContext: { id: 'staff-owner', name: 'Asha', email: 'a@example.com' }, gymPtEnabledCenter: [] },
    seedEmployees: seedEmployeeWorld,
  })
  let closed = 0
  const view = () => (
    <PortalQueryProvider client={createPortalQueryClient()}>
      <UseCasesProvider useCases={portal.useCases}>
        <ToastProvider>{modal(() => (closed += 1))}</ToastProvider>
      </UseCasesProvider>
    </PortalQueryProvider>
  )
  const r = render(view())
  return { portal, closed: () => closed, unmount: r.unmount, again: () => render(view()) }
}
