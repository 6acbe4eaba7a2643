import { describe, expect, inject, it } from 'vitest'
import {
  CheckInListWire,
  CheckInResultWire,
  CheckInTrainersWire,
  PastCheckInsWire,
  ValidatePasscodeWire,
} from '../../adapters/http/contract/check-in.codecs'
import { MembershipsConfigWire } from '../../adapters/http/contract/customer.codecs'
import { PATHS } from '../../adapters/http/contract/paths'
import { CHECK_IN_PAGE_SIZE, DAY_MS } from '../../core/shared/constants'
import * as M from '../../core/shared/messages'
import { centreDayStart, DEMO, DEMO_PASSCODE, MAIN_GYM_CHECK_INS_TODAY } from '../../sandbox/seed/profile'
import { anonymous, decoded, failsWith, pathWith, signIn } from '../support/sandbox-http'

const today = centreDayStart(Date.now())
const wholeDay = { startTimeFrom: today, startTimeTo: today + DAY_MS - 1 }
const listQuery = (extra: Record<string, string | number | boolean> = {}) => ({
  centerId: 1,
  includeUserDetails: true,
  pageNumber: 1,
  pageSize: CHECK_IN_PAGE_SIZE,
  ...wholeDay,
  ...extra,
})

describe('sandbox: check-in list query', () => {
  it('answers the main gym\'s full day: exactly 10,000 check-ins in one page, every type, state, count and flag', async () => {
    const trainer = await signIn('trainer')
    const list = await decoded(await trainer.get(PATHS.checkIns, listQuery({ states: 'created,validated,cancelled' })), 200, CheckInListWire)
    expect(list.totalCount).toBe(MAIN_GYM_CHECK_INS_TODAY)
    expect(list.checkIns).toHaveLength(MAIN_GYM_CHECK_INS_TODAY)
    const cis = list.checkIns
    expect(new Set(cis.map((c) => c.checkInType))).toEqual(new Set(['trial', 'complimentary', 'other']))
    expect(new Set(cis.map((c) => c.state))).toEqual(new Set(['created', 'validated', 'cancelled']))
    const counts = new Set(cis.map((c) => c.userCheckinCount ?? 'absent'))
    for (const n of ['absent', 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]) expect(counts.has(n as never)).toBe(true)
    expect(cis.some((c) => c.trainerId)).toBe(true)
    expect(cis.some((c) => !c.trainerId)).toBe(true)
    expect(cis.some((c) => c.flags.includes('UP_FOR_RENEWAL_FLAG'))).toBe(true)
    expect(cis.some((c) => c.flags.includes('EDIT_LEAD') && c.modalConfigPayload?.EDIT_LEAD !== undefined)).toBe(true)
    expect(cis.every((c) => c.startTime >= today && c.startTime < today + DAY_MS)).toBe(true)
    expect(cis.every((c) => typeof c.firstName === 'string')).toBe(true)
    const sorted = cis.map((c) => c.startTime)
    expect([...sorted].sort((a, b) => a - b)).toEqual(sorted)
  })

  it('filters by state and time window, pages, and leaves out user details when asked', async () => {
    const cm = await signIn('centre-manager')
    const byState = await Promise.all(
      ['created', 'validated', 'cancelled'].map(async (s) => (await decoded(await cm.get(PATHS.checkIns, listQuery({ states: s })), 200, CheckInListWire)).totalCount),
    )
    expect(byState.reduce((a, b) => a + b, 0)).toBe(MAIN_GYM_CHECK_INS_TODAY)
    const page2 = await decoded(await cm.get(PATHS.checkIns, listQuery({ pageNumber: 2, pageSize: 100, includeUserDetails: false })), 200, CheckInListWire)
    expect(page2.checkIns).toHaveLength(100)
    expect(page2.checkIns.every((c) => c.firstName === undefined)).toBe(true)
    const morning = await decoded(await cm.get(PATHS.checkIns, listQuery({ startTimeTo: today + 9 * 3_600_000 })), 200, CheckInListWire)
    expect(morning.totalCount).toBeGreaterThan(0)
    expect(morning.totalCount).toBeLessThan(MAIN_GYM_CHECK_INS_TODAY)
  })

  it('rejects bad list queries with 400 and refuses without session or permission', async () => {
    const cm = await signIn('centre-manager')
    await failsWith(await cm.get(PATHS.checkIns, listQuery({ pageSize: CHECK_IN_PAGE_SIZE + 1 })), 400)
    await failsWith(await cm.get(PATHS.checkIns, listQuery({ pageNumber: 0 })), 400)
    await failsWith(await cm.get(PATHS.checkIns, listQuery({ states: 'created,unknown' })), 400)
    await failsWith(await cm.get(PATHS.checkIns, listQuery({ startTimeFrom: today + DAY_MS, startTimeTo: today })), 400)
    await failsWith(await cm.get(PATHS.checkIns, { centerId: 1 }), 400)
    await failsWith(await anonymous().get(PATHS.checkIns, listQuery()), 401)
    await failsWith(await (await signIn('no-permissions')).get(PATHS.checkIns, listQuery()), 403)
  })

  it('answers past check-ins of a customer, but not at a CULT centre', async () => {
    const fd = await signIn('front-desk')
    const q = { userId: DEMO.activeOver30.id, centerId: 1, startTimeFrom: today - 60 * DAY_MS, startTimeTo: today }
    const past = await decoded(await fd.get(PATHS.pastCheckIns, q), 200, PastCheckInsWire)
    expect(past.checkIns.length).toBeGreaterThan(0)
    expect(past.checkIns.every((c) => c.userId === DEMO.activeOver30.id)).toBe(true)
    await failsWith(await (await signIn('owner')).get(PATHS.pastCheckIns, { ...q, centerId: 3 }), 400, M.PAST_CHECK_INS_NOT_FOR_CULT)
  })
})

describe('sandbox: checking in and out', () => {
  it('checks a member in, refuses a second check-in, checks out once, then says no active check-in', async () => {
    const fd = await signIn('front-desk')
    const body = { userId: DEMO.checkIn.id, centerId: 2, cityId: 1 }
    const ok = await decoded(await fd.post(PATHS.memberCheckIn, body), 201, CheckInResultWire)
    expect(ok.message).toBe(M.CHECK_IN_SUCCESSFUL)
    expect(ok.checkIn).toMatchObject({ state: 'validated', userId: DEMO.checkIn.id, centerId: 2, firstName: DEMO.checkIn.first })
    await failsWith(await fd.post(PATHS.memberCheckIn, body), 409, M.ALREADY_CHECKED_IN)
    const profile = await decoded(await fd.get(pathWith(PATHS.membershipsConfig, { userId: DEMO.checkIn.id }), { centerId: 2, centerServiceId: 1002 }), 200, MembershipsConfigWire)
    expect(profile.lastCheckins[0]?.id).toBe(ok.checkIn.id)
    const path = pathWith(PATHS.checkout, { checkInId: ok.checkIn.id })
    await failsWith(await fd.put(path, { userId: DEMO.none.id }), 404)
    const out = await decoded(await fd.put(path, { userId: DEMO.checkIn.id }), 200, CheckInResultWire)
    expect(out.message).toBe(M.CHECKOUT_SUCCESSFUL)
    expect(out.checkIn.checkOutTime).toBeTypeOf('number')
    await failsWith(await fd.put(path, { userId: DEMO.checkIn.id }), 409, M.NO_ACTIVE_CHECK_INS)
  })

  it('refuses a member check-in for paused, expired and unknown customers; 403 for a trainer (view only)', async () => {
    const fd = await signIn('front-desk')
    await failsWith(await fd.post(PATHS.memberCheckIn, { userId: DEMO.paused.id, centerId: 2, cityId: 1 }), 409, M.MEMBERSHIP_PAUSED_NO_CHECK_IN)
    await failsWith(await fd.post(PATHS.memberCheckIn, { userId: DEMO.expired.id, centerId: 2, cityId: 1 }), 409, M.NO_ACTIVE_MEMBERSHIPS)
    await failsWith(await fd.post(PATHS.memberCheckIn, { userId: 'nobody', centerId: 2, cityId: 1 }), 404, M.NO_USER_DETAIL_FOUND)
    await failsWith(await fd.post(PATHS.memberCheckIn, { userId: DEMO.checkIn.id, centerId: '2' }), 400)
    await failsWith(await (await signIn('trainer')).post(PATHS.memberCheckIn, { userId: DEMO.activeOver30.id, centerId: 2, cityId: 1 }), 403)
  })

  it('checks a new phone in as a trial (creating the customer) and counts the trial used', async () => {
    const fd = await signIn('front-desk')
    const phone = '7012345601'
    await failsWith(await fd.post(PATHS.trialCheckIn, { cityId: 1, centerId: 2, phone: '12345', countryCode: '+91' }), 400, M.INVALID_PHONE_NUMBER)
    const ok = await decoded(await fd.post(PATHS.trialCheckIn, { cityId: 1, centerId: 2, phone, countryCode: '+91', firstName: 'Tanvi', lastName: 'Trial' }), 201, CheckInResultWire)
    expect(ok.checkIn).toMatchObject({ checkInType: 'trial', state: 'validated', firstName: 'Tanvi' })
    const cfg = await decoded(await fd.get(pathWith(PATHS.membershipsConfig, { userId: ok.checkIn.userId }), { centerId: 2, centerServiceId: 1002 }), 200, MembershipsConfigWire)
    expect(cfg.trialUsage.used).toBe(1)
    await failsWith(await fd.post(PATHS.trialCheckIn, { cityId: 1, centerId: 2, phone: DEMO.none.phone, countryCode: '+91' }), 409, M.NO_TRIALS_LEFT)
  })

  it('validates a passcode and checks the booking in by passcode, with the spec messages for bad input', async () => {
    const fd = await signIn('front-desk')
    const cfg = await decoded(await fd.get(pathWith(PATHS.membershipsConfig, { userId: DEMO.passcode.id }), { centerId: 1, centerServiceId: 1001 }), 200, MembershipsConfigWire)
    const booking = cfg.lastBookings.find((b) => b.centerId === 1)
    expect(booking).toBeDefined()
    const id = booking?.id ?? -1
    const validate = pathWith(PATHS.validatePasscode, { checkInId: id })
    await failsWith(await fd.get(validate, { centerId: 1 }), 400, M.PASSCODE_REQUIRED)
    await failsWith(await fd.get(validate, { centerId: 1, passCode: '1234567' }), 400, M.PASSCODE_REQUIRED)
    await failsWith(await fd.get(validate, { centerId: 1, passCode: '000000' }), 400, M.INVALID_PASSCODE)
    expect(await decoded(await fd.get(validate, { centerId: 1, passCode: DEMO_PASSCODE }), 200, ValidatePasscodeWire)).toEqual({ valid: true, checkInId: id })
    await failsWith(await fd.post(PATHS.passcodeCheckIn, { centerId: 1, passcode: DEMO_PASSCODE }), 400, M.CHECK_IN_ID_MISSING)
    await failsWith(await fd.post(PATHS.passcodeCheckIn, { centerId: 1, checkinId: id, passcode: '' }), 400, M.PASSCODE_REQUIRED)
    await failsWith(await fd.post(PATHS.passcodeCheckIn, { centerId: 1, checkinId: id, passcode: '999999' }), 400, M.INVALID_PASSCODE)
    const ok = await decoded(await fd.post(PATHS.passcodeCheckIn, { centerId: 1, checkinId: id, passcode: DEMO_PASSCODE }), 200, CheckInResultWire)
    expect(ok.checkIn.state).toBe('validated')
    await failsWith(await fd.post(PATHS.passcodeCheckIn, { centerId: 1, checkinId: id, passcode: DEMO_PASSCODE }), 409, M.CHECK_IN_NOT_A_BOOKING)
  })

  it('assigns a trainer to a check-in and lists trainers with recommendation and counts', async () => {
    const fd = await signIn('front-desk')
    const list = await decoded(await fd.get(PATHS.checkIns, listQuery({ states: 'validated' })), 200, CheckInListWire)
    // A member in the centre now: 'Assisting N members' counts the members each trainer is with now.
    const now = Date.now()
    const target = list.checkIns.find((c) => !c.trainerId && c.startTime <= now && c.endTime > now + 60_000 && (c.checkOutTime ?? undefined) === undefined)
    expect(target).toBeDefined()
    const id = target?.id ?? -1
    const trainers = await decoded(await fd.get(pathWith(PATHS.checkInTrainers, { checkInId: id })), 200, CheckInTrainersWire)
    expect(trainers.trainers.filter((t) => t.recommended)).toHaveLength(1)
    const before = trainers.trainers.find((t) => t.identityId === 'agent-104')?.checkInsAssigned ?? -1
    const path = pathWith(PATHS.assignTrainer, { checkInId: id })
    await failsWith(await fd.put(path, { trainerId: 'agent-601', centerId: 1 }), 404, M.TRAINER_NOT_FOUND)
    await failsWith(await fd.put(path, { trainerId: 'agent-104' }), 400)
    await failsWith(await (await signIn('trainer')).put(path, { trainerId: 'agent-104', centerId: 1 }), 403)
    const ok = await decoded(await fd.put(path, { trainerId: 'agent-104', centerId: 1 }), 200, CheckInResultWire)
    expect(ok.message).toBe(M.TRAINER_ASSIGNED)
    expect(ok.checkIn).toMatchObject({ trainerId: 'agent-104', trainerName: 'Sneha Kulkarni' })
    // The count is of members with the trainer now, so it moves with the clock and with the other suites'
    // check-outs: it is checked against the list read at the same moment, and the new member is in it.
    const at = Date.now()
    const lastDay = { startTimeFrom: at - DAY_MS, startTimeTo: at, states: 'validated' }
    const listAfter = await decoded(await fd.get(PATHS.checkIns, listQuery(lastDay)), 200, CheckInListWire)
    const after = await decoded(await fd.get(pathWith(PATHS.checkInTrainers, { checkInId: id })), 200, CheckInTrainersWire)
    const withTrainer = listAfter.checkIns.filter((c) => c.trainerId === 'agent-104' && c.startTime <= at && c.endTime > at && (c.checkOutTime ?? undefined) === undefined)
    expect(withTrainer.map((c) => c.id)).toContain(id)
    expect(after.trainers.find((t) => t.identityId === 'agent-104')?.checkInsAssigned).toBe(new Set(withTrainer.map((c) => c.userId)).size)
    expect(before).toBeGreaterThanOrEqual(0)
  })

  it('refuses check-in writes without the CSRF header (403)', async () => {
    const r = await fetch(`${inject('sandboxUrl')}/api/${PATHS.memberCheckIn}`, { method: 'POST', body: '{}' })
    expect(r.status).toBe(403)
  })
})
