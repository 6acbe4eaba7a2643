import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { centreFromWire } from '../../adapters/http/centre-directory.http'
import { createTestPortal } from '../../composition/test/container'
import * as M from '../../core/shared/messages'
import { PortalQueryProvider, createPortalQueryClient } from '../../ui/app/query-client'
import { UseCasesProvider } from '../../ui/app/use-cases.context'
import { ToastProvider } from '../../ui/feedback/toast'
import GoodiesTrackingScreen from '../../ui/operations/goodies/goodies-tracking.screen'
import HabitRewardsScreen from '../../ui/operations/habits/habit-rewards.screen'
import HealthPartnerScreen from '../../ui/operations/health/health-partner.screen'
import { StaffAccessProvider } from '../../ui/shell/staff-access.context'
import { seedCentres } from '../../sandbox/seed/centres'
import { ALL_PERMISSIONS } from '../support/access'

const NOW = Date.UTC(2026, 10, 26, 6, 30)
/** HSR Cult (centre 3, the habit-rewards centre) first, so it is the selected centre. */
const centres = seedCentres(NOW).map((c) => centreFromWire(c.wire)).sort((a, b) => (a.id === 3 ? -1 : b.id === 3 ? 1 : 0))
const details = { centers: centres, userContext: { id: 'staff-owner', name: 'Asha Rao', email: 'asha.owner@centres.example' }, gymPtEnabledCenter: [1] }
const owner = { permissions: ALL_PERMISSIONS, memberships: [{ roleName: 'PARTNER', contexts: [] }] }

const renderScreen = (screenElement: ReactNode) => {
  const portal = createTestPortal({ centreDetails: details, rights: owner, now: NOW })
  render(
    <MemoryRouter>
      <UseCasesProvider useCases={portal.useCases}>
        <PortalQueryProvider client={createPortalQueryClient()}>
          <ToastProvider>
            <StaffAccessProvider>{screenElement}</StaffAccessProvider>
          </ToastProvider>
        </PortalQueryProvider>
      </UseCasesProvider>
    </MemoryRouter>,
  )
  return portal
}

describe('habit rewards, goodies and the health partner screens', () => {
  it('lists completions to acknowledge first; acknowledging one shows the toast and its new status', async () => {
    renderScreen(<HabitRewardsScreen />)
    const table = await screen.findByRole('table', { name: 'Habit rewards' })
    const rows = within(table).getAllByRole('row').slice(1)
    expect(rows[0]).toHaveTextContent('Completed: to acknowledge')
    const button = within(rows[0] as HTMLElement).getByRole('button', { name: /^Acknowledge .*’s habit completion$/ })
    await userEvent.click(button)
    expect(await screen.findByText(M.HABIT_ACKNOWLEDGED)).toBeInTheDocument()
    expect(await within(table).findAllByText(/by Asha Rao/)).not.toHaveLength(0)
  })

  it('filters habits by status, each option counting its habits', async () => {
    renderScreen(<HabitRewardsScreen />)
    const table = await screen.findByRole('table', { name: 'Habit rewards' })
    const show = screen.getByRole('combobox', { name: 'Show' })
    const inProgress = [...(show as HTMLSelectElement).options].find((o) => o.value === 'IN_PROGRESS')
    await userEvent.selectOptions(show, 'IN_PROGRESS')
    const rows = within(table).getAllByRole('row').slice(1)
    expect(inProgress?.textContent).toBe(`In progress (${rows.length})`)
    for (const r of rows) expect(r).toHaveTextContent('In progress')
  })

  it('marks an ordered goodie received at the centre with its row’s button', async () => {
    renderScreen(<GoodiesTrackingScreen />)
    const received = await screen.findAllByRole('button', { name: /^Mark received at centre: / })
    await userEvent.click(received[0] as HTMLElement)
    expect(await screen.findByText(M.GOODIE_RECEIVED)).toBeInTheDocument()
  })

  it('asks for the member’s user id under the field, then shows the generated link and lists it', async () => {
    renderScreen(<HealthPartnerScreen />)
    await userEvent.click(await screen.findByRole('button', { name: 'Generate link' }))
    expect(await screen.findByText(M.HEALTH_PARTNER_USER_REQUIRED)).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: 'Member user id' })).toHaveAttribute('aria-invalid', 'true')
    await userEvent.type(screen.getByRole('textbox', { name: 'Member user id' }), '200004')
    await userEvent.click(screen.getByRole('button', { name: 'Generate link' }))
    const made = await screen.findByRole('status', { name: 'Generated link' })
    expect(made).toHaveTextContent('Lakshmi Iyengar')
    expect(within(made).getByRole('link', { name: 'Open the Tata 1mg link' }).getAttribute('href')).toMatch(/hash=[0-9a-f]{64}/)
    expect(await within(await screen.findByRole('table', { name: 'Generated links' })).findByText(/Lakshmi Iyengar/)).toBeInTheDocument()
  })
})
