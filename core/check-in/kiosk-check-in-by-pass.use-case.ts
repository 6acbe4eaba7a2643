import * as TE from 'fp-ts/TaskEither'
import type { TaskEither } from 'fp-ts/TaskEither'
import type { GatewayError } from '../shared/errors'
import { KIOSK_PASS_NOT_VALID } from '../shared/messages'
import type { KioskWelcome } from './kiosk-desk.port'
import { isScanCode } from './member-pass.rule'
import type { KioskDeps } from './send-kiosk-otp.use-case'

/**
 * A member checks in at the kiosk by scanning their member pass or card: no typing. Text that is
 * not a pass or card code is refused here in words a member reads; the server checks the code as
 * it checks the desk's scan (signature, window, single use, card, centre), applies the centre's
 * alerts and answers only a first name, or a refusal a member may read.
 */
export const kioskCheckInByPass =
  (d: KioskDeps) =>
  (r: { readonly centerId: number; readonly code: string }): TaskEither<GatewayError, KioskWelcome> => {
    const code = r.code.trim()
    if (!isScanCode(code)) return TE.left({ _tag: 'Rejected', message: KIOSK_PASS_NOT_VALID })
    return d.kiosk.checkIn(r.centerId, { kind: 'pass', code })
  }
