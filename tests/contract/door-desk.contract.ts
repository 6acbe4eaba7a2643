import { describe, expect, it } from 'vitest'
import type { DoorDesk } from '../../core/operations/door-desk.port'
import * as M from '../../core/shared/messages'
import { ok } from './profile-contract-support'

const left = (r: { _tag: string; left?: { _tag: string; message: string } }) => (r._tag === 'Left' ? r.left : undefined)

/**
 * What every DoorDesk must do (Door Access Control). The desk acts as the owner persona, Asha Rao;
 * the main gym (centre 1) holds a working device and an offline one.
 */
export const doorDeskContract = (name: string, make: () => Promise<DoorDesk>): void => {
  describe(`DoorDesk contract: ${name}`, () => {
    it("lists the centre's devices with the spec's kinds, vendors and statuses, and only that centre's", async () => {
      const devices = ok(await (await make()).devices(1)())
      expect(devices.length).toBeGreaterThan(0)
      expect(devices.every((d) => d.centreId === 1)).toBe(true)
      expect(new Set(devices.map((d) => d.deviceId)).size).toBe(devices.length)
      expect(devices.some((d) => d.status === 'FUNCTIONAL')).toBe(true)
      expect(devices.some((d) => d.status === 'OFFLINE')).toBe(true)
    })

    it('opens a working door to let a member in, then out; the last use reads back after a reload', async () => {
      const desk = await make()
      const working = ok(await desk.devices(1)()).find((d) => d.status === 'FUNCTIONAL')
      if (working === undefined) throw new Error('no working device at centre 1')
      const inside = ok(await desk.act({ deviceId: working.deviceId, action: 'CHECKIN' })())
      expect(inside).toMatchObject({ deviceId: working.deviceId, status: working.status, lastUse: { action: 'CHECKIN', by: 'Asha Rao' } })
      expect(ok(await desk.devices(1)()).find((d) => d.deviceId === working.deviceId)?.lastUse).toEqual(inside.lastUse)
      const out = ok(await desk.act({ deviceId: working.deviceId, action: 'CHECKOUT' })())
      expect(out.lastUse?.action).toBe('CHECKOUT')
      expect(out.lastUse?.at).toBeGreaterThanOrEqual(inside.lastUse?.at ?? Infinity)
      expect(ok(await desk.devices(1)()).find((d) => d.deviceId === working.deviceId)?.lastUse).toEqual(out.lastUse)
    })

    it('refuses to open an offline device, with the reason, and records nothing', async () => {
      const desk = await make()
      const offline = ok(await desk.devices(1)()).find((d) => d.status === 'OFFLINE')
      if (offline === undefined) throw new Error('no offline device at centre 1')
      expect(left(await desk.act({ deviceId: offline.deviceId, action: 'CHECKIN' })())).toMatchObject({ _tag: 'Rejected', message: M.DOOR_DEVICE_OFFLINE })
      expect(ok(await desk.devices(1)()).find((d) => d.deviceId === offline.deviceId)?.lastUse).toEqual(offline.lastUse)
    })

    it('answers NotFound for an unknown device or centre', async () => {
      const desk = await make()
      expect(left(await desk.act({ deviceId: 'DOOR-NONE', action: 'CHECKIN' })())?._tag).toBe('NotFound')
      expect(left(await desk.devices(99)())?._tag).toBe('NotFound')
    })
  })
}
