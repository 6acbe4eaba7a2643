// ---- The self check-in kiosk and alerts at check-in: what the server and the use cases say ----

export const KIOSK_INVALID_PHONE = 'Enter your 10-digit mobile number'
export const KIOSK_INVALID_OTP = 'Enter the 6-digit code from the SMS'
export const KIOSK_PHONE_UNKNOWN = 'We could not find a membership with this number. Please see the front desk.'
export const KIOSK_ALREADY_CHECKED_IN = 'You are already checked in.'
export const KIOSK_SESSION_REFUSED = 'A self check-in kiosk can only check members in.'
export const CHECK_IN_ALERTS_SAVED = 'Alert settings saved'
export const checkInRefusedBy = (reasons: readonly string[]): string => reasons.join('; ')
export const KIOSK_PASS_EXPIRED = 'This code has expired. Please open your pass again.'
export const KIOSK_PASS_USED = 'This code has already been used. Please wait for the next code.'
export const KIOSK_PASS_NOT_VALID = 'We could not read this code. Please open your pass again.'
export const KIOSK_SCAN_HINT = 'Or scan your member pass or card.'
