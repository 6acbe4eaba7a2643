import { randomBytes } from 'node:crypto'
import type { Db } from '../db/database'
import type { Persona } from '../seed/personas'

export const personaByName = (db: Db, persona: string): Persona | undefined => {
  const row = db.prepare('SELECT data FROM staff WHERE persona = ?').pluck().get(persona) as string | undefined
  return row === undefined ? undefined : (JSON.parse(row) as Persona)
}

export const listPersonas = (db: Db): Persona[] =>
  (db.prepare('SELECT data FROM staff ORDER BY rowid').pluck().all() as string[]).map((d) => JSON.parse(d) as Persona)

/** A session ends after a working day without a request (sliding: every request restarts the clock). */
export const SESSION_IDLE_MS = 10 * 60 * 60 * 1000

export const openSession = (db: Db, staffId: string, now: number): string => {
  const token = randomBytes(24).toString('base64url')
  db.prepare('INSERT INTO sessions (token, staff_id, created_at, last_seen_at) VALUES (?, ?, ?, ?)').run(token, staffId, now, now)
  return token
}

/**
 * The staff member of a live session, and the session's idle clock restarted; a session idle for
 * SESSION_IDLE_MS or longer is closed and answers undefined.
 */
export const staffForSession = (db: Db, token: string | undefined, now: number): Persona | undefined => {
  if (token === undefined || token === '') return undefined
  const row = db
    .prepare('SELECT s.data, COALESCE(x.last_seen_at, x.created_at) AS seen FROM sessions x JOIN staff s ON s.id = x.staff_id WHERE x.token = ?')
    .get(token) as { data: string; seen: number } | undefined
  if (row === undefined) return undefined
  if (now - row.seen >= SESSION_IDLE_MS) {
    closeSession(db, token)
    return undefined
  }
  db.prepare('UPDATE sessions SET last_seen_at = ? WHERE token = ?').run(now, token)
  return JSON.parse(row.data) as Persona
}

export const closeSession = (db: Db, token: string | undefined): void => {
  if (token !== undefined) db.prepare('DELETE FROM sessions WHERE token = ?').run(token)
}
