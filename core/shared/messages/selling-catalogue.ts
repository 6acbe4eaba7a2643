// ---- selling catalogue: bootcamp slots, PT and academy screens ----
export const SELECT_SLOT_TITLE = 'Select a slot'
export const SLOT_DATE_LABEL = 'Date'
export const SLOT_LIST_LABEL = 'Slots'
export const SLOT_CONTINUE = 'Continue'
export const CHANGE_SLOT = 'Change slot'
export const NO_SLOTS_LEFT = 'No slot has a place left.'
export const slotLabel = (from: string, to: string, left: number): string => `${from} - ${to} (${left} ${left === 1 ? 'place' : 'places'} left)`
export const slotChosen = (from: string, to: string, onBoarding: string | undefined): string =>
  `Slot ${from} - ${to}${onBoarding === undefined ? '' : `, onboarding at ${onBoarding}`}`
export const SELECT_COURSE_CATEGORY_TITLE = 'Select Course Category'
export const SELECT_CHILD_USER_TITLE = 'Select Child User'
export const COURSE_CATEGORY_LABEL = 'Course category'
export const CHOOSE_COURSE_CATEGORY = 'Choose a course category'
export const ACADEMY_START_DATE_LABEL = 'Start date'
export const YOURSELF = 'YOURSELF'
export const SHOW_ACADEMY_PACKS = 'Show academy packs'
export const NO_ACADEMY_PACKS = 'No academy packs in this course category'
export const academyFor = (who: string, day: string): string => `For ${who}, starting ${day}`
export const childChoice = (name: string, age: number): string => `${name} (${age} years)`
export const sessionsAndPrice = (sessions: number, price: string): string => `${sessions} sessions, ${price}`
/** Payment link reasons (chosen: the spec names only 'Others'). */
export const PAYMENT_LINK_REASONS = ['Membership purchase', 'PT pack purchase', 'Add-on purchase', 'Others'] as const
export const AMOUNT_LABEL = 'Amount (₹)'
export const REASON_LABEL = 'Reason'
export const OTHER_REASON_LABEL = 'Other reason'
export const NO_PAYMENT_LINKS = 'No payment links yet'
export const PHONE_SHOWN_NOTE = 'This centre may see the member\u2019s number.'
export const PHONE_MASKED_NOTE = 'This centre sees a masked number: place a masked call instead.'
/** Check-in types in staff words (the raw codes are trial, complimentary, other). */
export const CHECK_IN_TYPE_LABELS: Readonly<Record<string, string>> = { trial: 'Trial', complimentary: 'Complimentary', other: 'Member' }
