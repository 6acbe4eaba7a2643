// ---- roster slot picker (rostering): slot bookings on /employee/rostering ----
export const BOOK_SLOT = 'Book a slot'
export const SLOT_AGENT = 'Agent'
export const SLOT_PICKER_DAY = 'Day'
export const SLOT_PICKER_LIST = 'Free slots'
export const CONFIRM_SLOT = 'Confirm booking'
export const SLOT_BOOKED_DONE = 'Slot booked'
export const NO_SLOTS_THIS_DAY = 'No slots left on this day'
export const CHOOSE_AGENT_FIRST = 'Choose an agent to see their slots'
export const SLOT_TAKEN = 'This slot is already taken'
export const NOT_A_SLOT = 'This time is not one of the day’s slots'
export const slotBucketLabel = (from: string, to: string): string => `${from} – ${to}`
