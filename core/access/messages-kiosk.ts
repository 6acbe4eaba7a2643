/*
 * The words of the self check-in kiosk's screen, the check-in alert settings screen and the
 * profile's alerts at check-in (the message catalogue's part that only these screens show; the
 * server's and the use cases' words are in core/shared/messages/kiosk.ts). Kept in the access
 * area, which the composition root does not load, so the desk's first load does not carry them.
 */

export const KIOSK_PHONE_LABEL = 'Your mobile number'
export const KIOSK_PHONE_HINT = 'Type the 10-digit number on your membership'
export const KIOSK_SEND_OTP = 'Send me a code'
export const KIOSK_OTP_LABEL = 'The 6-digit code we sent you'
export const KIOSK_CHECK_IN = 'Check in'
export const KIOSK_START_AGAIN = 'Start again'
export const kioskOtpSentTo = (lastDigits: string): string => `We sent a code to the number ending ${lastDigits}`
export const kioskWelcome = (firstName: string): string => (firstName.trim() === '' ? 'Welcome!' : `Welcome, ${firstName.trim()}!`)
export const KIOSK_ENJOY = 'You are checked in. Enjoy your workout.'
export const kioskResetsIn = (seconds: number): string => `This screen resets in ${seconds} s`
export const CHECK_IN_ALERTS_INTRO =
  'Choose what the desk and the kiosk do when a member checks in: Warn lets the member in and shows the alert, Block refuses the check-in and says why.'
export const CHECK_IN_ALERTS_DEFAULTS_NOTE = 'This centre uses the default settings until you save your own.'
export const CHECK_IN_ALERTS_SAVE = 'Save alert settings'
export const MEMBER_ALERTS_TITLE = 'Alerts at check-in'
export const MEMBER_ALERTS_NONE = 'No alerts: this member can check in.'
export const CHECK_IN_BLOCKED_LABEL = 'Blocks check-in'
export const CHECK_IN_WARNING_LABEL = 'Warning'
export const CHECKED_IN_WITH_ALERTS = 'Checked in with alerts'
