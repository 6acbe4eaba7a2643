import { addDays, centreDayOf, startOfCentreDay } from '../../core/shared/centre-day'
import { epochMs } from '../../core/shared/brands'
import { DAY_MS, HOUR_MS, MINUTE_MS } from '../../core/shared/constants'
import type { Db } from '../db/database'
import { PLAY_FIRST_HOUR, PLAY_LAST_HOUR, PLAY_SLOT_CAPACITY } from '../http/routes/play.routes'
import { DASHBOARD_SEED_CUSTOMERS } from './dashboards'
import { seededRandom } from './random'

/**
 * The group classes and play desk seed: every day from a week back to two weeks ahead,
 * whatever the hour of seeding.
 * - Group classes at HSR Cult (3) and Bellandur Hybrid (6) for /classes, and at Koramangala Gym (1)
 *   and Indiranagar One Pass (2) for /class/schedule: six classes a day (the GX formats of part 3 §9),
 *   each with confirmed places up to its capacity and a waitlist beyond; classes that are over have
 *   their attendance (most confirmed members came).
 * - Play bookings at Whitefield Play Arena (4) in Table tennis and Squash every other hour, each
 *   slot with one confirmed place and often a waitlist, Junior and Senior players alike; sessions
 *   before today are attended, today's are left for the desk to mark (every other one already marked
 *   when its session is over). Only one confirmed place a slot, so staff can still book the others.
 * The members are the dashboards seed's play customers (seeded before this one).
 */
export const CLASSES_TABLES = ['group_classes', 'class_bookings'] as const

const CLASS_CENTRES = [1, 2, 3, 6] as const
const DAYS_BACK = 7
const DAYS_AHEAD = 14
const TIMETABLE = [
  { hour: 6, minute: 0, name: 'Morning HRX', workout: 'HRX', capacity: 8 },
  { hour: 7, minute: 15, name: 'Yoga Flow', workout: 'Yoga', capacity: 6 },
  { hour: 9, minute: 0, name: 'Strength Circuit', workout: 'Strength', capacity: 8 },
  { hour: 18, minute: 0, name: 'Boxing Basics', workout: 'Boxing', capacity: 8 },
  { hour: 19, minute: 0, name: 'Burn 45', workout: 'Burn', capacity: 10 },
  { hour: 20, minute: 15, name: 'Dance Fitness', workout: 'Dance', capacity: 8 },
] as const
const TRAINERS = ['Neha Kulkarni', 'Rohit Menon', 'Sneha Rao', 'Aditya Bhat', 'Pooja Shetty', 'Karan Gowda'] as const
const CLASS_MINUTES = 50

const ARENA_ID = 4
const DESK_SPORTS = [4, 5] as const

const hhmm = (hour: number, minute: number): string => `${String(hour).padStart(2, '0')}${String(minute).padStart(2, '0')}`

export const seedClasses = (db: Db, now: number): void => {
  const rnd = seededRandom(2116)
  const today = centreDayOf(epochMs(now))
  const members = DASHBOARD_SEED_CUSTOMERS.map((c) => c.id)
  const insClass = db.prepare('INSERT INTO group_classes (id, centre_id, name, workout, trainer_name, start_at, end_at, capacity) VALUES (?, ?, ?, ?, ?, ?, ?, ?)')
  const insBooking = db.prepare('INSERT INTO class_bookings (class_id, user_id, status, position, attended_at) VALUES (?, ?, ?, ?, ?)')

  for (let back = -DAYS_BACK; back <= DAYS_AHEAD; back++) {
    const day = addDays(today, back)
    const dayStart = startOfCentreDay(day)
    for (const centreId of CLASS_CENTRES) {
      TIMETABLE.forEach((slot, k) => {
        const start = dayStart + slot.hour * HOUR_MS + slot.minute * MINUTE_MS
        const end = start + CLASS_MINUTES * MINUTE_MS
        const id = `GX-${centreId}-${day.replaceAll('-', '')}-${hhmm(slot.hour, slot.minute)}`
        const trainer = TRAINERS[(k + centreId + back + DAYS_BACK) % TRAINERS.length] ?? TRAINERS[0]
        insClass.run(id, centreId, slot.name, slot.workout, trainer, start, end, slot.capacity)
        // Between half full and three over capacity (the extra ones wait), the members in a shuffled order.
        const n = Math.min(members.length, Math.floor(slot.capacity / 2) + Math.floor(rnd() * (slot.capacity / 2 + 4)))
        const order = [...members].sort(() => rnd() - 0.5).slice(0, n)
        order.forEach((userId, i) => {
          const confirmed = i < slot.capacity
          const attended = confirmed && end <= now && rnd() < 0.8 ? start + Math.floor(rnd() * 10) * MINUTE_MS : null
          insBooking.run(id, userId, confirmed ? 'CONFIRMED' : 'WAITLIST', confirmed ? null : i - slot.capacity + 1, attended)
        })
      })
    }
  }

  const insPlay = db.prepare(
    'INSERT OR IGNORE INTO play_bookings (id, slot_id, user_id, centre_id, sport_id, start_at, end_at, created_by, created_at, status, level, attended_at, attended_by) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
  )
  const confirmedIn = db.prepare("SELECT COUNT(*) FROM play_bookings WHERE slot_id = ? AND status = 'CONFIRMED'").pluck()
  let turn = 0
  for (let back = -DAYS_BACK; back <= DAYS_BACK; back++) {
    const day = addDays(today, back)
    const dayStart = startOfCentreDay(day)
    for (let hour = PLAY_FIRST_HOUR; hour <= PLAY_LAST_HOUR; hour += 2) {
      for (const sportId of DESK_SPORTS) {
        turn++
        const start = dayStart + hour * HOUR_MS
        const end = start + HOUR_MS
        const slotId = `PLAY-${ARENA_ID}-${sportId}-${day.replaceAll('-', '')}-${String(hour).padStart(2, '0')}`
        const player = members[turn % members.length] ?? 'dash-01'
        const full = (confirmedIn.get(slotId) as number) >= PLAY_SLOT_CAPACITY
        const attended = full ? null : back < 0 ? start + 5 * MINUTE_MS : back === 0 && end <= now && turn % 2 === 0 ? Math.min(now, start + 5 * MINUTE_MS) : null
        insPlay.run(
          `PB-DESK-${slotId}-${player}`, slotId, player, ARENA_ID, sportId, start, end, 'staff-coach', start - DAY_MS,
          full ? 'WAITLIST' : 'CONFIRMED', turn % 2 === 0 ? 'JUNIOR' : 'SENIOR', attended, attended === null ? null : 'staff-coach',
        )
        // A waitlist in two slots of three: one or two players, levels alternating.
        const waiting = turn % 3 === 0 ? 0 : 1 + Math.floor(rnd() * 2)
        for (let w = 1; w <= waiting; w++) {
          const other = members[(turn + w * 5) % members.length] ?? 'dash-02'
          if (other === player) continue
          insPlay.run(
            `PB-DESK-${slotId}-${other}`, slotId, other, ARENA_ID, sportId, start, end, 'staff-coach', start - DAY_MS,
            'WAITLIST', (turn + w) % 2 === 0 ? 'JUNIOR' : 'SENIOR', null, null,
          )
        }
      }
    }
  }
}
