import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { serve } from '@hono/node-server'
import { afterAll, beforeAll, expect } from 'vitest'
import { openDatabase } from '../../sandbox/db/database'
import { createSandboxApp } from '../../sandbox/http/app'
import { seedIfEmpty } from '../../sandbox/seed/seed'
import { type CliRun, runCli } from './cli'

/**
 * A freshly seeded sandbox of a suite's own, with the OTP fixed as the README's examples have it
 * (SANDBOX_FIXED_OTP=123456), started before the suite and removed after it; `core` runs the CLI
 * against it as the owner, `json` reads a command's JSON answer (exit 0 expected).
 */
export const ownSandbox = (prefix: string) => {
  let url = ''
  let close: () => Promise<void> = async () => undefined
  beforeAll(async () => {
    const dir = mkdtempSync(join(tmpdir(), prefix))
    const db = openDatabase(dir)
    seedIfEmpty(db, Date.now())
    const app = createSandboxApp({ db, now: () => Date.now(), fixedOtp: '123456' })
    const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
      const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s))
    })
    const address = server.address()
    url = `http://127.0.0.1:${typeof address === 'object' && address !== null ? address.port : 0}`
    close = async () => {
      await new Promise<void>((r) => server.close(() => r()))
      db.close()
      rmSync(dir, { recursive: true, force: true })
    }
  }, 60_000)
  afterAll(async () => close())
  const core = (args: readonly string[]): Promise<CliRun> => runCli('owner', args, { PORTAL_BASE_URL: url })
  const json = async <A>(args: readonly string[]): Promise<A> => {
    const r = await runCli('owner', args, { PORTAL_BASE_URL: url, PORTAL_JSON: '1' })
    expect(r.code, r.stderr).toBe(0)
    return JSON.parse(r.stdout) as A
  }
  return { core, json }
}
