import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { TaskEither } from 'fp-ts/TaskEither'
import { paise } from '../shared/brands'
import type { CentreModel } from '../centre/centre'
import { cashNeedsOtp } from '../payment/cash-flow.rule'
import type { OtpService } from './otp-service.port'
import { type SaleOtpStepError, saleOtpStep } from './sale-otp'
import type { PlayOrder, PlayOrderInput } from './play'
import { saleKeyFor } from './sale-key'
import type { ManualPaymentPart } from './sale-validation.rule'
import { type CatalogueDeps, attempt } from './selling-catalogue'

export type SellPlayPackRequest = {
  readonly order: PlayOrderInput
  readonly payment: readonly ManualPaymentPart[]
  /**
   * The cash OTP step (part 2 §4 cash flow): at a company-owned or marketplace centre, cash needs the
   * OTP sent to the staff member's own phone; without `otp` it is sent and the sale stops with OtpSent.
   */
  readonly cashOtp?: { readonly centerModel: CentreModel; readonly staffPhone: string | undefined; readonly otp?: string }
}

const playSaleFingerprint = (o: PlayOrderInput): string =>
  JSON.stringify([
    'play-sale',
    o.centerId,
    o.userId,
    o.products.map((p) => [p.productId, p.startDate, p.trainerIdentityId ?? '']),
    o.academy?.courseCategoryId ?? '',
    o.academy?.child?.childName ?? '',
    [...o.esoOfferIds].sort(),
  ])

/**
 * A play centre sale (academy, play PT or play pack) paid at the desk: creates the play order, then
 * fulfils it with the payment taken (part 2 §7: v1/play/create/order/v2, v1/play/fulfillment/order).
 * The same sale repeated within 10 minutes sends the same keys, so a double submit sells once.
 */
export const sellPlayPack =
  (d: Pick<CatalogueDeps, 'play' | 'clock' | 'ids' | 'storage'> & { readonly otp: OtpService }) =>
  (r: SellPlayPackRequest): TaskEither<SaleOtpStepError, PlayOrder> => {
    const fingerprint = playSaleFingerprint(r.order)
    const key = saleKeyFor(d, fingerprint)
    const cash = r.payment.some((p) => p.kind === 'CASH')
    const amount = paise(r.payment.reduce((s, p) => s + p.amount, 0))
    const otpFirst: TaskEither<SaleOtpStepError, void> =
      r.cashOtp !== undefined && cash && cashNeedsOtp(r.cashOtp.centerModel)
        ? saleOtpStep(d)({ kind: 'CASH', phone: r.cashOtp.staffPhone, userId: r.order.userId, amount, ...(r.cashOtp.otp === undefined ? {} : { otp: r.cashOtp.otp }) })
        : TE.right(undefined)
    return pipe(
      otpFirst,
      TE.chainW(() => attempt(d, fingerprint, () => d.play.createOrder(r.order, key), key)),
      // The fulfilment key names the payment too: a refused payment (wrong amount) can be corrected and sent again.
      TE.chain((created) =>
        created.status === 'CREATED'
          ? d.play.fulfilOrder({ orderId: created.orderId, payment: r.payment }, `${key}-fulfil-${r.payment.map((p) => `${p.kind}:${p.amount}`).join(',')}`)
          : TE.right(created),
      ),
    )
  }
