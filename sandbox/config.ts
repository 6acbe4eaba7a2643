import { resolve } from 'node:path'

export type SandboxConfig = {
  readonly host: string
  readonly port: number
  readonly dataDir: string
  readonly distDir: string
  /** SANDBOX_FIXED_OTP: every OTP is this 6-digit code (automated tests); unset = random OTPs. */
  readonly fixedOtp?: string
}

/** Settings from the environment: PORT (8080), HOST (127.0.0.1), SANDBOX_DATA_DIR (.sandbox-data). */
export const readConfig = (env: NodeJS.ProcessEnv = process.env): SandboxConfig => {
  const port = Number(env.PORT ?? '8080')
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, not '${env.PORT}'`)
  const fixedOtp = env.SANDBOX_FIXED_OTP
  if (fixedOtp !== undefined && fixedOtp !== '' && !/^\d{6}$/.test(fixedOtp)) throw new Error(`SANDBOX_FIXED_OTP must be 6 digits, not '${fixedOtp}'`)
  return {
    ...(fixedOtp === undefined || fixedOtp === '' ? {} : { fixedOtp }),
    host: env.HOST ?? '127.0.0.1',
    port,
    dataDir: resolve(env.SANDBOX_DATA_DIR ?? '.sandbox-data'),
    distDir: resolve(env.SANDBOX_DIST_DIR ?? 'dist'),
  }
}
