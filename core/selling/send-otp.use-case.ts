import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { TaskEither } from 'fp-ts/TaskEither'
import { OTP_SENT } from '../shared/messages'
import type { OtpTarget } from './otp-service.port'
import { type OtpNotSent, otpNotSentError } from './sell-pack.errors'
import type { OtpDeps } from './otp'

/** Sends an OTP: 'OTP has been sent successfully', else 'OTP not sent' followed by the server's message. */
export const sendOtp =
  (d: OtpDeps) =>
  (target: OtpTarget): TaskEither<OtpNotSent, string> =>
    pipe(
      d.otp.send(target),
      TE.bimap((e) => otpNotSentError(e.message), () => OTP_SENT),
    )
