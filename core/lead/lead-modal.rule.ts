import type { LeadQuality } from './record-pitch.rule'

/** The owner part of the lead and PT pitch modals (part 3 §4 Lead modal, §5 Lead forms). */
export type LeadOwnerState = {
  readonly leadQuality?: LeadQuality
  /** The picked lead owner (a PT trainer id); kept when the quality changes. */
  readonly leadOwner?: string
  /** Whether the 'no need to assign' notice shows. */
  readonly noNeedToAssign: boolean
}

export const EMPTY_LEAD_OWNER_STATE: LeadOwnerState = { noNeedToAssign: false }

/** Choosing NOT_INTERESTED means no owner is needed and shows the notice; any other quality clears it. */
export const chooseLeadQuality = (s: LeadOwnerState, leadQuality: LeadQuality): LeadOwnerState => ({
  ...s,
  leadQuality,
  noNeedToAssign: leadQuality === 'NOT_INTERESTED',
})

/** Whether the modal needs a lead owner: not for NOT_INTERESTED, and not when the lead is already owned. */
export const leadOwnerNeeded = (leadQuality: LeadQuality | undefined, alreadyOwned = false): boolean =>
  !alreadyOwned && leadQuality !== 'NOT_INTERESTED'

/**
 * The PT pitch Submit (part 3 §5): disabled until a lead type is chosen and an owner assigned;
 * the owner is not needed for NOT_INTERESTED.
 */
export const ptPitchSubmitEnabled = (s: { readonly leadQuality?: LeadQuality; readonly leadOwner?: string }): boolean =>
  s.leadQuality !== undefined && (!leadOwnerNeeded(s.leadQuality) || (s.leadOwner ?? '').trim() !== '')
