import type { TaskEither } from 'fp-ts/TaskEither'
import type { EpochMs } from '../shared/brands'
import type { GatewayError } from '../shared/errors'
import type { CheckIn } from './check-in'
import type { CheckInAlert } from './check-in-alerts.rule'

/** The member a scanned pass or card named, as the desk shows them after the scan. */
export type ScannedMember = {
  readonly userId: string
  readonly firstName: string
  readonly lastName: string
  readonly photoUrl?: string
}

/** A member checked in by a scan, with the alerts that warned (the server's words, from the centre's settings). */
export type ScanCheckIn = { readonly checkIn: CheckIn; readonly member: ScannedMember; readonly warnings: readonly CheckInAlert[] }

/**
 * A scan the server refused, with its reason; `userId` names the member when the code named one of
 * the staff member's centres' members (the desk then opens the profile with the reason).
 */
export type ScanRefused = { readonly _tag: 'ScanRefused'; readonly message: string; readonly userId?: string }

/** A member's printed card: its number, the text its code carries, and whether it was revoked. */
export type MemberCard = {
  readonly cardNumber: string
  readonly code: string
  readonly issuedAt: EpochMs
  readonly revokedAt?: EpochMs
}

/** Check-in by a member's pass or card, and the printed card itself. */
export interface MemberPassDesk {
  /** Checks in the member of a scanned pass or card at the centre; the server checks the code, its window and single use. */
  checkInByScan(code: string, centerId: number): TaskEither<GatewayError | ScanRefused, ScanCheckIn>
  /** The member's latest card (active or revoked), or undefined when none was issued. */
  memberCard(userId: string): TaskEither<GatewayError, MemberCard | undefined>
  /** Issues a new card; the member's old card stops working. */
  issueCard(userId: string): TaskEither<GatewayError, MemberCard>
  /** Revokes the member's card. */
  revokeCard(userId: string): TaskEither<GatewayError, MemberCard>
}
