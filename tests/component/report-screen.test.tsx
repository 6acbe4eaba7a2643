import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { centreFromWire } from '../../adapters/http/centre-directory.http'
import { createTestPortal } from '../../composition/test/container'
import { ROUTES } from '../../core/access/route-map'
import * as M from '../../core/shared/messages'
import ReportScreen from '../../ui/reports/report.screen'
import { seedCentres } from '../../sandbox/seed/centres'
import { ALL_PERMISSIONS } from '../support/access'
import { renderRouteScreen } from '../support/render-route-screen'

/** 2026-11-25 12:00 in Kolkata. */
const NOW = Date.UTC(2026, 10, 25, 6, 30)
const centres = seedCentres(NOW).map((c) => centreFromWire(c.wire))
const details = { centers: centres, userContext: { id: 'staff-owner', name: 'Asha Rao', email: 'asha.owner@centres.example' }, gymPtEnabledCenter: [1] }
const owner = { permissions: ALL_PERMISSIONS, memberships: [{ roleName: 'PARTNER', contexts: [] }] }

const renderRoute = (path: string) => {
  const route = ROUTES.find((r) => r.path === path)
  if (route === undefined) throw new Error(path)
  const portal = createTestPortal({ centreDetails: details, rights: owner, now: NOW })
  renderRouteScreen(portal.useCases, route, <ReportScreen />)
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(NOW)
})
afterEach(() => vi.useRealTimers())

describe('report screen', () => {
  it('opens the route’s report on the last 30 days, today included, for the selected centre', async () => {
    renderRoute('/reports/revenue')
    expect(await screen.findByRole('heading', { level: 1, name: 'Revenue' })).toBeInTheDocument()
    expect(screen.getByText('Koramangala Gym')).toBeInTheDocument()
    expect(screen.getByLabelText(M.REPORT_FROM)).toHaveValue('27-10-2026')
    expect(screen.getByLabelText(M.REPORT_TO)).toHaveValue('25-11-2026')
    expect(await screen.findByText('30 rows')).toBeInTheDocument()
  })

  it('shows the settlements screen’s six reports as tabs', async () => {
    const user = userEvent.setup()
    renderRoute('/reports/v2settlement')
    const tabs = within(await screen.findByRole('tablist')).getAllByRole('tab')
    expect(tabs.map((t) => t.textContent)).toEqual(['Settlements', 'Invoices', 'Adjustments', 'Payments', 'Receivables', 'Exceptions'])
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true')
    await user.click(screen.getByRole('tab', { name: 'Receivables' }))
    expect(screen.getByRole('tab', { name: 'Receivables' })).toHaveAttribute('aria-selected', 'true')
    expect(await screen.findByRole('columnheader', { name: /Cash to deposit/ })).toBeInTheDocument()
  })

  it('refuses a From after the To in words and keeps the report it shows', async () => {
    const user = userEvent.setup()
    renderRoute('/reports/revenue')
    expect(await screen.findByText('30 rows')).toBeInTheDocument()
    const from = screen.getByLabelText(M.REPORT_FROM)
    await user.clear(from)
    await user.type(from, '2026-11-30')
    await user.click(screen.getByRole('button', { name: M.REPORT_SHOW }))
    expect(screen.getByRole('alert')).toHaveTextContent(M.REPORT_FROM_AFTER_TO)
    expect(screen.getByText('30 rows')).toBeInTheDocument()
  })

  it('reads the cash sales a page at a time from the server: current / total, next and back, a server sort and search', async () => {
    const user = userEvent.setup()
    renderRoute('/reports/cashSales')
    const pageOf = await screen.findByTestId('report-page')
    const [, pages] = (pageOf.textContent ?? '').split(' / ')
    expect(pageOf).toHaveTextContent(/^1 \/ \d+$/)
    expect(Number(pages)).toBeGreaterThan(1)
    const rowCount = Number((screen.getByTestId('report-row-count').textContent ?? '').replace(/\D/g, ''))
    expect(rowCount).toBeGreaterThan(25)
    const table = screen.getByRole('table')
    expect(within(table).getAllByRole('row').length).toBe(1 + 25 + 1)
    const firstOrder = within(table).getAllByRole('row')[1]?.textContent
    await user.click(screen.getByRole('button', { name: M.REPORT_NEXT_PAGE }))
    expect(await screen.findByText(`2 / ${pages}`)).toBeInTheDocument()
    expect(within(screen.getByRole('table')).getAllByRole('row')[1]?.textContent).not.toBe(firstOrder)
    await user.click(screen.getByRole('button', { name: M.REPORT_PREVIOUS_PAGE }))
    expect(await screen.findByText(`1 / ${pages}`)).toBeInTheDocument()
    expect(within(screen.getByRole('table')).getAllByRole('row')[1]?.textContent).toBe(firstOrder)
    // Only the columns the server keeps an index for sort; a sort starts again on page 1.
    expect(within(table).queryByRole('button', { name: /Member/ })).toBeNull()
    await user.click(screen.getByRole('button', { name: M.REPORT_NEXT_PAGE }))
    await screen.findByText(`2 / ${pages}`)
    await user.click(within(screen.getByRole('table')).getByRole('button', { name: /Amount/ }))
    expect(await screen.findByText(`1 / ${pages}`)).toBeInTheDocument()
    expect(screen.getByRole('columnheader', { name: /Amount/ })).toHaveAttribute('aria-sort', 'ascending')
    await user.type(screen.getByRole('searchbox'), 'no such member anywhere')
    expect(await screen.findByText(M.EMPTY_TABLE, {}, { timeout: 2000 })).toBeInTheDocument()
    expect(screen.getByTestId('report-row-count')).toHaveTextContent(M.reportRowCount(0, rowCount))
  })
})
