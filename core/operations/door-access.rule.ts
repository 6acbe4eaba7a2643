import type { DoorAction, DoorDevice, DoorDeviceKind } from './door-device'
import { DOOR_ACTIONS } from './door-device'

/**
 * The actions a device offers (part 3 §9: CHECKIN, CHECKOUT): an offline device cannot be
 * reached, so it offers none; a working one, or one whose door is kept open, offers both.
 */
export const doorActionsOf = (d: Pick<DoorDevice, 'status'>): readonly DoorAction[] => (d.status === 'OFFLINE' ? [] : DOOR_ACTIONS)

/** The devices of one type (the screen's type filter, part 3 §5: chosen from the lists of §9); undefined: every device. */
export const devicesOfKind = <D extends Pick<DoorDevice, 'kind'>>(devices: readonly D[], kind: DoorDeviceKind | undefined): readonly D[] =>
  kind === undefined ? devices : devices.filter((d) => d.kind === kind)

/** Devices needing attention first (offline, then kept open), then by name. */
export const byAttention = <D extends Pick<DoorDevice, 'status' | 'name'>>(devices: readonly D[]): readonly D[] => {
  const rank = (d: D): number => (d.status === 'OFFLINE' ? 0 : d.status === 'DOOR KEPT OPEN' ? 1 : 2)
  return [...devices].sort((a, b) => rank(a) - rank(b) || a.name.localeCompare(b.name))
}
