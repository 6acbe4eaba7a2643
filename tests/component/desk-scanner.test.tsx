import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { InMemoryProfileWorld } from '../../adapters/in-memory/profile-world'
import { createTestPortal } from '../../composition/test/container'
import { epochMs } from '../../core/shared/brands'
import { atMinuteOfDay } from '../../core/shared/centre-day'
import { PASS_ALREADY_USED, SCAN_READY, SCAN_RESULT_LABEL, SEARCH_MEMBERS_LABEL, scanCheckedIn } from '../../core/shared/messages'
import { App } from '../../ui/app/app'
import { ALL_PERMISSIONS, aUser } from '../support/access'
import { aCentre, aCentreDetails } from '../support/centres'

/*
 * Scanning at the desk on the check-in list, over the in-memory adapters: a scanner's burst typed
 * on the page (no field focused) checks the member in and the result shows by role; the same keys
 * typed into the search box are the staff member's, never a scan.
 */
const DAY = '2026-11-25'
const NOW = atMinuteOfDay(DAY, 14 * 60)
const gym = aCentre({ name: 'Koramangala Gym', locality: 'Koramangala' })
const details = aCentreDetails({ centers: [gym], userContext: aUser({ name: 'Meera Iyer' }) })
const rights = { permissions: ALL_PERMISSIONS, memberships: [{ roleName: 'PARTNER', contexts: [] }] }
const MEMBER = { id: '410001', firstName: 'Anika', lastName: 'Menon' }

const seed = (w: InMemoryProfileWorld) => {
  w.centres.set(gym.id, { id: gym.id, centerServiceId: gym.centerServiceId, type: 'GYMFIT', cityId: 1, biometricWhitelisted: false, piiAccessible: true })
  w.customers.set(MEMBER.id, { ...MEMBER, phone: '9000004100', isPhoneVerified: true, cityId: 1 })
  w.memberships.set(9001, {
    userId: MEMBER.id,
    kind: 'GYM',
    centerId: gym.id,
    membership: { id: 9001, name: 'cultpass BLACK', subTitle: '12 months', status: 'PURCHASED', start: epochMs(NOW - 30 * 86_400_000), end: epochMs(NOW + 300 * 86_400_000), benefits: [], metadata: {} },
  })
}

/** A scanner: every key of the code and Enter, one right after the other, on whatever has the focus. */
const scanKeys = (target: Element, code: string) => {
  for (const key of [...code.split(''), 'Enter']) fireEvent.keyDown(target, { key })
}

const renderDesk = () => {
  const portal = createTestPortal({ centreDetails: details, rights, now: NOW, seedProfile: seed })
  render(<App useCases={portal.useCases} initialPath="/checkin" />)
  return portal
}

const validatedOf = (portal: ReturnType<typeof renderDesk>) => [...portal.world.checkIns.values()].filter((c) => c.userId === MEMBER.id && c.state === 'validated')

describe('scanning at the desk', () => {
  it('a burst typed on the page checks the member in and says who; the same code again is refused', async () => {
    const portal = renderDesk()
    const result = await screen.findByRole('status', { name: SCAN_RESULT_LABEL })
    expect(result).toHaveTextContent(SCAN_READY)
    const code = portal.memberPasses.issuePass(MEMBER.id)
    scanKeys(document.body, code)
    await waitFor(() => expect(within(result).getByText(scanCheckedIn('Anika Menon'))).toBeInTheDocument())
    expect(validatedOf(portal)).toHaveLength(1)
    scanKeys(document.body, code)
    await waitFor(() => expect(result).toHaveTextContent(PASS_ALREADY_USED))
    expect(validatedOf(portal)).toHaveLength(1)
  })

  it('the same keys typed into the search box are not a scan', async () => {
    const portal = renderDesk()
    const result = await screen.findByRole('status', { name: SCAN_RESULT_LABEL })
    const search = screen.getByRole('searchbox', { name: SEARCH_MEMBERS_LABEL })
    await userEvent.click(search)
    scanKeys(search, portal.memberPasses.issuePass(MEMBER.id))
    await new Promise((r) => setTimeout(r, 50))
    expect(result).toHaveTextContent(SCAN_READY)
    expect(validatedOf(portal)).toHaveLength(0)
  })
})
