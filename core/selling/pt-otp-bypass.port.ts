import type { TaskEither } from 'fp-ts/TaskEither'
import type { GatewayError } from '../shared/errors'

/** Where the PT OTP-bypass whitelist of staff e-mails comes from (its contents are not in the spec). */
export interface PtOtpBypassList {
  /** The staff e-mails that skip the PT OTP; no configuration is an empty list. */
  emails(): TaskEither<GatewayError, readonly string[]>
}
