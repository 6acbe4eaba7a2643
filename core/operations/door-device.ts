import type { EpochMs } from '../shared/brands'

/** Door Access Control (/door): the lists of part 3 §9. */
export const DOOR_DEVICE_KINDS = ['EM_LOCK', 'SWING_BARRIER'] as const
export type DoorDeviceKind = (typeof DOOR_DEVICE_KINDS)[number]
export const DOOR_VENDORS = ['Fortuna', 'AVTech', 'AVTechV2'] as const
export type DoorVendor = (typeof DOOR_VENDORS)[number]
export const DOOR_ACTIONS = ['CHECKIN', 'CHECKOUT'] as const
export type DoorAction = (typeof DOOR_ACTIONS)[number]
export const DOOR_STATUSES = ['OFFLINE', 'DOOR KEPT OPEN', 'FUNCTIONAL'] as const
export type DoorStatus = (typeof DOOR_STATUSES)[number]

/** The last time staff opened the door from the portal. */
export type DoorUse = { readonly action: DoorAction; readonly by: string; readonly at: EpochMs }

/** A door device of a centre: an electromagnetic lock or a swing barrier. */
export type DoorDevice = {
  readonly deviceId: string
  readonly centreId: number
  /** Where it is ('Main entrance'). */
  readonly name: string
  readonly kind: DoorDeviceKind
  readonly vendor: DoorVendor
  readonly status: DoorStatus
  /** When the device last reported its status. */
  readonly statusSince: EpochMs
  readonly lastUse?: DoorUse
}

/** A door opened from the portal: which device, to let a member in (CHECKIN) or out (CHECKOUT). */
export type DoorCommand = { readonly deviceId: string; readonly action: DoorAction }
