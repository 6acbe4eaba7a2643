import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { TaskEither } from 'fp-ts/TaskEither'
import type { GatewayError } from '../shared/errors'
import { OTP_SENT } from '../shared/messages'
import type { OtpService, OtpTarget } from './otp-service.port'
import { type InvalidOtp, type OtpNotSent, invalidOtp, otpNotSentError } from './sell-pack.errors'

export type OtpDeps = { readonly otp: OtpService }

/** Sends an OTP: 'OTP has been sent successfully', else 'OTP not sent' followed by the server's message. */
export const sendOtp =
  (d: OtpDeps) =>
  (target: OtpTarget): TaskEither<OtpNotSent, string> =>
    pipe(
      d.otp.send(target),
      TE.bimap((e) => otpNotSentError(e.message), () => OTP_SENT),
    )

/** Verifies an OTP: a refused code is 'Invalid OTP'; an unreachable server stays what it is. */
export const verifyOtp =
  (d: OtpDeps) =>
  (target: OtpTarget, otp: string): TaskEither<InvalidOtp | GatewayError, void> =>
    pipe(
      d.otp.verify(target, otp.trim()),
      TE.mapLeft((e): InvalidOtp | GatewayError => (e._tag === 'Rejected' ? invalidOtp() : e)),
    )
