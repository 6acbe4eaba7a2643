import type { OrderReqBody } from '../../adapters/http/contract/payment.codecs'
import { cashNeedsOtp } from '../../core/payment/cash-flow.rule'
import { priceDifference, ptPriceDropped } from '../../core/selling/pt-price.rule'
import { ptOtpBypassed } from '../../core/selling/pt-sale.rule'
import { paise } from '../../core/shared/brands'
import { rupeesToPaise } from '../../core/shared/money'
import { CASH_SALE_OTP_CONTEXT, PT_PRICE_DROP_OTP_CONTEXT, SALE_OTP_VERIFICATION_TTL_MS } from '../../core/shared/constants'
import { CASH_SALE_OTP_REQUIRED, PT_PRICE_DROP_OTP_REQUIRED } from '../../core/shared/messages'
import type { Db } from '../db/database'
import type { Persona } from '../seed/personas'
import { centreById, productById, productOffers } from './catalogue'

/**
 * The OTP steps of a sale, enforced by the server: a verified OTP is
 * recorded for the staff member, the customer and the amount; an order that needs it takes it
 * (once) or is refused with the catalogue's message.
 */
export type SaleOtpKind = 'CASH' | 'PT_PRICE_DROP'

/** The code of an order refused because an OTP step of the sale was not verified. */
export const SALE_OTP_REQUIRED_CODE = 'SALE_OTP_REQUIRED'

export const SALE_OTP_CONTEXTS: Readonly<Record<SaleOtpKind, string>> = { CASH: CASH_SALE_OTP_CONTEXT, PT_PRICE_DROP: PT_PRICE_DROP_OTP_CONTEXT }

export const saleOtpKindOf = (context: string): SaleOtpKind | undefined =>
  context === CASH_SALE_OTP_CONTEXT ? 'CASH' : context === PT_PRICE_DROP_OTP_CONTEXT ? 'PT_PRICE_DROP' : undefined

export type SaleOtpRecord = { readonly staffId: string; readonly kind: SaleOtpKind; readonly userId: string; readonly amountPaise: number }

export const recordSaleOtp = (db: Db, r: SaleOtpRecord, now: number): void => {
  db.prepare('INSERT INTO sale_otp_verifications (staff_id, context, user_id, amount_paise, verified_at) VALUES (?, ?, ?, ?, ?)').run(
    r.staffId,
    SALE_OTP_CONTEXTS[r.kind],
    r.userId,
    r.amountPaise,
    now,
  )
}

const usableVerification = (db: Db, r: SaleOtpRecord, now: number): number | undefined =>
  db
    .prepare(
      'SELECT id FROM sale_otp_verifications WHERE staff_id = ? AND context = ? AND user_id = ? AND amount_paise = ? AND used_at IS NULL AND verified_at <= ? AND verified_at > ? ORDER BY id LIMIT 1',
    )
    .pluck()
    .get(r.staffId, SALE_OTP_CONTEXTS[r.kind], r.userId, r.amountPaise, now, now - SALE_OTP_VERIFICATION_TTL_MS) as number | undefined

/** The staff e-mails that skip the PT price-drop OTP (kept on the server, never in the browser). */
export const ptOtpBypassEmails = (db: Db): string[] => db.prepare('SELECT email FROM pt_otp_bypass ORDER BY email').pluck().all() as string[]

/**
 * A PT line sold with its price dropped (core's rule, as the sell screen applies it): offers in
 * the pack's breakup, or spot offers taking money off its selling price.
 */
export const ptBelowListPrice = (db: Db, body: OrderReqBody): boolean =>
  body.orderProducts.some((line) => {
    const product = productById(db, line.productId)
    if (product === undefined || (product.kind !== 'PT' && product.kind !== 'PLAY_PT')) return false
    const breakup = (product.data.price as { breakup?: readonly { discount: number }[] } | undefined)?.breakup ?? []
    const selling = paise(product.sellingPricePaise)
    const spot = productOffers(product)
      .filter((o) => o.isSpotOffer && body.esoOfferIds.includes(o.offerId))
      .reduce((s, o) => s + rupeesToPaise(o.discount), 0)
    return ptPriceDropped(spot > 0 ? priceDifference(paise(selling - spot), selling) : undefined, { price: { breakup } })
  })

/** The OTP steps an order needs: cash at a company-owned or marketplace centre, a PT pack below its list price. */
export const saleOtpsNeeded = (db: Db, staff: Persona, body: OrderReqBody, paidInCash: boolean): SaleOtpKind[] => {
  const centre = centreById(db, body.clientMetadata.centerId)
  const kinds: SaleOtpKind[] = []
  if (ptBelowListPrice(db, body) && !ptOtpBypassed(false, staff.email, ptOtpBypassEmails(db))) kinds.push('PT_PRICE_DROP')
  if (paidInCash && centre !== undefined && cashNeedsOtp(centre.wire.centerModel)) kinds.push('CASH')
  return kinds
}

export type SaleOtpCheck = { readonly ok: true; take(orderId: string): void } | { readonly ok: false; readonly message: string }

/**
 * Checks that every OTP the order needs was verified by this staff member for this customer and
 * this amount in the last 10 minutes, and not used by another order; `take` marks them used.
 */
export const checkSaleOtps = (db: Db, staff: Persona, body: OrderReqBody, amountPaise: number, paidInCash: boolean, now: number): SaleOtpCheck => {
  const found: number[] = []
  for (const kind of saleOtpsNeeded(db, staff, body, paidInCash)) {
    const id = usableVerification(db, { staffId: staff.id, kind, userId: body.userId, amountPaise }, now)
    if (id === undefined) return { ok: false, message: kind === 'CASH' ? CASH_SALE_OTP_REQUIRED : PT_PRICE_DROP_OTP_REQUIRED }
    found.push(id)
  }
  return {
    ok: true,
    take: (orderId) => {
      for (const id of found) db.prepare('UPDATE sale_otp_verifications SET used_at = ?, order_id = ? WHERE id = ?').run(now, orderId, id)
    },
  }
}
