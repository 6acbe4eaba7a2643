import { describe, expect, it } from 'vitest'
import { DoorDeviceWire, DoorDevicesWire, IssueWire, IssuesWire } from '../../adapters/http/contract/operations-issues.codecs'
import { OPERATIONS_ISSUES_PATHS as P, doorActionPath } from '../../adapters/http/contract/operations-issues-paths'
import * as M from '../../core/shared/messages'
import { anonymous, decoded, failsWith, signIn } from '../support/sandbox-http'

const report = (centerId: number, over: Record<string, unknown> = {}) => ({ centerId, category: 'FACILITY', categoryComment: '', title: 'Fan not working', description: 'Ceiling fan 2 stopped', ...over })

describe('sandbox: Report Issue (v1/odin/issues)', () => {
  it('files an issue with PARTNER_ISSUE EDIT at an own centre: Open, reported by the caller whatever the body says', async () => {
    const desk = await signIn('front-desk')
    const issue = await decoded(await desk.post(P.issues, report(7, { status: 'CLOSED', reportedBy: 'Someone Else' })), 201, IssueWire)
    expect(issue).toMatchObject({ centerId: 7, status: 'OPEN', reportedBy: 'Meera Iyer', title: 'Fan not working' })
    const list = await decoded(await desk.get(P.issues, { centerId: 7 }), 200, IssuesWire)
    expect(list.issues[0]?.id).toBe(issue.id)
  })

  it('refuses without the permission, at another centre, without a session, and bad input in the form’s words', async () => {
    await failsWith(await (await signIn('trainer')).post(P.issues, report(1)), 403)
    await failsWith(await (await signIn('trainer')).get(P.issues, { centerId: 1 }), 403)
    await failsWith(await (await signIn('front-desk')).post(P.issues, report(3)), 403)
    await failsWith(await anonymous().post(P.issues, report(1)), 401)
    const owner = await signIn('owner')
    await failsWith(await owner.post(P.issues, report(1, { title: '  ' })), 400, M.FIELD_REQUIRED)
    await failsWith(await owner.post(P.issues, report(1, { category: 'OTHERS' })), 400, M.FIELD_REQUIRED)
    await failsWith(await owner.post(P.issues, report(1, { category: 'PLUMBING' })), 400, M.ISSUE_UNKNOWN_CATEGORY)
    await failsWith(await owner.post(P.issues, report(1, { description: 'x'.repeat(5000) })), 400)
    await failsWith(await owner.post(P.issues, report(99)), 404, M.CENTRE_NOT_FOUND)
  })
})

describe('sandbox: Door Access Control (v1/doorAccess/*)', () => {
  // At Bandra Lux (7): the door contract suite acts on the main gym's devices at the same time.
  it('lists a gym centre’s devices with VIEW and opens a working one with EDIT, recording who did it', async () => {
    const owner = await signIn('owner')
    const { devices } = await decoded(await owner.get(P.doorDevices, { centerId: 7 }), 200, DoorDevicesWire)
    const working = devices.find((d) => d.status === 'FUNCTIONAL')
    if (working === undefined) throw new Error('no working device at centre 7')
    const after = await decoded(await owner.post(doorActionPath(working.deviceId), { action: 'CHECKIN', by: 'Someone Else' }), 200, DoorDeviceWire)
    expect(after.lastAction).toMatchObject({ action: 'CHECKIN', by: 'Asha Rao' })
  })

  it('refuses an offline device (409), an unknown device (404), an action outside the list (400), another centre’s device (403) and a CULT centre (the screen’s gate)', async () => {
    const cm = await signIn('centre-manager')
    const { devices } = await decoded(await cm.get(P.doorDevices, { centerId: 1 }), 200, DoorDevicesWire)
    const offline = devices.find((d) => d.status === 'OFFLINE')
    if (offline === undefined) throw new Error('no offline device at centre 1')
    await failsWith(await cm.post(doorActionPath(offline.deviceId), { action: 'CHECKOUT' }), 409, M.DOOR_DEVICE_OFFLINE)
    await failsWith(await cm.post(doorActionPath('DOOR-NONE'), { action: 'CHECKIN' }), 404)
    await failsWith(await cm.post(doorActionPath(devices[0]?.deviceId ?? ''), { action: 'OPEN' }), 400)
    await failsWith(await cm.post(doorActionPath('DOOR-2-1'), { action: 'CHECKIN' }), 403)
    await failsWith(await cm.get(P.doorDevices, { centerId: 3 }), 403)
  })

  it('refuses the devices and the action to staff without DOOR_ACCESS_CONTROL', async () => {
    const desk = await signIn('front-desk')
    await failsWith(await desk.get(P.doorDevices, { centerId: 1 }), 403)
    await failsWith(await desk.post(doorActionPath('DOOR-1-1'), { action: 'CHECKIN' }), 403)
  })
})
