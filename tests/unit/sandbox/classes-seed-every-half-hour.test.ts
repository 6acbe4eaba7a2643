import { describe, expect, it } from 'vitest'
import { CLASS_PATHS, type GroupClassWire } from '../../../adapters/http/contract/classes.codecs'
import { PLAY_DESK_PATHS, type PlayDeskBookingWire } from '../../../adapters/http/contract/play-desk.codecs'
import { API_BASE, SESSION_COOKIE } from '../../../adapters/http/contract/wire'
import { weekOf } from '../../../core/classes/class-week.rule'
import { epochMs } from '../../../core/shared/brands'
import { centreDayOf } from '../../../core/shared/centre-day'
import { openDatabase } from '../../../sandbox/db/database'
import { createSandboxApp } from '../../../sandbox/http/app'
import { openSession, personaByName } from '../../../sandbox/http/sessions'
import { reseed } from '../../../sandbox/seed/seed'

/*
 * The classes and play journeys (e2e/classes.spec.ts) read the sandbox's answers; they also need
 * the seeded day to hold what they work on: today's classes at HSR Cult, a week's schedule at
 * Koramangala, and today's play bookings at the arena with confirmed and waitlisted places, Junior
 * and Senior players, and a confirmed place not marked yet. Checked as of every half hour of a day.
 */

const MIDNIGHT_IST = Date.UTC(2026, 10, 25, 18, 30) // 26 Nov 2026, 00:00 in Asia/Kolkata
const INSTANTS = Array.from({ length: 48 }, (_, i) => MIDNIGHT_IST + i * 30 * 60_000)
const label = (t: number) => new Date(t + 330 * 60_000).toISOString().slice(11, 16)

const sandboxAt = (now: number, persona: string) => {
  const db = openDatabase(':memory:')
  reseed(db, now)
  const app = createSandboxApp({ db, now: () => now })
  const staff = personaByName(db, persona)
  if (staff === undefined) throw new Error(`no ${persona} persona`)
  const cookie = `${SESSION_COOKIE}=${openSession(db, staff.id, now)}`
  const get = async <T>(path: string, q: Record<string, string>): Promise<T> => {
    const res = await app.request(`${API_BASE}/${path}?${new URLSearchParams(q)}`, { headers: { cookie } })
    expect(res.status).toBe(200)
    return (await res.json()) as T
  }
  return { get, close: () => db.close() }
}

describe('the seed holds what the classes and play journeys work on, at every half hour', () => {
  it.each(INSTANTS.map((t) => [label(t), t] as const))('as of %s in the centre', async (_, now) => {
    const today = centreDayOf(epochMs(now))
    const owner = sandboxAt(now, 'owner')
    try {
      const { classes } = await owner.get<{ classes: GroupClassWire[] }>(CLASS_PATHS.classes, { centerId: '3', startDate: today, endDate: today })
      expect(classes.length).toBeGreaterThan(0)
      expect(classes.some((c) => c.waitlisted > 0)).toBe(true)
      const week = weekOf(today)
      const schedule = await owner.get<{ classes: GroupClassWire[] }>(CLASS_PATHS.schedule, { centerId: '1', startDate: week[0] ?? today, endDate: week[6] ?? today })
      expect(new Set(schedule.classes.map((c) => centreDayOf(epochMs(c.startTime)))).size).toBe(7)
      const { bookings } = await owner.get<{ bookings: PlayDeskBookingWire[] }>(PLAY_DESK_PATHS.bookings, { centerServiceId: '1004', day: today })
      for (const status of ['CONFIRMED', 'WAITLIST'] as const) for (const level of ['JUNIOR', 'SENIOR'] as const) expect(bookings.some((b) => b.status === status && b.level === level), `${status} ${level}`).toBe(true)
      expect(bookings.some((b) => b.status === 'CONFIRMED' && b.attendedAt === null)).toBe(true)
      expect(bookings.every((b) => b.attendedAt === null || b.attendedAt <= now)).toBe(true)
    } finally {
      owner.close()
    }
  })
})
