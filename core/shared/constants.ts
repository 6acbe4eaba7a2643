/** Business constants and limits (part 1 §9, part 2 §9, part 3 §9). */

export const MINUTE_MS = 60_000
export const HOUR_MS = 3_600_000
export const DAY_MS = 86_400_000

// Phone, search, OTP
export const PHONE_LENGTH = 10
export const SEARCH_MAX_DIGITS = 10
export const OTP_DEFAULT_LENGTH = 6
export const PASSCODE_MAX_LENGTH = 6
export const COUNTRY_CODE = '+91'
export const PHONE_MASK = 'XXXXXXXXX'
export const PHONE_MASK_VISIBLE_DIGITS = 4

// Add Child and BCA
export const CHILD_AGE_MIN = 5
export const CHILD_AGE_MAX = 18
export const BCA_MUSCLE_MASS = { min: 5, max: 70 } as const
export const BCA_BODY_FAT = { min: 5, max: 70 } as const
export const BCA_VISCERAL_FAT = { min: 1, max: 60 } as const
export const BCA_BMR = { min: 500, max: 4000 } as const

// Memberships
export const START_DATE_LOOK_BACK_DAYS = 30
export const RENEWAL_THRESHOLD_DAYS = 30
export const UPGRADE_MIN_REMAINING_DAYS = 30
export const EMI_MIN_PLAN_DAYS = 60

// PT and bookings
export const BOOKING_WINDOW_MS = 30 * MINUTE_MS
export const PT_RESCHEDULE_CANCEL_WINDOW_MS = 900_000
export const PT_MEMBERSHIP_EDIT_DAYS_AFTER_END = 180
export const PT_SLOT_LOOK_BACK_MS = 49 * MINUTE_MS
export const PT_SESSION_FETCH_SIZE = 30
export const PT_SERVICE = 'GYMFIT_PERSONAL_TRAINING'
/** Time-of-day buckets for slots, in hours [from, to). */
export const SLOT_BUCKETS = [
  [4, 9],
  [9, 14],
  [14, 18],
  [18, 23],
] as const

// Check-ins
export const CHECK_IN_PAGE_SIZE = 10_000
export const VALIDATED_WINDOW_BEFORE_MS = 90 * MINUTE_MS
export const VALIDATED_WINDOW_AFTER_MS = 1 * MINUTE_MS
export const TIME_PICKER_STEP_MINUTES = 30
export const TIME_PICKER_SHORT_STEP_MINUTES = 15
export const COMPLIMENTARY_THRESHOLD = 5
export const NEW_MEMBER_THRESHOLD = 3
export const COMPLIMENTARY_DEFAULT_COUNT = 6
export const NEW_MEMBER_DEFAULT_COUNT = 4
export const SESSION_BADGE_MIN = 1
export const SESSION_BADGE_MAX = 3
export const ASSIGN_TRAINER_MAX_COUNT = 3
export const LAST_CHECK_INS_SHOWN = 5

// Orders and tables
export const ORDER_HISTORY_DAYS = 90
export const PAGE_SIZE = {
  orderHistoryCheckInArea: 4,
  memberships: 4,
  orders: 3,
  childUsers: 4,
  ptSessions: 5,
  ptPacks: 3,
  addOns: 10,
  default: 0,
} as const
export const CALL_TRAIL_PREVIEW = 3

// Timing
export const SEARCH_DEBOUNCE_MS = 300
export const TABLE_SEARCH_DEBOUNCE_MS = 300
export const BUTTON_GUARD_MS = 5_000
export const TOAST_MS = 4_000
export const HTTP_TIMEOUT_MS = 30_000
export const HTTP_401_RETRIES = 3
export const REMINDER_POLL_MS = 60_000
export const REMINDER_SNOOZE_MS = 900_000
export const PT_OTP_BYPASS_CACHE_MS = 300_000
export const LOADING_INTERVAL_TOTAL_S = 10

// Payments (part 2 §9)
export const GST_PERCENT = 18
export const LOCAL_ORDER_TTL_MS = 10 * MINUTE_MS
export const PAYMENT_POLL_INTERVAL_MS = 5_000
export const PAYMENT_POLL_LIMIT_MS = 30_000
export const WAIT_COUNTDOWN_S = 30
export const CONFIRM_TRIALS = 20
export const CONFIRM_REFETCH_MS = 1_500
export const CONFIRM_MAX_FAILURES = 3
export const RECURRING_LINK_VALID_MS = 24 * HOUR_MS
export const GROUP_BUY_MIN = 2
export const GROUP_BUY_MAX = 5
export const GROUP_OFFER_DEFAULT_SAVING_RUPEES = 1000
export const MINOR_UNITS_PER_RUPEE = 100
export const EMPLOYEE_PAGE_SIZE = 1000

// Fixed identifiers
export const TENANT = 'curefit'
export const SEGMENT_ID = 28123
export const STANDALONE_BOOTCAMP_SKU = 5
export const LEAVE_SHIFT_OFFSET_MS = 18_000_000
export const AVATAR_PALETTE_SIZE = 25
export const FOLLOW_UP_MAX_DAYS_AHEAD = 45
/** The follow-up window opens yesterday (part 3 §5): its first day relative to today. */
export const FOLLOW_UP_MIN_DAYS_AHEAD = -1
export const ERROR_TRACE_SAMPLE_RATE = 1

// Lists
export const CENTRE_TYPES = ['GYMFIT', 'ONEPASS', 'CULT', 'PLAY', 'BOOTCAMP'] as const
export const CENTRE_MODELS = ['COCO', 'FOFO', 'MARKETPLACE'] as const
export const LEAD_SOURCES = ['GOOGLE_SEARCH', 'BILL_BOARD', 'CULT_APP', 'SOCIAL_MEDIA', 'REFERRAL'] as const
export const LEAD_QUALITIES = ['HOT', 'WARM', 'COLD', 'NOT_INTERESTED'] as const
export const MEMBERSHIP_TYPES = ['SELECT', 'ELITE', 'PRO'] as const
export const PRODUCT_TYPES = ['FITNESS', 'LUX_FITNESS_PRODUCT', 'GYMFIT_FITNESS_PRODUCT', 'PLAY'] as const
export const PACK_KINDS = ['GYM_JOINING', 'PERSONAL_TRAINING', 'PLAY_JOINING'] as const
export const PRODUCT_KINDS = [
  'PLAY',
  'PLAY_ACADEMY',
  'CULT',
  'GYMFIT_GA',
  'GYMFIT_GX',
  'CULT_COMPLIMENTARY_ACCESS',
  'LUX',
  'CULT_AWAY',
  'CENTER_AWAY',
  'CF_LIVE',
  'LIVE_SGT',
  'GYMFIT_PERSONAL_TRAINING',
] as const
export const OTHER_SALE_CATEGORIES = [
  'daily dip',
  'equipment rental',
  '3P academy',
  'costume sale',
  'card fee',
  'locker fee',
  'bath towel',
  'parking fee',
  'nutrition fee',
  'spa',
  'cryo',
  'studio rental',
  'shoe locker fee',
  'extension',
  'others',
] as const

// ---- Shell (portal shell issue) ----
/** The external User Guide for CULT and HYBRID centres; its address is not in the spec (ours). */
export const USER_GUIDE_URL = 'https://help.centres.example/partner-portal/user-guide'
/** Below this width (px) the sidebar becomes a drawer behind a hamburger. */
export const PHONE_MAX_WIDTH_PX = 760
// ---- Selling and payment use cases (usecases-selling) ----
/** OTP namespace and context of a cash sale (chosen: the spec does not show them). */
export const SALE_OTP_NAMESPACE = 'CENTER_PORTAL'
export const CASH_SALE_OTP_CONTEXT = 'CASH_PAYMENT'
/** A sale's idempotency key is reused for repeats of the same sale for this long. */
export const SALE_KEY_TTL_MS = 10 * 60_000
/** The wait modal's countdown is refreshed every second. */
export const COUNTDOWN_TICK_MS = 1_000
// ---- Rules audit: §9 constants and lists the catalogue lacked (part 1 §9, part 2 §9, part 3 §9) ----
/** Date and time formats as the spec writes them (moment-style tokens; date-fns equivalents beside). */
export const DATE_FORMATS = {
  /** 'YYYY-MM-DD' (date-fns 'yyyy-MM-dd'). */
  request: 'YYYY-MM-DD',
  /** the date picker. */
  picker: 'dd-MM-yyyy',
  /** 'h:mm A' (date-fns 'h:mm a'). */
  time: 'h:mm A',
  paymentLinkTable: 'DD-MM-YYYY HH:mm',
  order: 'DD MMM YYYY, h:mm A',
  session: 'DD MMM YYYY | h:mm a',
  /** the check-in list day label. */
  checkInDay: 'ddd DD MMM',
} as const
/** "a figure 15 is also present (use not shown)" (part 2 §9): kept, used nowhere. */
export const GST_UNEXPLAINED_FIGURE = 15
export const ADD_ON_BENEFIT_TYPES = ['DURATION_BASED', 'TRACKED_CONSUMABLE'] as const
export const HTTP_KEEP_ALIVE_MS = 500
export const HTTP_MAX_SOCKETS = 100
export const PITCH_REWARD_INFO_TIMEOUT_MS = 5_000
export const ANALYTICS_APP_VERSION = '2.0'
export const LOADING_INTERVAL_STEP_S = 1
export const DASHBOARD_RANGE_DAYS = [7, 10, 30] as const
export const CENTRE_TYPE_LIST = ['CULT', 'GYMFIT_GA', 'GYMFIT_GX'] as const
export const CENTRE_SUBTYPES = ['HYBRID', 'LUX'] as const
export const MEMBERSHIP_TIERS = ['BLACK', 'GOLD', 'LUX', 'PLAY'] as const
export const CALL_STATUSES = ['RINGED', 'PENDING', 'STARTED', 'FAILED', 'CONNECTED', 'ATTEMPTED', 'CANCELLED'] as const
export const CALL_TRAIL_EXTRA_STATUSES = ['PACK_PURCHASED', 'contact unsuccessful'] as const
export const UPLOAD_STATES = ['idle', 'uploading', 'uploaded', 'failed'] as const
export const REMINDER_ACTION_TYPES = ['CALL_LEAD', 'SNOOZE', 'HABIT_COMPLETION_ACKNOWLEDGE'] as const
export const PITCH_SOURCE_OPTIONS = ['Google search', 'Billboard', 'app', 'social media', 'referral'] as const
export const STAFF_ROLES = ['owner', 'trainer', 'centerManager', 'housekeeping'] as const
export const INTERNAL_ROLE_NAMES = ['PARTNER', 'PARTNER_ADMIN', 'PARTNER_USER', 'INTERNAL CM', 'CENTER_MANAGER', 'PLAY_CM', 'PLAY_COACH', 'LIFE_GUARD'] as const
export const FMS_ROLES = [
  'centre manager',
  'floor trainer',
  'cluster format head',
  'ops admin',
  'sales admin',
  'cluster manager',
  'group trainer',
  'personal trainer',
  'membership consultant',
  'customer support officer',
] as const
export const DOOR_DEVICE_KINDS = ['EM_LOCK', 'SWING_BARRIER'] as const
export const DOOR_DEVICE_VENDORS = ['Fortuna', 'AVTech', 'AVTechV2'] as const
export const DOOR_ACTIONS = ['CHECKIN', 'CHECKOUT'] as const
export const DOOR_DEVICE_STATUSES = ['OFFLINE', 'DOOR KEPT OPEN', 'FUNCTIONAL'] as const
export const SHIFT_KINDS = ['personal training', 'floor training', 'centre manager', 'coaching types', 'life guard', 'leave'] as const
export const REPORT_KINDS = [
  'centre health',
  'revenue',
  'trainer attendance',
  'PT sales',
  'my members',
  'new members',
  'leads',
  'payout details',
  'cash sales',
  'pilates consumption',
] as const
export const ATTENDANCE_REASONS = [
  'Member forgot to mark',
  'Tab scan not working',
  'Late allowance (rain, facility issues, new member/trial)',
  'Others',
] as const
export const BOOKING_FILTERS = ['Show All', 'Confirmed', 'Waitlist'] as const
export const BOOKING_LEVELS = ['Junior', 'Senior'] as const
// ---- selling: PT sale and its OTPs ----
/** OTP context of the PT price-drop step (chosen: the spec does not show it); the OTP goes to the customer's phone. */
export const PT_PRICE_DROP_OTP_CONTEXT = 'PT_PRICE_DROP'
/** A verified sale OTP (cash, PT price drop) may be used by one order within this long. */
export const SALE_OTP_VERIFICATION_TTL_MS = 10 * 60_000

// ---- audit trail ----
/** The audit trail's page size: what one screen shows and the server answers at most. */
export const AUDIT_PAGE_SIZE = 25
