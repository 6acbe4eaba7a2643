import type { EpochMs } from '../shared/brands'

export type PtSessionStatus = 'BOOKED' | 'ATTENDED' | 'NO_SHOW' | (string & {})

/** A personal-training session (part 1 §3 "PT session"). */
export type PtSession = {
  readonly id: string
  readonly startTime: EpochMs
  readonly endTime: EpochMs
  readonly status: PtSessionStatus
  readonly centerId: number
  readonly identityId: string
  readonly bookingCode?: string
  readonly metadata?: { readonly paid?: boolean; readonly doesNoShowCancellationPolicyV1Apply?: boolean }
}

/** A trainer availability slot. */
export type TrainerSlot = { readonly startTime: EpochMs; readonly endTime: EpochMs; readonly status: string }
