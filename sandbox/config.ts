import { resolve } from 'node:path'
import { parseScale } from './seed/scale/plan'

export type SandboxConfig = {
  readonly host: string
  readonly port: number
  readonly dataDir: string
  readonly distDir: string
  /** SANDBOX_FIXED_OTP: every OTP is this 6-digit code (automated tests); unset = random OTPs. */
  readonly fixedOtp?: string
  /**
   * SANDBOX_NOW: the sandbox seeds and answers as of this instant (ISO 8601, e.g.
   * 2026-11-26T02:00:00Z, or epoch milliseconds), its clock running on from there. Unset = the
   * machine's clock. Tests use it to run the same day at every hour.
   */
  readonly startAt?: number
  /** SANDBOX_CLOCK_CONTROL=1: POST /sandbox/clock may move the clock (the journeys' sandbox only). */
  readonly clockControl?: boolean
  /** SANDBOX_SCALE: 'chain' (1) or a multiplier of it; adds a chain's data beside the normal seed. Unset = 0, the normal seed alone. */
  readonly scale?: number
}

/** Reads SANDBOX_NOW: an ISO 8601 instant with a zone, or epoch milliseconds. */
export const parseStartAt = (raw: string): number => {
  const ms = /^\d{10,16}$/.test(raw) ? Number(raw) : /(Z|[+-]\d{2}:?\d{2})$/.test(raw) ? Date.parse(raw) : Number.NaN
  if (!Number.isSafeInteger(ms)) throw new Error(`SANDBOX_NOW must be an ISO 8601 instant with a zone (2026-11-26T02:00:00Z) or epoch milliseconds, not '${raw}'`)
  return ms
}

/** The sandbox's clock: the machine's, or one that started at `startAt` when the sandbox did. */
export const sandboxClock = (startAt: number | undefined, machine: () => number = Date.now): (() => number) => {
  if (startAt === undefined) return machine
  const offset = startAt - machine()
  return () => machine() + offset
}

/** Settings from the environment: PORT (8080), HOST (127.0.0.1), SANDBOX_DATA_DIR (.sandbox-data). */
export const readConfig = (env: NodeJS.ProcessEnv = process.env): SandboxConfig => {
  const port = Number(env.PORT ?? '8080')
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, not '${env.PORT}'`)
  const fixedOtp = env.SANDBOX_FIXED_OTP
  if (fixedOtp !== undefined && fixedOtp !== '' && !/^\d{6}$/.test(fixedOtp)) throw new Error(`SANDBOX_FIXED_OTP must be 6 digits, not '${fixedOtp}'`)
  const startAt = env.SANDBOX_NOW === undefined || env.SANDBOX_NOW === '' ? undefined : parseStartAt(env.SANDBOX_NOW)
  return {
    ...(startAt === undefined ? {} : { startAt }),
    ...(env.SANDBOX_CLOCK_CONTROL === '1' ? { clockControl: true } : {}),
    ...(parseScale(env.SANDBOX_SCALE) > 0 ? { scale: parseScale(env.SANDBOX_SCALE) } : {}),
    ...(fixedOtp === undefined || fixedOtp === '' ? {} : { fixedOtp }),
    host: env.HOST ?? '127.0.0.1',
    port,
    dataDir: resolve(env.SANDBOX_DATA_DIR ?? '.sandbox-data'),
    distDir: resolve(env.SANDBOX_DIST_DIR ?? 'dist'),
  }
}
