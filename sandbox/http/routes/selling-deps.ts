import type { Context } from 'hono'
import type { Db } from '../../db/database'
import { CENTRE_NOT_YOURS } from '../../selling/messages'
import type { ApiEnv } from '../api-env'

/** What the selling, payment, OTP and payment-link routes need. */
export type SellingDeps = {
  readonly db: Db
  readonly now: () => number
  /** When set, every OTP is this code (for automated tests; env SANDBOX_FIXED_OTP). */
  readonly fixedOtp?: string
}

/** The staff member may act only at their own centres. */
export const ownsCentre = (c: Context<ApiEnv>, centreId: number): boolean => c.get('staff').centres.includes(centreId)

export const notYourCentre = (c: Context<ApiEnv>): Response => c.json({ message: CENTRE_NOT_YOURS }, 403)

/** The idempotency key of a write: the header first, else the caller's request id. */
export const idempotencyKey = (c: Context, requestId?: string): string | undefined => {
  const header = c.req.header('idempotency-key')
  return header !== undefined && header !== '' ? header : requestId
}
