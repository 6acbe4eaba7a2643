import type { TaskEither } from 'fp-ts/TaskEither'
import type { GatewayError } from '../shared/errors'

/**
 * How a member proves who they are at a self check-in kiosk: the phone number and the OTP sent to
 * it, or a scanned member pass or card (the text the scanner typed). The server decides every
 * case, the kiosk only passes the proof on.
 */
export type KioskProof =
  | { readonly kind: 'phoneOtp'; readonly phone: string; readonly otp: string }
  | { readonly kind: 'pass'; readonly code: string }

/** What the kiosk may show when a member is checked in: their first name only. */
export type KioskWelcome = { readonly firstName: string }

/** The self check-in kiosk's calls: the only ones a kiosk session may make. */
export interface KioskDesk {
  /** Sends an OTP to a member's phone (the member types the phone at the kiosk). */
  sendOtp(centerId: number, phone: string): TaskEither<GatewayError, void>
  /** Checks the member in at the centre when the proof holds and no alert blocks. */
  checkIn(centerId: number, proof: KioskProof): TaskEither<GatewayError, KioskWelcome>
}
