import { serve } from '@hono/node-server'
import { adjustableClock } from './clock'
import { readConfig, sandboxClock } from './config'
import { openDatabase } from './db/database'
import { createSandboxApp } from './http/app'
import { describeSeedAction, ensureSeed } from './seed/seed'

const config = readConfig()
const base = sandboxClock(config.startAt)
const clock = adjustableClock(base)
const now = clock.now
const db = openDatabase(config.dataDir)
const seed = ensureSeed(db, now(), config.scale ?? 0)
if (seed.action === 'reseeded') console.log(`The data folder ${config.dataDir} was ${describeSeedAction(seed)}.`)
const app = createSandboxApp({
  db,
  now,
  distDir: config.distDir,
  ...(config.fixedOtp === undefined ? {} : { fixedOtp: config.fixedOtp }),
  ...(config.clockControl === true ? { clockControl: { clock, base } } : {}),
})

const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  const url = `http://${config.host === '0.0.0.0' ? '127.0.0.1' : config.host}:${info.port}`
  console.log(`Centre operations portal: ${url}`)
  console.log(`Sign in at ${url}/sign-in and choose a staff persona (owner sees everything).`)
  console.log(`Data: ${config.dataDir} (${describeSeedAction(seed)})`)
  if (config.startAt !== undefined) console.log(`Clock: SANDBOX_NOW, now ${new Date(now()).toISOString()}`)
})

const stop = (): void => {
  server.close()
  db.close()
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
