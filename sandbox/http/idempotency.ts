import { createHash } from 'node:crypto'
import type { Context } from 'hono'
import type { Db } from '../db/database'
import { IDEMPOTENCY_KEY_REUSED } from './trust-messages'

/** JSON with object keys sorted, so the same request in another key order has the same fingerprint. */
const canonical = (v: unknown): string =>
  Array.isArray(v)
    ? `[${v.map(canonical).join(',')}]`
    : v !== null && typeof v === 'object'
      ? `{${Object.keys(v)
          .sort()
          .filter((k) => (v as Record<string, unknown>)[k] !== undefined)
          .map((k) => `${JSON.stringify(k)}:${canonical((v as Record<string, unknown>)[k])}`)
          .join(',')}}`
      : JSON.stringify(v) ?? 'null'

export const fingerprint = (request: unknown): string => createHash('sha256').update(canonical(request)).digest('base64url')

/**
 * Who sent a write and what they asked (the route's decoded input): a key is bound to both. The
 * spec's own idempotence ids inside a body (a session-count change's idempotenceId, a spot offer's
 * idempotenceKey) pass `request: null`: the spec says a repeat answers the first result, so they
 * are bound to the staff member only.
 */
export type IdempotentRequest = { readonly staffId: string; readonly request: unknown }

/** The requests answered with a first answer again (they changed nothing: the audit trail records no entry for them). */
export const repeatedRequests = new WeakSet<object>()

type Stored = { readonly owner: string; readonly fingerprint: string; readonly answer: unknown }

/**
 * Runs a write once per idempotency key: a repeat with the same key, by the same staff member and
 * with the same request, gets the first answer again and changes nothing. The key is bound to the
 * staff member and the request (as Stripe binds keys to parameters): the same key from another
 * staff member, or with another request, answers 409 and changes nothing. The key comes from the
 * `idempotency-key` header or the caller's request id.
 */
export const onceFor = async (
  db: Db,
  c: Context,
  key: string | undefined,
  who: IdempotentRequest,
  run: () => Promise<{ status: number; body: unknown }> | { status: number; body: unknown },
): Promise<Response> => {
  const print = fingerprint(who.request)
  if (key !== undefined && key !== '') {
    const prior = db.prepare('SELECT status, body FROM idempotent_results WHERE key = ?').get(key) as { status: number; body: string } | undefined
    if (prior !== undefined) {
      const stored = JSON.parse(prior.body) as Partial<Stored>
      if (stored.owner !== who.staffId || stored.fingerprint !== print) return c.json({ message: IDEMPOTENCY_KEY_REUSED }, 409)
      repeatedRequests.add(c)
      return c.json(stored.answer, prior.status as 200)
    }
  }
  const result = await run()
  if (key !== undefined && key !== '' && result.status < 500) {
    const stored: Stored = { owner: who.staffId, fingerprint: print, answer: result.body }
    db.prepare('INSERT OR IGNORE INTO idempotent_results (key, status, body, created_at) VALUES (?, ?, ?, ?)').run(key, result.status, JSON.stringify(stored), Date.now())
  }
  return c.json(result.body, result.status as 200)
}
