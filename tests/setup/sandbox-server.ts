import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { serve } from '@hono/node-server'
import type { TestProject } from 'vitest/node'
import { openDatabase } from '../../sandbox/db/database'
import { createSandboxApp } from '../../sandbox/http/app'
import { seedIfEmpty } from '../../sandbox/seed/seed'

declare module 'vitest' {
  export interface ProvidedContext {
    sandboxUrl: string
    sandboxDataDir: string
  }
}

/** Starts a real sandbox server (fresh seeded database, random port) for the contract tests, as of their instant. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = mkdtempSync(join(tmpdir(), 'portal-contract-'))
  const db = openDatabase(dir)
  // As of the suite's fixed instant (vitest.config.ts); this process's own clock is left as it is.
  const shift = Number(process.env.PORTAL_TEST_CLOCK_SHIFT_MS ?? '0')
  const now = (): number => Date.now() + shift
  seedIfEmpty(db, now())
  const app = createSandboxApp({ db, now })
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s))
  })
  const address = server.address()
  const port = typeof address === 'object' && address !== null ? address.port : 0
  project.provide('sandboxUrl', `http://127.0.0.1:${port}`)
  project.provide('sandboxDataDir', dir)
  return async () => {
    await new Promise<void>((r) => server.close(() => r()))
    db.close()
    rmSync(dir, { recursive: true, force: true })
  }
}
