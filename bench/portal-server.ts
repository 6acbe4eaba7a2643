import { type ChildProcess, execSync, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PATHS_SANDBOX } from '../adapters/http/contract/sandbox-paths'
import { API_BASE, CSRF_HEADER, CSRF_VALUE, SESSION_COOKIE } from '../adapters/http/contract/wire'

/** The built portal: built once when dist/ or its size report is missing. */
export const ensureBuilt = (): void => {
  if (!existsSync('dist/index.html') || !existsSync('dist/.vite/budgets.json')) execSync('npx vite build', { stdio: 'ignore' })
}

export type PortalServer = {
  readonly base: string
  /** A staff session cookie (`name=value`) for a persona of the seed. */
  readonly signIn: (persona: string) => Promise<string>
  readonly stop: () => void
}

/** The address a sandbox process prints once it serves; the process is stopped if it never does. */
export const sandboxBase = (proc: ChildProcess, stop: () => Promise<void>): Promise<string> =>
  new Promise<string>((resolve, reject) => {
    let out = ''
    const timer = setTimeout(() => reject(new Error(`the sandbox did not start: ${out}`)), 120_000)
    proc.stdout?.on('data', (b: Buffer) => {
      out += b.toString()
      const m = /Centre operations portal: (http:\/\/[\d.]+:\d+)/.exec(out)
      if (m !== null) {
        clearTimeout(timer)
        resolve(m[1] as string)
      }
    })
    proc.on('exit', (code) => reject(new Error(`the sandbox exited (${code}): ${out}`)))
  }).catch(async (e: unknown) => {
    await stop()
    throw e
  })

/** Signs a persona of the seed in: a staff session cookie (`name=value`). */
export const personaSignIn =
  (base: string) =>
  async (persona: string): Promise<string> => {
    const r = await fetch(`${base}${API_BASE}/${PATHS_SANDBOX.session}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [CSRF_HEADER]: CSRF_VALUE },
      body: JSON.stringify({ persona }),
    })
    if (r.status !== 200) throw new Error(`signing in as ${persona} answered ${r.status}`)
    return `${SESSION_COOKIE}=${((await r.json()) as { session: string }).session}`
  }

/**
 * A sandbox in its own process (so that a load generator or Chromium in this one does not share
 * its event loop), on a free port, over a fresh seeded data folder, serving dist/.
 */
export const startPortalServer = async (): Promise<PortalServer> => {
  // PORTAL_DIR=<another checkout, built>: measure that one (e.g. before a change) with this bench.
  const cwd = process.env.PORTAL_DIR ?? process.cwd()
  if (process.env.PORTAL_DIR === undefined) ensureBuilt()
  const dir = mkdtempSync(join(tmpdir(), 'portal-bench-'))
  const proc: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'sandbox/main.ts'], {
    cwd,
    env: { ...process.env, PORT: '0', SANDBOX_DATA_DIR: dir, SANDBOX_DIST_DIR: join(cwd, 'dist') },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const stop = (): void => {
    proc.kill()
    rmSync(dir, { recursive: true, force: true })
  }
  const base = await sandboxBase(proc, async () => stop())
  const signIn = personaSignIn(base)
  return { base, signIn, stop }
}
