// ---- operations: rewards, goodies, health partner (/cultHabitRewards, /goodies-tracking-details, /tata1mg) ----
// The spec gives no texts for these screens beyond the generic ones (part 3 §8); these are the
// words staff see (docs/decisions/operations.md).
export const HABIT_ACKNOWLEDGED = 'Habit completion acknowledged: the goodie is ordered'
export const HABIT_NOT_COMPLETED = 'This member has not completed the habit yet'
export const HABIT_ALREADY_ACKNOWLEDGED = 'This habit completion was already acknowledged'
export const HABIT_REWARD_NOT_FOUND = 'No such habit reward at this centre'
export const GOODIE_RECEIVED = 'Goodie marked as received at the centre'
export const GOODIE_HANDED_OVER = 'Goodie handed over to the member'
export const GOODIE_NOT_FOUND = 'No such goodie at this centre'
export const goodieMoveRefused = (from: string, to: string): string => `A goodie that is ${from} cannot be marked ${to}`
export const HEALTH_PARTNER_LINK_READY = 'Health-partner link generated'
export const HEALTH_PARTNER_USER_REQUIRED = 'Enter the member’s user id'
export const HEALTH_PARTNER_USER_DIGITS = 'A user id is digits only'
export const healthPartnerMemberUnknown = (userId: string): string => `No member with user id ${userId}`
