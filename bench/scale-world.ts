import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { openDatabase } from '../sandbox/db/database'
import { reseed } from '../sandbox/seed/seed'
import { ensureBuilt, personaSignIn, sandboxBase } from './portal-server'

/** A data folder seeded at a scale (the normal seed and a chain's data beside it), on disk as the sandbox keeps it. */
export type ScaleWorld = {
  readonly scale: number
  readonly dir: string
  /** The instant the seed was made as of (the sandbox answers as of the machine's clock from then on). */
  readonly now: number
  /** Wall-clock seconds the seed took (migrations, the normal seed, the scale seed, indexes), and CPU seconds. */
  readonly seedS: number
  readonly seedCpuS: number
  readonly remove: () => void
}

/**
 * Seeds a world: in memory, then written to the data folder in one pass (`VACUUM INTO`), rather
 * than through the sandbox's write-ahead log (which writes every page twice, the log and then the
 * database). The sandbox opens the file as it opens any data folder (WAL mode, migrations already
 * applied, the seed's version and scale stored).
 */
export const seedWorld = (scale: number, now = Date.now()): ScaleWorld => {
  const dir = mkdtempSync(join(tmpdir(), 'portal-scale-'))
  const cpu = process.cpuUsage()
  const t0 = performance.now()
  const db = openDatabase(':memory:')
  reseed(db, now, scale)
  db.prepare('VACUUM INTO ?').run(join(dir, 'sandbox.sqlite'))
  db.close()
  const seedS = (performance.now() - t0) / 1000
  const used = process.cpuUsage(cpu)
  return { scale, dir, now, seedS, seedCpuS: (used.user + used.system) / 1e6, remove: () => rmSync(dir, { recursive: true, force: true }) }
}

export type WorldServer = {
  readonly base: string
  /** A staff session cookie value pair (`name=value`) for a persona of the seed. */
  readonly signIn: (persona: string) => Promise<string>
  readonly stop: () => Promise<void>
}

/**
 * The sandbox serving the built portal over a seeded world, in its own process (so that Chromium
 * and a load generator in this one do not share its event loop). It keeps the world's data: the
 * seed version and scale match.
 */
export const serveWorld = async (world: ScaleWorld): Promise<WorldServer> => {
  ensureBuilt()
  const proc: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'sandbox/main.ts'], {
    env: { ...process.env, PORT: '0', SANDBOX_DATA_DIR: world.dir, SANDBOX_DIST_DIR: join(process.cwd(), 'dist'), SANDBOX_SCALE: String(world.scale) },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const exited = new Promise<void>((resolve) => proc.on('exit', () => resolve()))
  const stop = async (): Promise<void> => {
    if (proc.exitCode === null) proc.kill()
    await exited
  }
  const base = await sandboxBase(proc, stop)
  const signIn = personaSignIn(base)
  return { base, signIn, stop }
}

export const median = (xs: readonly number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN
export const quantile = (xs: readonly number[], q: number): number => {
  const s = [...xs].sort((a, b) => a - b)
  return s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)] ?? Number.NaN
}
