import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { SCORE_PAGE_PATH } from '../../adapters/http/contract/performance-paths'

/** How long a CM Score URL is valid (an embedded dashboard's signed URL is short-lived). */
export const SCORE_URL_TTL_MS = 10 * 60_000

/** The key score URLs are signed with: new for every sandbox process (a URL does not outlive it). */
const KEY = randomBytes(32)

const signature = (centreId: number, staffId: string, expiresAt: number): string =>
  createHmac('sha256', KEY).update(`${centreId}\n${staffId}\n${expiresAt}`).digest('base64url')

/** A signed, expiring URL of the score page for a staff member at a centre. */
export const signScoreUrl = (centreId: number, staffId: string, now: number): { readonly iframeUrl: string; readonly expiresAt: number } => {
  const expiresAt = now + SCORE_URL_TTL_MS
  const q = new URLSearchParams({ centre: String(centreId), staff: staffId, exp: String(expiresAt), sig: signature(centreId, staffId, expiresAt) })
  return { iframeUrl: `${SCORE_PAGE_PATH}?${q.toString()}`, expiresAt }
}

/** The centre and staff member a score URL was signed for, when its signature holds and it has not expired. */
export const verifyScoreUrl = (q: Readonly<Record<string, string | undefined>>, now: number): { readonly centreId: number; readonly staffId: string } | undefined => {
  const { centre, staff, exp, sig } = q
  if (centre === undefined || staff === undefined || exp === undefined || sig === undefined) return undefined
  if (!/^\d{1,15}$/.test(centre) || !/^\d{1,15}$/.test(exp) || staff.length > 100 || sig.length > 100) return undefined
  const expected = Buffer.from(signature(Number(centre), staff, Number(exp)))
  const given = Buffer.from(sig)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined
  if (Number(exp) <= now) return undefined
  return { centreId: Number(centre), staffId: staff }
}
