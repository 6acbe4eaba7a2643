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
