import type { EpochMs } from '../shared/brands'
import { TIME_BASED_CALL_BACK } from './resolve-task.rule'

/** The Resolve Task form while it is being filled (part 1 §4 Task resolution, part 3 §4 Tasks). */
export type ResolveTaskFormState = {
  readonly status?: string
  readonly subStatus?: string
  readonly followUp?: string
  readonly callbackTime?: EpochMs
  readonly remarks: string
}

export const EMPTY_RESOLVE_TASK_FORM: ResolveTaskFormState = { remarks: '' }

const withoutFollowUp = (s: ResolveTaskFormState): ResolveTaskFormState => {
  const { followUp: _f, callbackTime: _c, ...rest } = s
  return rest
}

/**
 * Choosing a status resets the sub-status and the follow-up (with its call-back time); remarks
 * stay. Choosing the status already held changes nothing.
 */
export const chooseTaskStatus = (s: ResolveTaskFormState, status: string): ResolveTaskFormState => {
  if (s.status === status) return s
  const { subStatus: _s, ...rest } = withoutFollowUp(s)
  return { ...rest, status }
}

/**
 * Choosing a sub-status resets the follow-up (its options depend on the sub-status; our
 * reading, recorded in the audit).
 */
export const chooseTaskSubStatus = (s: ResolveTaskFormState, subStatus: string): ResolveTaskFormState =>
  s.subStatus === subStatus ? s : { ...withoutFollowUp(s), subStatus }

/** Choosing a follow-up; any option other than TIME_BASED_CALL_BACK drops the call-back time. */
export const chooseTaskFollowUp = (s: ResolveTaskFormState, followUp: string): ResolveTaskFormState => {
  const { callbackTime, ...rest } = s
  return followUp === TIME_BASED_CALL_BACK && callbackTime !== undefined ? { ...rest, followUp, callbackTime } : { ...rest, followUp }
}

/** A follow-up with option TIME_BASED_CALL_BACK additionally asks for a date and time. */
export const asksCallBackTime = (s: ResolveTaskFormState): boolean => s.followUp === TIME_BASED_CALL_BACK
