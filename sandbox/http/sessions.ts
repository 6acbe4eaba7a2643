import { randomBytes } from 'node:crypto'
import type { Db } from '../db/database'
import type { Persona } from '../seed/personas'

export const personaByName = (db: Db, persona: string): Persona | undefined => {
  const row = db.prepare('SELECT data FROM staff WHERE persona = ?').pluck().get(persona) as string | undefined
  return row === undefined ? undefined : (JSON.parse(row) as Persona)
}

export const listPersonas = (db: Db): Persona[] =>
  (db.prepare('SELECT data FROM staff ORDER BY rowid').pluck().all() as string[]).map((d) => JSON.parse(d) as Persona)

export const openSession = (db: Db, staffId: string, now: number): string => {
  const token = randomBytes(24).toString('base64url')
  db.prepare('INSERT INTO sessions (token, staff_id, created_at) VALUES (?, ?, ?)').run(token, staffId, now)
  return token
}

export const staffForSession = (db: Db, token: string | undefined): Persona | undefined => {
  if (token === undefined || token === '') return undefined
  const row = db
    .prepare('SELECT s.data FROM sessions x JOIN staff s ON s.id = x.staff_id WHERE x.token = ?')
    .pluck()
    .get(token) as string | undefined
  return row === undefined ? undefined : (JSON.parse(row) as Persona)
}

export const closeSession = (db: Db, token: string | undefined): void => {
  if (token !== undefined) db.prepare('DELETE FROM sessions WHERE token = ?').run(token)
}
