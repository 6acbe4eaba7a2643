import type { Db } from '../db/database'
import { seedCentres } from './centres'
import { PERSONAS } from './personas'
import { PROFILE_TABLES, seedProfile } from './profile'

/** Start of "today" used by the seed, so the demo always shows today's activity. */
export const seedDay = (now: number): number => now - (now % 86_400_000)

/** Fills an empty database with the deterministic seed; a second call on a seeded database does nothing. */
export const seedIfEmpty = (db: Db, now: number): boolean => {
  const seeded = db.prepare("SELECT value FROM meta WHERE key = 'seeded_at'").pluck().get()
  if (seeded !== undefined) return false
  reseed(db, now)
  return true
}

/** Replaces all data with the seed. */
export const reseed = (db: Db, now: number): void => {
  db.transaction(() => {
    for (const table of PROFILE_TABLES) db.prepare(`DELETE FROM ${table}`).run()
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
    db.prepare("INSERT INTO meta (key, value) VALUES ('seeded_at', ?)").run(String(now))
  })()
}
