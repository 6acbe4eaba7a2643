import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { TaskEither } from 'fp-ts/TaskEither'
import type { Membership } from '../membership/membership'
import type { EpochMs, Paise } from '../shared/brands'
import type { GatewayError } from '../shared/errors'
import type { PtPack } from './pack'
import { ptPriceDropped, priceDifference } from './pt-price.rule'
import { type PtSaleStep, ptOtpBypassed, ptSaleNextStep } from './pt-sale.rule'
import type { PtSaleDeps } from './pt-sale'
import { ptOtpWhitelist } from './pt-otp-whitelist.use-case'

export type StartPtSaleRequest = {
  /** The customer's memberships (any kind); one current and PURCHASED is an active membership. */
  readonly memberships: readonly Pick<Membership, 'start' | 'end' | 'status'>[]
  /** Staff chose Continue Anyway on the 'No Active Memberships found' prompt. */
  readonly continuedWithoutMembership?: boolean
  readonly pack: PtPack
  /** The price the user is charged for the pack, when the server gave one (priceDifference). */
  readonly userPrice?: Paise
  /** The OTP-bypass flag. */
  readonly otpBypassFlag?: boolean
  /** The signed-in staff member's e-mail (checked against the whitelist). */
  readonly staffEmail?: string
}

const activeAt = (m: Pick<Membership, 'start' | 'end' | 'status'>, now: EpochMs): boolean => m.status === 'PURCHASED' && m.start <= now && now <= m.end

/**
 * The first step of a PT sale (part 2 §4 PT sale rules): 'No Active Memberships found' (Sell
 * cultpass / Continue Anyway) without an active membership; with one and a dropped price, the OTP
 * step unless bypassed by the flag or the staff whitelist (fetched only when it decides); else the
 * sell modal.
 */
export const startPtSale =
  (d: PtSaleDeps) =>
  (r: StartPtSaleRequest): TaskEither<GatewayError, PtSaleStep> => {
    const now = d.clock.now()
    const hasActiveMembership = r.memberships.some((m) => activeAt(m, now))
    const dropped = ptPriceDropped(r.userPrice === undefined ? undefined : priceDifference(r.userPrice, r.pack.price.sellingPrice), r.pack)
    const situation = { hasActiveMembership, continuedWithoutMembership: r.continuedWithoutMembership === true, priceDropped: dropped }
    const asks = hasActiveMembership && dropped && r.otpBypassFlag !== true
    if (!asks) return TE.right(ptSaleNextStep({ ...situation, otpBypassed: r.otpBypassFlag === true }))
    return pipe(
      ptOtpWhitelist(d)(),
      TE.map((emails) => ptSaleNextStep({ ...situation, otpBypassed: ptOtpBypassed(false, r.staffEmail, emails) })),
    )
  }
