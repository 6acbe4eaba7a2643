import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { serve } from '@hono/node-server'
import { build } from 'esbuild'
import type { TestProject } from 'vitest/node'
import { openDatabase } from '../../sandbox/db/database'
import { createSandboxApp } from '../../sandbox/http/app'
import { seedIfEmpty } from '../../sandbox/seed/seed'

declare module 'vitest' {
  export interface ProvidedContext {
    sandboxUrl: string
    sandboxDataDir: string
    cliBundle: string
  }
}

const root = join(__dirname, '..', '..')

/**
 * The headless CLI (composition/node/cli.ts) as one file, built once per run with esbuild, the
 * transform tsx itself applies, so the CLI suites start it in a fraction of the time tsx takes to
 * load it module by module (0.6 s against 4 s a command here). Its packages stay in node_modules,
 * so the file is written beside them. The README's examples and the headless suite still run
 * `tsx composition/node/cli.ts`, as `npm run core` does.
 */
const buildCli = async (): Promise<{ file: string; dir: string }> => {
  const cache = join(root, 'node_modules', '.cache')
  mkdirSync(cache, { recursive: true })
  const dir = mkdtempSync(join(cache, 'portal-cli-'))
  const file = join(dir, 'cli.cjs')
  await build({
    entryPoints: [join(root, 'composition', 'node', 'cli.ts')],
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    packages: 'external',
    outfile: file,
    logLevel: 'warning',
  })
  return { file, dir }
}

/**
 * Starts a real sandbox server (fresh seeded database, random port) for the contract tests, as of
 * their instant, and builds the CLI they run.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const cli = await buildCli()
  project.provide('cliBundle', cli.file)
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
    rmSync(cli.dir, { recursive: true, force: true })
  }
}
