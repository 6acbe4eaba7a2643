// ---- The member pass, the printed card and scanning at the desk ----

/** Refusals of a scanned code, checked on the server. */
export const SCAN_NOT_A_CODE = 'This is not a member pass or card code'
export const PASS_EXPIRED = 'This pass has expired. Ask the member to open their pass again'
export const PASS_NOT_VALID = 'This pass is not valid. Ask the member to open their pass again'
export const PASS_ALREADY_USED = 'This pass code has already been used. Ask the member to wait for the next code'
export const MEMBER_OF_ANOTHER_CENTRE = 'This member belongs to another centre'
export const CARD_REVOKED = 'This card has been revoked. Ask the member for their pass or issue a new card'
export const CARD_UNKNOWN = 'This card is not known'
export const PASS_MEMBER_UNKNOWN = 'No member holds this pass'

/** What the desk reads after a scan. */
export const scanCheckedIn = (name: string): string => `${name} is checked in`
export const SCAN_RESULT_LABEL = 'Scan result'
export const SCAN_CANNOT_CHECK_IN = 'Cannot check in'
export const scanRefusedFor = (name: string): string => `${name} cannot check in`
export const SCAN_READY = 'Ready to scan a member pass or card'
export const SCAN_CHECKING = 'Checking the scanned code…'
export const SCAN_FAILED_NO_MEMBER = 'The scanned code names no member'

/** The camera. */
export const SCAN_WITH_CAMERA = 'Scan with camera'
export const CAMERA_SCAN_TITLE = 'Scan a member pass'
export const CAMERA_SCAN_HINT = 'Hold the member’s pass or card in front of the camera'
export const CAMERA_UNAVAILABLE = 'The camera could not be opened. Allow the camera for this site, or scan with the desk scanner'
export const CAMERA_CLOSE = 'Close'

/** The printed card on the profile. */
export const MEMBER_CARD_TITLE = 'Member card'
export const MEMBER_CARD_NONE = 'No card issued. Issue one for a member who has no phone'
export const MEMBER_CARD_ISSUE = 'Issue card'
export const MEMBER_CARD_REPLACE = 'Issue a new card'
export const MEMBER_CARD_REVOKE = 'Revoke card'
export const MEMBER_CARD_PRINT = 'Print card'
export const MEMBER_CARD_ISSUED = 'Card issued'
export const MEMBER_CARD_REVOKED_DONE = 'Card revoked'
export const MEMBER_CARD_NUMBER_LABEL = 'Card number'
export const memberCardFailed = (reason: string): string => `The card could not be changed: ${reason}`
export const MEMBER_CARD_NO_CARD_TO_REVOKE = 'This member has no card to revoke'
export const memberCardCodeAlt = (cardNumber: string): string => `QR code of card ${cardNumber}`

/** The sandbox's pass page. */
export const MEMBER_PASS_TITLE = 'Member pass'
export const memberPassChangesIn = (seconds: number): string => `This code changes in ${seconds} s.`
export const memberCardRevokedOn = (cardNumber: string, day: string): string => `Card ${cardNumber} was revoked on ${day}. Issue a new card if the member needs one`
