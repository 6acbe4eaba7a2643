import {
  COMPLIMENTARY_DEFAULT_COUNT,
  COMPLIMENTARY_THRESHOLD,
  NEW_MEMBER_DEFAULT_COUNT,
  NEW_MEMBER_THRESHOLD,
} from '../shared/constants'
import { type CheckIn, UP_FOR_RENEWAL_FLAG } from './check-in'

/** The sections of the check-in list, in the order the screen shows them (part 1 §2). */
export const CHECK_IN_SECTION_KEYS = [
  'upForRenewal',
  'unassignedTrials',
  'unassignedNewMembers',
  'unassignedNewComplementary',
  'trialUsers',
  'newMembers',
  'assignedComplementary',
  'existingMembers',
  'existingComplementary',
] as const
export type CheckInSectionKey = (typeof CHECK_IN_SECTION_KEYS)[number]

export const CHECK_IN_SECTION_TITLES: Readonly<Record<CheckInSectionKey, string>> = {
  upForRenewal: 'Up For Renewal Members',
  unassignedTrials: 'Trials',
  unassignedNewMembers: 'New Members',
  unassignedNewComplementary: 'New Complementary Members',
  trialUsers: 'Trial Users',
  newMembers: 'New Members',
  assignedComplementary: 'Assigned Complementary Members',
  existingMembers: 'Existing Members',
  existingComplementary: 'Existing Complementary Members',
}

/** The section heading that holds the unassigned sub-groups. */
export const UNASSIGNED_MEMBERS_TITLE = 'Unassigned Members'

/** The "existing" sections; every other section holds renewal, trial, new or assigned members. */
export const EXISTING_SECTIONS: ReadonlySet<CheckInSectionKey> = new Set(['existingMembers', 'existingComplementary'])

export type CheckInSection = {
  readonly key: CheckInSectionKey
  readonly title: string
  /** 'Unassigned Members' for its three sub-groups, else absent. */
  readonly parentTitle?: string
  /** In input order. */
  readonly checkIns: readonly CheckIn[]
}

export type GroupingThresholds = {
  /** A complimentary check-in with count at most this is assigned / new complementary. */
  readonly complimentary: number
  /** An "other" check-in with count at most this is a new member. */
  readonly newMember: number
  /** Count used when a complimentary check-in has none. */
  readonly complimentaryDefaultCount: number
  /** Count used when an "other" check-in has none. */
  readonly newMemberDefaultCount: number
}

export const DEFAULT_GROUPING_THRESHOLDS: GroupingThresholds = {
  complimentary: COMPLIMENTARY_THRESHOLD,
  newMember: NEW_MEMBER_THRESHOLD,
  complimentaryDefaultCount: COMPLIMENTARY_DEFAULT_COUNT,
  newMemberDefaultCount: NEW_MEMBER_DEFAULT_COUNT,
}

const hasFlag = (flags: readonly string[], flag: string): boolean => {
  for (const f of flags) if (f === flag) return true
  return false
}

/**
 * The section a (non-cancelled) check-in belongs to (part 3 §4 "Check-in grouping"):
 * up-for-renewal first; then, with a trainer id, trial / complimentary (assigned when the count is
 * at most the threshold, else existing) / other (new member when the count is at most the
 * threshold, else existing); without a trainer id the same split into the unassigned sub-groups.
 * An unassigned complimentary check-in above the threshold goes to Existing Complementary Members.
 * Cancelled check-ins belong to no section.
 */
export const checkInSection = (
  c: Pick<CheckIn, 'state' | 'flags' | 'trainerId' | 'checkInType' | 'userCheckinCount'>,
  t: GroupingThresholds = DEFAULT_GROUPING_THRESHOLDS,
): CheckInSectionKey | undefined => {
  if (c.state === 'cancelled') return undefined
  if (hasFlag(c.flags, UP_FOR_RENEWAL_FLAG)) return 'upForRenewal'
  const assigned = c.trainerId !== undefined && c.trainerId !== ''
  if (c.checkInType === 'trial') return assigned ? 'trialUsers' : 'unassignedTrials'
  if (c.checkInType === 'complimentary') {
    if ((c.userCheckinCount ?? t.complimentaryDefaultCount) > t.complimentary) return 'existingComplementary'
    return assigned ? 'assignedComplementary' : 'unassignedNewComplementary'
  }
  if ((c.userCheckinCount ?? t.newMemberDefaultCount) > t.newMember) return 'existingMembers'
  return assigned ? 'newMembers' : 'unassignedNewMembers'
}

/**
 * Groups check-ins into the list's sections in one pass: every section is returned, in screen
 * order, each keeping the input order of its check-ins; cancelled check-ins are left out.
 */
export const groupCheckIns = (
  checkIns: readonly CheckIn[],
  t: GroupingThresholds = DEFAULT_GROUPING_THRESHOLDS,
): readonly CheckInSection[] => {
  const buckets: Record<CheckInSectionKey, CheckIn[]> = {
    upForRenewal: [],
    unassignedTrials: [],
    unassignedNewMembers: [],
    unassignedNewComplementary: [],
    trialUsers: [],
    newMembers: [],
    assignedComplementary: [],
    existingMembers: [],
    existingComplementary: [],
  }
  for (const c of checkIns) {
    const key = checkInSection(c, t)
    if (key !== undefined) buckets[key].push(c)
  }
  return CHECK_IN_SECTION_KEYS.map((key) =>
    key.startsWith('unassigned')
      ? { key, title: CHECK_IN_SECTION_TITLES[key], parentTitle: UNASSIGNED_MEMBERS_TITLE, checkIns: buckets[key] }
      : { key, title: CHECK_IN_SECTION_TITLES[key], checkIns: buckets[key] },
  )
}
