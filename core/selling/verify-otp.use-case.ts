import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { TaskEither } from 'fp-ts/TaskEither'
import type { GatewayError } from '../shared/errors'
import type { OtpTarget } from './otp-service.port'
import { type InvalidOtp, invalidOtp } from './sell-pack.errors'
import type { OtpDeps } from './otp'

/** Verifies an OTP: a refused code is 'Invalid OTP'; an unreachable server stays what it is. */
export const verifyOtp =
  (d: OtpDeps) =>
  (target: OtpTarget, otp: string): TaskEither<InvalidOtp | GatewayError, void> =>
    pipe(
      d.otp.verify(target, otp.trim()),
      TE.mapLeft((e): InvalidOtp | GatewayError => (e._tag === 'Rejected' ? invalidOtp() : e)),
    )
