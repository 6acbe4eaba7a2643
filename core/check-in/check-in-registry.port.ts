import type { TaskEither } from 'fp-ts/TaskEither'
import type { EpochMs } from '../shared/brands'
import type { GatewayError } from '../shared/errors'
import type { CheckIn, CheckInState } from './check-in'
import type { CheckInAlert } from './check-in-alerts.rule'

/** The check-in list query: a centre, a time window (start times, both ends included) and states. */
export type CheckInQuery = {
  readonly centerId: number
  readonly from: EpochMs
  readonly to: EpochMs
  readonly states?: readonly CheckInState[]
  /** The spec's page size is 10000 (CHECK_IN_PAGE_SIZE). */
  readonly pageSize: number
}

export type TrialVisitor = {
  readonly phone: string
  readonly firstName: string
  readonly lastName: string
  readonly centerId: number
  readonly cityId: number
  readonly welcomeMessage?: string
}

/** A trainer offered for a check-in. */
export type CheckInTrainer = {
  readonly name: string
  readonly identityId: string
  readonly recommended: boolean
  readonly checkInsAssigned: number
  readonly photoUrls: readonly string[]
}

/** A check-in the server let through, with the alerts that warn (computed by the server with the centre's settings). */
export type CheckedIn = { readonly checkIn: CheckIn; readonly warnings: readonly CheckInAlert[] }

/** Check-ins and bookings at a centre, and what the front desk does with them. */
export interface CheckInRegistry {
  list(q: CheckInQuery): TaskEither<GatewayError, readonly CheckIn[]>
  /** A customer's check-ins in a window (not for CULT centres). */
  past(userId: string, centerId: number, from: EpochMs, to: EpochMs): TaskEither<GatewayError, readonly CheckIn[]>
  checkInMember(userId: string, centerId: number, cityId: number): TaskEither<GatewayError, CheckedIn>
  checkInTrial(v: TrialVisitor): TaskEither<GatewayError, CheckedIn>
  validatePasscode(checkInId: string, centerId: number, passcode: string): TaskEither<GatewayError, boolean>
  checkInByPasscode(checkInId: string, centerId: number, passcode: string): TaskEither<GatewayError, CheckedIn>
  checkOut(checkInId: string, userId: string): TaskEither<GatewayError, CheckIn>
  assignTrainer(checkInId: string, trainerId: string, centerId: number): TaskEither<GatewayError, CheckIn>
  trainersFor(checkInId: string): TaskEither<GatewayError, readonly CheckInTrainer[]>
}
