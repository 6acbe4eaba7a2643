import { describe, expect, it } from 'vitest'
import { createTestPortal } from '../../../composition/test/container'
import { lookupReducer, INITIAL_LOOKUP } from '../../../core/customer/lookup-customer'
import { epochMs } from '../../../core/shared/brands'
import { centreDayOf, startOfCentreDay } from '../../../core/shared/centre-day'
import { DAY_MS, HOUR_MS } from '../../../core/shared/constants'
import { seedCentres } from '../../../sandbox/seed/centres'
import { centreFromWire } from '../../../adapters/http/centre-directory.http'
import { DEMO, MAIN_GYM, seedDemoWorld, worldCheckIn } from '../../support/profile-world'

/** 2026-11-25 12:00 in Kolkata. */
const NOW = Date.UTC(2026, 10, 25, 6, 30)
const seeded = seedCentres(NOW)
const details = {
  centers: seeded.map((c) => centreFromWire(c.wire)),
  userContext: { id: 'staff-owner', name: 'Asha Rao', email: 'asha.owner@centres.example' },
  gymPtEnabledCenter: [],
}
const portal = () => createTestPortal({ centreDetails: details, now: NOW, seedProfile: seedDemoWorld })
const centre = { centerId: MAIN_GYM.id, centerServiceId: MAIN_GYM.centerServiceId }
const pitch = {
  centerId: 1,
  centerServiceCenterId: 1001,
  centerType: 'GYMFIT',
  type: 'GYM_JOINING' as const,
  customerName: 'New Walker',
  remarks: 'Asked about prices',
  source: 'GOOGLE_SEARCH',
  pitchedByUserId: 'staff-owner',
  leadType: 'HOT',
}

const right = <A>(r: { _tag: 'Left'; left: unknown } | { _tag: 'Right'; right: A }): A => {
  if (r._tag === 'Left') throw new Error(`expected success, got ${JSON.stringify(r.left)}`)
  return r.right
}
const left = <E>(r: { _tag: 'Left'; left: E } | { _tag: 'Right'; right: unknown }): E => {
  if (r._tag === 'Right') throw new Error(`expected failure, got ${JSON.stringify(r.right)}`)
  return r.left
}

describe('lookupCustomer', () => {
  it('finds a customer by phone and decrypts phone and e-mail with the user id', async () => {
    const { useCases } = portal()
    const p = right(await useCases.lookupCustomer({ input: DEMO.activeOver30.phone, centre })())
    expect(p.customer.id).toBe(DEMO.activeOver30.id)
    expect(p.customer.phone).toBe(DEMO.activeOver30.phone)
    expect(p.customer.email).toBe('lakshmi.iyengar@mail.example')
    expect(p.memberships.memberships).toHaveLength(1)
  })

  it('finds a customer by user id', async () => {
    const { useCases } = portal()
    const p = right(await useCases.lookupCustomer({ input: DEMO.checkIn.id, centre })())
    expect(p.customer.firstName).toBe(DEMO.checkIn.first)
  })

  it("shows 'User not found for ID: {id} {reason}' for an unknown user id", async () => {
    const { useCases } = portal()
    const e = left(await useCases.lookupCustomer({ input: '999', centre })())
    expect(e).toMatchObject({ _tag: 'UserNotFound', message: 'User not found for ID: 999 No User Detail found' })
  })

  it('records a pitch instead for an unknown phone and loads the customer by the returned id', async () => {
    const { useCases, world } = portal()
    const p = right(await useCases.lookupCustomer({ input: '9123456780', centre, pitch })())
    expect(p.pitchRecorded).toBe(true)
    expect(p.customer.phone).toBe('9123456780')
    expect(p.customer.firstName).toBe('New')
    expect(world.pitches).toHaveLength(1)
  })

  it('records no pitch when suppressed', async () => {
    const { useCases, world } = portal()
    const e = left(await useCases.lookupCustomer({ input: '9123456780', centre, pitch, suppressPitch: true })())
    expect(e.message).toBe('User not found: 9123456780')
    expect(world.pitches).toHaveLength(0)
  })

  it("shows 'Record Pitch unsuccessful' when the pitch fails", async () => {
    const { useCases } = portal()
    const e = left(await useCases.lookupCustomer({ input: '9123456780', centre, pitch: { ...pitch, remarks: '' } })())
    expect(e).toMatchObject({ _tag: 'PitchFailed', message: 'Record Pitch unsuccessful' })
  })

  it('goes idle, loading, loaded or error, and a reset returns to empty', () => {
    const q = { kind: 'phone' as const, phone: '9000000004' }
    const loading = lookupReducer(INITIAL_LOOKUP, { type: 'search', query: q })
    expect(loading.status).toBe('loading')
    const failed = lookupReducer(loading, { type: 'failed', error: { _tag: 'NoUserDetail', message: 'No User Detail found' } })
    expect(failed.status).toBe('error')
    expect(lookupReducer(failed, { type: 'reset' })).toEqual(INITIAL_LOOKUP)
    expect(lookupReducer(INITIAL_LOOKUP, { type: 'failed', error: { _tag: 'NoUserDetail', message: '' } })).toEqual(INITIAL_LOOKUP)
  })
})

describe('classifyCheckIns', () => {
  it('fetches the whole day of bookings, excludes cancelled ones and groups the rest', async () => {
    const { useCases } = portal()
    const r = right(await useCases.classifyCheckIns({ centerId: MAIN_GYM.id, kind: 'created', states: ['created', 'validated', 'cancelled'] })())
    const grouped = r.sections.reduce((n, s) => n + s.checkIns.length, 0)
    expect(grouped).toBe(r.total)
    expect(r.total).toBe(37)
    expect([...r.displayStates.values()].every((s) => s !== undefined)).toBe(true)
    expect(r.window.from).toBe(startOfCentreDay(centreDayOf(epochMs(NOW))))
  })

  it('asks for the last 90 minutes to 1 minute ahead on today\'s validated list', async () => {
    const { useCases, world, clock } = portal()
    world.checkIns.set('x1', worldCheckIn({ id: 'x1', startTime: epochMs(clock.now() - 30 * 60_000), endTime: epochMs(clock.now() + HOUR_MS) }))
    world.checkIns.set('x2', worldCheckIn({ id: 'x2', startTime: epochMs(clock.now() - 100 * 60_000) }))
    const r = right(await useCases.classifyCheckIns({ centerId: MAIN_GYM.id, kind: 'validated' })())
    expect(r.total).toBe(1)
    expect(r.displayStates.get('x1')).toBe('CHECKED_IN')
  })

  it('shows a booking whose end has passed as missed', async () => {
    const { useCases, world, clock } = portal()
    world.checkIns.set('b1', worldCheckIn({ id: 'b1', state: 'created', startTime: epochMs(clock.now() - 2 * HOUR_MS), endTime: epochMs(clock.now() - HOUR_MS) }))
    const r = right(await useCases.classifyCheckIns({ centerId: MAIN_GYM.id, kind: 'created' })())
    expect(r.displayStates.get('b1')).toBe('MISSED')
  })
})

describe('resolveTask', () => {
  it("resolves a task by uuid and answers 'Task Resolved successfully' with the updated task", async () => {
    const { useCases, world } = portal()
    const task = world.tasks.get('tsk-0005')
    const r = right(
      await useCases.resolveTask({ taskUuid: 'tsk-0005', task, draft: { status: 'CONNECTED', subStatus: 'INTERESTED', followUp: 'NO_FOLLOW_UP', remarks: '  Will join  ' } })(),
    )
    expect(r.message).toBe('Task Resolved successfully')
    expect(r.value).toMatchObject({ status: 'CONNECTED', subStatus: 'INTERESTED', remark: 'Will join' })
  })

  it('returns every field error at once and resolves nothing', async () => {
    const { useCases, world } = portal()
    const task = world.tasks.get('tsk-0005')
    const e = left(await useCases.resolveTask({ taskUuid: 'tsk-0005', task, draft: { status: 'CONNECTED' } })())
    expect(e).toMatchObject({ _tag: 'ValidationFailed', errors: { subStatus: 'Sub-status is required', remarks: 'Enter Remarks' } })
    expect(world.tasks.get('tsk-0005')?.status).toBe('OPEN')
  })

  it('asks for a call-back time between now and the task expiry', async () => {
    const { useCases, world, clock } = portal()
    const task = world.tasks.get('tsk-0005')
    const draft = { status: 'CONNECTED', subStatus: 'CALL_BACK', followUp: 'TIME_BASED_CALL_BACK', remarks: 'later', callbackTime: clock.now() + 10 * DAY_MS }
    const e = left(await useCases.resolveTask({ taskUuid: 'tsk-0005', task, draft })())
    expect(e._tag).toBe('ValidationFailed')
  })

  it('without the task at hand, lets the server judge the choices', async () => {
    const { useCases } = portal()
    const e = left(await useCases.resolveTask({ taskUuid: 'tsk-0006', draft: { status: 'CONNECTED', remarks: 'x' } })())
    expect(e).toMatchObject({ _tag: 'ResolveRejected', message: 'Sub-status is required' })
  })

  it('shows the first 3 call-trail entries and all of them', async () => {
    const { useCases } = portal()
    const t = right(await useCases.loadCallTrail('tsk-0001')())
    expect(t.preview).toHaveLength(3)
    expect(t.all).toHaveLength(5)
    expect(t.all[0]?.createdOn).toBeGreaterThan(t.all[1]?.createdOn ?? 0)
  })
})

describe('front-desk actions', () => {
  it("checks a member in and out: 'Check-in Successful', 'Checkout Successful'", async () => {
    const { useCases } = portal()
    const inn = right(await useCases.checkInAsMember({ userId: DEMO.checkIn.id, centerId: 1, cityId: 1 })())
    expect(inn.message).toBe('Check-in Successful')
    const out = right(await useCases.checkOut({ checkInId: inn.value.checkIn.id, userId: DEMO.checkIn.id })())
    expect(out.message).toBe('Checkout Successful')
    const again = left(await useCases.checkOut({ checkInId: inn.value.checkIn.id, userId: DEMO.checkIn.id })())
    expect(again.message).toBe('Checkout unsuccessful No active checkins found')
  })

  it("refuses a paused member's check-in with 'Check-in unsuccessful {reason}'", async () => {
    const { useCases } = portal()
    const e = left(await useCases.checkInAsMember({ userId: DEMO.paused.id, centerId: 1, cityId: 1 })())
    expect(e.message).toBe('Check-in unsuccessful Membership is paused. Unpause it to check in')
  })

  it("shows 'No User Detail found' when the customer has no city id", async () => {
    const { useCases } = portal()
    const e = left(await useCases.checkInAsMember({ userId: DEMO.checkIn.id, centerId: 1, cityId: undefined })())
    expect(e.message).toBe('No User Detail found')
  })

  it('checks a booking in by passcode after the form rules', async () => {
    const { useCases, world } = portal()
    const booking = [...world.checkIns.values()].find((c) => c.userId === DEMO.passcode.id)
    const bad = left(await useCases.checkInByPasscode({ centerId: 1, draft: { checkInId: booking?.id, passcode: '1234567' } })())
    expect(bad._tag).toBe('ValidationFailed')
    const ok = right(await useCases.checkInByPasscode({ centerId: 1, draft: { checkInId: booking?.id, passcode: '246810' } })())
    expect(ok.value.checkIn.state).toBe('validated')
  })

  it("says 'Call Failed' when the IVR call is not sent, and 'you will recieve a call' when it is", async () => {
    const { useCases } = portal()
    expect(left(await useCases.callCustomer({ userId: DEMO.ivrFails.id, centerId: 1 })()).message).toBe('Call Failed')
    expect(right(await useCases.callCustomer({ userId: DEMO.checkIn.id, centerId: 1 })()).message).toBe('you will recieve a call')
  })

  it("answers 'Invoice not available' for a failed order and 'Invoice Downloaded.' for a paid one", async () => {
    const { useCases } = portal()
    expect(left(await useCases.downloadInvoice('ORD1003')()).message).toBe('Invoice not available')
    expect(right(await useCases.downloadInvoice('ORD1001')()).message).toBe('Invoice Downloaded.')
  })

  it('lists orders of the last 3 months only, by status when asked', async () => {
    const { useCases } = portal()
    expect(right(await useCases.loadOrders(DEMO.activeOver30.id)()).map((o) => o.orderId)).toEqual(['ORD1003', 'ORD1001'])
    expect(right(await useCases.loadOrders(DEMO.activeOver30.id, ['Failed'])()).map((o) => o.orderId)).toEqual(['ORD1003'])
  })

  it("captures a PT lead: 'Lead captured Successfully', else 'Lead capture Failed'", async () => {
    const { useCases } = portal()
    const lead = { userId: DEMO.activeOver30.id, assigneeId: 'staff-trainer', centerServiceId: 1001, leadType: 'HOT', createdBy: 'staff-owner' }
    expect(right(await useCases.captureLead(lead)()).message).toBe('Lead captured Successfully')
    expect(left(await useCases.captureLead({ ...lead, assigneeId: 'staff-frontdesk' })()).message).toBe('Lead capture Failed')
  })

  it('decrypts trainers\' e-mail and phone with their identity id', async () => {
    const { useCases } = portal()
    const ts = right(await useCases.loadTrainers(1001)())
    expect(ts.map((t) => t.phone)).toEqual(['9811100001', '9811100002', '9811100004'])
  })
})
