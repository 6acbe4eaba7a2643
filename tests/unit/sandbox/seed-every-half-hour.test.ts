import { describe, expect, it } from 'vitest'
import type { CheckInListWire } from '../../../adapters/http/contract/check-in.codecs'
import { PATHS } from '../../../adapters/http/contract/paths'
import { API_BASE, SESSION_COOKIE } from '../../../adapters/http/contract/wire'
import { checkInsFromWireFast } from '../../../adapters/http/check-in-list.mapping'
import { UP_FOR_RENEWAL_FLAG, type CheckIn } from '../../../core/check-in/check-in'
import { showsAssignTrainer } from '../../../core/check-in/check-in-card.rule'
import { checkInDisplayState } from '../../../core/check-in/check-in-display-state.rule'
import { CHECK_IN_SECTION_KEYS, checkInSection, groupCheckIns } from '../../../core/check-in/check-in-grouping.rule'
import { type TimeWindow, defaultValidatedWindow, wholeDayWindow } from '../../../core/check-in/check-in-window.rule'
import { epochMs } from '../../../core/shared/brands'
import { addDays, centreDayOf } from '../../../core/shared/centre-day'
import { openDatabase } from '../../../sandbox/db/database'
import { createSandboxApp } from '../../../sandbox/http/app'
import { openSession, personaByName } from '../../../sandbox/http/sessions'
import { reseed } from '../../../sandbox/seed/seed'

/*
 * The check-in list journeys (e2e/checkin-list.spec.ts) assert what the sandbox's own answer
 * implies; they also need the seeded day to hold what each journey works on. Whether it does
 * depends on the moment of seeding, so this runs the seed and the list rules as of every half
 * hour of a day in the centre's zone (and a minute after each), in every run: a failure that
 * would show up at one hour of the day shows up here at any hour.
 */

const MIDNIGHT_IST = Date.UTC(2026, 10, 25, 18, 30) // 26 Nov 2026, 00:00 in Asia/Kolkata
const INSTANTS = Array.from({ length: 48 }, (_, i) => MIDNIGHT_IST + i * 30 * 60_000).flatMap((t) => [t, t + 60_000])
const label = (t: number) => new Date(t + 330 * 60_000).toISOString().slice(11, 16)

/** The sandbox as of `now`, answering the check-in list call as the owner persona would call it. */
const sandboxAt = (now: number) => {
  const db = openDatabase(':memory:')
  reseed(db, now)
  const app = createSandboxApp({ db, now: () => now })
  const owner = personaByName(db, 'owner')
  if (owner === undefined) throw new Error('no owner persona')
  const cookie = `${SESSION_COOKIE}=${openSession(db, owner.id, now)}`
  const list = async (w: TimeWindow, state: 'validated' | 'created'): Promise<readonly CheckIn[]> => {
    const q = new URLSearchParams({ centerId: '1', includeUserDetails: 'true', pageNumber: '1', pageSize: '10000', startTimeFrom: String(w.from), startTimeTo: String(w.to), states: state })
    const res = await app.request(`${API_BASE}/${PATHS.checkIns}?${q}`, { headers: { cookie } })
    expect(res.status).toBe(200)
    return checkInsFromWireFast(((await res.json()) as CheckInListWire).checkIns)
  }
  return { list, close: () => db.close() }
}

const sectionRowKey = (c: CheckIn): string => {
  const key = checkInSection(c) ?? 'existingMembers'
  return key.startsWith('unassigned') ? `s:${key}` : `h:${key}`
}

describe('the seeded day holds what the check-in list journeys work on, at every half hour', () => {
  it.each(INSTANTS.map((t) => [label(t), t] as const))('as of %s in the centre', async (_, now) => {
    const sandbox = sandboxAt(now)
    try {
      const today = centreDayOf(epochMs(now))
      // The default window (last 90 minutes) has arrivals; one of them is an unassigned card that
      // assignment moves to another section ...
      const w = defaultValidatedWindow(epochMs(now))
      const recent = await sandbox.list({ from: epochMs(w.from + 60_000), to: w.to }, 'validated')
      expect(recent.length).toBeGreaterThan(0)
      const moves = recent.filter((c) => showsAssignTrainer(c) && !c.flags.includes(UP_FOR_RENEWAL_FLAG) && sectionRowKey(c) !== sectionRowKey({ ...c, trainerId: 'agent-102' }))
      expect(moves.length).toBeGreaterThan(0)
      // ... and one member still in the centre, shown as checked in.
      expect(recent.some((c) => checkInDisplayState(c, epochMs(now)) === 'CHECKED_IN'), 'a member checked in').toBe(true)
      // The whole day so far fills every section of the grouping.
      const sections = groupCheckIns(await sandbox.list(wholeDayWindow(today), 'validated'))
      for (const key of CHECK_IN_SECTION_KEYS) expect(sections.find((s) => s.key === key)?.checkIns.length ?? 0, key).toBeGreaterThan(0)
      // Bookings: one already missed (today, or yesterday in the first hours of the day, when no
      // slot of today has ended yet) and one still to come (today, or tomorrow late at night).
      const bookings = async (day: ReturnType<typeof centreDayOf>) => (await sandbox.list(wholeDayWindow(day), 'created')).filter((c) => c.state !== 'cancelled')
      const [yesterday, booked, ahead] = [await bookings(addDays(today, -1)), await bookings(today), await bookings(addDays(today, 1))]
      const missed = (c: CheckIn) => checkInDisplayState(c, epochMs(now)) === 'MISSED' && c.endTime < now - 5 * 60_000
      const toCome = (c: CheckIn) => checkInDisplayState(c, epochMs(now)) === 'BOOKED' && c.endTime > now + 5 * 60_000
      expect(booked.some(missed) || yesterday.some(missed), 'a missed booking').toBe(true)
      expect(booked.some(toCome) || ahead.some(toCome), 'a booking still to come').toBe(true)
    } finally {
      sandbox.close()
    }
  })
})
