import { describe, expect, it } from 'vitest'
import { MembershipsConfigWire } from '../../../adapters/http/contract/customer.codecs'
import { PATHS, pathWith } from '../../../adapters/http/contract/paths'
import { API_BASE, SESSION_COOKIE } from '../../../adapters/http/contract/wire'
import { isBookingActive } from '../../../core/customer/booking-window.rule'
import { epochMs } from '../../../core/shared/brands'
import { openDatabase } from '../../../sandbox/db/database'
import { createSandboxApp } from '../../../sandbox/http/app'
import { openSession, personaByName } from '../../../sandbox/http/sessions'
import { DEMO } from '../../../sandbox/seed/profile'
import { reseed } from '../../../sandbox/seed/seed'

/*
 * The passcode journey (e2e/profile-desk.spec.ts) checks in the demo customer's booking from the
 * profile, which offers it only while the booking is ahead or within its window. This seeds as of
 * every half hour of a day in the centre's zone (and a minute before each) and asks as the profile does.
 */
const MIDNIGHT_IST = Date.UTC(2026, 10, 25, 18, 30) // 26 Nov 2026, 00:00 in Asia/Kolkata
const INSTANTS = Array.from({ length: 48 }, (_, i) => MIDNIGHT_IST + i * 30 * 60_000).flatMap((t) => [t, t + 29 * 60_000])
const label = (t: number) => new Date(t + 330 * 60_000).toISOString().slice(11, 16)

describe('the passcode demo customer has a booking the profile offers, at every half hour', () => {
  it.each(INSTANTS.map((t) => [label(t), t] as const))('as of %s in the centre', async (_, now) => {
    const db = openDatabase(':memory:')
    try {
      reseed(db, now)
      const app = createSandboxApp({ db, now: () => now })
      const owner = personaByName(db, 'owner')
      if (owner === undefined) throw new Error('no owner persona')
      const q = new URLSearchParams({ centerId: '1', centerServiceId: '1001' })
      const res = await app.request(`${API_BASE}/${pathWith(PATHS.membershipsConfig, { userId: DEMO.passcode.id })}?${q}`, {
        headers: { cookie: `${SESSION_COOKIE}=${openSession(db, owner.id, now)}` },
      })
      expect(res.status).toBe(200)
      const cfg = MembershipsConfigWire.decode(await res.json())
      if (cfg._tag === 'Left') throw new Error('the memberships answer did not decode')
      const offered = cfg.right.lastBookings.filter(
        (b) => b.state === 'created' && (b.startTime > now || isBookingActive({ startTime: epochMs(b.startTime), endTime: epochMs(b.endTime) }, epochMs(now))),
      )
      expect(offered.length).toBeGreaterThan(0)
    } finally {
      db.close()
    }
  })
})
