import * as E from 'fp-ts/Either'
import { Hono } from 'hono'
import * as t from 'io-ts'
import { SANDBOX_PAGES } from '../../adapters/http/contract/sandbox-paths'
import type { AdjustableClock } from '../clock'

/** `{ now }` sets the clock to that instant (epoch ms); `{ reset: true }` returns it to the base clock. */
const ClockChange = t.union([t.strict({ now: t.Int }), t.strict({ reset: t.literal(true) })])

const hostOf = (origin: string): string | undefined => {
  try {
    return new URL(origin).host
  } catch {
    return undefined
  }
}

/** Instants a journey may move to: within a year of the base clock's now. */
const YEAR_MS = 366 * 86_400_000

/**
 * POST /sandbox/clock: moves the sandbox's clock, for journeys that must wait for a time to come
 * (a session that begins tomorrow morning). Mounted only when the sandbox runs with
 * SANDBOX_CLOCK_CONTROL=1 (the journeys' sandbox), never by `npm start`; like the card terminal
 * page it stands outside the API, and it refuses a request from another origin.
 */
export const clockControlRoutes = (clock: AdjustableClock, base: () => number): Hono => {
  const app = new Hono()
  app.post(SANDBOX_PAGES.clock, async (c) => {
    const origin = c.req.header('origin')
    if (origin !== undefined && hostOf(origin) !== c.req.header('host')) return c.json({ message: 'Use the sandbox’s own origin.' }, 403)
    const body: unknown = await c.req.json().catch(() => undefined)
    const change = ClockChange.decode(body)
    if (E.isLeft(change)) return c.json({ message: 'Send { "now": <epoch ms> } or { "reset": true }.' }, 400)
    if ('reset' in change.right) clock.reset()
    else if (Math.abs(change.right.now - base()) > YEAR_MS) return c.json({ message: 'The clock moves at most a year from now.' }, 400)
    else clock.set(change.right.now)
    return c.json({ now: clock.now() })
  })
  return app
}
