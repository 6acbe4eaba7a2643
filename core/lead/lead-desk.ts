import type { EpochMs } from '../shared/brands'
import type { LeadQuality } from './record-pitch.rule'
import type { Lead } from './lead'

/** One previous interaction on a lead (part 3 §2 Record Lead: "previous interaction history"). */
export type LeadInteraction = {
  readonly at: EpochMs
  /** What happened: CAPTURED, UPDATED (Record Lead), PT_PITCH (Record PT Pitch or PT Lead), TRANSFERRED. */
  readonly kind: string
  readonly byName: string
  readonly comment: string
  readonly leadQuality?: string
  readonly commentTag?: string
  readonly nextFollowUpTime?: EpochMs
}

/** v1/ownerEntities/fetchLeadHistory: the customer's open lead at a centre and its interactions, newest first. */
export type LeadHistory = { readonly lead: Lead; readonly interactions: readonly LeadInteraction[] }

/** v1/ownerEntities/fetchUpdateLeadConfig: the comment tags keyed by product, the centre's product and the qualities offered. */
export type UpdateLeadConfig = {
  readonly product: string
  readonly commentTags: Readonly<Record<string, readonly string[]>>
  readonly leadQualities: readonly LeadQuality[]
}

/** v1/ownerEntities/updatePMSLead (part 3 §3 "Lead update payload"). */
export type LeadUpdateRequest = {
  readonly taskInstanceId: string
  readonly userId: string
  readonly commentTag: string
  readonly comment: string
  readonly leadQuality: LeadQuality
  readonly skipFollowUp: boolean
  /** Absent when the follow-up is skipped. */
  readonly nextFollowUpTime?: EpochMs
}

/** A PT trainer who can own a PT lead. */
export type PtTrainer = { readonly identityId: string; readonly name: string }

/** v1/leads/getPTLeadModalConfig: the centre's PT trainers, the PT comment tags, the customer's open PT lead if any. */
export type PtLeadModalConfig = {
  /** The centre is an assessment pilot gym: 'BOOK ASSESSMENT' instead of 'BOOK PT TRIAL'. */
  readonly assessmentPilot: boolean
  readonly trainers: readonly PtTrainer[]
  readonly commentTags: readonly string[]
  readonly lead?: Lead
}

/** v1/leads/submitLead (part 3 §3: the lead update payload plus the PT_PITCH activity). */
export type PtLeadSubmission = {
  readonly userId: string
  readonly centerServiceId: number
  readonly userActivityEventType: 'PT_PITCH'
  readonly vertical: 'PT'
  /** The lead owner (a PT trainer); absent for NOT_INTERESTED or an already owned lead. */
  readonly activityOwner?: string
  /** 'yyyy-MM-dd', the centre day of the activity. */
  readonly activityDate: string
  readonly activityStartTime: EpochMs
  /** true: update the customer's open PT lead; false: a new pitch. */
  readonly updateLeadFlag: boolean
  readonly taskInstanceId?: string
  readonly leadQuality: LeadQuality
  readonly commentTag?: string
  readonly comment: string
  readonly skipFollowUp: boolean
  readonly nextFollowUpTime?: EpochMs
}

/** v1/leads/transferLeads: move a lead owner's active leads at a centre (or the listed ones) to another owner. */
export type LeadTransfer = {
  readonly centerServiceId: number
  readonly fromAssigneeId: string
  readonly toAssigneeId: string
  /** Empty: every active lead of the from-owner at the centre. */
  readonly leadIds: readonly number[]
  /** true: answer what would move, change nothing. */
  readonly dryRun: boolean
}

export type LeadTransferResult = { readonly leadIds: readonly number[]; readonly dryRun: boolean; readonly toAssigneeName: string }

/** A walk-in scheduled at a centre (the /walkins list). */
export type ScheduledWalkIn = {
  readonly id: number
  readonly userId: string
  readonly customerName: string
  readonly centerId: number
  readonly scheduledAt: EpochMs
  /** When a scheduled-walk-in pitch was recorded for it; absent while not pitched. */
  readonly pitchedAt?: EpochMs
  readonly pitchRemarks?: string
}
