/**
 * Paths of the alerts-at-check-in and self check-in kiosk calls, relative to API_BASE (ours: the
 * spec has no such calls). Kept apart from PATHS, which the first screen loads.
 */
export const CHECK_IN_ALERT_PATHS = {
  /** GET ?centerId: a centre's alert settings; PUT { centerId, levels, renewalWithinDays }: a manager saves them. */
  checkInAlertSettings: 'v1/checkInAlerts/settings',
  /** GET ?userId&centerId: the alerts that apply to the member at the centre now. */
  memberCheckInAlerts: 'v1/checkInAlerts/member',
  /** POST { centerId, phone }: the kiosk sends a member an OTP. */
  kioskOtp: 'v1/kiosk/otp',
  /** POST { centerId, proof }: the kiosk checks a member in. */
  kioskCheckIn: 'v1/kiosk/checkIn',
} as const
