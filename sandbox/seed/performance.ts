import { DAY_MS, HOUR_MS } from '../../core/shared/constants'
import type { Db } from '../db/database'
import { pick, seededRandom } from './random'

/**
 * The performance and training seed: CM Training sessions with the voice agent for the
 * staff who may open CM Training (the owner and the centre manager), over the last 30 days and
 * all before `now`. My Performance, the PQS metrics and the CM Score read the sales, pitches,
 * leads and PT sessions the other seeds and the portal write.
 */
export const PERFORMANCE_TABLES = ['cm_training_sessions'] as const

const SCENARIOS = [
  { scenario: 'Membership renewal call', good: 'Reminded the member of the benefits used and offered the renewal clearly.', weak: 'Mention the member’s visits before the price, and ask for the renewal.' },
  { scenario: 'Trial follow-up', good: 'Asked how the trial went and booked a second visit.', weak: 'Ask about the member’s goal before pitching a pack.' },
  { scenario: 'Price objection', good: 'Explained the monthly cost and offered the right pack without a discount.', weak: 'Acknowledge the concern first; compare with the cost per visit.' },
  { scenario: 'PT upsell at the floor', good: 'Linked the PT pack to the member’s goal and offered a trial session.', weak: 'Offer a PT trial session instead of the full pack first.' },
  { scenario: 'Lapsed member win-back', good: 'Listened to why the member stopped and offered a fresh start date.', weak: 'Do not argue with the reason; offer a plan that fits it.' },
] as const

const TRAINEES = [
  { staffId: 'staff-owner', seed: 2201, sessions: 6 },
  { staffId: 'staff-cm', seed: 2202, sessions: 9 },
] as const

export const seedPerformance = (db: Db, now: number): void => {
  const ins = db.prepare(
    'INSERT INTO cm_training_sessions (id, staff_id, scenario, started_at, duration_minutes, score, outcome, feedback) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  )
  for (const t of TRAINEES) {
    const rnd = seededRandom(t.seed)
    for (let k = 0; k < t.sessions; k++) {
      const s = pick(rnd, SCENARIOS)
      // Every few days, at least an hour before now.
      const startedAt = now - HOUR_MS - k * 3 * DAY_MS - Math.floor(rnd() * 8) * HOUR_MS
      const score = 45 + Math.floor(rnd() * 51)
      const passed = score >= 70
      ins.run(`TRN-${t.staffId}-${k + 1}`, t.staffId, s.scenario, startedAt, 4 + Math.floor(rnd() * 9), score, passed ? 'PASSED' : 'NEEDS_PRACTICE', passed ? s.good : s.weak)
    }
  }
}
