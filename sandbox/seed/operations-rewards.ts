import type { Db } from '../db/database'
import { pick, seededRandom } from './random'

/**
 * Seed of habit rewards and goodies (/cultHabitRewards, /goodies-tracking-details): the
 * members of HSR Cult (centre 3, the one centre in the habit-rewards list) on a habit challenge,
 * in every status, and the goodies of the acknowledged ones in every status. Everything is relative
 * to `now`, so the screens hold the same mix at any hour. Health-partner links start empty.
 */
export const OPERATIONS_REWARDS_TABLES = ['goodies', 'habit_rewards', 'health_partner_links'] as const

/** The centre of the habit-rewards list (HABIT_REWARDS_CENTERS [1003]). */
export const HABIT_CENTRE_ID = 3
/** Members 710001 onwards (habit rewards only). */
export const HABIT_MEMBER_FIRST = 710_001
export const HABIT_MEMBERS = 32

const DAY = 86_400_000
const FIRST = ['Anita', 'Rohan', 'Kavya', 'Imran', 'Sneha', 'Arjun', 'Meera', 'Farhan', 'Divya', 'Karan', 'Neha', 'Siddharth', 'Pallavi', 'Vivek', 'Ishita', 'Aditya']
const LAST = ['Desai', 'Mehta', 'Reddy', 'Khan', 'Kulkarni', 'Pillai', 'Joshi', 'Ali', 'Menon', 'Gupta', 'Bhat', 'Rao']
const HABITS = [
  { habit: '12 visits in 4 weeks', target: 12, weeks: 4 },
  { habit: '20 visits in 6 weeks', target: 20, weeks: 6 },
  { habit: '8 classes in 2 weeks', target: 8, weeks: 2 },
] as const
const REWARDS = ['Cult T-shirt', 'Shaker bottle', 'Gym bag', 'Resistance band', 'Water bottle'] as const
const ACKNOWLEDGERS = ['Vikram Shetty', 'Asha Rao'] as const

export const seedOperationsRewards = (db: Db, now: number): void => {
  const rnd = seededRandom(19)
  const insHabit = db.prepare(
    'INSERT INTO habit_rewards (id, centre_id, user_id, member_name, habit, target, done, window_end, status, reward, acknowledged_by, acknowledged_on) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
  )
  const insGoodie = db.prepare(
    'INSERT INTO goodies (id, reward_id, centre_id, user_id, member_name, item, habit, status, updated_on, updated_by) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
  )
  let acknowledged = 0
  for (let i = 0; i < HABIT_MEMBERS; i++) {
    const userId = String(HABIT_MEMBER_FIRST + i)
    const name = `${FIRST[i % FIRST.length] ?? 'Asha'} ${LAST[(i * 7) % LAST.length] ?? 'Rao'}`
    const h = pick(rnd, HABITS)
    const reward = pick(rnd, REWARDS)
    const id = `HR-${HABIT_CENTRE_ID}-${String(i + 1).padStart(3, '0')}`
    // A quarter completed and waiting, a quarter acknowledged (with a goodie), the rest on their way.
    const status = i % 4 === 0 ? 'COMPLETED' : i % 4 === 1 ? 'ACKNOWLEDGED' : 'IN_PROGRESS'
    const windowEnd = now + (1 + Math.floor(rnd() * h.weeks * 7)) * DAY
    const done = status === 'IN_PROGRESS' ? Math.floor(rnd() * (h.target - 1)) : h.target
    const by = status === 'ACKNOWLEDGED' ? pick(rnd, ACKNOWLEDGERS) : null
    const on = status === 'ACKNOWLEDGED' ? now - (1 + (i % 9)) * DAY - Math.floor(rnd() * 8) * 3_600_000 : null
    insHabit.run(id, HABIT_CENTRE_ID, userId, name, h.habit, h.target, done, windowEnd, status, reward, by, on)
    if (status === 'ACKNOWLEDGED' && by !== null && on !== null) {
      // Goodies cycle ordered, at the centre, handed over, so each status has several.
      const goodieStatus = (['ORDERED', 'AT_CENTRE', 'HANDED_OVER'] as const)[acknowledged % 3] ?? 'ORDERED'
      const updatedOn = goodieStatus === 'ORDERED' ? on : Math.min(now - 3_600_000, on + (1 + (acknowledged % 3)) * DAY)
      insGoodie.run(`GD-${id}`, id, HABIT_CENTRE_ID, userId, name, reward, h.habit, goodieStatus, updatedOn, by)
      acknowledged++
    }
  }
}
