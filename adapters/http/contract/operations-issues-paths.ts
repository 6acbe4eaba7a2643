/**
 * Paths of Report Issue (v1/odin/*; the spec shows only the prefix) and Door Access Control (the
 * spec shows none). Kept out of PATHS, which the first screen loads, so they travel with the
 * screens' gateways.
 */
export const OPERATIONS_ISSUES_PATHS = {
  /** GET ?centerId: the centre's issues; POST: report one. */
  issues: 'v1/odin/issues',
  /** GET ?centerId: the centre's door devices. */
  doorDevices: 'v1/doorAccess/devices',
  /** POST { action }: open the door of one device (CHECKIN or CHECKOUT). */
  doorAction: 'v1/doorAccess/devices/:deviceId/action',
} as const

/** The action path of a device. */
export const doorActionPath = (deviceId: string): string => OPERATIONS_ISSUES_PATHS.doorAction.replace(':deviceId', encodeURIComponent(deviceId))
