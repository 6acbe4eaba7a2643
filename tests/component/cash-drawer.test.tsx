import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import Papa from 'papaparse'
import { describe, expect, it, vi } from 'vitest'
import { centreFromWire } from '../../adapters/http/centre-directory.http'
import { createInMemoryMoneyDesk } from '../../adapters/in-memory/money-desk.in-memory'
import { createTestPortal } from '../../composition/test/container'
import type { Permissions } from '../../core/access/access'
import { ROUTES } from '../../core/access/route-map'
import type { Drawer } from '../../core/money/money'
import { epochMs, paise } from '../../core/shared/brands'
import { DAY_MS } from '../../core/shared/constants'
import { EMPTY_TABLE } from '../../core/shared/messages'
import * as M from '../../core/shared/messages/money'
import { seedCentres } from '../../sandbox/seed/centres'
import { REPORT_EXPORT_CSV, REPORT_FROM, REPORT_TO } from '../../core/shared/messages/reports'
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
    expect(await screen.findByText(EMPTY_TABLE)).toBeInTheDocument()
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

  it('filters the close-outs by staff member and days, totals the differences shown, and exports them as CSV in staff words', async () => {
    const user = userEvent.setup()
    const made: Blob[] = []
    vi.spyOn(URL, 'createObjectURL').mockImplementation((b) => {
      made.push(b as Blob)
      return 'blob:close-outs'
    })
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined)
    const closeOut = (id: string, staffId: string, staffName: string, daysAgo: number, difference: number, reason?: string): Drawer => ({
      drawerId: id,
      centreId: 1,
      staffId,
      staffName,
      status: 'CLOSED',
      openedBySale: false,
      openedAt: epochMs(NOW - daysAgo * DAY_MS),
      float: paise(100_000),
      movements: [],
      expected: paise(300_000),
      counted: paise(300_000 + difference),
      difference: paise(difference),
      ...(reason === undefined ? {} : { reason }),
    })
    renderDrawer(MANAGER, (desk) => {
      desk.keep(closeOut('DRW-a', 'staff-meera', 'Meera Iyer', 1, -10_000, 'Change given twice'))
      desk.keep(closeOut('DRW-b', 'staff-farah', 'Farah Khan', 2, 2_000, 'Found a note'))
      desk.keep(closeOut('DRW-c', 'staff-meera', 'Meera Iyer', 40, -500, 'Old shift'))
    })
    // The last 31 days at first: both recent close-outs, not the one 40 days ago; the totals are of what is shown.
    const table = await screen.findByRole('table', { name: M.DRAWER_CLOSE_OUTS_TITLE })
    expect(within(table).getByText('Change given twice')).toBeInTheDocument()
    expect(within(table).getByText('Found a note')).toBeInTheDocument()
    expect(within(table).queryByText('Old shift')).toBeNull()
    expect(screen.getByTestId('close-outs-difference')).toHaveTextContent('-₹80.00')
    expect(screen.getByTestId('close-outs-expected')).toHaveTextContent('₹6,000.00')
    expect(screen.getByText(M.drawerCloseOutsTotals(2, '₹100.00', '₹20.00'))).toBeInTheDocument()

    // One staff member, over more days.
    await user.selectOptions(screen.getByLabelText(M.DRAWER_STAFF_LABEL), 'Meera Iyer')
    const from = screen.getByLabelText(REPORT_FROM)
    await user.clear(from)
    await user.type(from, '01-10-2026')
    await user.click(screen.getByRole('button', { name: M.DRAWER_CLOSE_OUTS_SHOW }))
    await waitFor(() => expect(within(screen.getByRole('table', { name: M.DRAWER_CLOSE_OUTS_TITLE })).queryByText('Found a note')).toBeNull())
    const shown = screen.getByRole('table', { name: M.DRAWER_CLOSE_OUTS_TITLE })
    expect(within(shown).getByText('Old shift')).toBeInTheDocument()
    expect(within(shown).getByText('Change given twice')).toBeInTheDocument()
    expect(screen.getByTestId('close-outs-difference')).toHaveTextContent('-₹105.00')
    expect(screen.getByText(M.drawerCloseOutsTotals(2, '₹105.00', '₹0.00'))).toBeInTheDocument()

    // The CSV holds exactly the rows shown, in the words staff use.
    await user.click(screen.getByRole('button', { name: REPORT_EXPORT_CSV }))
    const rows = Papa.parse<string[]>((await made[0]?.text()) ?? '', { skipEmptyLines: true }).data
    expect(rows[0]).toEqual([...M.drawerCloseOutsCsvHeader])
    expect(rows.slice(1).map((r) => [r[1], r[3], r[7], r[8]])).toEqual([
      ['Meera Iyer', M.DRAWER_STATUS_WORDS.CLOSED, "'-₹100.00", 'Change given twice'],
      ['Meera Iyer', M.DRAWER_STATUS_WORDS.CLOSED, "'-₹5.00", 'Old shift'],
    ])

    // Days the other way round are refused on the spot; days with none of theirs show 'Nothing here'.
    await user.clear(from)
    await user.type(from, '30-11-2026')
    await user.click(screen.getByRole('button', { name: M.DRAWER_CLOSE_OUTS_SHOW }))
    expect(await screen.findByRole('alert')).toHaveTextContent(M.DRAWER_CLOSE_OUTS_RANGE)
    await user.clear(from)
    await user.type(from, '15-11-2026')
    const to = screen.getByLabelText(REPORT_TO)
    await user.clear(to)
    await user.type(to, '20-11-2026')
    await user.click(screen.getByRole('button', { name: M.DRAWER_CLOSE_OUTS_SHOW }))
    expect(await screen.findByText(EMPTY_TABLE)).toBeInTheDocument()
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.getByRole('button', { name: REPORT_EXPORT_CSV })).toBeDisabled()
  })
})
