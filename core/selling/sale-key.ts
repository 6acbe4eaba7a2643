import type { Clock } from '../shared/clock.port'
import type { IdGenerator } from '../shared/id-generator.port'
import type { KeyValueStore } from '../shared/key-value-store.port'
import { type AttemptEnd, type KeptAttempt, afterAttempt, nextAttempt } from './sale-attempt.rule'

/**
 * The idempotency key of a sale's attempt: drawn from the IdGenerator, kept for 10 minutes in the
 * local store under the sale's fingerprint, so a repeat of the same sale sends the same key until
 * its attempt has ended in a certain failure (`endSaleAttempt`); then the next attempt draws a new
 * key (the attempt rule, sale-attempt.rule.ts).
 */
export const saleKeyFor = (d: { readonly ids: IdGenerator; readonly storage: KeyValueStore; readonly clock: Clock }, fingerprint: string): string => {
  const storeKey = `sale-key:${fingerprint}`
  const kept = parseKept(d.storage.get(storeKey))
  const next = nextAttempt(kept, d.clock.now(), () => d.ids.next())
  if (next !== kept) d.storage.set(storeKey, JSON.stringify(next))
  return next.key
}

/**
 * Records how the attempt with `key` of the sale with this fingerprint ended: after a certain
 * failure the sale's next attempt gets a new key; any other end keeps the key (the next attempt
 * asks about the same order and never creates a second one).
 */
export const endSaleAttempt = (d: { readonly storage: KeyValueStore }, fingerprint: string, key: string, end: AttemptEnd): void => {
  const storeKey = `sale-key:${fingerprint}`
  const kept = parseKept(d.storage.get(storeKey))
  const after = afterAttempt(kept, key, end)
  if (after !== undefined && after !== kept) d.storage.set(storeKey, JSON.stringify(after))
}

const parseKept = (text: string | undefined): KeptAttempt | undefined => {
  if (text === undefined) return undefined
  try {
    const v = JSON.parse(text) as { key?: unknown; at?: unknown; failed?: unknown }
    if (typeof v.key !== 'string' || typeof v.at !== 'number') return undefined
    return v.failed === true ? { key: v.key, at: v.at, failed: true } : { key: v.key, at: v.at }
  } catch {
    return undefined
  }
}
