import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { centreFromWire } from '../../adapters/http/centre-directory.http'
import type { InMemoryProfileWorld } from '../../adapters/in-memory/profile-world'
import { createTestPortal } from '../../composition/test/container'
import type { Permissions } from '../../core/access/access'
import { KIOSK_RESOURCE } from '../../core/access/kiosk-session.rule'
import * as K from '../../core/access/messages-kiosk'
import { ROUTES } from '../../core/access/route-map'
import { epochMs } from '../../core/shared/brands'
import { atMinuteOfDay } from '../../core/shared/centre-day'
import * as M from '../../core/shared/messages'
import { seedCentres } from '../../sandbox/seed/centres'
import { App } from '../../ui/app/app'
import KioskScreen from '../../ui/kiosk/kiosk.screen'
import { ALL_PERMISSIONS, aUser } from '../support/access'
import { aCentre, aCentreDetails } from '../support/centres'
import { DEMO, seedDemoWorld } from '../support/profile-world'
import { renderRouteScreen } from '../support/render-route-screen'

/*
 * A scanner's burst at the kiosk checks the member in with no typing, even while the phone field
 * has the focus; at the desk, a scan's result lists the alerts that warned, in the catalogue's words.
 */

/** A scanner: every key of the code and Enter, one right after the other, on whatever has the focus. */
const scanKeys = (target: Element, code: string) => {
  for (const key of [...code.split(''), 'Enter']) fireEvent.keyDown(target, { key })
}

describe('the kiosk takes a scanned member pass', () => {
  const NOW = Date.UTC(2026, 10, 25, 6, 30)
  const centres = seedCentres(NOW).map((c) => centreFromWire(c.wire))
  const details = { centers: centres, userContext: { id: 'staff-kiosk', name: 'Entrance kiosk', email: 'kiosk@centres.example' }, gymPtEnabledCenter: [1] }
  const KIOSK: Permissions = { [KIOSK_RESOURCE]: ['VIEW', 'EDIT'] }
  const renderKiosk = () => {
    const route = ROUTES.find((r) => r.path === '/kiosk')
    if (route === undefined) throw new Error('/kiosk')
    const portal = createTestPortal({ centreDetails: details, rights: { permissions: KIOSK, memberships: [{ roleName: 'KIOSK', contexts: [] }] }, now: NOW, seedProfile: seedDemoWorld })
    renderRouteScreen(portal.useCases, route, <KioskScreen />)
    return portal
  }

  it('checks the member in from a burst typed into the focused phone field, then refuses the same code', async () => {
    const portal = renderKiosk()
    const phone = await screen.findByLabelText(K.KIOSK_PHONE_LABEL)
    // The kiosk listens for a scan once it knows its centre, and says so.
    expect(await screen.findByText(M.KIOSK_SCAN_HINT)).toBeInTheDocument()
    const code = portal.memberPasses.issuePass(DEMO.checkIn.id)
    scanKeys(phone, code)
    expect(await screen.findByText(K.kioskWelcome(DEMO.checkIn.first))).toBeInTheDocument()
    expect(screen.queryByText(DEMO.checkIn.last)).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: K.KIOSK_START_AGAIN }))
    await screen.findByText(M.KIOSK_SCAN_HINT)
    scanKeys(screen.getByLabelText(K.KIOSK_PHONE_LABEL), code)
    expect(await screen.findByText(M.KIOSK_PASS_USED)).toBeInTheDocument()
  })
})

describe('the desk scan shows the alerts that warned', () => {
  const DAY = '2026-11-25'
  const NOW = atMinuteOfDay(DAY, 14 * 60)
  const gym = aCentre({ name: 'Koramangala Gym', locality: 'Koramangala' })
  const details = aCentreDetails({ centers: [gym], userContext: aUser({ name: 'Meera Iyer' }) })
  const MEMBER = { id: '410002', firstName: 'Rohan', lastName: 'Das' }
  const seed = (w: InMemoryProfileWorld) => {
    w.centres.set(gym.id, { id: gym.id, centerServiceId: gym.centerServiceId, type: 'GYMFIT', cityId: 1, biometricWhitelisted: false, piiAccessible: true })
    w.customers.set(MEMBER.id, { ...MEMBER, phone: '9000004101', isPhoneVerified: true, cityId: 1 })
    w.memberships.set(9002, {
      userId: MEMBER.id,
      kind: 'GYM',
      centerId: gym.id,
      // Ends in 3 days: within the default renewal window of 7 days, which warns.
      membership: { id: 9002, name: 'cultpass BLACK', subTitle: '1 month', status: 'PURCHASED', start: epochMs(NOW - 27 * 86_400_000), end: epochMs(NOW + 3 * 86_400_000), benefits: [], metadata: {} },
    })
  }

  it('lists a membership ending soon under the scan’s result', async () => {
    const portal = createTestPortal({ centreDetails: details, rights: { permissions: ALL_PERMISSIONS, memberships: [{ roleName: 'PARTNER', contexts: [] }] }, now: NOW, seedProfile: seed })
    render(<App useCases={portal.useCases} initialPath="/checkin" />)
    const result = await screen.findByRole('status', { name: M.SCAN_RESULT_LABEL })
    scanKeys(document.body, portal.memberPasses.issuePass(MEMBER.id))
    await waitFor(() => expect(within(result).getByText(M.scanCheckedIn('Rohan Das'))).toBeInTheDocument())
    const alerts = within(result).getByRole('list', { name: K.CHECKED_IN_WITH_ALERTS })
    expect(within(alerts).getByText(M.membershipEndsIn(3))).toBeInTheDocument()
    expect(within(alerts).getByText(K.CHECK_IN_WARNING_LABEL)).toBeInTheDocument()
  })
})
