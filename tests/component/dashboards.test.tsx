import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { createInMemoryCentreDashboard, emptyDashboardCentre } from '../../adapters/in-memory/centre-dashboard.in-memory'
import { createTestPortal } from '../../composition/test/container'
import { epochMs } from '../../core/shared/brands'
import { HOUR_MS } from '../../core/shared/constants'
import { App } from '../../ui/app/app'
import { ALL_PERMISSIONS, aUser } from '../support/access'
import { aCentre, aCentreDetails } from '../support/centres'

// 26 Nov 2026, 11:30 in Kolkata.
const NOW = Date.UTC(2026, 10, 26, 6, 0)
const gym = aCentre({ name: 'Koramangala Gym', type: 'GYMFIT' })
const arena = aCentre({ name: 'Whitefield Play Arena', type: 'PLAY' })
const owner = { permissions: ALL_PERMISSIONS, memberships: [{ roleName: 'PARTNER', contexts: [] }] }

const renderDashboard = (path: string, centre = gym, held?: Promise<void>) => {
  const records = emptyDashboardCentre(centre.type === 'PLAY' ? 'PLAY_BOOKINGS' : 'CHECK_INS')
  // Today: two visits at 10:30 and 10:00 (9 AM – 2 PM) and a sale of ₹5,900; yesterday at 19:30 one visit and a ₹1,200 sale.
  records.visits.push({ at: epochMs(NOW - HOUR_MS) }, { at: epochMs(NOW - 1.5 * HOUR_MS) }, { at: epochMs(NOW - 16 * HOUR_MS) })
  records.sales.push({ at: epochMs(NOW - 2 * HOUR_MS), amount: 590_000 }, { at: epochMs(NOW - 16 * HOUR_MS), amount: 120_000 })
  records.leads.push({ createdAt: epochMs(NOW - 50 * HOUR_MS), active: true })
  const inMemory = createInMemoryCentreDashboard(new Map([[centre.id, records]]))
  // `held`: the answer waits for it (the screen's frame while the figures load).
  const dashboard: typeof inMemory = held === undefined ? inMemory : { ...inMemory, summary: (q) => () => held.then(inMemory.summary(q)) }
  const portal = createTestPortal({ centreDetails: aCentreDetails({ centers: [centre], userContext: aUser({ name: 'Asha Rao' }) }), rights: owner, now: NOW, dashboard })
  render(<App useCases={portal.useCases} initialPath={path} />)
  return { portal, dashboard }
}

const figure = (name: string): string => {
  const term = screen.getByText(name, { selector: 'dt' })
  return term.nextElementSibling?.textContent ?? ''
}

describe('Dashboards (/dash, /dashboard, /homepage)', () => {
  it("shows today's numbers at a glance: visits by time of day, sales, revenue, leads due", async () => {
    renderDashboard('/dashboard')
    expect(await screen.findByRole('heading', { level: 1, name: 'Overall Dashboard' }, { timeout: 5000 })).toBeInTheDocument()
    await screen.findByRole('heading', { name: 'Check-ins by time of day' }, { timeout: 5000 })
    expect(screen.getByRole('radio', { name: 'Today' })).toBeChecked()
    expect(screen.getByTestId('dashboard-span')).toHaveTextContent('26 Nov 2026')
    expect([figure('Check-ins'), figure('Sales'), figure('Revenue'), figure('Leads due')]).toEqual(['2', '1', '₹5,900', '1'])
    const buckets = within(screen.getByRole('table'))
    expect(buckets.getByRole('row', { name: /9 AM – 2 PM/ })).toHaveTextContent('2')
    expect(buckets.getByRole('row', { name: /6 PM – 11 PM/ })).toHaveTextContent('0')
    // One day: no chart by day.
    expect(screen.queryByRole('heading', { name: 'Check-ins and revenue by day' })).not.toBeInTheDocument()
  })

  it('switches to the last 7 days ending yesterday and shows them day by day', async () => {
    renderDashboard('/dash')
    await screen.findByRole('heading', { name: 'Check-ins by time of day' }, { timeout: 5000 })
    await userEvent.click(screen.getByRole('radio', { name: 'Last 7 days' }))
    await screen.findByText('19 Nov 2026 to 25 Nov 2026', {}, { timeout: 5000 })
    expect([figure('Check-ins'), figure('Sales'), figure('Revenue')]).toEqual(['1', '1', '₹1,200'])
    await screen.findByRole('heading', { name: 'Check-ins and revenue by day' })
    expect(screen.getByRole('img', { name: /Check-ins and revenue by day, 19 Nov 2026 to 25 Nov 2026/ })).toBeInTheDocument()
    const byDay = screen.getAllByRole('table')[1]
    if (byDay === undefined) throw new Error('no table by day')
    expect(within(byDay).getAllByRole('row')).toHaveLength(8)
    expect(within(byDay).getByRole('row', { name: /25 Nov/ })).toHaveTextContent('₹1,200')
  })

  it('draws its frame while the figures load (whose, which days, every label and hint), then fills the figures in', async () => {
    let answer = (): void => undefined
    renderDashboard('/dash', gym, new Promise<void>((resolve) => (answer = resolve)))
    expect(await screen.findByText('Loading the figures…', {}, { timeout: 5000 })).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Figures' })).toBeInTheDocument()
    expect(screen.getByTestId('dashboard-span')).toHaveTextContent('26 Nov 2026')
    expect(screen.getByText('Memberships ending in the range or the 30 days after it')).toBeInTheDocument()
    expect([figure('Check-ins'), figure('Sales'), figure('Revenue'), figure('PT sessions'), figure('Leads due'), figure('Renewals due')]).toEqual(['', '', '', '', '', ''])
    expect(screen.queryByRole('heading', { name: 'Check-ins by time of day' })).not.toBeInTheDocument()
    answer()
    await screen.findByRole('heading', { name: 'Check-ins by time of day' }, { timeout: 5000 })
    expect(screen.queryByText('Loading the figures…')).not.toBeInTheDocument()
    expect([figure('Check-ins'), figure('Sales'), figure('Revenue')]).toEqual(['2', '1', '₹5,900'])
    expect(screen.getAllByRole('heading', { name: 'Figures' })).toHaveLength(1)
  })

  it("labels a play centre's frame with play bookings before its answer says so", async () => {
    renderDashboard('/homepage', arena, new Promise<void>(() => undefined))
    expect(await screen.findByText('Loading the figures…', {}, { timeout: 5000 })).toBeInTheDocument()
    expect(figure('Play bookings')).toBe('')
    expect(screen.queryByText('Check-ins', { selector: 'dt' })).not.toBeInTheDocument()
  })

  it('calls visits play bookings at a play centre (Play Dashboard)', async () => {
    renderDashboard('/homepage', arena)
    expect(await screen.findByRole('heading', { level: 1, name: 'Play Dashboard' }, { timeout: 5000 })).toBeInTheDocument()
    await screen.findByRole('heading', { name: 'Play bookings by time of day' }, { timeout: 5000 })
    expect(figure('Play bookings')).toBe('2')
  })
})
