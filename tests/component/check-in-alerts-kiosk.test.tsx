import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ComponentType } from 'react'
import { describe, expect, it } from 'vitest'
import { centreFromWire } from '../../adapters/http/centre-directory.http'
import { createTestPortal } from '../../composition/test/container'
import type { Permissions } from '../../core/access/access'
import { KIOSK_RESOURCE } from '../../core/access/kiosk-session.rule'
import { ROUTES } from '../../core/access/route-map'
import * as K from '../../core/access/messages-kiosk'
import * as M from '../../core/shared/messages'
import { seedCentres } from '../../sandbox/seed/centres'
import { App } from '../../ui/app/app'
import { PortalQueryProvider, createPortalQueryClient } from '../../ui/app/query-client'
import { UseCasesProvider } from '../../ui/app/use-cases.context'
import CheckInAlertsScreen from '../../ui/check-ins/check-in-alerts.screen'
import KioskScreen from '../../ui/kiosk/kiosk.screen'
import { CheckInAlertsBlock } from '../../ui/profile/check-in-alerts-block'
import { checkInAlertsKey } from '../../ui/profile/profile-queries'
import { ALL_PERMISSIONS } from '../support/access'
import { DEMO, seedDemoWorld } from '../support/profile-world'
import { renderRouteScreen } from '../support/render-route-screen'

const NOW = Date.UTC(2026, 10, 25, 6, 30)
const centres = seedCentres(NOW).map((c) => centreFromWire(c.wire))
const details = { centers: centres, userContext: { id: 'staff-owner', name: 'Asha Rao', email: 'asha.owner@centres.example' }, gymPtEnabledCenter: [1] }
/** The kiosk's screen title (its route's). */
const KIOSK_TITLE = ROUTES.find((r) => r.path === '/kiosk')?.title ?? ''
const KIOSK: Permissions = { [KIOSK_RESOURCE]: ['VIEW', 'EDIT'] }

const portalWith = (permissions: Permissions) =>
  createTestPortal({ centreDetails: details, rights: { permissions, memberships: [{ roleName: 'PARTNER', contexts: [] }] }, now: NOW, seedProfile: seedDemoWorld })

const renderScreen = (path: string, Screen: ComponentType, permissions: Permissions = ALL_PERMISSIONS) => {
  const route = ROUTES.find((r) => r.path === path)
  if (route === undefined) throw new Error(path)
  const portal = portalWith(permissions)
  renderRouteScreen(portal.useCases, route, <Screen />)
  return portal
}

describe('Check-in Alerts screen', () => {
  it('shows each alert as Off, Warn or Block in words, refuses a bad number of days under its field, then saves', async () => {
    const user = userEvent.setup()
    renderScreen('/checkin-alerts', CheckInAlertsScreen)
    expect(await screen.findByText(K.CHECK_IN_ALERTS_DEFAULTS_NOTE)).toBeInTheDocument()
    const paused = screen.getByRole('group', { name: M.CHECK_IN_ALERT_KIND_LABELS.membershipPaused })
    expect(within(paused).getByRole('radio', { name: 'Block' })).toBeChecked()
    const birthday = screen.getByRole('group', { name: M.CHECK_IN_ALERT_KIND_LABELS.birthday })
    expect(within(birthday).queryByRole('radio', { name: 'Block' })).toBeNull()
    await user.click(within(screen.getByRole('group', { name: M.CHECK_IN_ALERT_KIND_LABELS.paymentDue })).getByRole('radio', { name: 'Block' }))
    const days = screen.getByLabelText(M.ALERT_RENEWAL_DAYS_LABEL)
    await user.clear(days)
    await user.type(days, '0')
    await user.click(screen.getByRole('button', { name: K.CHECK_IN_ALERTS_SAVE }))
    expect(await screen.findByText(M.alertRenewalDaysOutOfRange(1, 60))).toBeInTheDocument()
    expect(days).toHaveAccessibleDescription(M.alertRenewalDaysOutOfRange(1, 60))
    await user.clear(days)
    await user.type(days, '10')
    await user.click(screen.getByRole('button', { name: K.CHECK_IN_ALERTS_SAVE }))
    expect(await screen.findByText(M.CHECK_IN_ALERTS_SAVED)).toBeInTheDocument()
    expect(screen.queryByText(K.CHECK_IN_ALERTS_DEFAULTS_NOTE)).toBeNull()
    expect(within(screen.getByRole('group', { name: M.CHECK_IN_ALERT_KIND_LABELS.paymentDue })).getByRole('radio', { name: 'Block' })).toBeChecked()
    expect(screen.getByLabelText(M.ALERT_RENEWAL_DAYS_LABEL)).toHaveValue('10')
  })

  it('shows the settings without Save to staff who may only view them', async () => {
    renderScreen('/checkin-alerts', CheckInAlertsScreen, { ...ALL_PERMISSIONS, CHECK_IN_ALERT_SETTINGS: ['VIEW'] })
    expect(await screen.findByRole('group', { name: M.CHECK_IN_ALERT_KIND_LABELS.membershipEnding })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: K.CHECK_IN_ALERTS_SAVE })).toBeNull()
  })
})

describe('the profile’s alerts at check-in', () => {
  it('lists a paused member’s alert as blocking check-in, in words', async () => {
    const portal = portalWith(ALL_PERMISSIONS)
    render(
      <UseCasesProvider useCases={portal.useCases}>
        <PortalQueryProvider client={createPortalQueryClient()}>
          <CheckInAlertsBlock customerId={DEMO.paused.id} centre={centres[0] as (typeof centres)[number]} aboveDrawn />
        </PortalQueryProvider>
      </UseCasesProvider>,
    )
    const list = await screen.findByRole('list', { name: K.MEMBER_ALERTS_TITLE })
    expect(within(list).getByText(M.ALERT_MEMBERSHIP_PAUSED)).toBeInTheDocument()
    expect(within(list).getByText(K.CHECK_IN_BLOCKED_LABEL)).toBeInTheDocument()
  })

  it('asks at once but draws the alerts only once the blocks above them are drawn, so they never move down under the reader', async () => {
    const portal = portalWith(ALL_PERMISSIONS)
    const asked: string[] = []
    const useCases = { ...portal.useCases, memberCheckInAlerts: (q: Parameters<typeof portal.useCases.memberCheckInAlerts>[0]) => (asked.push(q.userId), portal.useCases.memberCheckInAlerts(q)) }
    const block = (aboveDrawn: boolean) => (
      <UseCasesProvider useCases={useCases}>
        <PortalQueryProvider client={client}>
          <CheckInAlertsBlock customerId={DEMO.paused.id} centre={centres[0] as (typeof centres)[number]} aboveDrawn={aboveDrawn} />
        </PortalQueryProvider>
      </UseCasesProvider>
    )
    const client = createPortalQueryClient()
    const { rerender } = render(block(false))
    await waitFor(() => expect(asked).toEqual([DEMO.paused.id]))
    await waitFor(() => expect(client.getQueryState(checkInAlertsKey(DEMO.paused.id, (centres[0] as (typeof centres)[number]).id))?.status).toBe('success'))
    expect(screen.queryByRole('list', { name: K.MEMBER_ALERTS_TITLE })).toBeNull()
    expect(screen.getByRole('status')).toHaveTextContent('Loading…')
    rerender(block(true))
    expect(within(screen.getByRole('list', { name: K.MEMBER_ALERTS_TITLE })).getByText(M.ALERT_MEMBERSHIP_PAUSED)).toBeInTheDocument()
    expect(asked).toHaveLength(1)
  })
})

describe('the self check-in kiosk', () => {
  it('checks a member in by phone and code and shows only their first name and a welcome', async () => {
    const user = userEvent.setup()
    renderScreen('/kiosk', KioskScreen, KIOSK)
    await user.type(await screen.findByLabelText(K.KIOSK_PHONE_LABEL), DEMO.checkIn.phone)
    await user.click(screen.getByRole('button', { name: K.KIOSK_SEND_OTP }))
    expect(await screen.findByText(K.kioskOtpSentTo(DEMO.checkIn.phone.slice(-4)))).toBeInTheDocument()
    await user.type(screen.getByLabelText(K.KIOSK_OTP_LABEL), '111111')
    await user.click(screen.getByRole('button', { name: K.KIOSK_CHECK_IN }))
    expect(await screen.findByText(M.KIOSK_INVALID_OTP)).toBeInTheDocument()
    await user.type(screen.getByLabelText(K.KIOSK_OTP_LABEL), '123456')
    await user.click(screen.getByRole('button', { name: K.KIOSK_CHECK_IN }))
    expect(await screen.findByText(K.kioskWelcome(DEMO.checkIn.first))).toBeInTheDocument()
    expect(screen.queryByText(DEMO.checkIn.last)).toBeNull()
    await user.click(screen.getByRole('button', { name: K.KIOSK_START_AGAIN }))
    expect(screen.getByLabelText(K.KIOSK_PHONE_LABEL)).toHaveValue('')
  })

  it('sends a paused member to the front desk, and says a typed phone is not one under the field', async () => {
    const user = userEvent.setup()
    renderScreen('/kiosk', KioskScreen, KIOSK)
    await user.type(await screen.findByLabelText(K.KIOSK_PHONE_LABEL), '12345')
    await user.click(screen.getByRole('button', { name: K.KIOSK_SEND_OTP }))
    expect(await screen.findByText(M.KIOSK_INVALID_PHONE)).toBeInTheDocument()
    await user.clear(screen.getByLabelText(K.KIOSK_PHONE_LABEL))
    await user.type(screen.getByLabelText(K.KIOSK_PHONE_LABEL), DEMO.paused.phone)
    await user.click(screen.getByRole('button', { name: K.KIOSK_SEND_OTP }))
    await user.type(await screen.findByLabelText(K.KIOSK_OTP_LABEL), '123456')
    await user.click(screen.getByRole('button', { name: K.KIOSK_CHECK_IN }))
    expect(await screen.findByText(M.KIOSK_SEE_FRONT_DESK)).toBeInTheDocument()
    expect(screen.queryByText(M.ALERT_MEMBERSHIP_PAUSED)).toBeNull()
  })

  it('is all a kiosk session sees: any address shows the kiosk, with no menu, search or header', async () => {
    render(<App useCases={portalWith(KIOSK).useCases} initialPath="/checkin" />)
    expect(await screen.findByRole('heading', { name: KIOSK_TITLE })).toBeInTheDocument()
    expect(screen.queryByRole('navigation')).toBeNull()
    expect(screen.queryByRole('complementary')).toBeNull()
    expect(screen.queryByRole('button', { name: 'Open menu' })).toBeNull()
  })
})
