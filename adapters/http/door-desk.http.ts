import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { DoorDevice } from '../../core/operations/door-device'
import type { DoorDesk } from '../../core/operations/door-desk.port'
import { epochMs } from '../../core/shared/brands'
import { type DoorDeviceWire, DoorDeviceWire as DeviceCodec, DoorDevicesWire } from './contract/operations-issues.codecs'
import { OPERATIONS_ISSUES_PATHS as P, doorActionPath } from './contract/operations-issues-paths'
import type { HttpClient } from './http-client'

const deviceOf = (w: DoorDeviceWire): DoorDevice => ({
  deviceId: w.deviceId,
  centreId: w.centerId,
  name: w.name,
  kind: w.deviceType,
  vendor: w.vendor,
  status: w.status,
  statusSince: epochMs(w.statusSince),
  ...(w.lastAction === null || w.lastAction === undefined ? {} : { lastUse: { action: w.lastAction.action, by: w.lastAction.by, at: epochMs(w.lastAction.at) } }),
})

/** Door Access Control over HTTP: GET v1/doorAccess/devices?centerId, POST v1/doorAccess/devices/{id}/action. */
export const createHttpDoorDesk = (http: HttpClient): DoorDesk => ({
  devices: (centreId) => pipe(http.send({ path: P.doorDevices, params: { centerId: centreId } }, DoorDevicesWire), TE.map((w) => w.devices.map(deviceOf))),
  act: (c) => pipe(http.send({ path: doorActionPath(c.deviceId), data: { action: c.action } }, DeviceCodec), TE.map(deviceOf)),
})
