import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { OtpService, OtpTarget } from '../../core/selling/otp-service.port'
import { COUNTRY_CODE } from '../../core/shared/constants'
import { PATHS } from './contract/paths'
import { SendOtpAnswer, VerifyOtpAnswer } from './contract/otp.codecs'
import type { HttpClient } from './http-client'

/** '+91-{phone}', the OTP identifier of a phone. */
export const otpIdentifier = (phone: string): string => `${COUNTRY_CODE}-${phone}`

const target = (t: OtpTarget) => ({ namespace: t.namespace, identifier: otpIdentifier(t.phone), context: t.context })

export const createHttpOtpService = (http: HttpClient): OtpService => ({
  send: (t) =>
    pipe(
      http.send(
        {
          path: PATHS.sendOtp,
          data: { ...target(t), userData: { phone: { phoneNumber: t.phone, countryCallingCode: COUNTRY_CODE } }, mediums: ['sms'] },
        },
        SendOtpAnswer,
      ),
      TE.map(() => undefined),
    ),
  verify: (t, otp) =>
    pipe(
      http.send({ path: PATHS.verifyOtp, data: { ...target(t), otp, ...(t.sale === undefined ? {} : { sale: { userId: t.sale.userId, amount: t.sale.amount } }) } }, VerifyOtpAnswer),
      TE.map(() => undefined),
    ),
})
