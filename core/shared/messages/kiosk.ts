// ---- The self check-in kiosk and the check-in alert settings screen ----

export const KIOSK_TITLE = 'Self check-in'
export const KIOSK_PHONE_LABEL = 'Your mobile number'
export const KIOSK_PHONE_HINT = 'Type the 10-digit number on your membership'
export const KIOSK_SEND_OTP = 'Send me a code'
export const KIOSK_OTP_LABEL = 'The 6-digit code we sent you'
export const KIOSK_CHECK_IN = 'Check in'
export const KIOSK_START_AGAIN = 'Start again'
export const KIOSK_INVALID_PHONE = 'Enter your 10-digit mobile number'
export const KIOSK_INVALID_OTP = 'Enter the 6-digit code from the SMS'
export const kioskOtpSentTo = (lastDigits: string): string => `We sent a code to the number ending ${lastDigits}`
export const kioskWelcome = (firstName: string): string => (firstName.trim() === '' ? 'Welcome!' : `Welcome, ${firstName.trim()}!`)
export const KIOSK_ENJOY = 'You are checked in. Enjoy your workout.'
export const kioskResetsIn = (seconds: number): string => `This screen resets in ${seconds} s`
/** A phone the kiosk does not know: the member is sent to the desk, no more is said. */
export const KIOSK_PHONE_UNKNOWN = 'We could not find a membership with this number. Please see the front desk.'
export const KIOSK_ALREADY_CHECKED_IN = 'You are already checked in.'
/** What the server answers a kiosk session for any call but the kiosk's. */
export const KIOSK_SESSION_REFUSED = 'A self check-in kiosk can only check members in.'

export const CHECK_IN_ALERTS_TITLE = 'Check-in alerts'
export const CHECK_IN_ALERTS_INTRO =
  'Choose what the desk and the kiosk do when a member checks in: Warn lets the member in and shows the alert, Block refuses the check-in and says why.'
export const CHECK_IN_ALERTS_DEFAULTS_NOTE = 'This centre uses the default settings until you save your own.'
export const CHECK_IN_ALERTS_SAVE = 'Save alert settings'
export const CHECK_IN_ALERTS_SAVED = 'Alert settings saved'
export const CHECK_IN_ALERTS_ALERT_COLUMN = 'Alert'
/** The profile's block of the alerts that apply to the member now. */
export const MEMBER_ALERTS_TITLE = 'Alerts at check-in'
export const MEMBER_ALERTS_NONE = 'No alerts: this member can check in.'
export const CHECK_IN_BLOCKED_LABEL = 'Blocks check-in'
export const CHECK_IN_WARNING_LABEL = 'Warning'
/** A check-in refused by blocking alerts: their words, as the server sends them (the desk reads 'Check-in unsuccessful {reason}'). */
export const checkInRefusedBy = (reasons: readonly string[]): string => reasons.join('; ')
/** The check-in card's list of the alerts that warned at the check-in just made. */
export const CHECKED_IN_WITH_ALERTS = 'Checked in with alerts'
