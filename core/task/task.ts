import type { EpochMs } from '../shared/brands'

/**
 * A task's campaign configuration: the statuses, each status's sub-statuses (empty when none), and
 * the follow-up options of a leaf (the sub-status, or the status when it has none).
 */
export type CampaignConfig = {
  readonly dispositions: readonly string[]
  readonly dispositionsHierarchy: Readonly<Record<string, readonly string[]>>
  readonly followUpOptions: Readonly<Record<string, readonly string[]>>
}

/** A follow-up task on a customer (part 1 §3 "Task"). */
export type Task = {
  readonly uuid: string
  readonly userId: string
  readonly status: string
  readonly subStatus?: string
  readonly campaignName: string
  readonly refId: string
  readonly expiryTime: EpochMs
  readonly packProductType: string
  readonly campaignConfig: CampaignConfig
  readonly remark?: string
  readonly followUp?: { readonly leadReactivateType: string; readonly callbackTime?: EpochMs }
  readonly resolvedAt?: EpochMs
}

/** Status of a task nobody has resolved yet. */
export const OPEN_TASK_STATUS = 'OPEN'

/** One call of the call trail (part 1 §3 "Call trail entry"). */
export type CallTrailEntry = {
  readonly createdOn: EpochMs
  readonly lastModifiedOn: EpochMs
  readonly status: string
  readonly interactionStatus: string
  readonly callerInteractionStatus: string
  readonly receiverInteractionStatus: string
  readonly agentName: string
  readonly campaignName: string
  readonly packProductType: string
  readonly subStatus?: string
  readonly remarks?: string
  readonly recordingUrl?: string
}
