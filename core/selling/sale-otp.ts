import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { TaskEither } from 'fp-ts/TaskEither'
import type { Paise } from '../shared/brands'
import { CASH_SALE_OTP_CONTEXT, PT_PRICE_DROP_OTP_CONTEXT, SALE_OTP_NAMESPACE } from '../shared/constants'
import type { GatewayError } from '../shared/errors'
import type { OtpService, OtpTarget } from './otp-service.port'
import { ownPhoneForOtp } from './own-phone.rule'
import { type InvalidOtp, type OtpNotSent, type OtpSent, type OwnPhoneMissing, invalidOtp, otpNotSentError, otpSent } from './sell-pack.errors'

/**
 * A sale's OTP step (part 2 §4): the cash OTP goes
 * to the staff member's own phone, the PT price-drop OTP to the customer's. Without a code it sends
 * one and stops with OtpSent; with one it verifies it for this customer and amount.
 */
export type SaleOtpStepRequest = {
  readonly kind: 'CASH' | 'PT_PRICE_DROP'
  /** The staff member's own phone (cash) or the customer's (PT price drop). */
  readonly phone: string | undefined
  readonly userId: string
  readonly amount: Paise
  readonly otp?: string
}

export type SaleOtpStepError = OtpSent | OtpNotSent | InvalidOtp | OwnPhoneMissing | GatewayError

export const saleOtpTarget = (kind: SaleOtpStepRequest['kind'], phone: string, userId: string, amount: Paise): OtpTarget => ({
  phone,
  namespace: SALE_OTP_NAMESPACE,
  context: kind === 'CASH' ? CASH_SALE_OTP_CONTEXT : PT_PRICE_DROP_OTP_CONTEXT,
  sale: { userId, amount },
})

export const saleOtpStep =
  (d: { readonly otp: OtpService }) =>
  (r: SaleOtpStepRequest): TaskEither<SaleOtpStepError, void> => {
    const own = ownPhoneForOtp(r.phone)
    if (own._tag === 'Left') return TE.left({ _tag: 'OwnPhoneMissing', message: own.left })
    const target = saleOtpTarget(r.kind, own.right, r.userId, r.amount)
    if (r.otp === undefined || r.otp.trim() === '')
      return pipe(
        d.otp.send(target),
        TE.mapLeft((e) => otpNotSentError(e.message)),
        TE.chainW(() => TE.left(otpSent(own.right))),
      )
    return pipe(
      d.otp.verify(target, r.otp.trim()),
      TE.mapLeft((e): SaleOtpStepError => (e._tag === 'Rejected' ? invalidOtp() : e)),
    )
  }
