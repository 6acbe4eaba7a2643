import { webcrypto } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import {
  AddChildWire,
  AddOnsWire,
  BcaListWire,
  BcaResultWire,
  CallWire,
  ChildrenWire,
  ClearBiometricsWire,
  MembershipsConfigWire,
  MembershipUpdateWire,
  PhoneRevealWire,
  PitchWire,
  SegmentWire,
  UserByPhoneWire,
  UserResultWire,
  UserWire,
} from '../../adapters/http/contract/customer.codecs'
import { PATHS } from '../../adapters/http/contract/paths'
import { decryptPii } from '../../adapters/http/contract/pii-scheme'
import { PtPacksWire } from '../../adapters/http/contract/pt.codecs'
import { DAY_MS, SEGMENT_ID } from '../../core/shared/constants'
import * as M from '../../core/shared/messages'
import { DEMO } from '../../sandbox/seed/profile'
import { anonymous, decoded, failsWith, pathWith, signIn } from '../support/sandbox-http'

const subtle = webcrypto.subtle as unknown as SubtleCrypto
const config = (userId: string, centerId = 1) => [pathWith(PATHS.membershipsConfig, { userId }), { centerId, centerServiceId: 1000 + centerId }] as const

describe('sandbox: customers by phone and by id', () => {
  it('finds a customer by phone in the body and answers the user by id with phone and e-mail sealed', async () => {
    const fd = await signIn('front-desk')
    const found = await decoded(await fd.post(PATHS.userByPhone, { phone: DEMO.activeOver30.phone }), 200, UserByPhoneWire)
    expect(found.id).toBe(DEMO.activeOver30.id)
    const user = await decoded(await fd.get(PATHS.userById, { userId: found.id }), 200, UserWire)
    expect(user.phone).not.toContain(DEMO.activeOver30.phone)
    expect(await decryptPii(subtle, user.id, user.phone)).toBe(DEMO.activeOver30.phone)
    expect(await decryptPii(subtle, user.id, user.email ?? '')).toContain('@')
    const searched = await decoded(await fd.post(PATHS.searchUser, { phone: DEMO.activeOver30.phone }), 200, UserResultWire)
    expect(searched.user.id).toBe(found.id)
  })

  it('answers 400 for a bad phone, 404 for an unknown one, 401 without session, 403 without permission', async () => {
    const fd = await signIn('front-desk')
    await failsWith(await fd.post(PATHS.userByPhone, { phone: '98765' }), 400, M.INVALID_PHONE_NUMBER)
    await failsWith(await fd.post(PATHS.userByPhone, { phone: 98765 }), 400)
    await failsWith(await fd.post(PATHS.userByPhone, { phone: '9999999990' }), 404, M.NO_USER_DETAIL_FOUND)
    await failsWith(await fd.get(PATHS.userById, { userId: 'nobody' }), 404, M.NO_USER_DETAIL_FOUND)
    await failsWith(await anonymous().post(PATHS.userByPhone, { phone: DEMO.none.phone }), 401)
    await failsWith(await (await signIn('no-permissions')).post(PATHS.userByPhone, { phone: DEMO.none.phone }), 403)
  })

  it('creates a user by phone once; a repeat answers the same user', async () => {
    const fd = await signIn('front-desk')
    const first = await decoded(await fd.post(PATHS.createUser, { phone: '7012345602', firstName: 'Ira' }), 201, UserResultWire)
    const again = await decoded(await fd.post(PATHS.createUser, { phone: '7012345602' }), 200, UserResultWire)
    expect(again.user.id).toBe(first.user.id)
    await failsWith(await (await signIn('trainer')).post(PATHS.createUser, { phone: '7012345603' }), 403)
    await failsWith(await fd.post(PATHS.userByPhone, { phone: '7012345603' }), 404)
  })
})

describe('sandbox: customer memberships config', () => {
  it('covers every membership state and the v2 server buttons', async () => {
    const fd = await signIn('front-desk')
    const now = Date.now()
    const get = async (id: string) => decoded(await fd.get(...config(id)), 200, MembershipsConfigWire)
    expect((await get(DEMO.none.id)).memberships).toEqual([])
    expect((await get(DEMO.none.id)).trialUsage.status).toBe('EXHAUSTED')
    expect((await get(DEMO.trialLeft.id)).trialUsage).toMatchObject({ used: 1, maxCount: 3, status: 'ACTIVE' })
    const under = (await get(DEMO.activeUnder30.id)).memberships[0]
    expect(under !== undefined && under.end - now < 30 * DAY_MS && under.start < now).toBe(true)
    const over = (await get(DEMO.activeOver30.id)).memberships[0]
    expect(over !== undefined && over.end - now > 30 * DAY_MS).toBe(true)
    expect(((await get(DEMO.upcoming.id)).memberships[0]?.start ?? 0) > now).toBe(true)
    expect((await get(DEMO.paused.id)).memberships[0]?.status).toBe('PAUSED')
    expect(((await get(DEMO.expired.id)).memberships[0]?.end ?? now) < now).toBe(true)
    const v2 = await get(DEMO.v2.id)
    expect(v2.isV2).toBe(true)
    expect(v2.widgetData.user_profile_widget.primary?.action).toBe('SELL_PT_PACK')
    expect((await get(DEMO.activeOver30.id)).lastCheckins.length).toBeGreaterThan(0)
    const play = await decoded(await (await signIn('owner')).post(pathWith(PATHS.membershipsConfig, { userId: DEMO.playParent.id }), { centerId: 4, centerServiceId: 1004, sportsData: { sport: 'SWIMMING' } }), 200, MembershipsConfigWire)
    expect(play.memberships[0]?.productType).toBe('PLAY')
    expect(await decryptPii(subtle, DEMO.playParent.id, play.widgetData.user_profile_widget.parentPhone ?? '')).toBe(DEMO.playParent.phone)
    await failsWith(await fd.get(pathWith(PATHS.membershipsConfig, { userId: DEMO.none.id }), { centerId: 1 }), 400)
    await failsWith(await fd.get(...config('nobody')), 404)
  })
})

describe('sandbox: membership update', () => {
  const ptPackOf = async (userId: string) => {
    const cm = await signIn('centre-manager')
    const packs = await decoded(await cm.get(PATHS.ptPacks, { userId }), 200, PtPacksWire)
    return packs.ptPacks[0] ?? expect.fail('no PT pack')
  }

  it('changes each kind with its spec message and refuses bad input with the spec text, changing nothing', async () => {
    const cm = await signIn('centre-manager')
    const pack = await ptPackOf(DEMO.editable.id)
    const base = { membershipId: pack.id, membershipName: pack.name, agentId: 'staff-cm' }
    const post = (b: object) => cm.post(PATHS.membershipUpdate, { ...base, ...b })
    // Moving to Bandra Lux (7) needs a staff member of centre 7 too: the centre manager is not one (403).
    const owner = await signIn('owner')
    const move = (b: object) => owner.post(PATHS.membershipUpdate, { ...base, ...b })
    await failsWith(await post({ action: 'END_DATE', endDate: pack.end + DAY_MS }), 400, M.END_DATE_AND_REMARKS_REQUIRED)
    await failsWith(await post({ action: 'END_DATE', endDate: Date.now() - DAY_MS, annotation: 'x' }), 400, M.END_DATE_AFTER_START_AND_TODAY)
    await failsWith(await post({ action: 'START_DATE', annotation: 'x' }), 400, M.START_DATE_AND_REMARKS_REQUIRED)
    await failsWith(await post({ action: 'START_DATE', newStart: Math.floor((pack.start - 31 * DAY_MS) / 1000), annotation: 'x' }), 400, M.START_DATE_TOO_EARLY)
    await failsWith(await post({ action: 'TRAINER', annotation: '  ' , trainer: 'agent-104' }), 400, M.TRAINER_AND_REMARKS_REQUIRED)
    await failsWith(await post({ action: 'TRAINER', annotation: 'x', trainer: 'agent-103' }), 400, M.TRAINER_NOT_PT)
    await failsWith(await post({ action: 'MAX_TICKETS', annotation: 'x', idempotenceId: 'k0' }), 400, M.MAX_TICKETS_AND_REMARKS_REQUIRED)
    await failsWith(await move({ action: 'CENTER', metadata: { preferredTrainerId: 'agent-701' } }), 400, M.CENTRE_REQUIRED)
    await failsWith(await move({ action: 'CENTER', metadata: { preferredCenterId: 7 } }), 400, M.TRAINER_REQUIRED)
    await failsWith(await post({ action: 'CENTER', metadata: { preferredCenterId: 7, preferredTrainerId: 'agent-701' }, annotation: 'x' }), 403)
    await failsWith(await post({ action: 'RENAME' }), 400)
    expect(await ptPackOf(DEMO.editable.id)).toEqual(pack)

    const end = pack.end + 10 * DAY_MS
    const e = await decoded(await post({ action: 'END_DATE', endDate: end, annotation: 'Goodwill extension' }), 200, MembershipUpdateWire)
    expect(e).toMatchObject({ message: M.END_DATE_UPDATED, membership: { end } })
    const newStart = Math.floor((pack.start - 5 * DAY_MS) / 1000)
    const s = await decoded(await post({ action: 'START_DATE', newStart, annotation: 'Joined earlier' }), 200, MembershipUpdateWire)
    expect(s).toMatchObject({ message: M.START_DATE_UPDATED, membership: { start: newStart * 1000 } })
    const t = await decoded(await post({ action: 'TRAINER', trainer: 'agent-104', annotation: 'Member asked' }), 200, MembershipUpdateWire)
    expect(t.message).toBe(M.TRAINER_CHANGED)
    expect((await ptPackOf(DEMO.editable.id)).trainerDetails.name).toBe('Sneha Kulkarni')
    const c = await decoded(await move({ action: 'CENTER', metadata: { preferredCenterId: 7, preferredTrainerId: 'agent-701' } }), 200, MembershipUpdateWire)
    expect(c).toMatchObject({ message: M.CENTRE_CHANGED, membership: { centerId: 7, metadata: { preferredCenterId: 7, preferredTrainerId: 'agent-701' } } })
  })

  it('changes the session count once per idempotenceId', async () => {
    const cm = await signIn('centre-manager')
    const pack = await ptPackOf(DEMO.activePt.id)
    const max = (pack.benefits[0]?.maxTickets ?? 0) + 5
    const body = { membershipId: pack.id, action: 'MAX_TICKETS', benefit: { maxTickets: max }, annotation: 'Bonus sessions', idempotenceId: `bonus-${pack.id}` }
    const first = await decoded(await cm.post(PATHS.membershipUpdate, body), 200, MembershipUpdateWire)
    expect(first.message).toBe(M.SESSIONS_UPDATED)
    const repeat = await decoded(await cm.post(PATHS.membershipUpdate, { ...body, benefit: { maxTickets: max + 100 } }), 200, MembershipUpdateWire)
    expect(repeat).toEqual(first)
    expect((await ptPackOf(DEMO.activePt.id)).benefits[0]?.maxTickets).toBe(max)
    await failsWith(await cm.post(PATHS.membershipUpdate, { ...body, idempotenceId: undefined }), 400, M.SESSION_COUNT_CHANGE_ID_REQUIRED)
    await failsWith(await cm.post(PATHS.membershipUpdate, { ...body, benefit: { maxTickets: 1 }, idempotenceId: 'low' }), 400, M.MAX_TICKETS_BELOW_USED)
    await failsWith(await (await signIn('front-desk')).post(PATHS.membershipUpdate, body), 403)
    await failsWith(await cm.post(PATHS.membershipUpdate, { ...body, membershipId: 999999 }), 404)
  })
})

describe('sandbox: children, BCA, biometrics, add-ons', () => {
  it('adds a child with all field errors at once for bad input', async () => {
    const fd = await signIn('front-desk')
    const path = pathWith(PATHS.children, { userId: DEMO.playParent.id })
    const before = await decoded(await fd.get(path), 200, ChildrenWire)
    const bad = await fd.post(path, { firstName: '', lastName: 'K', age: 19, emergencyPhone: '123' })
    expect(bad.status).toBe(400)
    const errs = (await bad.json()) as { errors: Record<string, string> }
    expect(errs.errors).toEqual({ firstName: M.FIRST_NAME_REQUIRED, emergencyPhone: M.VALID_PHONE_REQUIRED, age: M.CHILD_AGE_RANGE })
    await failsWith(await fd.post(path, { firstName: 'A', lastName: 'B', age: 4, emergencyPhone: '8000000091' }), 400, M.CHILD_AGE_RANGE)
    const ok = await decoded(await fd.post(path, { firstName: 'Kavya', lastName: 'Prasad', age: 5, emergencyPhone: '8000000092' }), 201, AddChildWire)
    expect(ok.message).toBe(M.CHILD_ADDED)
    expect(await decryptPii(subtle, DEMO.playParent.id, ok.child.emergencyPhone)).toBe('8000000092')
    const after = await decoded(await fd.get(path), 200, ChildrenWire)
    expect(after.children).toHaveLength(before.children.length + 1)
    await failsWith(await (await signIn('trainer')).post(path, { firstName: 'X', lastName: 'Y', age: 9, emergencyPhone: '8000000093' }), 403)
  })

  it('records BCA within the spec bounds and lists records by centre and phone', async () => {
    const fd = await signIn('front-desk')
    const good = { centerId: 1, userId: DEMO.bca.id, weight: 77.2, muscleMass: 33, basalMetabolicRate: 1680, visceralFatLevels: 9, bodyFatPercentage: 24 }
    const list = async () => decoded(await fd.post(PATHS.bcaSearch, { centerId: 1, phoneNumber: DEMO.bca.phone }), 200, BcaListWire)
    const before = await list()
    expect(before.records.length).toBeGreaterThanOrEqual(3)
    await failsWith(await fd.post(PATHS.bcaCreate, { ...good, muscleMass: 71 }), 400, M.MUSCLE_MASS_RANGE)
    await failsWith(await fd.post(PATHS.bcaCreate, { ...good, bodyFatPercentage: 4.9 }), 400, M.BODY_FAT_RANGE)
    await failsWith(await fd.post(PATHS.bcaCreate, { ...good, visceralFatLevels: 61 }), 400, M.VISCERAL_FAT_RANGE)
    await failsWith(await fd.post(PATHS.bcaCreate, { ...good, basalMetabolicRate: 499 }), 400, M.BMR_RANGE)
    await failsWith(await fd.post(PATHS.bcaCreate, { ...good, weight: null }), 400, M.WEIGHT_REQUIRED)
    expect((await list()).records).toHaveLength(before.records.length)
    const edge = { ...good, muscleMass: 70, bodyFatPercentage: 5, visceralFatLevels: 1, basalMetabolicRate: 4000 }
    const ok = await decoded(await fd.post(PATHS.bcaCreate, edge), 201, BcaResultWire)
    expect(ok.message).toBe(M.BCA_RECORDED)
    const after = await list()
    expect(after.records[0]?.id).toBe(ok.record.id)
    expect(after.lastRecordedAt).toBe(ok.record.createdAt)
    await failsWith(await fd.post(PATHS.bcaSearch, { centerId: 1, phoneNumber: 'x' }), 400, M.INVALID_PHONE_NUMBER)
    await failsWith(await (await signIn('trainer')).post(PATHS.bcaCreate, good), 403)
  })

  it('clears biometrics at a whitelisted centre only', async () => {
    const fd = await signIn('front-desk')
    const first = await decoded(await fd.post(PATHS.clearBiometrics, { mobileNumber: DEMO.activeOver30.phone, centerId: 1 }), 200, ClearBiometricsWire)
    expect(first).toEqual({ message: M.BIOMETRICS_CLEARED, cleared: 1 })
    const again = await decoded(await fd.post(PATHS.clearBiometrics, { mobileNumber: DEMO.activeOver30.phone, centerId: 1 }), 200, ClearBiometricsWire)
    expect(again.cleared).toBe(0)
    await failsWith(await fd.post(PATHS.clearBiometrics, { mobileNumber: DEMO.activeOver30.phone, centerId: 2 }), 400, M.BIOMETRICS_NOT_ENABLED)
    await failsWith(await fd.post(PATHS.clearBiometrics, { mobileNumber: '1', centerId: 1 }), 400, M.INVALID_PHONE_NUMBER)
  })

  it('lists add-ons by membership id', async () => {
    const fd = await signIn('front-desk')
    const cfg = await decoded(await fd.get(...config(DEMO.activeOver30.id)), 200, MembershipsConfigWire)
    const id = cfg.memberships[0]?.id ?? -1
    const a = await decoded(await fd.get(pathWith(PATHS.addOns, { membershipId: id })), 200, AddOnsWire)
    expect(new Set(a.addOns.map((x) => x.benefitType))).toEqual(new Set(['DURATION_BASED', 'TRACKED_CONSUMABLE', 'OTHER']))
    const none = await decoded(await fd.get(pathWith(PATHS.addOns, { membershipId: (await decoded(await fd.get(...config(DEMO.expired.id)), 200, MembershipsConfigWire)).memberships[0]?.id ?? -1 })), 200, AddOnsWire)
    expect(none.addOns).toEqual([])
    await failsWith(await fd.get(pathWith(PATHS.addOns, { membershipId: 424242 })), 404)
  })
})

describe('sandbox: phone reveal, calls, pitches, segment', () => {
  it('reveals the phone only at a PII-accessible centre; masks it elsewhere', async () => {
    const fd = await signIn('front-desk')
    const at1 = await decoded(await fd.post(PATHS.phoneReveal, { userId: DEMO.activeOver30.id, centerId: 1 }), 200, PhoneRevealWire)
    expect(at1.isPIIAccessibleGym).toBe(true)
    expect(await decryptPii(subtle, DEMO.activeOver30.id, at1.phone ?? '')).toBe(DEMO.activeOver30.phone)
    const at2 = await decoded(await fd.post(PATHS.phoneReveal, { userId: DEMO.activeOver30.id, centerId: 2 }), 200, PhoneRevealWire)
    expect(at2).toMatchObject({ isPIIAccessibleGym: false, phone: null, maskedPhone: `XXXXXXXXX${DEMO.activeOver30.phone.slice(-4)}` })
  })

  it('places an IVR call; a failing call answers sent false', async () => {
    const fd = await signIn('front-desk')
    expect(await decoded(await fd.post(PATHS.ivrCall, { userId: DEMO.activeOver30.id, centerId: 1 }), 200, CallWire)).toEqual({ sent: true, message: M.CALL_BACK_PROMISED })
    expect(await decoded(await fd.post(PATHS.ivrCall, { userId: DEMO.ivrFails.id, centerId: 1 }), 200, CallWire)).toEqual({ sent: false, message: M.CALL_FAILED })
    await failsWith(await fd.post(PATHS.ivrCall, { userId: DEMO.activeOver30.id }), 400)
  })

  it('records a pitch, creating the customer when the phone is unknown', async () => {
    const fd = await signIn('front-desk')
    const pitch = {
      centerType: 'GYMFIT', centerId: 1, centerServiceCenterId: 1001, customerName: 'Gauri Ghosh', type: 'GYM_JOINING', status: 'PITCHED',
      remarks: 'Asked about evening batches', customerPhone: '7012345604', source: 'GOOGLE_SEARCH', pitchedByUserId: 'staff-frontdesk',
      pitchSource: 'Google search', leadType: 'HOT', centerCategory: 'GA',
    }
    const bad = await fd.post(PATHS.recordPitch, { ...pitch, customerName: '', remarks: ' ', source: '' })
    expect(bad.status).toBe(400)
    expect(((await bad.json()) as { errors: object }).errors).toEqual({ customerName: M.CUSTOMER_NAME_REQUIRED, source: M.SOURCE_REQUIRED, remarks: M.REMARKS_REQUIRED })
    await failsWith(await fd.post(PATHS.userByPhone, { phone: '7012345604' }), 404)
    const ok = await decoded(await fd.post(PATHS.recordPitch, pitch), 201, PitchWire)
    expect(ok.message).toBe(M.PITCH_RECORDED_SUCCESSFULLY)
    const found = await decoded(await fd.post(PATHS.userByPhone, { phone: '7012345604' }), 200, UserByPhoneWire)
    expect(found.id).toBe(ok.customerId)
    const user = await decoded(await fd.get(PATHS.userById, { userId: ok.customerId }), 200, UserWire)
    expect([user.firstName, user.lastName]).toEqual(['Gauri', 'Ghosh'])
    const known = await decoded(await fd.post(PATHS.recordPitch, { ...pitch, customerPhone: DEMO.none.phone }), 201, PitchWire)
    expect(known.customerId).toBe(DEMO.none.id)
    await failsWith(await (await signIn('trainer')).post(PATHS.recordPitch, pitch), 403)
  })

  it('records a scheduled walk-in pitch', async () => {
    const fd = await signIn('front-desk')
    const body = { centerServiceId: 1001, centerId: 1, userId: DEMO.trialLeft.id, pitchByUserId: 'staff-frontdesk', remarks: 'Walk-in at 6pm' }
    expect(await decoded(await fd.post(PATHS.walkInPitch, body), 201, PitchWire)).toEqual({ customerId: DEMO.trialLeft.id, status: 'PITCHED', message: M.PITCH_RECORDED })
    await failsWith(await fd.post(PATHS.walkInPitch, { ...body, remarks: '' }), 400, M.REMARKS_REQUIRED)
    await failsWith(await (await signIn('centre-manager')).post(PATHS.walkInPitch, { ...body, userId: 'nobody' }), 404)
  })

  it('checks membership of the fixed segment 28123', async () => {
    const fd = await signIn('front-desk')
    const seg = pathWith(PATHS.segmentMembership, { segmentId: SEGMENT_ID })
    expect((await decoded(await fd.get(seg, { userId: DEMO.activeOver30.id }), 200, SegmentWire)).isMember).toBe(true)
    expect((await decoded(await fd.get(seg, { userId: DEMO.none.id }), 200, SegmentWire)).isMember).toBe(false)
    await failsWith(await fd.get(pathWith(PATHS.segmentMembership, { segmentId: 1 }), { userId: DEMO.none.id }), 404, M.SEGMENT_NOT_FOUND)
  })
})
