import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import { MIGRATIONS } from './migrations'

export type Db = Database.Database

/** Applies every migration not yet applied, each in its own transaction. */
export const migrate = (db: Db): void => {
  db.exec('CREATE TABLE IF NOT EXISTS schema_migrations (id INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at INTEGER NOT NULL)')
  const applied = new Set(db.prepare('SELECT id FROM schema_migrations').pluck().all() as number[])
  for (const m of MIGRATIONS) {
    if (applied.has(m.id)) continue
    db.transaction(() => {
      db.exec(m.sql)
      db.prepare('INSERT INTO schema_migrations (id, name, applied_at) VALUES (?, ?, ?)').run(m.id, m.name, Date.now())
    })()
  }
}

/** Opens (creating when needed) the sandbox database in `dir`, in WAL mode, migrated. */
export const openDatabase = (dir: string | ':memory:'): Db => {
  let db: Db
  if (dir === ':memory:') db = new Database(':memory:')
  else {
    mkdirSync(dir, { recursive: true })
    db = new Database(join(dir, 'sandbox.sqlite'))
    db.pragma('journal_mode = WAL')
  }
  db.pragma('foreign_keys = ON')
  migrate(db)
  return db
}
