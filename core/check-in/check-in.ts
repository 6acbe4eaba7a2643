import type { EpochMs } from '../shared/brands'

/** Stored states a check-in can have; other strings may arrive from the server. */
export type CheckInState = 'created' | 'validated' | 'cancelled' | (string & {})
/** Kind of check-in; anything that is not a trial or complimentary counts as "other". */
export type CheckInType = 'trial' | 'complimentary' | (string & {})

export const UP_FOR_RENEWAL_FLAG = 'UP_FOR_RENEWAL_FLAG'
export const EDIT_LEAD_FLAG = 'EDIT_LEAD'

/** A check-in or booking at a centre (part 1 §3 "Check-in", part 3 §3). */
export type CheckIn = {
  readonly id: string
  readonly state: CheckInState
  readonly startTime: EpochMs
  readonly endTime: EpochMs
  readonly validatedAt?: EpochMs
  readonly checkInTime?: EpochMs
  readonly checkOutTime?: EpochMs
  readonly firstName: string
  readonly lastName: string
  readonly userId: string
  readonly checkInType: CheckInType
  /** How many times the user has checked in; absent means unknown (grouping then uses defaults). */
  readonly userCheckinCount?: number
  readonly trainerId?: string
  readonly trainerName?: string
  /** checkInGuidance.status, e.g. GUIDED or DELAY_GUIDED. */
  readonly guidanceStatus?: string
  /** UP_FOR_RENEWAL_FLAG, EDIT_LEAD, ... */
  readonly flags: readonly string[]
  /** lead.leadType */
  readonly leadType?: string
  /** Whether modalConfigPayload.EDIT_LEAD is present. */
  readonly hasEditLeadModalConfig: boolean
}

/** What the lists show for a check-in (display state). */
export type CheckInDisplayState = 'BOOKED' | 'MISSED' | 'CHECKED_IN' | 'CHECKED_OUT'

/** A member's status derived from their check-in records. */
export type CheckInStatus = 'NEVER_CHECKED_IN' | 'CHECKED_IN' | 'CHECKED_OUT'
