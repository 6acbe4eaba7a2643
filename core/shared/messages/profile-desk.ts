// ---- Profile desk (/user search, blocks and modals; our words where the spec gives none) ----
export const SEARCH_FOR_USER_TITLE = 'Search for user'
export const VIP_PASS = 'VIP PASS'
export const CHECK_IN_ACTION = 'Check in'
export const BOOK_ACTION = 'Book'
export const CALL_CUSTOMER_LABEL = 'Phone number'
export const CURRENT_CHECK_IN_TITLE = 'Current check-in'
export const UPCOMING_BOOKING_TITLE = 'Upcoming booking'
export const LAST_CHECK_INS_TITLE = 'Last 5 check-ins'
export const LAST_BOOKINGS_TITLE = 'Last 5 bookings'
export const NO_CHECK_INS_YET = 'No check-ins yet'
export const NO_BOOKINGS_YET = 'No bookings yet'
export const CHECK_IN_BY_PASSCODE = 'Check-in by passcode'
export const PASSCODE_LABEL = 'Passcode'
export const TRIAL_CHECK_IN = 'Trial check-in'
export const trialsUsed = (used: number, max: number): string => `Trials used ${used} of ${max}`
export const ACTIVE_PACKS_TITLE = 'Active Packs & memberships'
export const NO_ACTIVE_PACKS = 'No active packs or memberships'
export const sessionsUsed = (used: number, max: number): string => `${used} of ${max} used`
export const daysLeft = (n: number): string => `${n} days left`
export const MEMBERSHIPS_TITLE = 'Memberships'
export const MEMBERSHIP_COLUMN = 'Membership'
export const START_DATE_COLUMN = 'Start Date'
export const END_DATE_COLUMN = 'End Date'
export const ADD_ONS_COLUMN = 'Add-ons'
export const STATUS_COLUMN = 'Status'
export const VIEW_ADD_ONS = 'View Add-ons'
export const VIEW_ALL_ORDERS = 'VIEW ALL ORDERS'
export const ADD_ON_PACKS_INFORMATION = 'Add-on Packs Information'
export const ORDERS_TITLE = 'Orders'
export const ORDER_STATUS_FILTER = 'Order status'
export const ALL_STATUSES = 'All'
export const ORDER_DETAILS_TITLE = 'Order Details'
export const DOWNLOAD_INVOICE = 'Download invoice'
export const CHILD_USERS_TITLE = 'Child Users'
export const ADD_CHILD_USER = 'ADD CHILD USER'
export const ADD_CHILD_USER_TITLE = 'Add Child User'
export const RECORD_PITCH_TITLE = 'Record Pitch'
export const PAYMENT_LINKS_TITLE = 'Payment Links'
export const GENERATE_LINK = 'Generate link'
export const USER_PHONE_NUMBER_TITLE = 'User Phone Number'
export const CALL_CONFIRMATION_TITLE = 'Call confirmation'
export const callConfirmation = (ownPhone: string): string => `You will receive a call on ${ownPhone} that connects you to the member. Place the call?`
export const PLACE_CALL = 'Call'
export const VERIFY = 'Verify'
export const otpSentTo = (masked: string): string => `Enter the OTP sent to ${masked}`
export const CLEAR_BIOMETRICS_TITLE = 'Clear biometrics'
export const clearBiometricsConfirm = (name: string): string => `Clear the biometrics of ${name} at this centre?`
export const MORE_ACTIONS = 'More actions'
export const SAVE = 'Save'
export const CANCEL = 'Cancel'
export const REMARKS_LABEL = 'Remarks'
export const NEW_END_DATE = 'End date'
export const NEW_START_DATE = 'Start date'
export const SESSIONS_LABEL = 'Number of sessions'
export const EDIT_MEMBERSHIP = 'Edit membership'
export const PHONE_NOT_IN_ADDRESS_NOTE = 'Find a member by mobile number or user id.'
export const PROFILE_ACTION_LABELS = {
  sellNewPack: 'Sell new pack',
  checkInAsTrial: 'Check in as trial',
  sellBootcamp: 'Sell bootcamp',
  onboardingFlow: 'Onboarding flow',
  recordPitch: 'Record Pitch',
  sellPtPack: 'Sell PT pack',
  recordReferral: 'Record Referral',
  clearBiometrics: 'Clear biometrics',
  generatePaymentLink: 'Generate payment link',
} as const
export const MEMBERSHIP_UPDATE_ACTIONS = {
  END_DATE: 'Change end date',
  START_DATE: 'Change start date',
  TRAINER: 'Change trainer',
  MAX_TICKETS: 'Change number of sessions',
  CENTRE: 'Change centre',
} as const
