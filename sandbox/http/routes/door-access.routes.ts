import type { Hono } from 'hono'
import { DoorActionBody, DoorDeviceParams, type DoorDeviceWire, DoorDevicesQuery, type DoorDevicesWire } from '../../../adapters/http/contract/operations-issues.codecs'
import { OPERATIONS_ISSUES_PATHS } from '../../../adapters/http/contract/operations-issues-paths'
import { doorActionsOf } from '../../../core/operations/door-access.rule'
import * as M from '../../../core/shared/messages'
import type { Db } from '../../db/database'
import { fail } from '../../store/profile-store'
import type { ApiEnv } from '../api-env'
import { centreScopes } from '../centre-scope'
import { type RouteDeps, routeTable } from '../route'

type DeviceRow = { device_id: string; centre_id: number; name: string; kind: string; vendor: string; status: string; status_since: number }
type EventRow = { action: string; staff_name: string; at: number }

const devicesOf = (db: Db) => {
  const lastEvent = db.prepare('SELECT action, staff_name, at FROM door_events WHERE device_id = ? ORDER BY at DESC, id DESC LIMIT 1')
  return (r: DeviceRow): DoorDeviceWire => {
    const e = lastEvent.get(r.device_id) as EventRow | undefined
    return {
      deviceId: r.device_id,
      centerId: r.centre_id,
      name: r.name,
      deviceType: r.kind as DoorDeviceWire['deviceType'],
      vendor: r.vendor as DoorDeviceWire['vendor'],
      status: r.status as DoorDeviceWire['status'],
      statusSince: r.status_since,
      lastAction: e === undefined ? null : { action: e.action as 'CHECKIN' | 'CHECKOUT', by: e.staff_name, at: e.at },
    }
  }
}

/**
 * Door Access Control (/door: GYMFIT and ONEPASS centres, DOOR_ACCESS_CONTROL): the centre's
 * devices (EM_LOCK, SWING_BARRIER by Fortuna, AVTech, AVTechV2) with their status, and opening a
 * door for a member coming in (CHECKIN) or going out (CHECKOUT), which needs EDIT; an offline
 * device refuses (409). Every action is recorded (door_events) with who sent it and when.
 */
export const doorAccessRoutes = ({ db, now }: RouteDeps): Hono<ApiEnv> => {
  const api = routeTable(db)
  const S = centreScopes(db)
  const toWire = devicesOf(db)
  const device = db.prepare('SELECT * FROM door_devices WHERE device_id = ?')
  const centreOfDevice = (id: string): number | undefined => (device.get(id) as DeviceRow | undefined)?.centre_id
  const GATE = { screen: '/door' } as const

  api.get(
    OPERATIONS_ISSUES_PATHS.doorDevices,
    { ...GATE, permission: ['DOOR_ACCESS_CONTROL', 'VIEW'], query: DoorDevicesQuery, centre: 'centerId (query)', scope: (i) => S.at([S.ofCentreId(i.query.centerId)]) },
    (c, i) => {
      if (S.ofCentreId(i.query.centerId) === undefined) return fail(c, 404, M.CENTRE_NOT_FOUND)
      const rows = db.prepare('SELECT * FROM door_devices WHERE centre_id = ? ORDER BY name, device_id').all(i.query.centerId) as DeviceRow[]
      const body: DoorDevicesWire = { devices: rows.map(toWire) }
      return c.json(body)
    },
  )

  api.post(
    OPERATIONS_ISSUES_PATHS.doorAction,
    {
      audit: { action: 'DOOR_ACTION', subject: 'SETTING', id: (i) => i.params.deviceId },
      ...GATE,
      permission: ['DOOR_ACCESS_CONTROL', 'EDIT'],
      params: DoorDeviceParams,
      body: DoorActionBody,
      centre: 'the device’s centre (:deviceId)',
      scope: (i) => S.at([centreOfDevice(i.params.deviceId)]),
    },
    (c, i) => {
      const row = device.get(i.params.deviceId) as DeviceRow | undefined
      if (row === undefined) return fail(c, 404, M.DOOR_DEVICE_NOT_FOUND)
      if (!doorActionsOf({ status: row.status as DoorDeviceWire['status'] }).includes(i.body.action)) return fail(c, 409, M.DOOR_DEVICE_OFFLINE)
      db.prepare('INSERT INTO door_events (device_id, action, staff_id, staff_name, at) VALUES (?, ?, ?, ?, ?)').run(row.device_id, i.body.action, i.staff.id, i.staff.name, now())
      return c.json(toWire(row))
    },
  )

  return api.app
}
