/**
 * The message catalogue: every user-facing text of the specification, word for word
 * (spelling included). UI, adapters and the sandbox take their texts from here.
 */

// ---- Toasts (part 1 §8, part 3 §8) ----
export const TOAST_SUCCESS_DEFAULT = 'Success'
export const TOAST_ERROR_DEFAULT = 'Something went wrong!'

// ---- Access and shell ----
export const NOT_AUTHORIZED = 'Not Authorized'
export const FATAL_ERROR_TITLE = 'Nothing to worry! The error has been reported'
export const FATAL_ERROR_ACTION = 'Refresh Screen'

// ---- Empty states ----
export const EMPTY_TABLE = 'Nothing here'
export const EMPTY_CHECK_INS = 'Ah, empty right now!'
export const EMPTY_ORDERS = 'No recent orders to display'
export const EMPTY_ADD_ONS = 'No add-on packs found for this membership'
export const EMPTY_COURSE_CATEGORIES = 'No course categories available at this moment.'
export const EMPTY_CALL_TRAILS = 'No Call Trails'

// ---- Search, phone, OTP (part 1 §5, §8) ----
export const SEARCH_PLACEHOLDER = 'Search member by mobile number or user id'
export const SEARCH_DIGITS_ONLY = 'Only digits: a 10-digit mobile number or a user id'
export const SEARCH_MAX_TEN_DIGITS = 'At most 10 digits'
export const SEARCH_BUTTON = 'Search'
export const SEARCH_MEMBER_LABEL = 'Search member'
export const INVALID_PHONE_NUMBER = 'Invalid Phone Number'
export const INVALID_OTP = 'Invalid OTP'
export const OTP_NOT_SENT = 'OTP not sent'
export const OTP_SENT = 'OTP has been sent successfully'
export const OTP_ONLY_NUMBERS = 'OTP should contain only numbers'
export const OTP_TOO_MANY_DIGITS = 'Number of digits exceeded max limit'
export const USER_NOT_CREATED = 'Something went wrong: user not created'
export const OWN_PHONE_MISSING = 'Your Phone number does not exist. Please contact internal support'

// ---- Prefixed failures (part 1 §8) ----
export const userNotFoundByPhone = (phone: string): string => `User not found: ${phone}`
export const userNotFoundForId = (id: string, reason: string): string => `User not found for ID: ${id} ${reason}`
export const callFailedWithReason = (reason: string): string => `Something Went Wrong while making the call ${reason}`
export const orderDetailsFailed = (reason: string): string =>
  `Failed to fetch order details. Please try again later ${reason}`
export const PT_PACKS_FETCH_FAILED = 'Failed to fetch active PT packs. Please try again later'
export const PLAY_PT_PACKS_FETCH_FAILED = 'Failed to fetch active Play PT packs. Please try again later'
export const PT_SESSIONS_FETCH_FAILED = 'Failed to fetch PT sessions. Please try again later'
export const checkoutFailed = (reason: string): string => `Checkout unsuccessful ${reason}`
export const checkInFailed = (reason: string): string => `Check-in unsuccessful ${reason}`
export const bookingFailed = (reason: string): string => `Booking unsuccessful ${reason}`
export const cancelSessionFailed = (reason: string): string =>
  `Failed to cancel the session. Please try again later ${reason}`
export const rescheduleSessionFailed = (reason: string): string =>
  `Failed to reschedule the session. Please try again later ${reason}`
export const slotsFetchFailed = (reason: string): string =>
  `Failed to fetch available slots. Please try again later ${reason}`

// ---- Other failures (part 1 §8) ----
export const NO_USER_DETAIL_FOUND = 'No User Detail found'
export const INVOICE_NOT_AVAILABLE = 'Invoice not available'
export const INVOICE_FAILED = 'Something went wrong'
export const CALL_FAILED = 'Call Failed'
export const NO_ACTIVE_CHECK_INS = 'No active checkins found'
export const LEAD_CAPTURE_FAILED = 'Lead capture Failed'
export const RECORD_PITCH_FAILED = 'Record Pitch unsuccessful'

// ---- Successes (part 1 §8, part 2 §8, part 3 §8) ----
export const PITCH_RECORDED_SUCCESSFULLY = 'Pitch recorded successfully'
export const PITCH_RECORDED = 'Pitch Recorded'
export const PAYMENT_LINK_GENERATED = 'Link generated. SMS has been sent to the user'
export const COURSE_CATEGORY_FETCHED = 'Course Category fetched successfully'
export const CHILD_ADDED = 'Child User Successfully Added'
export const BCA_RECORDED = 'BCA recorded successfully'
export const CHECK_IN_SUCCESSFUL = 'Check-in Successful'
export const CHECKOUT_SUCCESSFUL = 'Checkout Successful'
export const SESSION_STARTED = 'Session successfully started'
export const SESSION_BOOKED = 'Session booking Successful'
export const SESSION_CANCELLED = 'Session cancelled Successfully'
export const SESSION_RESCHEDULED = 'Session rescheduled Successfully'
export const BIOMETRICS_CLEARED = 'Successfully cleared biometrics'
export const TASK_RESOLVED = 'Task Resolved successfully'
export const CALL_BACK_PROMISED = 'you will recieve a call'
export const CALL_INITIATED = 'Call Successfully initiated.'
export const INVOICE_DOWNLOADED = 'Invoice Downloaded.'
export const TRAINER_ASSIGNED = 'Trainer successfully assigned'
export const TRAINER_CHANGED = 'Trainer changed successfully'
export const CENTRE_CHANGED = 'Center changed successfully'
export const START_DATE_UPDATED = 'Membership start date updated successfully'
export const SESSIONS_UPDATED = 'Number of Sessions updated'
export const LEAD_CAPTURED = 'Lead captured Successfully'
export const LEAD_UPDATED = 'Lead Updated successfully'
export const OFFER_APPLIED = 'Offer Applied Successfully'

// ---- Access: why a screen is denied (rules-access; staff words, not in the spec) ----
export const screenOnlyFor = (allowed: string, centreName: string, centreKind: string): string =>
  `This screen is only for ${allowed} centres; ${centreName} is a ${centreKind} centre.`
export const screenNotFor = (excluded: string, centreName: string, centreKind: string): string =>
  `This screen is not for ${excluded} centres; ${centreName} is a ${centreKind} centre.`
/** A missing permission, named by the screen it opens (staff grant screens, not the server's resource codes). */
export const needsAccessOn = (level: 'VIEW' | 'EDIT', screenTitle: string): string =>
  level === 'EDIT'
    ? `Your role may not make changes in ${screenTitle}; your centre manager can give you access.`
    : `Your role does not include ${screenTitle}; your centre manager can give you access.`
export const NEEDS_CULT_EMPLOYEE_ID = 'You need a cult employee id for this screen.'
export const NEEDS_EMPLOYEE_ID = 'You need an employee id for this screen.'
export const NEEDS_CLT_EMPLOYEE_ID = 'Your employee id must start with CLT.'
export const centreNotInFeatureList = (centreName: string, feature: string): string =>
  `${centreName} is not enabled for ${feature}.`
export const ptNotEnabled = (centreName: string): string => `Personal training is not enabled for ${centreName}.`
export const healthPartnerNotEnabled = (centreName: string): string =>
  `${centreName} is not enabled for the health-partner feature and is not company-owned.`
export const STAFF_ROLE_DEFAULT = 'Staff'

// ---- Forms (rules-access): field messages the spec does not word; our choices ----
export const FIRST_NAME_REQUIRED = 'First name is required'
export const LAST_NAME_REQUIRED = 'Last name is required'
// ---- Shell (portal shell issue; our words, not in the spec) ----
export const SCREEN_NOT_AVAILABLE_YET = 'This screen is not available in this version yet.'
export const SIGNED_OUT_TITLE = 'You are signed out'
export const SIGN_IN = 'Sign in'
export const LOADING = 'Loading…'
export const NO_CENTRE_ASSIGNED = 'You have no centres assigned yet.'
export const CENTRES_LOAD_FAILED = 'Could not load your centres'
export const NO_CENTRE_MATCHES = 'No centre matches your search'
export const PAGE_NOT_FOUND = 'Page not found'
export const SIGNING_OUT = 'Signing out…'
export const notAuthorizedWhy = (screenTitle: string): string => `You cannot open ${screenTitle}:`
// ---- Access: why a screen is denied (rules-access; staff words, not in the spec) ----

// ---- Forms (rules-access): field messages the spec does not word; our choices ----
// ---- The desk as staff read it (our words where the spec gives none) ----
/** Card time labels by display state ('Checked in at' is the spec's own, above). */
export const BOOKED_FOR = 'Booked for'
export const MISSED_BOOKING_AT = 'Missed, booked for'
export const CHECKED_OUT_AT = 'Checked out at'
/** Display-state badges in the words staff use; the codes stay in the headless API. */
export const STATE_BOOKED = 'Booked'
export const STATE_MISSED = 'Missed'
export const STATE_CHECKED_IN = 'Checked in'
export const STATE_CHECKED_OUT = 'Checked out'
/** The unassigned sub-groups read as such: 'Unassigned · Trials'. */
export const unassignedSubGroup = (title: string): string => `Unassigned · ${title}`
export const WHOLE_DAY = 'Whole day'
export const LAST_90_MINUTES = 'Last 90 minutes'
export const LOOKING_UP_PHONE = 'Looking up this mobile number…'
export const PHONE_NOT_A_CUSTOMER = 'No customer has this mobile number'
export const PHONE_LOOKUP_FAILED = 'Could not look up this mobile number'
export const SEARCH_THIS_LIST = 'Search this list'
/** A member's user id as the profile and the rewards screens show it under the name. */
export const userIdLabel = (id: string): string => `User id ${id}`
/** A centre whose termination date has passed. */
export const centreClosedTitle = (name: string): string => `${name} is closed`
export const centreClosedSince = (day: string): string => `This centre closed on ${day}. New packs cannot be sold here.`
export const CENTRE_CLOSED_CAN_STILL = 'You can still look up members, see their check-ins and bookings, and check out anyone still inside.'
export const CENTRE_CLOSED_BADGE = 'Closed'
export const centreClosedNoSales = (name: string): string => `${name} is closed: packs are no longer sold there`
/** A session that ended (a first visit goes to sign-in before any call). */
export const SESSION_ENDED_TITLE = 'Your session has ended'
/** The staff member who has no screens at their centre. */
export const NO_ACCESS_TITLE = 'You have no access to screens at this centre yet'
export const NO_ACCESS_CAN_DO = 'What you can do now:'
export const NO_ACCESS_SWITCH_CENTRE = 'Switch centre from the Centre menu, if you work at another centre.'
export const NO_ACCESS_SIGN_OUT = 'Sign out, and sign in again once access is granted.'
export const noAccessWhoGrants = (who: string): string => `Access is granted by ${who}. Ask them to add the permissions your work needs.`
export const NO_ACCESS_GRANTER = "your centre manager (or the centre's owner)"
// ---- Budgets: code loaded with its screen ----
export const CODE_NOT_LOADED = 'Could not load this part of the portal. Check the connection and try again.'
/** The action beside a failure that another attempt may mend (a block's data, a part's code, a payment's confirmation). */
export const TRY_AGAIN = 'Try Again'

/*
 * The catalogue continues by area in core/shared/messages/ (one file an area, re-exported here):
 * importers keep importing this file, and each screen's chunk carries only its area's texts.
 */
export * from './messages/forms-and-selling'
export * from './messages/flows'
export * from './messages/check-in-list'
export * from './messages/profile-care'
export * from './messages/selling-desk'
export * from './messages/profile-desk'
export * from './messages/selling-catalogue'
export * from './messages/profile-injuries'
export * from './messages/reports'
export * from './messages/dashboards'
export * from './messages/employees'
export * from './messages/employee-status'
export * from './messages/sale-otps-and-pt'
export * from './messages/leads'
export * from './messages/uploads'
export * from './messages/operations-issues'
export * from './messages/reminders'
export * from './messages/classes'
export * from './messages/performance'
export * from './messages/operations-rewards'
export * from './messages/selling-add-ons'
export * from './messages/tasks'
export * from './messages/roster-slots'
export * from './messages/shift-patterns'
export * from './messages/honest-states'
export * from './messages/enum-words'
export * from './messages/sale-lookup'
export * from './messages/employees-leave'
export * from './messages/tables'
export * from './messages/play-booking'
export * from './messages/check-in-alerts'
export * from './messages/money'
export * from './messages/offline'
export * from './messages/offline-read'
export * from './messages/member-pass'
export * from './messages/paging'
export * from './messages/kiosk'
