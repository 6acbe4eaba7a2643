import type { EpochMs } from '../shared/brands'

/** A PT lead to capture (part 3 §3 "Captured lead"); centerServiceId is sent as centerId. */
export type LeadCapture = {
  readonly userId: string
  readonly assigneeId: string
  readonly assigneeName?: string
  readonly centerServiceId: number
  readonly leadType: string
  readonly createdBy: string
  readonly comment?: string
}

/** A lead record. */
export type Lead = {
  readonly leadId: number
  readonly userId: string
  readonly assigneeId: string
  readonly assigneeName: string
  readonly assigneeType: string
  readonly centerServiceId: number
  readonly leadCategory: string
  readonly leadType: string
  readonly leadStatus: string
  readonly comment: string
  readonly createdBy: string
  readonly createdAt: EpochMs
  readonly taskInstanceId?: string
  readonly leadQuality?: string
  readonly commentTag?: string
  /** The customer's name (the Record Lead modal's title). */
  readonly customerName?: string
  /** The next follow-up; absent when none is set (skipped or closed). */
  readonly nextFollowUpTime?: EpochMs
}

export type LeadSearch = {
  readonly userIds: readonly string[]
  readonly centerServiceIds: readonly number[]
  readonly leadCategories: readonly string[]
  readonly leadStatuses: readonly string[]
}

export type LeadSearchResult = { readonly leads: readonly Lead[]; readonly isLMSPilotCenter: boolean }

/** A sales pitch (part 1 §7 "Pitch payload"). */
export type Pitch = {
  readonly centerId: number
  readonly centerServiceCenterId: number
  readonly centerType: string
  readonly centerCategory?: 'PLAY' | 'GX' | 'GA'
  readonly type: 'PLAY_JOINING' | 'GYM_JOINING'
  readonly customerName: string
  readonly customerPhone?: string
  readonly customerId?: string
  readonly remarks: string
  readonly source: string
  readonly pitchSource?: string
  readonly pitchedByUserId: string
  readonly leadType: string
  readonly commentTag?: string
}

export type WalkInPitch = {
  readonly centerServiceId: number
  readonly centerId: number
  readonly userId: string
  readonly pitchByUserId: string
  readonly remarks: string
}

/** What a recorded pitch answers: the customer it was recorded on (created when new). */
export type PitchReceipt = { readonly customerId: string; readonly message: string }
