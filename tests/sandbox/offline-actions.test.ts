import { describe, expect, it } from 'vitest'
import { CheckInResultWire, PastCheckInsWire } from '../../adapters/http/contract/check-in.codecs'
import { BcaListWire, BcaResultWire, PitchWire } from '../../adapters/http/contract/customer.codecs'
import { PATHS } from '../../adapters/http/contract/paths'
import { TasksWire } from '../../adapters/http/contract/task.codecs'
import { IssueWire } from '../../adapters/http/contract/operations-issues.codecs'
import { OPERATIONS_ISSUES_PATHS } from '../../adapters/http/contract/operations-issues-paths'
import { OFFLINE_CLOCK_SKEW_MS, OFFLINE_REPLAY_BOUND_HOURS, OFFLINE_REPLAY_BOUND_MS, OFFLINE_CLOCK_SKEW_MINUTES } from '../../core/offline/offline-replay.rule'
import { HOUR_MS, MINUTE_MS } from '../../core/shared/constants'
import * as M from '../../core/shared/messages'
import { DEMO } from '../../sandbox/seed/profile'
import { decoded, failsWith, pathWith, signIn } from '../support/sandbox-http'

let n = 0
const keyOf = (what: string): string => `offline-test-${what}-${Date.now()}-${++n}`
const FRONT_DESK = 'staff-frontdesk'
const stamp = (key: string, happenedAt: number, staffId = FRONT_DESK) => ({ offlineAction: { key, happenedAt, staffId, offline: true } })
const checkoutStamp = (key: string, happenedAt: number, staffId = FRONT_DESK) => ({
  offlineKey: key,
  offlineHappenedAt: happenedAt,
  offlineStaffId: staffId,
  offline: 'true',
})

/** The customer's check-ins at the main gym over the last day (the front desk may read them). */
const pastCheckIns = async (userId: string, from: number, to: number) => {
  const fd = await signIn('front-desk')
  return (await decoded(await fd.get(PATHS.pastCheckIns, { userId, centerId: 2, startTimeFrom: from, startTimeTo: to }), 200, PastCheckInsWire)).checkIns
}

const refusedTasksOf = async (userId: string) => {
  // The owner manages every centre (the main gym's manager).
  const owner = await signIn('owner')
  const tasks = await decoded(await owner.get(PATHS.tasks, { userId, packProductTypes: 'GYM_JOINING' }), 200, TasksWire)
  return tasks.tasks.filter((t) => t.campaignName === M.OFFLINE_REFUSED_TASK_CAMPAIGN)
}

describe('sandbox: actions done at the desk without a network', () => {
  it('keeps the original time of an offline check-in, pitch and BCA, and marks them offline', async () => {
    const fd = await signIn('front-desk')
    const at = Date.now() - 3 * HOUR_MS
    const ci = await decoded(
      await fd.post(PATHS.memberCheckIn, { userId: DEMO.activeUnder30.id, centerId: 2, cityId: 1, ...stamp(keyOf('ci'), at) }),
      201,
      CheckInResultWire,
    )
    expect(ci.checkIn).toMatchObject({ state: 'validated', startTime: at, checkInTime: at, validatedAt: at, flags: ['OFFLINE'] })
    const listed = await pastCheckIns(DEMO.activeUnder30.id, at - MINUTE_MS, at + MINUTE_MS)
    expect(listed.map((c) => c.id)).toContain(ci.checkIn.id)

    const out = await decoded(
      await fd.put(pathWith(PATHS.checkout, { checkInId: ci.checkIn.id }), { userId: DEMO.activeUnder30.id, ...checkoutStamp(keyOf('co'), at + 40 * MINUTE_MS) }),
      200,
      CheckInResultWire,
    )
    expect(out.checkIn.checkOutTime).toBe(at + 40 * MINUTE_MS)

    const pitchAt = Date.now() - 2 * HOUR_MS
    const pitch = { centerId: 2, customerId: DEMO.activeUnder30.id, customerName: 'Sameer Sethi', leadType: 'HOT', source: 'WALK_IN', pitchedByUserId: FRONT_DESK, remarks: 'Asked about PT during the outage' }
    const p = await decoded(await fd.post(PATHS.recordPitch, { ...pitch, ...stamp(keyOf('pitch'), pitchAt) }), 201, PitchWire)
    expect(p.message).toBe(M.PITCH_RECORDED_SUCCESSFULLY)

    const bcaAt = Date.now() - HOUR_MS
    const bca = { userId: DEMO.bca.id, centerId: 2, weight: 71, muscleMass: 30, bodyFatPercentage: 21, visceralFatLevels: 8, basalMetabolicRate: 1500 }
    const b = await decoded(await fd.post(PATHS.bcaCreate, { ...bca, ...stamp(keyOf('bca'), bcaAt) }), 201, BcaResultWire)
    expect(b.record.createdAt).toBe(bcaAt)
    const history = await decoded(await fd.post(PATHS.bcaSearch, { phoneNumber: DEMO.bca.phone, centerId: 2 }), 200, BcaListWire)
    expect(history.records.map((r) => r.createdAt)).toContain(bcaAt)
  })

  it('re-checks as of the time it happened: a check-out before the check-in began is refused and becomes a manager task', async () => {
    const fd = await signIn('front-desk')
    const ci = await decoded(await fd.post(PATHS.memberCheckIn, { userId: DEMO.activeOver30.id, centerId: 2, cityId: 1 }), 201, CheckInResultWire)
    const begun = ci.checkIn.checkInTime as number
    const path = pathWith(PATHS.checkout, { checkInId: ci.checkIn.id })
    // Online now, the check-in is open; as of ten minutes earlier it had not begun.
    const early = keyOf('early-co')
    await failsWith(await fd.put(path, { userId: DEMO.activeOver30.id, ...checkoutStamp(early, begun - 10 * MINUTE_MS) }), 409, M.NO_ACTIVE_CHECK_INS)
    const tasks = await refusedTasksOf(DEMO.activeOver30.id)
    const task = tasks.find((t) => t.taskUuid === `offline-${early}`)
    expect(task?.status).toBe('OPEN')
    expect(task?.remark).toContain(M.NO_ACTIVE_CHECK_INS)
    expect(task?.remark).toContain(M.OFFLINE_KIND_CHECK_OUT)
    // The same check-out as of a moment after it began is applied with that time.
    const later = await decoded(await fd.put(path, { userId: DEMO.activeOver30.id, ...checkoutStamp(keyOf('late-co'), begun + 1) }), 200, CheckInResultWire)
    expect(later.checkIn.checkOutTime).toBe(begun + 1)
  })

  it('refuses an offline check-in of a member whose membership is paused or ended, with the reason', async () => {
    const fd = await signIn('front-desk')
    const at = Date.now() - 30 * MINUTE_MS
    await failsWith(await fd.post(PATHS.memberCheckIn, { userId: DEMO.paused.id, centerId: 2, cityId: 1, ...stamp(keyOf('paused'), at) }), 409, M.MEMBERSHIP_PAUSED_NO_CHECK_IN)
    const ended = keyOf('ended')
    await failsWith(await fd.post(PATHS.memberCheckIn, { userId: DEMO.expired.id, centerId: 2, cityId: 1, ...stamp(ended, at) }), 409, M.NO_ACTIVE_MEMBERSHIPS)
    expect((await refusedTasksOf(DEMO.expired.id)).some((t) => t.taskUuid === `offline-${ended}` && t.remark?.includes(M.OFFLINE_KIND_CHECK_IN))).toBe(true)
  })

  it('applies each key exactly once: a repeat answers the first outcome, another request under the key is refused', async () => {
    const fd = await signIn('front-desk')
    const key = keyOf('once')
    const at = Date.now() - 5 * HOUR_MS
    const body = { userId: DEMO.v2.id, centerId: 2, cityId: 1, ...stamp(key, at) }
    const first = await decoded(await fd.post(PATHS.memberCheckIn, body), 201, CheckInResultWire)
    const again = await decoded(await fd.post(PATHS.memberCheckIn, body), 201, CheckInResultWire)
    expect(again.checkIn.id).toBe(first.checkIn.id)
    const listed = await pastCheckIns(DEMO.v2.id, at - MINUTE_MS, at + MINUTE_MS)
    expect(listed.filter((c) => c.startTime === at)).toHaveLength(1)
    // A refusal is repeated as well, and files one task.
    const refusedKey = keyOf('once-refused')
    const refused = { userId: DEMO.expired.id, centerId: 2, cityId: 1, ...stamp(refusedKey, at) }
    await failsWith(await fd.post(PATHS.memberCheckIn, refused), 409, M.NO_ACTIVE_MEMBERSHIPS)
    await failsWith(await fd.post(PATHS.memberCheckIn, refused), 409, M.NO_ACTIVE_MEMBERSHIPS)
    expect((await refusedTasksOf(DEMO.expired.id)).filter((t) => t.taskUuid === `offline-${refusedKey}`)).toHaveLength(1)
    // The key with another request, or sent by another staff member, changes nothing. (The key binds
    // the call, not its offline part: the online attempt it may stand for had no time of its own.)
    await failsWith(await fd.post(PATHS.memberCheckIn, { ...body, cityId: 2 }), 409)
    await failsWith(await fd.post(PATHS.memberCheckIn, { ...body, ...stamp(keyOf('someone-else'), at, 'staff-owner') }), 403, M.OFFLINE_ACTION_NOT_YOURS)
  })

  it('refuses an action past the replay bound or too far ahead of the clock, but still answers a key it applied', async () => {
    const fd = await signIn('front-desk')
    const pitch = { centerId: 2, customerId: DEMO.activeOver30.id, customerName: 'Lakshmi Iyengar', leadType: 'WARM', source: 'WALK_IN', pitchedByUserId: FRONT_DESK, remarks: 'Pitched during the outage' }
    const old = keyOf('old')
    await failsWith(await fd.post(PATHS.recordPitch, { ...pitch, ...stamp(old, Date.now() - OFFLINE_REPLAY_BOUND_MS - MINUTE_MS) }), 422, M.offlineTooOld(OFFLINE_REPLAY_BOUND_HOURS))
    await failsWith(
      await fd.post(PATHS.recordPitch, { ...pitch, ...stamp(keyOf('ahead'), Date.now() + OFFLINE_CLOCK_SKEW_MS + MINUTE_MS) }),
      422,
      M.offlineFromTheFuture(OFFLINE_CLOCK_SKEW_MINUTES),
    )
    expect((await refusedTasksOf(DEMO.activeOver30.id)).some((t) => t.taskUuid === `offline-${old}`)).toBe(true)
    const inBound = { ...pitch, ...stamp(keyOf('in-bound'), Date.now() - OFFLINE_REPLAY_BOUND_MS + MINUTE_MS) }
    await decoded(await fd.post(PATHS.recordPitch, inBound), 201, PitchWire)
    // A resend of an applied key answers "applied" again, whatever the bound says by then.
    await decoded(await fd.post(PATHS.recordPitch, inBound), 201, PitchWire)
  })

  it('refuses an incomplete offline check-out and keeps the online calls as they were', async () => {
    const fd = await signIn('front-desk')
    await failsWith(await fd.put(pathWith(PATHS.checkout, { checkInId: 1 }), { userId: DEMO.none.id, offlineKey: 'k' }), 400, M.OFFLINE_ACTION_INCOMPLETE)
    await failsWith(await fd.post(PATHS.memberCheckIn, { userId: DEMO.none.id, centerId: 2, cityId: 1, offlineAction: { key: 'k', happenedAt: 'soon', staffId: FRONT_DESK, offline: true } }), 400)
    await failsWith(await (await signIn('trainer')).post(PATHS.memberCheckIn, { userId: DEMO.activeOver30.id, centerId: 2, cityId: 1, ...stamp(keyOf('trainer'), Date.now()) }), 403)
  })

  it('keeps the original time of an issue reported offline, once per key', async () => {
    const owner = await signIn('owner')
    const at = Date.now() - 90 * MINUTE_MS
    const body = { centerId: 2, category: 'FACILITY', categoryComment: '', title: 'Treadmill 3 stopped', description: 'Reported while the network was down', offlineAction: { key: keyOf('issue'), happenedAt: at, staffId: 'staff-owner', offline: true } }
    const first = await decoded(await owner.post(OPERATIONS_ISSUES_PATHS.issues, body), 201, IssueWire)
    expect(first.reportedAt).toBe(at)
    const again = await decoded(await owner.post(OPERATIONS_ISSUES_PATHS.issues, body), 201, IssueWire)
    expect(again.id).toBe(first.id)
  })
})
