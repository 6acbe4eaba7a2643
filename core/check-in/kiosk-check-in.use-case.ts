import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { TaskEither } from 'fp-ts/TaskEither'
import type { GatewayError, ValidationFailed } from '../shared/errors'
import { type KioskOtpDraft, validateKioskOtp } from './kiosk-check-in.rule'
import type { KioskWelcome } from './kiosk-desk.port'
import type { KioskDeps } from './send-kiosk-otp.use-case'

/**
 * A member checks in at the kiosk with their phone and the code sent to it. The server verifies
 * the code, applies the centre's alerts and answers only a first name, or a refusal a member may
 * read ('Please see the front desk' for any blocking alert).
 */
export const kioskCheckIn =
  (d: KioskDeps) =>
  (r: { readonly centerId: number; readonly draft: KioskOtpDraft }): TaskEither<ValidationFailed<'phone' | 'otp'> | GatewayError, KioskWelcome> =>
    pipe(
      TE.fromEither(validateKioskOtp(r.draft)),
      TE.chainW((v) => d.kiosk.checkIn(r.centerId, { kind: 'phoneOtp', phone: v.phone, otp: v.otp })),
    )
