// ---- Leads desk: My Leads, Record Lead, PT pitch and PT lead, walk-ins, lead transfer ----
// The spec's own words for these screens are in forms-and-selling.ts and messages.ts (LEAD_UPDATED,
// LEAD_CAPTURED, SKIP_FOLLOW_UP_LABEL, ...); these are the labels and answers the spec does not word.
export const RECORD_LEAD_TITLE_FALLBACK = 'Record Lead'
export const SELL_PACK = 'Sell Pack'
export const SELL_PT_PACK = 'Sell PT Pack'
export const BOOK_PT_TRIAL = 'BOOK PT TRIAL'
export const BOOK_ASSESSMENT = 'BOOK ASSESSMENT'
export const MARK_PT_INTEREST = 'Mark PT Interest'
export const SUBMIT_LEAD = 'Submit Lead'
export const RECORD_PT_PITCH = 'Record PT Pitch'
export const PT_LEAD = 'PT Lead'
export const PREVIOUS_INTERACTIONS = 'Previous interactions'
export const NO_PREVIOUS_INTERACTIONS = 'No previous interactions yet'
export const COMMENT_TAG_LABEL = 'Comment Tag'
export const COMMENT_LABEL = 'Comment'
export const COMMENT_OPTIONAL_LABEL = 'Comment (optional)'
export const LEAD_QUALITY_LABEL = 'Lead Quality'
export const LEAD_OWNER_LABEL = 'Lead Owner'
export const FOLLOW_UP_DATE_LABEL = 'Next follow-up date'
export const FOLLOW_UP_TIME_LABEL = 'Next follow-up time'
export const LEAD_UPDATE_FAILED = 'Lead could not be updated'
export const NO_OPEN_LEAD = 'This member has no open lead at this centre'
export const MY_LEADS_LABEL = 'Leads at this centre'
export const LEADS_ASSIGNED_TO_ME = 'Only my leads'
export const FILTER_QUALITY = 'Quality'
export const FILTER_FOLLOW_UP = 'Follow-up'
export const ANY = 'Any'
export const NO_LEADS = 'No leads match these filters'
export const LEAD_SEARCH_NOT_AT_CULT =
  'Lead search is not offered at cult centres: their leads are worked as tasks. Choose a gym, play or one-pass centre to see its leads.'
export const LEAD_OWNER_COLUMN = 'Owner'
export const LEAD_MEMBER_COLUMN = 'Member'
export const LEAD_NEXT_FOLLOW_UP_COLUMN = 'Next follow-up'
export const LEAD_CATEGORY_COLUMN = 'Lead'
export const LEAD_ACTIONS_COLUMN = 'Actions'
export const NO_FOLLOW_UP = 'No follow-up'
export const FOLLOW_UP_STATE_LABELS = { OVERDUE: 'Overdue', TODAY: 'Due today', UPCOMING: 'Upcoming', NONE: 'No follow-up' } as const
export const LEAD_QUALITY_LABELS: Readonly<Record<string, string>> = { HOT: 'Hot', WARM: 'Warm', COLD: 'Cold', NOT_INTERESTED: 'Not interested' }
export const LEAD_CATEGORY_LABELS: Readonly<Record<string, string>> = { PT_LEAD: 'Personal training', GYM_LEAD: 'Membership', PLAY_LEAD: 'Play' }
export const INTERACTION_KIND_LABELS: Readonly<Record<string, string>> = {
  CAPTURED: 'Lead captured',
  UPDATED: 'Lead updated',
  PT_PITCH: 'PT pitch',
  TRANSFERRED: 'Lead transferred',
}
export const ALREADY_OWNED_BY = (name: string): string => `Owned by ${name}`
export const PT_TRAINERS_ONLY_HINT = 'Only personal trainers of this centre can own a PT lead'
export const NOT_A_PT_LEAD_OWNER = 'The lead owner must be a personal trainer of this centre'
export const NO_LEAD_TO_UPDATE = 'No open lead found for this task'
export const LEAD_USER_MISMATCH = 'This task belongs to another member'
export const SKIP_ONLY_FOR_COLD = 'Only a COLD lead can skip the follow-up'
// Walk-ins
export const SCHEDULED_WALK_INS = 'Scheduled walk-ins'
export const NO_SCHEDULED_WALK_INS = 'No walk-ins scheduled for the next 7 days'
export const RECORD_WALK_IN_PITCH = 'Record Pitch'
export const WALK_IN_PITCHED = 'Pitched'
export const WALK_IN_NOT_PITCHED = 'Not pitched yet'
export const WALK_IN_SOURCE = 'Scheduled walk-in'
export const SOURCE_LABEL = 'Source'
export const PITCHED_BY_LABEL = 'Pitched By'
export const WALK_IN_ALREADY_PITCHED = 'A pitch is already recorded for this walk-in'
export const WALK_IN_NOT_FOUND = 'No such scheduled walk-in at this centre'
// Lead transfer
export const TRANSFER_FROM = 'From lead owner'
export const TRANSFER_TO = 'To lead owner'
export const PREVIEW_TRANSFER = 'Preview'
export const TRANSFER_LEADS = 'Transfer Leads'
export const TRANSFER_SAME_OWNER = 'Choose two different lead owners'
export const TRANSFER_OWNER_REQUIRED = 'Choose both lead owners'
export const TRANSFER_OWNER_NOT_AT_CENTRE = 'The new lead owner does not work at this centre'
export const TRANSFER_NOTHING = 'This lead owner has no active leads at this centre'
export const leadsWouldMove = (n: number, to: string): string => `${n} ${n === 1 ? 'lead' : 'leads'} would move to ${to}`
export const leadsTransferred = (n: number, to: string): string => `${n} ${n === 1 ? 'lead' : 'leads'} transferred to ${to}`
export const activeLeadsOf = (n: number): string => `${n} active ${n === 1 ? 'lead' : 'leads'}`
export const INVALID_DAY = 'The day must be a calendar date (YYYY-MM-DD)'
export const SEARCH_LEADS_LABEL = 'Search leads by member name or user id'
export const PREVIOUS_PAGE = 'Previous'
export const NEXT_PAGE = 'Next'
export const pageOf = (current: number, total: number): string => `${current} / ${total}`
export const userIdLabel = (id: string): string => `User ID ${id}`
export const leadsShown = (n: number): string => `${n} ${n === 1 ? 'lead' : 'leads'}`
export const TRANSFER_NEEDS_EDIT = 'Moving leads needs the lead transfer permission (edit); a preview needs only view'
