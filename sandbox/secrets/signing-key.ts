import { randomBytes } from 'node:crypto'
import { chmodSync, existsSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import type { Db } from '../db/database'

/** The file, in the sandbox's data folder, that holds the folder's signing key (never committed: the data folder is ignored). */
export const KEY_FILE_NAME = 'signing-key'

const fresh = (): string => randomBytes(32).toString('base64url')
const inMemory = new WeakMap<Db, string>()

/**
 * The key the sandbox signs links with (the health-partner hash). No key is written in the
 * source: SANDBOX_SIGNING_KEY when the environment sets it; else the data folder's own key, a
 * random one written once beside the database (mode 600) and read back on every start; an
 * in-memory database gets a random key of its own.
 */
export const signingKey = (db: Db, env: NodeJS.ProcessEnv = process.env): string => {
  const configured = env.SANDBOX_SIGNING_KEY
  if (configured !== undefined && configured.trim() !== '') return configured
  if (db.memory) {
    const known = inMemory.get(db)
    if (known !== undefined) return known
    const k = fresh()
    inMemory.set(db, k)
    return k
  }
  const file = join(dirname(db.name), KEY_FILE_NAME)
  if (existsSync(file)) {
    const k = readFileSync(file, 'utf8').trim()
    if (k !== '') return k
  }
  const k = fresh()
  writeFileSync(file, `${k}\n`, { mode: 0o600, flag: 'w' })
  chmodSync(file, 0o600)
  return k
}
