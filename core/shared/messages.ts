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

// ---- Validation: Record Pitch (part 1 §5, part 3 §5) ----
export const CUSTOMER_NAME_REQUIRED = 'Customer Name is required'
export const LEAD_QUALITY_IS_REQUIRED = 'Lead Quality is required'
export const COMMENT_TAG_IS_REQUIRED = 'Comment Tag is required'
export const SOURCE_REQUIRED = 'Source is required'
export const PITCHED_BY_REQUIRED = 'Pitched By is required'
export const REMARKS_REQUIRED = 'Remarks are required'

// ---- Validation: payment link ----
export const AMOUNT_REQUIRED = 'Amount is required'
export const REASON_REQUIRED = 'Reason is required'
export const paymentLinkAlreadyCreated = (name: string): string =>
  `Please check the table before generating link. This request is already created today by ${name}, Please do not create multiple request for same user and same amount!`

// ---- Validation: Add Child ----
export const VALID_PHONE_REQUIRED = 'Please enter valid phone number'
export const CHILD_AGE_RANGE = 'Age is 5-18 years only'
export const CUSTOMER_HAS_NO_PHONE = 'User does not have phone number associated with account'

// ---- Validation: BCA ----
export const MUSCLE_MASS_RANGE = 'Muscle mass must be in range of 5% to 70%'
export const BODY_FAT_RANGE = 'Body Fat must be in range of 5% to 70%'
export const VISCERAL_FAT_RANGE = 'Visceral Fat Rating must be in range of 1 to 60'
export const BMR_RANGE = 'Basal metabolic rate must be in range of 500 to 4000 Calories'

// ---- Validation: passcode check-in ----
export const PASSCODE_REQUIRED = 'Passcode of max 6 characters is required'
export const CHECK_IN_ID_MISSING = 'Check-in ID not available'

// ---- Validation: membership update ----
export const END_DATE_AND_REMARKS_REQUIRED = 'End date and remarks are required'
export const END_DATE_AFTER_START_AND_TODAY = 'End date should be greater than start date and today'
export const START_DATE_AND_REMARKS_REQUIRED = 'Start date and remarks are required'
export const TRAINER_AND_REMARKS_REQUIRED = 'Trainer and remarks are required'
export const MAX_TICKETS_AND_REMARKS_REQUIRED = 'MaxTickets and remarks are required'
export const CENTRE_REQUIRED = 'Center is required'
export const TRAINER_REQUIRED = 'Trainer is required'

// ---- Validation: course category and child selection (play academy) ----
export const COURSE_CATEGORY_REQUIRED = 'You must select a course category value'
export const START_DATE_PICK_REQUIRED = 'Please select a start date'
export const SELF_OR_CHILD_REQUIRED = 'You must either select YOURSELF or a CHILD'

// ---- Validation: tasks, slots ----
export const REMARKS_ENTER = 'Enter Remarks'
export const TIME_SLOT_REQUIRED = 'Please choose a time slot to proceed'

// ---- Selling and payments (part 2 §5, §8) ----
export const EDC_MACHINE_BUSY = 'Order could not be placed as EDC machine is busy'
export const PAYMENT_NOT_COLLECTED = 'Payment could not be collected'
export const PAYMENT_NOT_COLLECTED_ADVICE =
  'Please check that the EDC machine is switched on and online. If the amount was debited, it will be refunded.'
export const ERROR_AT_OUR_END = 'An error occurred at our end'
export const ERROR_AT_OUR_END_ADVICE = 'The amount will be refunded to the customer within 24 hours.'
export const PAYMENT_NOT_CONFIRMED = 'Payment could not be confirmed'
export const TRY_AGAIN = 'Try Again'
export const SOMETHING_WENT_WRONG_TITLE = 'Something went wrong'
export const SOMETHING_WENT_WRONG_ADVICE =
  'The order was not placed. If the amount was debited, it will be refunded in 3-4 days.'
export const ORDER_NOT_CREATED = 'Order not created'
export const SPOT_OFFER_NOT_ENABLED = 'Spot Offer not enabled'
export const NO_CONFIG_PRESENT = 'No Config present'
export const TERMINAL_ID_REQUIRED = 'Terminal ID is required'
export const NO_TERMINAL_ID = 'No Terminal ID present!'
export const CASH_MISMATCH = 'Cash collected did not match the pack price'
export const PAYMENT_AMOUNT_MISMATCH = 'Payment amount does not match the pack price'
export const START_DATE_NOT_AVAILABLE = 'Start date not available!'
export const MEMBERSHIP_START_DATE_REQUIRED = 'Membership Start Date is required'
export const PREFERRED_SPORT_NOT_SELECTED = 'Preferred Sport Not selected'
export const PACK_DETAILS_NOT_FOUND = 'Pack Details not found'
export const TRAINER_DETAILS_NOT_AVAILABLE = 'Trainer details not available'
export const NO_ACTIVE_MEMBERSHIPS = 'No Active Memberships found'
export const USER_DETAILS_NOT_FOUND = 'User Details not found'
export const NO_COST_EMI_NOT_AVAILABLE = 'No Cost EMI not available for this plan'
export const MEMBER_ALREADY_IN_GROUP = 'Member already in group Buy'
export const PURCHASED_IN_PAST = 'Purchased a membership in the past'
export const USER_NOT_ELIGIBLE = 'user is not eligible'
export const SOMETHING_WENT_WRONG_GENERIC = 'Something Went Wrong'
export const GST_LABEL = 'CGST + SGST @18%'

// ---- Leads (part 3 §5, §8) ----
export const COMMENT_TAG_REQUIRED = 'Comment Tag Required'
export const COMMENT_REQUIRED = 'Comment is Required'
export const LEAD_QUALITY_REQUIRED = 'Lead Quality Required'
export const FOLLOW_UP_DATE_REQUIRED = 'Follow-up Date is required'
export const FOLLOW_UP_TIME_REQUIRED = 'Follow-up Time is required'
export const LEAD_OWNER_REQUIRED = 'Lead Owner Required'
export const SKIP_FOLLOW_UP_LABEL = 'Don’t add follow-up time'
export const LEAD_MODAL_CONFIG_FAILED = 'Error Occurred while fetching Lead Modal Config'
export const DATA_FETCH_FAILED = 'Error Occurred while data fetch'

// ---- Target upload (part 3 §8) ----
export const TARGET_VALIDATION_SCHEDULED = 'Target Validation is Scheduled'
export const TARGET_VALIDATION_NOT_SCHEDULED = "Target Validation couldn't be schedule"
export const OWNER_ENTITIES_FETCH_FAILED = 'Something went wrong:: Owner entities could not be fetched'
export const TARGET_URL_FETCH_FAILED = 'Something went wrong:: TargetURL could not be fetched'
export const TARGET_METRIC_FETCH_FAILED = 'Target Metric could not be fetched'
export const UPLOAD_HISTORY_FETCH_FAILED = 'Something went wrong:: Upload History could not be fetched'
export const FILE_AVAILABLE = 'File available for Download'
export const TARGET_FILE_URL_FETCH_FAILED = 'Something went wrong:: Target File Url could not be fetched'
export const FILE_UPLOADED = 'File Uploaded'
export const FILE_UPLOADED_PAGE = 'File uploaded'
export const UPLOAD_TO_S3_FAILED = "Error: Couldn't upload File to s3"
export const FILE_UPLOAD_FAILED = 'File upload failed'

// ---- Forms (part 3 §5, §8) ----
export const REFERRAL_SUCCESSFUL = 'Referral Successful'
export const referralRejected = (reason: string): string => `Referral cannot be accepted ${reason}`
export const injuryTicketCreated = (id: string): string => `Ticket created Successfully: ${id}`
export const FIELD_REQUIRED = "This field can't be empty"
export const DATE_REQUIRED = 'Date is required'

// ---- Troubleshooting and reminders ----
export const EXTEND_FAILED = 'Something went wrong. Please try again.'
export const MEMBERSHIP_EXTENDED = 'Membership Extended'
export const EXTEND_REQUEST_ADDED = 'Membership extend request added successfully'
export const REMINDER_ACK_FAILED = 'Reminder Acknowledgement Failed'

// ---- Rules: check-ins, profile, memberships, PT (rules-profile) ----
export const MEMBERSHIP_PAUSED_CHECK_IN_TOOLTIP = 'Membership is paused. Please unpause the membership to check in'
export const MEMBERSHIP_PAUSED_PT_BOOKING_TOOLTIP = 'Membership is paused. Please unpause the membership to book a PT session'
export const PT_STATUS_UPCOMING = 'Upcoming'
export const PT_STATUS_ONGOING = 'Ongoing'
export const PT_STATUS_CUSTOMER_NO_SHOW = 'Customer No Show'
export const PT_STATUS_TRAINER_NO_SHOW = 'Trainer No Show'
export const PT_STATUS_NO_SHOW = 'No Show'
export const PT_STATUS_COMPLETED = 'Completed'
export const PT_STATUS_PENDING = 'Pending'
export const START_SESSION = 'Start Session'
export const MARK_ATTENDED = 'Mark Attended'
export const CHECK_IN_BUTTON = 'Checkin'
export const CHECK_OUT_BUTTON = 'Checkout'
// ---- Selling: price and sale rules (part 2 §4, §5; texts the spec does not show are marked "chosen") ----
/** The GST line label for a tax percent; GST_LABEL is this for 18. */
export const gstLabel = (percent: number): string => `CGST + SGST @${percent}%`
export const PAYMENT_MODE_REQUIRED = 'Payment mode is required'
export const SELL_CULTPASS = 'Sell cultpass'
export const CONTINUE_ANYWAY = 'Continue Anyway'
export const PROCEED_TO_PURCHASE = 'Proceed to Purchase'
/** chosen: the spec says only that the user needs an active cultpass. */
export const NEEDS_ACTIVE_CULTPASS = 'The user needs an active cultpass to buy personal training'
/** chosen: the start-date window has no message in the spec. */
export const START_DATE_OUTSIDE_WINDOW = 'Start date is outside the allowed selection window'
/** chosen: card details of a manual card payment. */
export const CARD_RRN_REQUIRED = 'RRN is required for a card payment'
export const CARD_LAST_FOUR_REQUIRED = 'Last 4 digits of the card are required'
/** chosen: labels of the Taxes and fees breakdown. */
export const BASE_PRICE_LABEL = 'Base price'
export const PLATFORM_FEE_LABEL = 'Platform fee'
export const PLATFORM_FEE_GST_LABEL = 'GST on platform fee'
export const EXCHANGE_DISCOUNT_LABEL = 'Membership exchange discount'
export const SPECIAL_DISCOUNT_LABEL = 'Special discount'
// ---- Access: why a screen is denied (rules-access; staff words, not in the spec) ----
export const screenOnlyFor = (allowed: string, centreName: string, centreKind: string): string =>
  `This screen is only for ${allowed} centres; ${centreName} is a ${centreKind} centre.`
export const screenNotFor = (excluded: string, centreName: string, centreKind: string): string =>
  `This screen is not for ${excluded} centres; ${centreName} is a ${centreKind} centre.`
export const needsAccessOn = (level: string, resource: string): string => `You need ${level} access on ${resource}.`
export const NEEDS_CULT_EMPLOYEE_ID = 'You need a cult employee id for this screen.'
export const NEEDS_EMPLOYEE_ID = 'You need an employee id for this screen.'
export const NEEDS_CLT_EMPLOYEE_ID = 'Your employee id must start with CLT.'
export const centreNotInFeatureList = (centreName: string, feature: string): string =>
  `${centreName} is not enabled for ${feature}.`
export const ptNotEnabled = (centreName: string): string => `Personal training is not enabled for ${centreName}.`
export const healthPartnerNotEnabled = (centreName: string): string =>
  `${centreName} is not enabled for the health-partner feature and is not company-owned (COCO).`
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
// ---- Sandbox: customer, check-in, PT, task and lead calls (server answers the spec does not word) ----
export const WEIGHT_REQUIRED = 'Weight is required'
export const START_DATE_TOO_EARLY = 'Start date can be at most 30 days before the current start date'
export const MAX_TICKETS_INVALID = 'MaxTickets must be a whole number of 0 or more'
export const STATUS_REQUIRED = 'Status is required'
export const SUB_STATUS_REQUIRED = 'Sub-status is required'
export const FOLLOW_UP_REQUIRED = 'Follow-up is required'
export const CALL_BACK_TIME_REQUIRED = 'Call-back date and time are required'
export const CALL_BACK_TIME_OUT_OF_RANGE = 'Call-back time must be between now and the task expiry'
export const FOLLOW_UP_DATE_OUT_OF_RANGE = 'Follow-up Date must be between yesterday and 45 days from today'
export const COURSE_START_DATE_OUT_OF_RANGE = 'Please select a start date within the allowed dates'
export const CSV_ONLY = 'Please upload a .csv file'
export const CSV_HEADER_REQUIRED = 'The CSV file needs a header row'
export const CSV_ROWS_REQUIRED = 'The CSV file has no rows'
export const MEMBERSHIP_TYPE_REQUIRED = 'Please choose a membership type'
export const INVALID_EMAIL = 'Please enter a valid email'
// ---- Payment flow modals (rules-payment, part 2 §2 and §4) ----
export const PROCESSING_PAYMENT = 'Processing Payment'
export const COLLECT_PAYMENT_AND_CONTINUE = 'collect payment and continue'
export const PLEASE_WAIT = 'Please wait'
export const PAYMENT_CONFIRMATION_PENDING = 'Payment Confirmation Pending'
export const MEMBERSHIP_CREATION_PENDING = 'Membership Creation Pending'
export const PURCHASE_SUCCESSFUL = 'Purchase successful'
// ---- Sandbox: customer, check-in, PT, task and lead calls (server answers the spec does not word) ----
export const END_DATE_UPDATED = 'Membership end date updated successfully'
export const START_DATE_AFTER_END = 'Start date should be before the end date'
export const MEMBERSHIP_EDIT_CLOSED = 'This membership can no longer be edited'
export const MEMBERSHIP_NOT_FOUND = 'Membership not found'
export const TRAINER_NOT_PT = 'Choose a trainer with an active personal-training mapping at this centre'
export const MAX_TICKETS_BELOW_USED = 'MaxTickets cannot be less than the sessions already used'
export const SESSION_COUNT_CHANGE_ID_REQUIRED = 'A session-count change needs an idempotenceId'
export const BIOMETRICS_NOT_ENABLED = 'Biometrics are not enabled at this centre'
export const CENTRE_NOT_FOUND = 'Centre not found'
export const MEMBERSHIP_PAUSED_NO_CHECK_IN = 'Membership is paused. Unpause it to check in'
export const ALREADY_CHECKED_IN = 'Member is already checked in'
export const NO_TRIALS_LEFT = 'No trial check-ins left'
export const INVALID_PASSCODE = 'Invalid passcode'
export const CHECK_IN_NOT_FOUND = 'Check-in not found'
export const CHECK_IN_NOT_A_BOOKING = 'This check-in is not a booking waiting for a passcode'
export const PAST_CHECK_INS_NOT_FOR_CULT = 'Past check-ins are not available for CULT centres'
export const TRAINER_NOT_FOUND = 'Trainer not found at this centre'
export const NO_PT_SESSIONS_LEFT = 'No active PT pack with sessions left'
export const SLOT_NOT_AVAILABLE = 'This slot is not available'
export const SESSION_NOT_FOUND = 'Session not found'
export const SESSION_NOT_CHANGEABLE = 'This session can no longer be rescheduled or cancelled'
export const SESSION_NOT_STARTABLE = 'This session cannot be started now'
export const PT_SERVICE_ONLY = 'Only GYMFIT_PERSONAL_TRAINING sessions are served here'
export const ORDER_NOT_FOUND = 'Order not found'
export const TASK_NOT_FOUND = 'Task not found'
export const TASK_ALREADY_RESOLVED = 'This task is already resolved'
export const TASK_STATUS_REQUIRED = 'Status is required'
export const TASK_SUB_STATUS_REQUIRED = 'Sub-status is required'
export const TASK_FOLLOW_UP_REQUIRED = 'Follow-up option is required'
export const TASK_CALLBACK_TIME_RANGE = 'Call-back time should be between now and the task expiry'
export const REMINDER_ACKNOWLEDGED = 'Reminder acknowledged'
export const REMINDER_NOT_FOUND = 'Reminder not found'
export const SEGMENT_NOT_FOUND = 'Segment not found'
// ---- Selling and payment use cases (usecases-selling; texts the spec does not show are marked "chosen") ----
/** chosen: an add-on id that the catalogue does not list for the pack. */
export const ADD_ON_NOT_FOUND = 'Add-on pack not found'
/** 'OTP not sent' followed by the server's message (part 2 §7). */
export const otpNotSent = (serverMessage: string | undefined): string =>
  serverMessage === undefined || serverMessage.trim() === '' ? 'OTP not sent' : `OTP not sent ${serverMessage}`
/** chosen: a cash sale waits for the OTP the staff member received. */
export const ENTER_OTP_TO_CONTINUE = 'Enter the OTP to continue'
// ---- Access: why a screen is denied (rules-access; staff words, not in the spec) ----

// ---- Forms (rules-access): field messages the spec does not word; our choices ----
// ---- Rules audit: texts of part 3 §2 and §4 that rules show ----
/** The lead modal's notice when NOT_INTERESTED is chosen (part 3 §4), word for word. */
export const NO_NEED_TO_ASSIGN = 'no need to assign'
/** The Report Injury modal title (part 3 §2). */
export const reportInjuryTitle = (injuredPerson: string): string => `Report Injury (of ${injuredPerson})`

// ---- Check-in list (issue 8) ----
export const CHECKED_IN_AT = 'Checked in at'
export const ASSIGN_TRAINER = 'Assign Trainer'
export const UPDATE_LEAD = 'Update Lead'
export const TRAINER_ASSIGNMENT_TITLE = 'Trainer Assignment'
export const ASSIGN = 'Assign'
export const RECOMMENDED = 'Recommended'
export const assistingMembers = (n: number): string => `Assisting ${n} members`
export const TIME_FROM = 'From'
export const TIME_TO = 'To'
export const SEARCH_MEMBERS_LABEL = 'Search members in this list'
export const TIME_WINDOW_INVALID = 'From must be before To'
export const showingWindow = (from: string, to: string): string => `Showing ${from} – ${to}`
export const NO_TRAINERS_LISTED = 'No trainers to assign at this centre'
export const UPDATE_LEAD_NOT_AVAILABLE = 'Updating a lead from the check-in list is not available in this version yet.'
export const CHECK_IN_LIST_LABEL = 'Members in this list'
export const TRAINER_LABEL = 'Trainer'
export const checkInCountLabel = (n: number): string => `Check-in count ${n}`

// ---- The desk as staff read it (issue 18; our words where the spec gives none) ----
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
// ---- Profile care blocks: PT, BCA, tasks, call trail, injury, referral (profile-care) ----
// Spec words where the spec gives them; the rest are our labels for what staff see.
export const PT_PACKS_TITLE = 'Personal Training Packs'
export const PT_SESSIONS_TITLE = 'PT Sessions'
export const NO_PT_PACKS = 'No PT packs'
export const NO_PT_SESSIONS = 'No PT sessions'
export const ptSessionsUsed = (used: number, max: number): string => `${used} / ${max} sessions used`
export const BOOK_PT_SESSION = 'Book PT Session'
export const RESCHEDULE = 'Reschedule'
export const CANCEL_PT_SESSION_TITLE = 'Cancel PT Session'
export const CANCEL_PT_SESSION_QUESTION = 'Cancel this PT session? The session goes back to the pack.'
export const KEEP_SESSION = 'Keep Session'
export const RESCHEDULE_PT_SESSION_TITLE = 'Reschedule PT session'
export const BOOK_PT_SESSION_TITLE = 'Book PT session'
export const SLOT_DAY = 'Day'
export const NO_FREE_SLOTS = 'No free slots on this day'
export const CONTINUE = 'Continue'
export const SLOT_BOOKED = 'Booked'
export const SLOT_BLOCKED = 'Blocked'
export const BCA_TITLE = 'BCA'
export const BCA_RECORD = 'Record'
export const RECORD_BCA_TITLE = 'Record BCA'
export const bcaLastRecorded = (date: string): string => `Last recorded on ${date}`
export const BCA_NEVER_RECORDED = 'No BCA recorded yet'
export const BCA_WEIGHT = 'Weight (KG)'
export const BCA_MUSCLE_MASS = 'Muscle mass (%)'
export const BCA_BODY_FAT = 'Body fat (%)'
export const BCA_VISCERAL_FAT = 'Visceral fat rating'
export const BCA_BMR = 'Basal metabolic rate (KCAL)'
export const TASKS_TITLE = 'Tasks'
export const NO_TASKS = 'No tasks'
export const RESOLVE = 'Resolve'
export const RESOLVE_TASK_TITLE = 'Resolve Task'
export const TASK_STATUS = 'Status'
export const TASK_SUB_STATUS = 'Sub-status'
export const TASK_FOLLOW_UP = 'Follow-up'
export const TASK_CALL_BACK_AT = 'Call back at'
export const TASK_REMARKS = 'Remarks'
export const CHOOSE = 'Choose…'
export const taskExpires = (when: string): string => `Expires ${when}`
export const taskResolvedAt = (when: string): string => `Resolved ${when}`
export const CALL_TRAIL_TITLE = 'Call Trail'
export const SEE_MORE_CALL_TRAILS = 'SEE MORE CALL TRAILS'
export const CALL_TRIAL_TITLE = 'Call Trial'
export const CALL_RECORDING = 'Recording'
export const REPORT_INJURY = 'Report Injury'
export const RECORD_REFERRAL = 'Record Referral'
export const SUBMIT = 'Submit'
export const INJURY_LABELS = {
  injuredPersonInfo: 'Injured person',
  injuryLevel: 'Injury level',
  workout: 'Session type',
  format: 'Format',
  cmDetails: 'Centre manager',
  trainerDetails: 'Trainer',
  injuryDate: 'Date of injury',
  injuryTime: 'Time of injury',
  injuryLocation: 'Location',
  injuryLocationComment: 'Location (other)',
  injuryDuringWorkout: 'Injured during the workout',
  impactedBodyPart: 'Body part',
  impactedBodyPartComment: 'Body part (other)',
  symptomsLevel1: 'Symptom category',
  symptomsLevel2: 'Symptom detail',
  symptomsLevel2Comment: 'Symptom (other)',
  firstAidItem: 'First-aid items',
  firstAidItemComment: 'First-aid item (other)',
  firstAidProcedure: 'First-aid procedure',
  firstAidProcedureComment: 'First-aid procedure (other)',
  priorHistory: 'Prior history',
  priorHistoryComment: 'Prior history (details)',
  injuryCause: 'Cause',
  description: 'What happened',
  trialMember: 'Trial member',
} as const
export const REFERRAL_FRIEND_NAME = "Friend's name"
export const REFERRAL_FRIEND_PHONE = "Friend's phone"
/** The sandbox's answers to a referral (the spec shows status and message, not the words). */
export const REFERRAL_RECORDED = 'Referral recorded'
export const REFERRAL_ALREADY_MADE = 'This friend has already been referred'
export const REFERRAL_SELF = 'A customer cannot refer their own number'
// ---- Selling desk (issue 12: /sell-packs, Sell Pack modal, purchase flow; texts the spec does not show are our words) ----
export const SELL_PACK_TITLE = 'Sell Pack'
export const SELL_PACK_BUTTON = 'Sell Pack'
export const TAXES_AND_FEES_TITLE = 'Taxes and fees breakdown'
export const TERMS_TITLE = 'Terms and Conditions'
export const PURCHASE_SUCCESSFUL_TITLE = 'Purchase successful'
export const SOMETHING_WENT_WRONG_MODAL = 'Something went wrong'
export const OTP_VERIFICATION_TITLE = 'OTP verification'
export const GROUP_BUY_VERIFICATION_TITLE = 'Group-buy verification'
export const PACK_LABEL = 'Pack'
export const TOTAL_PAYABLE = 'Total payable'
export const VIEW_TAXES_AND_FEES = 'Taxes and fees'
export const START_DATE_LABEL = 'Membership start date'
export const PAYMENT_MODE_LABEL = 'Payment mode'
export const CARD_MACHINE_MODE = 'Card machine'
export const CASH_MODE = 'Cash'
export const TERMINAL_LABEL = 'Card machine (terminal)'
export const CHOOSE_TERMINAL = 'Choose a card machine'
export const CASH_COLLECTED_LABEL = 'Cash collected (₹)'
export const ADD_ONS_LABEL = 'Add-ons'
export const OFFERS_LABEL = 'Offers'
export const APPLY_OFFER = 'Apply offer'
export const BENEFITS_LABEL = 'Benefits'
export const GROUP_BUY_LABEL = 'Group buy'
export const UPGRADE_TO_PREMIUM = 'Upgrade to premium (exchange the current membership)'
export const RECURRING_LINK_BUTTON = 'Send recurring payment link'
export const RECURRING_LINK_VALIDITY = 'The link is valid for 24 hours.'
export const TERMS_LINK = 'Terms and Conditions'
export const TERMS_BULLETS: readonly string[] = [
  'The membership starts on the chosen start date and cannot be paused beyond the pack’s pause allowance.',
  'Payments are non-refundable once the membership is created, except where the law requires.',
  'The membership is personal and cannot be transferred.',
  'Centre rules and timings apply.',
]
export const TERMS_DETAILS_LINK = 'Read the full terms'
export const CLOSE = 'Close'
export const DONE = 'Done'
export const CUSTOMER_LABEL = 'Customer'
export const FIND_CUSTOMER_LABEL = 'Customer user id or 10-digit phone'
export const FIND_CUSTOMER = 'Find customer'
export const CHOOSE_CUSTOMER_FIRST = 'Find the customer to sell a pack to.'
export const NO_PACKS = 'No packs are sold at this centre'
export const ORDER_LABEL = 'Order'
export const VERIFY_OTP = 'Verify OTP'
export const OTP_LABEL = 'OTP sent to your phone'
export const SEND_OTP = 'Send OTP'
export const GO_TO_MEMBER = 'Go to member'
export const PAYMENT_IN_ANOTHER_TAB = 'A card-machine payment for this centre is in progress in another tab. Finish it there before starting another sale.'
export const PAYMENT_RESUMED = 'This payment was in progress when the page was left; it is being confirmed again. Do not charge the customer a second time.'
export const RESUME_PAYMENT = 'Continue the payment in progress'
export const NEXT_STEP_CREATING = 'Sending the order to the card machine…'
export const nextStepCollect = (tid: string | undefined): string =>
  `Ask the customer to tap, insert or swipe the card on ${tid === undefined || tid === '' ? 'the card machine' : `card machine ${tid}`}, then press "collect payment and continue".`
export const NEXT_STEP_CONFIRMING = 'Confirming the payment with the card machine. Keep this window open.'
export const NEXT_STEP_WAITING = 'The payment is still being confirmed. Keep this window open; do not take the payment again.'
export const NEXT_STEP_PENDING = 'The payment is not confirmed yet. Do not take the payment again: check the member’s orders on their profile in a few minutes.'
export const NEXT_STEP_CREATION_PENDING = 'The payment is received; the membership is still being created. Check the member’s profile in a few minutes.'
export const NEXT_STEP_OFFLINE = 'The network is down. The payment will be checked again as soon as the connection is back; do not take the payment again.'
export const secondsLeft = (n: number): string => `${n} seconds left`
export const orderReference = (orderId: string): string => `Order ${orderId}`
export const SALE_ALREADY_OPEN = 'A payment for this customer and pack is still being confirmed. Finish it before starting another.'
export const memberPhoneLabel = (n: number): string => `Member ${n} phone`
export const memberOtpLabel = (n: number): string => `Member ${n} OTP`
export const memberStartLabel = (n: number): string => `Member ${n} start date`
export const VERIFY_PHONE = 'Verify phone'
export const ADD_MEMBER = 'Add member'
export const DELETE_MEMBER = 'Delete member'
export const VERIFIED = 'Verified'
export const BUY_AS_GROUP = 'Buy as a group (2 to 5 members)'
export const groupOfMembers = (n: number): string => `Group of ${n} members`
export const GROUP_BUY_CASH_ONLY = 'A group buy is paid at the desk in cash.'
export const memberLabel = (n: number): string => `Member ${n}`
export const exchangeDiscountNote = (amount: string): string => `Exchange discount: ${amount}`
export const EXCHANGE_NOT_APPLICABLE = 'Exchange is not applicable when the remaining duration is under 30 days'

// ---- Profile desk (issue 11: /user search, blocks and modals; our words where the spec gives none) ----
export const SEARCH_DIGITS_ONLY = 'Only digits: a 10-digit mobile number or a user id'
export const SEARCH_MAX_TEN_DIGITS = 'At most 10 digits'
export const SEARCH_BUTTON = 'Search'
export const SEARCH_FOR_USER_TITLE = 'Search for user'
export const SEARCH_MEMBER_LABEL = 'Search member'
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
  recordReferral: 'Record referral',
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
// ---- selling catalogue (issue 12): bootcamp slots, PT and academy screens ----
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
// ---- Budgets: code loaded with its screen (issue 17) ----
export const CODE_NOT_LOADED = 'Could not load this part of the portal. Check the connection and try again.'
