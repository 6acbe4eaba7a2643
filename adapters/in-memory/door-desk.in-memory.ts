import * as E from 'fp-ts/Either'
import type { DoorDevice } from '../../core/operations/door-device'
import type { DoorDesk } from '../../core/operations/door-desk.port'
import { doorActionsOf } from '../../core/operations/door-access.rule'
import { epochMs } from '../../core/shared/brands'
import type { Clock } from '../../core/shared/clock.port'
import { notFound, rejected } from '../../core/shared/errors'
import * as M from '../../core/shared/messages'
import { run } from './run'

/** A main gym's devices, one of each state (the sandbox seeds the same kinds: sandbox/seed/operations-issues.ts). */
export const IN_MEMORY_DOOR_DEVICES: readonly DoorDevice[] = [
  { deviceId: 'DOOR-1-1', centreId: 1, name: 'Main entrance', kind: 'SWING_BARRIER', vendor: 'AVTechV2', status: 'FUNCTIONAL', statusSince: epochMs(0) },
  { deviceId: 'DOOR-1-2', centreId: 1, name: 'Staff door', kind: 'EM_LOCK', vendor: 'Fortuna', status: 'DOOR KEPT OPEN', statusSince: epochMs(0) },
  { deviceId: 'DOOR-1-3', centreId: 1, name: 'Studio door', kind: 'EM_LOCK', vendor: 'AVTech', status: 'OFFLINE', statusSince: epochMs(0) },
  { deviceId: 'DOOR-2-1', centreId: 2, name: 'Main entrance', kind: 'EM_LOCK', vendor: 'Fortuna', status: 'FUNCTIONAL', statusSince: epochMs(0) },
]

export type InMemoryDoorDeskOptions = {
  readonly clock: Pick<Clock, 'now'>
  readonly staffName?: string
  readonly centreIds?: readonly number[]
  readonly devices?: readonly DoorDevice[]
}

/** Door Access Control in memory: an offline device refuses; an action is remembered as the device's last use. */
export const createInMemoryDoorDesk = (o: InMemoryDoorDeskOptions): DoorDesk => {
  const devices = new Map((o.devices ?? IN_MEMORY_DOOR_DEVICES).map((d) => [d.deviceId, d]))
  const centres = new Set(o.centreIds ?? [1, 2, 3, 4, 5, 6, 7, 8])
  return {
    devices: (centreId) =>
      run(() => (centres.has(centreId) ? E.right([...devices.values()].filter((d) => d.centreId === centreId)) : E.left(notFound(M.CENTRE_NOT_FOUND)))),
    act: (c) =>
      run(() => {
        const d = devices.get(c.deviceId)
        if (d === undefined) return E.left(notFound(M.DOOR_DEVICE_NOT_FOUND))
        if (!doorActionsOf(d).includes(c.action)) return E.left(rejected(M.DOOR_DEVICE_OFFLINE))
        const next: DoorDevice = { ...d, lastUse: { action: c.action, by: o.staffName ?? 'Asha Rao', at: o.clock.now() } }
        devices.set(d.deviceId, next)
        return E.right(next)
      }),
  }
}
