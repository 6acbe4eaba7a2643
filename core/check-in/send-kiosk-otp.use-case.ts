import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { TaskEither } from 'fp-ts/TaskEither'
import type { GatewayError, ValidationFailed } from '../shared/errors'
import { type KioskPhoneDraft, validateKioskPhone } from './kiosk-check-in.rule'
import type { KioskDesk } from './kiosk-desk.port'

export type KioskDeps = { readonly kiosk: KioskDesk }

/** The kiosk sends a code to the phone a member typed (checked first: nothing is sent for a phone that is not one). */
export const sendKioskOtp =
  (d: KioskDeps) =>
  (r: { readonly centerId: number; readonly draft: KioskPhoneDraft }): TaskEither<ValidationFailed<'phone'> | GatewayError, { readonly phone: string }> =>
    pipe(
      TE.fromEither(validateKioskPhone(r.draft)),
      TE.chainW((v) =>
        pipe(
          d.kiosk.sendOtp(r.centerId, v.phone),
          TE.map(() => v),
        ),
      ),
    )
