import type { Context } from 'hono'
import type { Db } from '../db/database'

/**
 * Runs a write once per idempotency key: a repeat with the same key gets the first answer again
 * and changes nothing. The key comes from the `idempotency-key` header or the caller's request id.
 */
export const onceFor = async (
  db: Db,
  c: Context,
  key: string | undefined,
  run: () => Promise<{ status: number; body: unknown }> | { status: number; body: unknown },
): Promise<Response> => {
  if (key !== undefined && key !== '') {
    const prior = db.prepare('SELECT status, body FROM idempotent_results WHERE key = ?').get(key) as
      | { status: number; body: string }
      | undefined
    if (prior !== undefined) return c.json(JSON.parse(prior.body), prior.status as 200)
  }
  const result = await run()
  if (key !== undefined && key !== '' && result.status < 500)
    db.prepare('INSERT OR IGNORE INTO idempotent_results (key, status, body, created_at) VALUES (?, ?, ?, ?)').run(
      key,
      result.status,
      JSON.stringify(result.body),
      Date.now(),
    )
  return c.json(result.body, result.status as 200)
}
