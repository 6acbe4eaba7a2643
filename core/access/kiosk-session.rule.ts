/*
 * A self check-in kiosk is a signed-in session whose only permission is the kiosk's: it shows the
 * kiosk screen and nothing else, and the server refuses every call but the kiosk's.
 */

/** The permission resource of a self check-in kiosk. */
export const KIOSK_RESOURCE = 'SELF_CHECK_IN_KIOSK'

/** The kiosk's screen. */
export const KIOSK_PATH = '/kiosk'

/** Seconds the kiosk shows a welcome or a refusal before it is ready for the next member. */
export const KIOSK_RESET_SECONDS = 10

/** A kiosk session: the kiosk's permission and no other (an owner who also holds it is staff, not a kiosk). */
export const isKioskSession = (permissions: Readonly<Record<string, readonly string[]>>): boolean => {
  const held = Object.entries(permissions).filter(([, levels]) => levels.length > 0)
  return held.length === 1 && held[0]?.[0] === KIOSK_RESOURCE
}

/** The permission resource of a centre's check-in alert settings (VIEW reads them, EDIT saves them). */
export const CHECK_IN_ALERT_SETTINGS_RESOURCE = 'CHECK_IN_ALERT_SETTINGS'

/** The check-in alert settings screen. */
export const CHECK_IN_ALERTS_PATH = '/checkin-alerts'
