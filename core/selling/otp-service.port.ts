import type { TaskEither } from 'fp-ts/TaskEither'
import type { Paise } from '../shared/brands'
import type { GatewayError } from '../shared/errors'

/** Who an OTP is for: a ten-digit phone, in a namespace and a context (e.g. a cash sale). */
export type OtpTarget = {
  readonly phone: string
  readonly namespace: string
  readonly context: string
  /**
   * A sale's OTP (cash, PT price drop) is verified for one customer and amount: the server keeps
   * the verification for the staff member and accepts one order for that customer and amount.
   */
  readonly sale?: { readonly userId: string; readonly amount: Paise }
}

/** Sends and verifies OTPs by SMS (part 2 §7). A wrong OTP is Rejected with the server's code. */
export interface OtpService {
  send(target: OtpTarget): TaskEither<GatewayError, void>
  verify(target: OtpTarget, otp: string): TaskEither<GatewayError, void>
}
