import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { createInMemoryPerformanceDesk } from '../../adapters/in-memory/performance-desk.in-memory'
import { createTestPortal } from '../../composition/test/container'
import type { TrainingSession } from '../../core/performance/performance'
import type { PerformanceRecords } from '../../core/performance/performance-records.rule'
import { epochMs } from '../../core/shared/brands'
import { HOUR_MS } from '../../core/shared/constants'
import { App } from '../../ui/app/app'
import { ALL_PERMISSIONS, aUser } from '../support/access'
import { aCentre, aCentreDetails } from '../support/centres'

// 26 Nov 2026, 11:30 in Kolkata.
const NOW = Date.UTC(2026, 10, 26, 6, 0)
const gym = aCentre({ name: 'Koramangala Gym', type: 'GYMFIT' })
const cult = aCentre({ name: 'HSR Cult', type: 'CULT' })
const rights = { permissions: ALL_PERMISSIONS, memberships: [{ roleName: 'PARTNER', contexts: [] }] }
const ME = 'staff-1'

type Records = { -readonly [K in keyof PerformanceRecords]: PerformanceRecords[K] extends readonly (infer U)[] ? U[] : never }

const records = (): Records => ({
  orders: [
    // Today: two of my paid sales (one cash), one of someone else's, one of mine that failed.
    { orderId: 'ORD-1', userId: 'u1', member: 'Diya Menon', centreId: gym.id, staffId: ME, at: epochMs(NOW - HOUR_MS), amount: 590_000, cash: true, status: 'PAYMENT_COMPLETED' },
    { orderId: 'ORD-2', userId: 'u2', member: 'Kabir Das', centreId: gym.id, staffId: ME, at: epochMs(NOW - 2 * HOUR_MS), amount: 120_000, cash: false, status: 'PAYMENT_COMPLETED' },
    { orderId: 'ORD-3', userId: 'u3', member: 'Isha Rao', centreId: gym.id, staffId: 'someone', at: epochMs(NOW - 2 * HOUR_MS), amount: 99_900, cash: true, status: 'PAYMENT_COMPLETED' },
    { orderId: 'ORD-4', userId: 'u4', member: 'Dev Shah', centreId: gym.id, staffId: ME, at: epochMs(NOW - 3 * HOUR_MS), amount: 354_000, cash: false, status: 'PAYMENT_FAILED' },
    // Yesterday evening: one of mine.
    { orderId: 'ORD-5', userId: 'u5', member: 'Sara Joshi', centreId: gym.id, staffId: ME, at: epochMs(NOW - 16 * HOUR_MS), amount: 250_000, cash: true, status: 'PAYMENT_COMPLETED' },
  ],
  leads: [{ centreId: gym.id, userId: 'u1', createdBy: ME, at: epochMs(NOW - 30 * HOUR_MS) }],
  pitches: [{ centreId: gym.id, staffId: ME, at: epochMs(NOW - HOUR_MS) }],
  ptSessions: [
    { id: 7, centreId: gym.id, member: 'Diya Menon', trainer: 'Rahul Nair', at: epochMs(NOW - 4 * HOUR_MS), cancelled: false },
    { id: 8, centreId: gym.id, member: 'Kabir Das', trainer: 'Rahul Nair', at: epochMs(NOW - 5 * HOUR_MS), cancelled: true },
  ],
})

const session = (id: string, hoursAgo: number, score: number): TrainingSession => ({
  id,
  scenario: `Scenario ${id}`,
  startedAt: NOW - hoursAgo * HOUR_MS,
  durationMinutes: 7,
  score,
  outcome: score >= 70 ? 'PASSED' : 'NEEDS_PRACTICE',
  feedback: `Feedback ${id}`,
})

const renderAt = (path: string, o: { centre?: typeof gym; empId?: string; training?: readonly TrainingSession[] } = {}) => {
  const centre = o.centre ?? gym
  const empId = o.empId ?? 'EMP1'
  const portal = createTestPortal({
    centreDetails: aCentreDetails({ centers: [centre], userContext: aUser({ id: ME, name: 'Vikram Shetty', empId }) }),
    rights,
    now: NOW,
    performance: (clock) =>
      createInMemoryPerformanceDesk({ id: ME, name: 'Vikram Shetty', empId, centres: [centre.id] }, clock, records(), new Map([[ME, [...(o.training ?? [])]]])),
  })
  render(<App useCases={portal.useCases} initialPath={path} />)
}

const figure = (name: string): string => screen.getByText(name, { selector: 'dt' }).nextElementSibling?.textContent ?? ''

describe('My Performance (/cm-performance)', () => {
  it('shows my own figures today: my paid sales and revenue, the cash part, pitches, leads converted, PT sessions', async () => {
    renderAt('/cm-performance')
    expect(await screen.findByRole('heading', { level: 1, name: 'My Performance' }, { timeout: 5000 })).toBeInTheDocument()
    await screen.findByRole('heading', { name: 'Your figures' }, { timeout: 5000 })
    expect(screen.getByRole('radio', { name: 'Today' })).toBeChecked()
    expect(screen.getByText(/Vikram Shetty at Koramangala Gym/)).toBeInTheDocument()
    expect([figure('Sales made'), figure('Revenue'), figure('Of which cash'), figure('Pitches recorded'), figure('Leads converted'), figure('PT sessions at the centre')]).toEqual([
      '2',
      '₹7,100',
      '₹5,900',
      '1',
      '1',
      '1',
    ])
    expect(screen.queryByRole('heading', { name: 'Your sales and revenue by day' })).not.toBeInTheDocument()
  })

  it('switches to the last 7 days ending yesterday and shows them day by day', async () => {
    renderAt('/cm-performance')
    await screen.findByRole('heading', { name: 'Your figures' }, { timeout: 5000 })
    await userEvent.click(screen.getByRole('radio', { name: 'Last 7 days' }))
    await screen.findByText('19 Nov 2026 to 25 Nov 2026', {}, { timeout: 5000 })
    expect([figure('Sales made'), figure('Revenue'), figure('Of which cash')]).toEqual(['1', '₹2,500', '₹2,500'])
    const byDay = await screen.findByRole('group', { name: 'Your sales and revenue by day' })
    expect(within(byDay).getAllByRole('row')).toHaveLength(8)
    expect(within(byDay).getByRole('row', { name: /25 Nov/ })).toHaveTextContent('₹2,500')
  })
})

describe('PQS metric details (/PQS/metricDetails/:id)', () => {
  it('shows the metric, its definition, its value against target and the records behind it', async () => {
    renderAt('/PQS/metricDetails/1')
    expect(await screen.findByRole('heading', { level: 1, name: 'PQS Metric Details' }, { timeout: 5000 })).toBeInTheDocument()
    await screen.findByRole('heading', { level: 2, name: 'Payment success' }, { timeout: 5000 })
    expect(screen.getByRole('radio', { name: 'Last 30 days' })).toBeChecked()
    expect(screen.getByText(/Share of the orders started at the centre that were paid/)).toBeInTheDocument()
    // The last 30 days end yesterday: one paid order.
    expect([figure('Value'), figure('Target'), figure('Counted'), figure('Out of')]).toEqual(['100%', '90%', '1', '1'])
    // Today: four orders at the centre (anyone's), one failed, newest first.
    await userEvent.click(screen.getByRole('radio', { name: 'Today' }))
    await screen.findByText('75%', { selector: 'dd' }, { timeout: 5000 })
    expect([figure('Counted'), figure('Out of')]).toEqual(['3', '4'])
    const records = screen.getByRole('group', { name: 'Records behind the metric' })
    const rows = within(records).getAllByRole('row').slice(1)
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual(['ORD-1', 'ORD-2', 'ORD-3', 'ORD-4'])
    expect(within(rows[3] as HTMLElement).getByText('Payment failed')).toBeInTheDocument()
    expect(screen.getByTestId('pqs-page')).toHaveTextContent('1 / 1')
    expect(screen.getByRole('link', { name: 'Payment success' })).toHaveAttribute('aria-current', 'page')
  })

  it('moves to another metric by its link', async () => {
    renderAt('/PQS/metricDetails/1')
    await screen.findByRole('heading', { level: 2, name: 'Payment success' }, { timeout: 5000 })
    await userEvent.click(screen.getByRole('link', { name: 'PT sessions held' }))
    await screen.findByRole('heading', { level: 2, name: 'PT sessions held' }, { timeout: 5000 })
    await userEvent.click(screen.getByRole('radio', { name: 'Today' }))
    await screen.findByText('50%', { selector: 'dd' }, { timeout: 5000 })
    expect([figure('Value'), figure('Counted'), figure('Out of')]).toEqual(['50%', '1', '2'])
  })

  it('says so for an id that is no metric', async () => {
    renderAt('/PQS/metricDetails/42')
    expect(await screen.findByText('There is no PQS metric with this id.', {}, { timeout: 5000 })).toBeInTheDocument()
  })
})

describe('CM Score (/cm-score)', () => {
  it('frames the signed score URL, titled for assistive technology', async () => {
    renderAt('/cm-score', { centre: cult, empId: 'CLT2001' })
    const frame = await screen.findByTitle('CM Score dashboard', {}, { timeout: 5000 })
    expect(frame.tagName).toBe('IFRAME')
    expect(frame.getAttribute('src')).toMatch(/^\/sandbox\/score\/embed\?centre=/)
    expect(screen.getByText(/expires at 11:40 am/i)).toBeInTheDocument()
  })

  it('is not offered to staff without a CLT employee id', async () => {
    renderAt('/cm-score', { centre: cult, empId: 'EMP1' })
    expect(await screen.findByRole('heading', { level: 1, name: 'Not Authorized' }, { timeout: 5000 })).toBeInTheDocument()
  })
})

describe('CM Training (/voice-agent)', () => {
  it('lists my practice sessions newest first with the outcome in words', async () => {
    renderAt('/voice-agent', { training: [session('a', 50, 82), session('b', 5, 55)] })
    await screen.findByRole('heading', { name: 'Your training sessions' }, { timeout: 5000 })
    const cards = screen.getAllByRole('listitem').filter((li) => within(li).queryByRole('heading', { level: 3 }) !== null)
    expect(cards.map((c) => within(c).getByRole('heading', { level: 3 }).textContent)).toEqual(['Scenario b', 'Scenario a'])
    expect(within(cards[0] as HTMLElement).getByText('Needs practice')).toBeInTheDocument()
    expect(within(cards[1] as HTMLElement).getByText('Passed')).toBeInTheDocument()
    expect(screen.getByTestId('training-summary')).toHaveTextContent('2 sessions, 1 passed, average score 69')
  })

  it('says when there are none yet', async () => {
    renderAt('/voice-agent')
    expect(await screen.findByText('No training sessions yet', {}, { timeout: 5000 })).toBeInTheDocument()
  })
})
