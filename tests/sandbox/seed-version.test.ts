import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { openDatabase } from '../../sandbox/db/database'
import { ensureSeed, SEED_VERSION, storedSeedVersion } from '../../sandbox/seed/seed'

/** A data folder seeded by an older seed version is re-seeded at start, and the start says so. */
const dirs: string[] = []
const freshDir = (): string => {
  const d = mkdtempSync(join(tmpdir(), 'portal-seed-'))
  dirs.push(d)
  return d
}
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })))

/** Makes a seeded folder look as if an older seed (before versions, or version 1) wrote it, with a stray row. */
const ageFolder = (dir: string, version: string | undefined): void => {
  const db = openDatabase(dir)
  ensureSeed(db, Date.now())
  if (version === undefined) db.prepare("DELETE FROM meta WHERE key = 'seed_version'").run()
  else db.prepare("UPDATE meta SET value = ? WHERE key = 'seed_version'").run(version)
  db.prepare("INSERT INTO customers (id, first_name, last_name, phone, is_phone_verified, city_id, created_at) VALUES ('stale', 'Old', 'Row', '5999999999', 0, 1, 0)").run()
  db.close()
}

describe('seed version', () => {
  it('stores the seed version, keeps a current folder and re-seeds an older one', () => {
    const dir = freshDir()
    const db = openDatabase(dir)
    expect(ensureSeed(db, Date.now())).toEqual({ action: 'seeded' })
    expect(storedSeedVersion(db)).toBe(String(SEED_VERSION))
    expect(ensureSeed(db, Date.now())).toEqual({ action: 'kept' })
    db.prepare("UPDATE meta SET value = '1' WHERE key = 'seed_version'").run()
    db.prepare("INSERT INTO customers (id, first_name, last_name, phone, is_phone_verified, city_id, created_at) VALUES ('stale', 'Old', 'Row', '5999999999', 0, 1, 0)").run()
    expect(ensureSeed(db, Date.now())).toEqual({ action: 'reseeded', from: '1' })
    expect(storedSeedVersion(db)).toBe(String(SEED_VERSION))
    expect(db.prepare("SELECT COUNT(*) FROM customers WHERE id = 'stale'").pluck().get()).toBe(0)
    db.close()
  })

  it('npm start (sandbox/main.ts) re-seeds a folder from before seed versions and prints that it did', async () => {
    const dir = freshDir()
    ageFolder(dir, undefined)
    const child = spawn(join(process.cwd(), 'node_modules/.bin/tsx'), ['sandbox/main.ts'], {
      env: { ...process.env, SANDBOX_DATA_DIR: dir, PORT: '0', SANDBOX_DIST_DIR: join(dir, 'no-dist') },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let out = ''
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no start within 60 s: ${out}`)), 60_000)
      child.stdout.on('data', (b: Buffer) => {
        out += b.toString()
        if (out.includes('Centre operations portal')) {
          clearTimeout(timer)
          resolve()
        }
      })
      child.stderr.on('data', (b: Buffer) => (out += b.toString()))
    })
    child.kill('SIGTERM')
    expect(out).toContain(`re-seeded: it held seed version none, this sandbox has seed version ${SEED_VERSION}`)
    const db = openDatabase(dir)
    expect(storedSeedVersion(db)).toBe(String(SEED_VERSION))
    expect(db.prepare("SELECT COUNT(*) FROM customers WHERE id = 'stale'").pluck().get()).toBe(0)
    db.close()
  }, 90_000)
})
