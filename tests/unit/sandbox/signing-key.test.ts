import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { healthPartnerSignature } from '../../../adapters/http/contract/health-partner-hash'
import { REWARDS_PATHS } from '../../../adapters/http/contract/rewards-paths'
import { API_BASE, CSRF_HEADER, CSRF_VALUE, SESSION_COOKIE } from '../../../adapters/http/contract/wire'
import { openDatabase } from '../../../sandbox/db/database'
import { createSandboxApp } from '../../../sandbox/http/app'
import { openSession, personaByName } from '../../../sandbox/http/sessions'
import { KEY_FILE_NAME, signingKey } from '../../../sandbox/secrets/signing-key'
import { DEMO } from '../../../sandbox/seed/profile'
import { reseed } from '../../../sandbox/seed/seed'

const folders: string[] = []
const folder = (): string => {
  const d = mkdtempSync(join(tmpdir(), 'sandbox-key-'))
  folders.push(d)
  return d
}
afterEach(() => {
  for (const d of folders.splice(0)) rmSync(d, { recursive: true, force: true })
})
const noEnv = {} as NodeJS.ProcessEnv

const sourcesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = join(dir, e.name)
    return e.isDirectory() ? sourcesUnder(p) : /\.(ts|tsx)$/.test(e.name) ? [p] : []
  })

/** A string constant given to a name that says it is a secret, or an HMAC keyed with a literal. */
const assigned = /\b\w*(secret|signing_?key|private_?key|api_?key|password|passphrase)\w*\s*[:=]\s*['"`][^'"`]{4,}['"`]/i
const literalKey = /createHmac\(\s*['"][^'"]+['"]\s*,\s*['"`]|importKey\(\s*['"]raw['"]\s*,\s*(\w+\.encode\()?['"`]|healthPartnerSignature\(\s*['"`]/

describe('the sandbox signs with a key it does not keep in its source', () => {
  it('has no signing key, secret or password written in its sources', () => {
    const offenders = sourcesUnder(join(process.cwd(), 'sandbox')).flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .map((line, i) => ({ line, at: `${relative(process.cwd(), file)}:${i + 1}` }))
        .filter(({ line }) => assigned.test(line) || literalKey.test(line))
        .map(({ at, line }) => `${at}: ${line.trim()}`),
    )
    expect(offenders).toEqual([])
  })

  it('the check itself finds a key written as a constant', () => {
    expect(assigned.test("export const HEALTH_PARTNER_SECRET = 'sandbox-health-partner-secret'")).toBe(true)
    expect(literalKey.test("createHmac('sha256', 'abc').update(x)")).toBe(true)
    expect(literalKey.test("healthPartnerSignature('constant', userId, centreId, at)")).toBe(true)
    expect(literalKey.test("createHmac('sha256', KEY).update(x)")).toBe(false)
  })

  it('gives two data folders different keys, writes each once (mode 600) and reads it back on the next start', () => {
    const a = folder()
    const b = folder()
    const dbA = openDatabase(a)
    const dbB = openDatabase(b)
    const keyA = signingKey(dbA, noEnv)
    const keyB = signingKey(dbB, noEnv)
    expect(keyA).not.toEqual(keyB)
    expect(keyA.length).toBeGreaterThanOrEqual(32)
    expect(statSync(join(a, KEY_FILE_NAME)).mode & 0o777).toBe(0o600)
    dbA.close()
    const again = openDatabase(a)
    expect(signingKey(again, noEnv)).toEqual(keyA)
    again.close()
    dbB.close()
  })

  it('takes SANDBOX_SIGNING_KEY from the environment when it is set, and writes no file then', () => {
    const a = folder()
    const db = openDatabase(a)
    expect(signingKey(db, { SANDBOX_SIGNING_KEY: 'from-the-environment' } as NodeJS.ProcessEnv)).toBe('from-the-environment')
    expect(readdirSync(a)).not.toContain(KEY_FILE_NAME)
    db.close()
  })

  it('gives each in-memory database a key of its own, stable for its life', () => {
    const x = openDatabase(':memory:')
    const y = openDatabase(':memory:')
    expect(signingKey(x, noEnv)).toEqual(signingKey(x, noEnv))
    expect(signingKey(x, noEnv)).not.toEqual(signingKey(y, noEnv))
  })

  it('signs the health-partner link with the data folder’s key, so the two folders’ links differ', async () => {
    const now = Date.UTC(2026, 10, 25, 18, 30)
    const linkFrom = async (dir: string) => {
      const db = openDatabase(dir)
      reseed(db, now)
      const app = createSandboxApp({ db, now: () => now })
      const staff = personaByName(db, 'owner')
      if (staff === undefined) throw new Error('no owner persona')
      const cookie = `${SESSION_COOKIE}=${openSession(db, staff.id, now)}`
      const res = await app.request(`${API_BASE}/${REWARDS_PATHS.healthPartnerHash}`, {
        method: 'POST',
        headers: { cookie, [CSRF_HEADER]: CSRF_VALUE, 'content-type': 'application/json' },
        body: JSON.stringify({ centerId: 1, userId: DEMO.none.id }),
      })
      expect(res.status).toBe(200)
      const body = (await res.json()) as { hash: string; generatedOn: number }
      const expected = await healthPartnerSignature(signingKey(db, process.env), DEMO.none.id, 1, body.generatedOn)
      db.close()
      return { hash: body.hash, expected }
    }
    const a = await linkFrom(folder())
    const b = await linkFrom(folder())
    expect(a.hash).toBe(a.expected)
    expect(b.hash).toBe(b.expected)
    expect(a.hash).not.toBe(b.hash)
  })
})
