import type { Db } from '../db/database'
import { seedAgents } from './profile/agents'
import { seedCheckIns } from './profile/check-ins'
import { seedCustomerRecords } from './profile/customer-records'
import { seedCustomers } from './profile/customers'
import { seedDatesOfBirth } from './profile/dates-of-birth'
import { seedFeatureLists } from './profile/feature-lists'
import { seedLeads } from './profile/leads'
import { seedMemberships } from './profile/memberships'
import { seedOrders } from './profile/orders'
import { seedPtSessions } from './profile/pt-sessions'
import { seedReminders } from './profile/reminders'
import { profileSeed } from './profile/seed-context'
import { seedTasks } from './profile/tasks'

/**
 * The customer-profile part of the seed: customers in every membership state, children, BCA
 * records, orders, tasks with call trails, leads, trainers, PT sessions and, for the main gym
 * (centre 1), a full day of 10,000 check-ins. Everything is relative to `now` and deterministic.
 */

/** Tables this seed fills; reseed empties them first. */
export const PROFILE_TABLES = [
  'feature_lists',
  'agents',
  'customer_profiles',
  'customer_memberships',
  'membership_changes',
  'membership_add_ons',
  'child_users',
  'bca_records',
  'biometric_enrolments',
  'check_ins',
  'pt_sessions',
  'customer_orders',
  'crm_tasks',
  'call_trails',
  'calls',
  'leads',
  'pitches',
  'reminders',
  'segment_members',
  // ---- profile-care ----
  'injury_reports',
  'referrals',
] as const

// The seed's facts other seeds, routes and tests read (each defined once, in its part of the seed).
export { SEED_AGENTS } from './profile/agents'
export { DEMO_PASSCODE, MAIN_GYM_CHECK_INS_TODAY, MAIN_GYM_CLOSES_HOUR, MAIN_GYM_ID, MAIN_GYM_OPENS_HOUR } from './profile/check-ins'
export { DEMO } from './profile/customers'
export { BIRTHDAY_DEMO } from './profile/dates-of-birth'
export { SEED_FEATURE_LISTS } from './profile/feature-lists'
export { centreDayStart } from './profile/seed-context'

/** Seeds every part in this order: they share one random sequence and the ids each table hands out. */
export const seedProfile = (db: Db, now: number): void => {
  const s = profileSeed(db, now)
  seedFeatureLists(s)
  seedAgents(s)
  seedCustomers(s)
  const { prakashPack } = seedMemberships(s)
  seedCustomerRecords(s)
  seedOrders(s)
  seedTasks(s)
  seedLeads(s)
  seedReminders(s)
  seedPtSessions(s, prakashPack)
  seedCheckIns(s)
  seedDatesOfBirth(s)
}
