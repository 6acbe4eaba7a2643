import { resolve } from 'node:path'

export type SandboxConfig = {
  readonly host: string
  readonly port: number
  readonly dataDir: string
  readonly distDir: string
}

/** Settings from the environment: PORT (8080), HOST (127.0.0.1), SANDBOX_DATA_DIR (.sandbox-data). */
export const readConfig = (env: NodeJS.ProcessEnv = process.env): SandboxConfig => {
  const port = Number(env.PORT ?? '8080')
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, not '${env.PORT}'`)
  return {
    host: env.HOST ?? '127.0.0.1',
    port,
    dataDir: resolve(env.SANDBOX_DATA_DIR ?? '.sandbox-data'),
    distDir: resolve(env.SANDBOX_DIST_DIR ?? 'dist'),
  }
}
