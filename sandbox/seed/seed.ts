import type { Db } from '../db/database'
import { seedCentres } from './centres'
import { PERSONAS } from './personas'
import { PROFILE_TABLES, seedProfile } from './profile'
import { SELLING_TABLES, seedSelling } from './selling'
import { REPORTS_TABLES, seedReports } from './reports'
// ---- dashboards  ----
import { DASHBOARDS_TABLES, seedDashboards } from './dashboards'
import { EMPLOYEES_TABLES, seedEmployees } from './employees'
import { EMPLOYEE_STATUS_TABLES, seedEmployeeStatus } from './employee-status'
import { SALE_OTP_TABLES, seedSaleOtp } from './sale-otp'
import { LEADS_TABLES, seedLeads } from './leads'
// ---- uploads ----
import { UPLOADS_TABLES, seedUploads } from './uploads'
// ---- operations: issues and door ----
import { OPERATIONS_ISSUES_TABLES, seedOperationsIssues } from './operations-issues'
// ---- reminders and inbox ----
import { REMINDERS_TABLES, seedReminders } from './reminders'
// ---- classes and play ----
import { CLASSES_TABLES, seedClasses } from './classes'
// ---- performance and training ----
import { PERFORMANCE_TABLES, seedPerformance } from './performance'
import { OPERATIONS_REWARDS_TABLES, seedOperationsRewards } from './operations-rewards' // ---- operations: rewards ----
// ---- tasks and calls (part) ----
import { TASKS_TABLES, seedTasks } from './tasks'
import { ROSTER_SLOTS_TABLES, seedRosterSlots } from './roster-slots' // ---- roster slot picker (rostering) ----
import { SHIFT_PATTERNS_TABLES, seedShiftPatterns } from './shift-patterns' // ---- shift patterns (rostering) ----
import { seedScale } from './scale/scale' // ---- scale seed (SANDBOX_SCALE) ----
import { invoiceSeededPaidOrders, TAX_INVOICE_TABLES } from '../money/tax-invoices' // ---- GST tax invoices ----

/** Start of "today" used by the seed, so the demo always shows today's activity. */
export const seedDay = (now: number): number => now - (now % 86_400_000)

/**
 * Version of the seed (its data and the schema it fills). Raise it whenever the seed or a
 * migration changes what a seeded database holds: a data folder seeded by an older version is
 * re-seeded at start, so a sandbox never serves data of an older shape.
 */
export const SEED_VERSION = 14

export type SeedAction =
  | { readonly action: 'seeded' }
  | { readonly action: 'reseeded'; readonly from: string }
  | { readonly action: 'kept' }

/** The seed version stored in the database ('none' for a database seeded before versions existed). */
export const storedSeedVersion = (db: Db): string | undefined => {
  const seeded = db.prepare("SELECT value FROM meta WHERE key = 'seeded_at'").pluck().get()
  if (seeded === undefined) return undefined
  return (db.prepare("SELECT value FROM meta WHERE key = 'seed_version'").pluck().get() as string | undefined) ?? 'none'
}

/** The scale a database was seeded at (0: the normal seed alone, as every database seeded before scales existed). */
export const storedSeedScale = (db: Db): number =>
  Number((db.prepare("SELECT value FROM meta WHERE key = 'seed_scale'").pluck().get() as string | undefined) ?? '0')

/**
 * Seeds an empty database, re-seeds one seeded by another seed version, keeps a current one.
 * `scale` (SANDBOX_SCALE) adds a chain's data beside the normal seed; a database seeded at another
 * scale is re-seeded too.
 */
export const ensureSeed = (db: Db, now: number, scale = 0): SeedAction => {
  const stored = storedSeedVersion(db)
  if (stored === String(SEED_VERSION) && storedSeedScale(db) === scale) return { action: 'kept' }
  reseed(db, now, scale)
  return stored === undefined ? { action: 'seeded' } : { action: 'reseeded', from: stored }
}

/** What `npm start` prints about the seed. */
export const describeSeedAction = (a: SeedAction): string =>
  a.action === 'seeded'
    ? `created and seeded now (seed version ${SEED_VERSION})`
    : a.action === 'reseeded'
      ? `re-seeded: it held seed version ${a.from}, this sandbox has seed version ${SEED_VERSION}`
      : `seed version ${SEED_VERSION}, kept as it was`

/** Fills an empty (or outdated) database with the deterministic seed; a current one is left alone. */
export const seedIfEmpty = (db: Db, now: number): boolean => ensureSeed(db, now).action !== 'kept'

/** Replaces all data with the seed (and, at a scale above 0, a chain's data beside it: sandbox/seed/scale). */
export const reseed = (db: Db, now: number, scale = 0): void => {
  db.transaction(() => {
    for (const table of PROFILE_TABLES) db.prepare(`DELETE FROM ${table}`).run()
    for (const table of SELLING_TABLES) db.prepare(`DELETE FROM ${table}`).run()
    for (const table of REPORTS_TABLES) db.prepare(`DELETE FROM ${table}`).run()
    for (const table of DASHBOARDS_TABLES) db.prepare(`DELETE FROM ${table}`).run()
    for (const table of EMPLOYEES_TABLES) db.prepare(`DELETE FROM ${table}`).run()
    for (const table of SALE_OTP_TABLES) db.prepare(`DELETE FROM ${table}`).run()
    for (const table of LEADS_TABLES) db.prepare(`DELETE FROM ${table}`).run()
    for (const table of UPLOADS_TABLES) db.prepare(`DELETE FROM ${table}`).run() // ---- uploads ----
    for (const table of OPERATIONS_ISSUES_TABLES) db.prepare(`DELETE FROM ${table}`).run() // ---- operations: issues and door ----
    for (const table of REMINDERS_TABLES) db.prepare(`DELETE FROM ${table}`).run() // ---- reminders and inbox ----
    for (const table of CLASSES_TABLES) db.prepare(`DELETE FROM ${table}`).run() // ---- classes and play ----
    for (const table of PERFORMANCE_TABLES) db.prepare(`DELETE FROM ${table}`).run() // ---- performance and training ----
    for (const table of EMPLOYEE_STATUS_TABLES) db.prepare(`DELETE FROM ${table}`).run() // ---- employee status ----
    for (const table of OPERATIONS_REWARDS_TABLES) db.prepare(`DELETE FROM ${table}`).run() // ---- operations: rewards ----
    for (const table of TASKS_TABLES) db.prepare(`DELETE FROM ${table}`).run() // ---- tasks and calls ----
    for (const table of ROSTER_SLOTS_TABLES) db.prepare(`DELETE FROM ${table}`).run() // ---- roster slot picker (rostering) ----
    for (const table of SHIFT_PATTERNS_TABLES) db.prepare(`DELETE FROM ${table}`).run() // ---- shift patterns (rostering) ----
    for (const table of TAX_INVOICE_TABLES) db.prepare(`DELETE FROM ${table}`).run() // ---- GST tax invoices ----
    for (const table of ['idempotent_results', 'customers', 'sessions', 'staff_centres', 'staff', 'centres', 'meta']) db.prepare(`DELETE FROM ${table}`).run()
    const insertCentre = db.prepare('INSERT INTO centres (id, center_service_id, pt_enabled, data) VALUES (?, ?, ?, ?)')
    for (const c of seedCentres(seedDay(now))) insertCentre.run(c.wire.id, c.wire.centerServiceId, c.ptEnabled ? 1 : 0, JSON.stringify(c.wire))
    const insertStaff = db.prepare('INSERT INTO staff (id, persona, data) VALUES (?, ?, ?)')
    const insertLink = db.prepare('INSERT INTO staff_centres (staff_id, centre_id, position) VALUES (?, ?, ?)')
    for (const p of PERSONAS) {
      insertStaff.run(p.id, p.persona, JSON.stringify(p))
      p.centres.forEach((centreId, i) => insertLink.run(p.id, centreId, i))
    }
    seedProfile(db, now)
    seedSelling(db, now)
    seedReports(db, now)
    seedDashboards(db, now)
    seedEmployees(db, now)
    seedSaleOtp(db, now)
    seedLeads(db, now)
    seedUploads(db, now) // ---- uploads ----
    seedOperationsIssues(db, now) // ---- operations: issues and door ----
    seedReminders(db, now) // ---- reminders and inbox ----
    seedClasses(db, now) // ---- classes and play ----
    seedPerformance(db, now) // ---- performance and training ----
    seedEmployeeStatus(db, now) // ---- employee status ----
    seedOperationsRewards(db, now) // ---- operations: rewards ----
    seedTasks(db, now) // ---- tasks and calls ----
    seedRosterSlots(db, now) // ---- roster slot picker (rostering) ----
    seedShiftPatterns(db, now) // ---- shift patterns (rostering) ----
    seedScale(db, now, scale) // ---- scale seed (SANDBOX_SCALE) ----
    invoiceSeededPaidOrders(db) // ---- GST tax invoices: every seeded paid order, in the order paid ----
    db.prepare("INSERT INTO meta (key, value) VALUES ('seeded_at', ?)").run(String(now))
    db.prepare("INSERT INTO meta (key, value) VALUES ('seed_version', ?)").run(String(SEED_VERSION))
    if (scale > 0) db.prepare("INSERT INTO meta (key, value) VALUES ('seed_scale', ?)").run(String(scale))
  })()
}
