import type { TaskEither } from 'fp-ts/TaskEither'
import type { OtpService } from './otp-service.port'
import { type SaleOtpStepError, type SaleOtpStepRequest, saleOtpStep } from './sale-otp'

/** The PT price-drop OTP (part 2 §4): sent to the customer's phone, verified for this customer and price. */
export const ptPriceDropOtp =
  (d: { readonly otp: OtpService }) =>
  (r: Omit<SaleOtpStepRequest, 'kind'>): TaskEither<SaleOtpStepError, void> =>
    saleOtpStep(d)({ ...r, kind: 'PT_PRICE_DROP' })
