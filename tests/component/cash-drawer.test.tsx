import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { centreFromWire } from '../../adapters/http/centre-directory.http'
import { createInMemoryMoneyDesk } from '../../adapters/in-memory/money-desk.in-memory'
import { createTestPortal } from '../../composition/test/container'
import type { Permissions } from '../../core/access/access'
import { ROUTES } from '../../core/access/route-map'
import { paise } from '../../core/shared/brands'
import * as M from '../../core/shared/messages/money'
import { seedCentres } from '../../sandbox/seed/centres'
import CashDrawerScreen from '../../ui/money/cash-drawer.screen'
import { renderRouteScreen } from '../support/render-route-screen'

const NOW = Date.UTC(2026, 10, 25, 6, 30)
const centres = seedCentres(NOW).map((c) => centreFromWire(c.wire))
const details = { centers: centres, userContext: { id: 'staff-test', name: 'Test staff', email: 'test@centres.example' }, gymPtEnabledCenter: [1] }

const renderDrawer = (permissions: Permissions, before?: (desk: ReturnType<typeof createInMemoryMoneyDesk>) => void) => {
  const route = ROUTES.find((r) => r.path === '/cash-drawer')
  if (route === undefined) throw new Error('/cash-drawer')
  let desk: ReturnType<typeof createInMemoryMoneyDesk> | undefined
  const portal = createTestPortal({
    centreDetails: details,
    rights: { permissions, memberships: [{ roleName: 'PARTNER', contexts: [] }] },
    now: NOW,
    money: (clock) => {
      desk = createInMemoryMoneyDesk({ clock, manager: permissions.CASH_DRAWER_SIGN_OFF !== undefined })
      before?.(desk)
      return desk
    },
  })
  renderRouteScreen(portal.useCases, route, <CashDrawerScreen />)
  if (desk === undefined) throw new Error('money desk')
  return desk
}

const DESK: Permissions = { CASH_DRAWER: ['VIEW', 'EDIT'] }
const MANAGER: Permissions = { CASH_DRAWER: ['VIEW', 'EDIT'], CASH_DRAWER_SIGN_OFF: ['VIEW', 'EDIT'] }

describe('Cash Drawer screen', () => {
  it('opens the drawer with a float, refusing a float that is not rupees and paise', async () => {
    const user = userEvent.setup()
    renderDrawer(DESK)
    expect(await screen.findByText(M.DRAWER_NONE_OPEN)).toBeInTheDocument()
    await user.type(screen.getByLabelText(M.DRAWER_FLOAT_INPUT_LABEL), '50.555')
    await user.click(screen.getByRole('button', { name: M.DRAWER_OPEN_ACTION }))
    expect(screen.getByLabelText(M.DRAWER_FLOAT_INPUT_LABEL)).toHaveAccessibleDescription(M.DRAWER_FLOAT_INVALID)
    await user.clear(screen.getByLabelText(M.DRAWER_FLOAT_INPUT_LABEL))
    await user.type(screen.getByLabelText(M.DRAWER_FLOAT_INPUT_LABEL), '5,000')
    await user.click(screen.getByRole('button', { name: M.DRAWER_OPEN_ACTION }))
    expect(await screen.findByText(M.DRAWER_OPENED)).toBeInTheDocument()
    expect(await screen.findByTestId('drawer-expected')).toHaveTextContent('₹5,000.00')
    expect(screen.queryByRole('heading', { name: M.DRAWER_CLOSE_OUTS_TITLE })).toBeNull()
  })

  it('shows expected against counted as the notes are typed, needs a reason for a difference, then closes', async () => {
    const user = userEvent.setup()
    const desk = renderDrawer(DESK)
    await user.type(await screen.findByLabelText(M.DRAWER_FLOAT_INPUT_LABEL), '1000')
    await user.click(screen.getByRole('button', { name: M.DRAWER_OPEN_ACTION }))
    await screen.findByTestId('drawer-expected')
    desk.record(1, 'ORD-1', paise(236_000), false)
    // The sale shows once the block reloads: typing a count does not need it.
    await user.click(screen.getByRole('button', { name: M.DRAWER_CLOSE_ACTION }))
    expect(await screen.findByText(M.DRAWER_DIFFERENCE_NEEDS_REASON)).toBeInTheDocument()
    await user.type(screen.getByLabelText(M.drawerCountOf(M.DENOMINATION_WORDS.NOTE_500)), '2')
    expect(screen.getByTestId('drawer-counted')).toHaveTextContent('₹1,000.00')
    expect(screen.getByTestId('drawer-difference')).toHaveTextContent('₹0.00')
    await user.type(screen.getByLabelText(M.DRAWER_REASON_LABEL), 'Sale slip kept aside')
    await user.click(screen.getByRole('button', { name: M.DRAWER_CLOSE_ACTION }))
    // The server's figures count the sale: ₹3,360 expected, ₹1,000 counted.
    expect(await screen.findByText(M.DRAWER_CLOSED)).toBeInTheDocument()
    expect(await screen.findByText(M.DRAWER_NONE_OPEN)).toBeInTheDocument()
  })

  it('lists the close-outs with their differences for a manager, who cannot sign off their own', async () => {
    const user = userEvent.setup()
    renderDrawer(MANAGER, (desk) => desk.record(1, 'ORD-2', paise(50_000), false))
    expect(await screen.findByText(M.DRAWER_NO_CLOSE_OUTS)).toBeInTheDocument()
    expect(await screen.findByText(new RegExp(M.DRAWER_OPENED_BY_SALE))).toBeInTheDocument()
    await user.type(await screen.findByLabelText(M.drawerCountOf(M.DENOMINATION_WORDS.NOTE_200)), '2')
    await user.type(screen.getByLabelText(M.DRAWER_REASON_LABEL), 'Change given twice')
    await user.click(screen.getByRole('button', { name: M.DRAWER_CLOSE_ACTION }))
    const table = await screen.findByRole('table', { name: M.DRAWER_CLOSE_OUTS_TITLE })
    const row = within(table).getByText('Change given twice').closest('tr')
    if (row === null) throw new Error('row')
    expect(row).toHaveTextContent('-₹100.00')
    expect(row).toHaveTextContent(M.DRAWER_STATUS_WORDS.CLOSED)
    await user.click(within(row).getByRole('button', { name: /Sign off Test staff/ }))
    expect(await screen.findByText(M.DRAWER_OWN_SIGN_OFF)).toBeInTheDocument()
  })
})
