import { render, screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { createTestPortal } from '../../composition/test/container'
import { areaOf } from '../../composition/browser/use-case-areas'
import type { UseCases } from '../../core/use-cases'
import { epochMs } from '../../core/shared/brands'
import { atMinuteOfDay } from '../../core/shared/centre-day'
import { DAY_MS } from '../../core/shared/constants'
import { LOADING } from '../../core/shared/messages'
import { PROFILE_AREA_CODE } from '../../ui/profile/profile-area-code'
import { App } from '../../ui/app/app'
import { ALL_PERMISSIONS, aUser } from '../support/access'
import { aCentre, aCentreDetails } from '../support/centres'

const DAY = '2026-11-25'
const NOW = atMinuteOfDay(DAY, 14 * 60)
const owner = { permissions: ALL_PERMISSIONS, memberships: [{ roleName: 'PARTNER', contexts: [] }] }

/** The use cases a record's user calls, by name; each keeps one identity, as the record's own do. */
const recording = (useCases: UseCases, called: Set<string>): UseCases => {
  const wrapped = new Map<string, unknown>()
  return new Proxy(useCases, {
    get: (target, name, receiver) => {
      const v = Reflect.get(target, name, receiver) as unknown
      if (typeof name !== 'string' || typeof v !== 'function') return v
      if (!wrapped.has(name))
        wrapped.set(name, (...args: unknown[]) => {
          called.add(name)
          return (v as (...a: unknown[]) => unknown)(...args)
        })
      return wrapped.get(name)
    },
  })
}

/** The core areas (composition/browser/use-case-areas.ts) whose use cases the profile calls as it opens at a centre of this type. */
const areasCalled = async (type: 'GYMFIT' | 'PLAY'): Promise<readonly string[]> => {
  const centre = aCentre({ name: 'Koramangala Gym', locality: 'Koramangala', type })
  const portal = createTestPortal({
    centreDetails: aCentreDetails({ centers: [centre], userContext: aUser({ name: 'Asha Rao' }) }),
    rights: owner,
    now: NOW,
    seedProfile: (w) => {
      w.centres.set(centre.id, { id: centre.id, centerServiceId: centre.centerServiceId, type, cityId: 1, biometricWhitelisted: true, piiAccessible: true })
      w.customers.set('500001', { id: '500001', firstName: 'Lakshmi', lastName: 'Iyengar', phone: '9000000004', isPhoneVerified: true, cityId: 1 })
      w.memberships.set(71, {
        userId: '500001',
        kind: 'GYM',
        centerId: centre.id,
        membership: { id: 71, name: 'cultpass BLACK', status: 'PURCHASED', start: epochMs(NOW - 30 * DAY_MS), end: epochMs(NOW + 200 * DAY_MS), benefits: [] },
      })
    },
  })
  const called = new Set<string>()
  const { unmount } = render(<App useCases={recording(portal.useCases, called)} initialPath="/user?userId=500001" />)
  await screen.findByRole('heading', { level: 2, name: /Lakshmi Iyengar/ }, { timeout: 30_000 })
  // Every block drawn (the lazy ones too): the blocks' calls have all been made.
  await screen.findByRole('region', { name: 'Orders' })
  await waitFor(() => expect(screen.queryAllByText(LOADING)).toEqual([]), { timeout: 10_000 })
  unmount()
  return [...new Set([...called].map(areaOf).filter((a): a is NonNullable<typeof a> => a !== undefined))].sort()
}

describe('the header search fetches the profile’s code ahead', () => {
  it('lists every core area the profile calls as it opens, at a gym and at a play centre', async () => {
    const ahead = Object.keys(PROFILE_AREA_CODE)
    const gym = await areasCalled('GYMFIT')
    const play = await areasCalled('PLAY')
    // The profile calls these (the shell's reminders are the header's, loaded with every screen).
    expect(gym).toEqual(expect.arrayContaining(['audit', 'centre', 'check-in', 'customer', 'injury', 'pt', 'task']))
    for (const area of [...gym, ...play].filter((a) => a !== 'reminders')) expect(ahead, `the profile calls the ${area} area`).toContain(area)
  })

  it('starts fetching every one of those areas once, however often the search gets focus', async () => {
    const loads = Object.fromEntries(Object.keys(PROFILE_AREA_CODE).map((a) => [a, vi.fn(() => Promise.resolve({}))]))
    vi.doMock('../../ui/profile/profile-area-code', () => ({
      PROFILE_AREA_CODE: loads,
      fetchProfileAreas: () => Promise.all(Object.values(loads).map((l) => l())),
    }))
    vi.resetModules()
    const { fetchProfileAhead } = await import('../../ui/profile/profile-ahead')
    fetchProfileAhead()
    fetchProfileAhead()
    await waitFor(() => Object.values(loads).forEach((l) => expect(l).toHaveBeenCalledTimes(1)))
    vi.doUnmock('../../ui/profile/profile-area-code')
  })
})
