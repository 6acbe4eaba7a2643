import { formatInTimeZone, fromZonedTime } from 'date-fns-tz'
import { FEATURE_LISTS } from '../../adapters/http/contract/access.codecs'
import type { CheckInStateWire, CheckInTypeWire } from '../../adapters/http/contract/check-in.codecs'
import type { MembershipWire } from '../../adapters/http/contract/customer.codecs'
import type { PtSessionStatusWire } from '../../adapters/http/contract/pt.codecs'
import type { CampaignConfigWire } from '../../adapters/http/contract/task.codecs'
import { DAY_MS, HOUR_MS, MINUTE_MS, SEGMENT_ID } from '../../core/shared/constants'
import { CENTRE_TIME_ZONE } from '../../core/shared/zone'
import type { Db } from '../db/database'
import type { CustomerProfile, StoredAgent, StoredCheckIn, StoredMembership } from '../store/profile-store'
import { PT_SERVICE_NAME, withUserDetails } from '../store/profile-store'
import { pick, seededRandom } from './random'
import { EXTRA_TRAINER_AGENTS } from './trainers'

/**
 * The customer-profile part of the seed: customers in every membership state, children, BCA
 * records, orders, tasks with call trails, leads, trainers, PT sessions and, for the main gym
 * (centre 1), a full day of 10,000 check-ins. Everything is relative to `now` and deterministic.
 */

/** Tables this seed fills; reseed empties them first. */
export const PROFILE_TABLES = [
  'feature_lists',
  'agents',
  'customer_profiles',
  'customer_memberships',
  'membership_changes',
  'membership_add_ons',
  'child_users',
  'bca_records',
  'biometric_enrolments',
  'check_ins',
  'pt_sessions',
  'customer_orders',
  'crm_tasks',
  'call_trails',
  'calls',
  'leads',
  'pitches',
  'reminders',
  'segment_members',
  // ---- profile-care ----
  'injury_reports',
  'referrals',
] as const

/** Midnight of `now`'s calendar day in the centres' zone (Asia/Kolkata). */
export const centreDayStart = (now: number): number =>
  fromZonedTime(`${formatInTimeZone(now, CENTRE_TIME_ZONE, 'yyyy-MM-dd')}T00:00:00`, CENTRE_TIME_ZONE).getTime()

/** Number of check-ins seeded for today at the main gym: the list query's page size. */
/** The main gym's day of check-ins is spread over its opening hours, on the centre's clock. */
export const MAIN_GYM_OPENS_HOUR = 5
export const MAIN_GYM_CLOSES_HOUR = 22
export const MAIN_GYM_CHECK_INS_TODAY = 10_000
export const MAIN_GYM_ID = 1
/** Passcode of demo customer 8000000007's booking today at the main gym. */
export const DEMO_PASSCODE = '246810'

/** The demo customers (fixed phones, listed in sandbox/README.md). */
export const DEMO = {
  none: { id: '200001', phone: '9000000001', first: 'Nina', last: 'Nair' },
  trialLeft: { id: '200002', phone: '9000000002', first: 'Tara', last: 'Thomas' },
  activeUnder30: { id: '200003', phone: '9000000003', first: 'Sameer', last: 'Sethi' },
  activeOver30: { id: '200004', phone: '9000000004', first: 'Lakshmi', last: 'Iyengar' },
  upcoming: { id: '200005', phone: '9000000005', first: 'Uday', last: 'Upadhyay' },
  paused: { id: '200006', phone: '9000000006', first: 'Pooja', last: 'Patil' },
  expired: { id: '200007', phone: '9000000007', first: 'Ekta', last: 'Engineer' },
  activePt: { id: '200008', phone: '9000000008', first: 'Prakash', last: 'Pandey' },
  v2: { id: '200009', phone: '9000000009', first: 'Vera', last: 'Varghese' },
  playParent: { id: '200010', phone: '8000000001', first: 'Parul', last: 'Prasad' },
  ivrFails: { id: '200011', phone: '8000000002', first: 'Nikhil', last: 'Naik' },
  bca: { id: '200012', phone: '8000000003', first: 'Bhavna', last: 'Bose' },
  editable: { id: '200013', phone: '8000000005', first: 'Meghna', last: 'Mehta' },
  checkIn: { id: '200014', phone: '8000000006', first: 'Charan', last: 'Chopra' },
  passcode: { id: '200015', phone: '8000000007', first: 'Pavan', last: 'Pillai' },
} as const

const CROWD = 2_000
const crowdId = (i: number): string => String(300001 + i)
const crowdPhone = (i: number): string => String(7100000000 + i * 37)
const FIRST = ['Aarav', 'Vivaan', 'Aditya', 'Ishaan', 'Kabir', 'Ananya', 'Diya', 'Saanvi', 'Myra', 'Anika', 'Rohan', 'Neha', 'Karthik', 'Priya', 'Zoya']
const LAST = ['Sharma', 'Reddy', 'Gupta', 'Menon', 'Das', 'Joshi', 'Kapoor', 'Bhat', 'Rao', 'Singh', 'Ghosh', 'Mishra']

const agent = (
  identityId: string,
  name: string,
  centerServiceId: number,
  roles: string[],
  pt: 'ACTIVE' | 'INACTIVE' | 'NONE',
  n: number,
): StoredAgent => ({
  identityId,
  name,
  email: `${name.split(' ')[0]?.toLowerCase() ?? 'agent'}.${identityId}@centres.example`,
  phone: String(9811100000 + n),
  roles,
  resourceServiceMapping: pt === 'NONE' ? [] : [{ serviceName: PT_SERVICE_NAME, centerServiceId, status: pt }],
  agentAssets: { mediaList: [{ mediaUrl: `/trainer-photos/${identityId}.jpg` }] },
})

export const SEED_AGENTS: readonly StoredAgent[] = [
  agent('staff-trainer', 'Rahul Nair', 1001, ['FMS_PERSONAL_TRAINER'], 'ACTIVE', 1),
  agent('agent-102', 'Priya Menon', 1001, ['FMS_PERSONAL_TRAINER', 'FMS_FLOOR_TRAINER'], 'ACTIVE', 2),
  agent('agent-103', 'Arjun Pillai', 1001, ['FMS_FLOOR_TRAINER'], 'INACTIVE', 3),
  agent('agent-104', 'Sneha Kulkarni', 1001, ['FMS_PERSONAL_TRAINER'], 'ACTIVE', 4),
  agent('staff-cm', 'Vikram Shetty', 1001, ['FMS_CENTRE_MANAGER', 'PARTNER_STAFF'], 'NONE', 5),
  agent('staff-frontdesk', 'Meera Iyer', 1001, ['FMS_MC', 'PARTNER_STAFF'], 'NONE', 6),
  agent('agent-201', 'Dev Malhotra', 1002, ['FMS_FLOOR_TRAINER'], 'NONE', 7),
  agent('agent-301', 'Ritu Saxena', 1003, ['FMS_GROUP_TRAINER'], 'NONE', 8),
  agent('staff-internal-cm', 'Farah Khan', 1003, ['INTERNAL_CM', 'CENTER_MANAGER'], 'NONE', 9),
  agent('staff-coach', 'Kiran Das', 1004, ['PLAY_COACH', 'PLAY_CM'], 'ACTIVE', 10),
  agent('agent-601', 'Imran Qureshi', 1006, ['FMS_PERSONAL_TRAINER', 'FMS_FLOOR_TRAINER'], 'ACTIVE', 11),
  agent('agent-701', 'Nisha Fernandes', 1007, ['FMS_PERSONAL_TRAINER'], 'ACTIVE', 12),
]
const MAIN_GYM_TRAINERS = SEED_AGENTS.filter((a) => a.resourceServiceMapping.some((m) => m.centerServiceId === 1001 && m.status === 'ACTIVE'))

/** Which centre service ids each remote configuration list holds (the spec does not show them). */
export const SEED_FEATURE_LISTS: Readonly<Record<string, readonly number[]>> = {
  [FEATURE_LISTS.cpl]: [1003, 1006],
  [FEATURE_LISTS.habitRewards]: [1003],
  [FEATURE_LISTS.newMemberDashboard]: [1001, 1003],
  [FEATURE_LISTS.clpV2]: [1006],
  [FEATURE_LISTS.pilatesReport]: [1006],
  [FEATURE_LISTS.healthPartner]: [1002],
  [FEATURE_LISTS.biometricWhitelist]: [1001, 1007],
  [FEATURE_LISTS.paymentLinkWhitelist]: [1001, 1004],
  [FEATURE_LISTS.cashPayment]: [1001, 1002, 1005],
  [FEATURE_LISTS.addOns]: [1001, 1007],
  [FEATURE_LISTS.onboarding]: [1001, 1002],
  [FEATURE_LISTS.piiAccessible]: [1001, 1004],
  [FEATURE_LISTS.lmsPilot]: [1001],
}

const DISPOSITIONS: CampaignConfigWire = {
  dispositions: ['CONNECTED', 'NOT_CONNECTED', 'PACK_PURCHASED'],
  dispositionsHierarchy: {
    CONNECTED: ['INTERESTED', 'NOT_INTERESTED', 'CALL_BACK'],
    NOT_CONNECTED: ['RINGING_NO_ANSWER', 'SWITCHED_OFF'],
    PACK_PURCHASED: [],
  },
  dispositionConfigs: {
    INTERESTED: { followUpOptions: ['TIME_BASED_CALL_BACK', 'NO_FOLLOW_UP'] },
    CALL_BACK: { followUpOptions: ['TIME_BASED_CALL_BACK', 'NEXT_DAY_CALL_BACK'] },
    RINGING_NO_ANSWER: { followUpOptions: ['AUTO_RETRY'] },
    NOT_INTERESTED: { followUpOptions: [] },
    SWITCHED_OFF: { followUpOptions: [] },
    PACK_PURCHASED: { followUpOptions: [] },
  },
}

export const seedProfile = (db: Db, now: number): void => {
  const rnd = seededRandom(0x5eed_0003)
  const today = centreDayStart(now)
  const at = (dayOffset: number, hour: number, minute = 0): number => today + dayOffset * DAY_MS + hour * HOUR_MS + minute * MINUTE_MS

  const insFeature = db.prepare('INSERT INTO feature_lists (key, center_service_ids) VALUES (?, ?)')
  for (const [key, ids] of Object.entries(SEED_FEATURE_LISTS)) insFeature.run(key, JSON.stringify(ids))

  const insAgent = db.prepare('INSERT INTO agents (identity_id, center_service_id, data) VALUES (?, ?, ?)')
  for (const a of [...SEED_AGENTS, ...EXTRA_TRAINER_AGENTS]) insAgent.run(a.identityId, a.resourceServiceMapping[0]?.centerServiceId ?? centreOfRoleAgent(a), JSON.stringify(a))

  // ---- customers ----
  const insCustomer = db.prepare(
    'INSERT INTO customers (id, first_name, last_name, phone, email, is_phone_verified, profile_picture_url, city_id, created_at) VALUES (?, ?, ?, ?, ?, ?, NULL, ?, ?)',
  )
  const insProfile = db.prepare('INSERT INTO customer_profiles (user_id, data) VALUES (?, ?)')
  const profileOf: Record<string, CustomerProfile> = {
    [DEMO.none.id]: { isV2: false, trial: { used: 3, maxCount: 3 } },
    [DEMO.trialLeft.id]: { isV2: false, trial: { used: 1, maxCount: 3 } },
    [DEMO.v2.id]: {
      isV2: true,
      trial: { used: 3, maxCount: 3 },
      buttons: {
        primary: { action: 'SELL_PT_PACK', title: 'Sell PT Pack' },
        secondary: { action: 'RECORD_REFERRAL', title: 'Record Referral' },
        tertiary: { action: 'CHECK_IN', title: 'Check In' },
        tooltipButtons: [{ action: 'RECORD_PITCH', title: 'Record Pitch' }],
      },
    },
    [DEMO.ivrFails.id]: { isV2: false, trial: { used: 3, maxCount: 3 }, ivrFails: true },
    [DEMO.playParent.id]: { isV2: false, trial: { used: 0, maxCount: 2 }, emergencyPhone: '8000000091' },
  }
  Object.values(DEMO).forEach((d, i) => {
    insCustomer.run(d.id, d.first, d.last, d.phone, `${d.first.toLowerCase()}.${d.last.toLowerCase()}@mail.example`, i % 3 === 0 ? 0 : 1, d.id === DEMO.ivrFails.id ? 2 : 1, at(-400 + i, 10))
    insProfile.run(d.id, JSON.stringify(profileOf[d.id] ?? { isV2: false, trial: { used: 3, maxCount: 3 } }))
  })
  for (let i = 0; i < CROWD; i++) {
    insCustomer.run(crowdId(i), pick(rnd, FIRST), pick(rnd, LAST), crowdPhone(i), null, 1, 1, at(-300, 9))
    insProfile.run(crowdId(i), JSON.stringify({ isV2: false, trial: { used: 1 + (i % 3), maxCount: 3 } }))
  }

  // ---- memberships and PT packs ----
  const insMembership = db.prepare('INSERT INTO customer_memberships (id, user_id, kind, start_at, end_at, data) VALUES (?, ?, ?, ?, ?, ?)')
  let membershipId = 5001
  const gym = (
    userId: string,
    start: number,
    end: number,
    extra: Partial<MembershipWire> & { kind?: 'GYM' | 'PT' | 'PLAY_PT'; trainerName?: string } = {},
  ): number => {
    const { kind = 'GYM', ...rest } = extra
    const id = membershipId++
    const m: StoredMembership = {
      id,
      name: 'cultpass BLACK',
      subTitle: '12 months, all centres',
      status: 'PURCHASED',
      start,
      end,
      benefits: [{ name: 'Centre access', ticketsUsed: 40, maxTickets: 365 }],
      metadata: {},
      productType: 'GYMFIT_FITNESS_PRODUCT',
      centerId: 1,
      ...rest,
    }
    insMembership.run(id, userId, kind, m.start, m.end, JSON.stringify(m))
    return id
  }
  gym(DEMO.activeUnder30.id, at(-353, 0), at(12, 23, 59), { name: 'cultpass GOLD', subTitle: '12 months, gold centres' })
  const longId = gym(DEMO.activeOver30.id, at(-165, 0), at(200, 23, 59))
  gym(DEMO.upcoming.id, at(5, 0), at(95, 23, 59), { name: 'gymfit PRO', subTitle: '3 months' })
  gym(DEMO.paused.id, at(-60, 0), at(120, 23, 59), { status: 'PAUSED' })
  gym(DEMO.expired.id, at(-200, 0), at(-20, 23, 59), { name: 'cultpass GOLD', subTitle: '6 months' })
  gym(DEMO.activePt.id, at(-30, 0), at(150, 23, 59))
  gym(DEMO.v2.id, at(-10, 0), at(170, 23, 59))
  gym(DEMO.ivrFails.id, at(-40, 0), at(60, 23, 59))
  gym(DEMO.bca.id, at(-100, 0), at(80, 23, 59))
  gym(DEMO.editable.id, at(-20, 0), at(100, 23, 59))
  gym(DEMO.checkIn.id, at(-50, 0), at(130, 23, 59))
  gym(DEMO.passcode.id, at(-50, 0), at(130, 23, 59))
  gym(DEMO.playParent.id, at(-15, 0), at(75, 23, 59), { name: 'cultpass PLAY', subTitle: 'Swimming, 3 months', productType: 'PLAY', centerId: 4 })
  const ptPack = (userId: string, trainer: StoredAgent, centreId: number, used: number, max: number, productType = 'GYM_PT_PRODUCT'): number =>
    gym(userId, at(-30, 0), at(60, 23, 59), {
      kind: productType === 'PLAY_PT_PRODUCT' ? 'PLAY_PT' : 'PT',
      // The name counts the sessions the pack holds, as the packs block's 'n / max sessions used' does.
      name: productType === 'GYM_PT_PPC_PRODUCT' ? 'PT trial session' : productType === 'PLAY_PT_PRODUCT' ? 'Swimming coaching' : `Personal Training ${max} sessions`,
      subTitle: `with ${trainer.name}`,
      benefits: [{ name: 'PT sessions', ticketsUsed: used, maxTickets: max }],
      metadata: { preferredTrainerId: trainer.identityId, preferredCenterId: centreId },
      productType,
      centerId: centreId,
      trainerName: trainer.name,
    })
  const rahul = SEED_AGENTS[0] as StoredAgent
  const priya = SEED_AGENTS[1] as StoredAgent
  const kiran = SEED_AGENTS.find((a) => a.identityId === 'staff-coach') as StoredAgent
  const prakashPack = ptPack(DEMO.activePt.id, rahul, 1, 41, 60)
  ptPack(DEMO.editable.id, priya, 1, 5, 12)
  ptPack(DEMO.v2.id, priya, 1, 0, 1, 'GYM_PT_PPC_PRODUCT')
  ptPack(DEMO.playParent.id, kiran, 4, 3, 10, 'PLAY_PT_PRODUCT')
  for (let i = 0; i < CROWD; i++) gym(crowdId(i), at(-100 - (i % 200), 0), at(-5 + (i % 300), 23, 59), { benefits: [] })

  const insAddOn = db.prepare('INSERT INTO membership_add_ons (membership_id, data) VALUES (?, ?)')
  insAddOn.run(longId, JSON.stringify({ orderId: 'ORD1001', benefitName: 'Pause days', benefitType: 'DURATION_BASED', tickets: null, startDate: at(-165, 0), endDate: at(200, 23, 59), status: 'ACTIVE' }))
  insAddOn.run(longId, JSON.stringify({ orderId: 'ORD1006', benefitName: 'Guest passes', benefitType: 'TRACKED_CONSUMABLE', tickets: 4, startDate: at(-20, 0), endDate: at(70, 23, 59), status: 'ACTIVE' }))
  insAddOn.run(longId, JSON.stringify({ orderId: 'ORD1007', benefitName: 'Locker', benefitType: 'OTHER', tickets: null, startDate: at(-120, 0), endDate: at(-30, 23, 59), status: 'EXPIRED' }))

  // ---- children, BCA, biometrics, segment ----
  const insChild = db.prepare('INSERT INTO child_users (id, parent_user_id, created_at, data) VALUES (?, ?, ?, ?)')
  insChild.run('child-1', DEMO.playParent.id, at(-15, 10), JSON.stringify({ firstName: 'Aarav', lastName: 'Prasad', age: 8, emergencyPhone: '8000000091' }))
  insChild.run('child-2', DEMO.playParent.id, at(-15, 10, 5), JSON.stringify({ firstName: 'Diya', lastName: 'Prasad', age: 12, emergencyPhone: '8000000091' }))
  const insBca = db.prepare('INSERT INTO bca_records (centre_id, user_id, created_at, data) VALUES (?, ?, ?, ?)')
  ;[
    [-60, 82.4, 31.2, 1710, 11, 27.5],
    [-30, 80.1, 32.0, 1698, 10, 26.1],
    [-5, 78.6, 32.9, 1690, 9, 24.8],
  ].forEach(([d, weight, muscleMass, basalMetabolicRate, visceralFatLevels, bodyFatPercentage]) =>
    insBca.run(1, DEMO.bca.id, at(d as number, 18), JSON.stringify({ weight, muscleMass, basalMetabolicRate, visceralFatLevels, bodyFatPercentage })),
  )
  const insBio = db.prepare('INSERT INTO biometric_enrolments (user_id, centre_id, enrolled_at) VALUES (?, ?, ?)')
  insBio.run(DEMO.activeOver30.id, 1, at(-160, 9))
  insBio.run(DEMO.bca.id, 1, at(-100, 9))
  const insSegment = db.prepare('INSERT INTO segment_members (segment_id, user_id) VALUES (?, ?)')
  insSegment.run(SEGMENT_ID, DEMO.activeOver30.id)
  insSegment.run(SEGMENT_ID, DEMO.v2.id)

  // ---- orders (every status; one older than the 90-day history) ----
  const insOrder = db.prepare('INSERT INTO customer_orders (order_id, user_id, created_at, status, data) VALUES (?, ?, ?, ?, ?)')
  const order = (id: string, userId: string, created: number, status: string, o: Record<string, unknown>): void => {
    insOrder.run(id, userId, created, status, JSON.stringify({ orderId: id, orderCreated: created, orderStatus: status, ...o }))
  }
  const L = DEMO.activeOver30.id
  order('ORD1001', L, at(-10, 11), 'Successful', { packName: 'cultpass BLACK 12 months', amount: 2_499_900, paymentSource: 'EDC', fulfillmentRemark: null, currentPaymentStatus: 'PAID', wasFulfilmentGenerated: true, refundData: [] })
  order('ORD1002', L, at(-2, 16), 'Pending', { packName: 'PT 12 sessions', amount: 1_200_000, paymentSource: 'PAYMENT_LINK', fulfillmentRemark: 'Waiting for payment', currentPaymentStatus: 'PENDING', wasFulfilmentGenerated: false, refundData: [] })
  order('ORD1003', L, at(-5, 12), 'Failed', { packName: 'gymfit PRO 3 months', amount: 899_900, paymentSource: 'EDC', fulfillmentRemark: 'Payment declined by the bank', currentPaymentStatus: 'FAILED', wasFulfilmentGenerated: false, refundData: [] })
  order('ORD1004', L, at(-30, 18), 'Successful', { packName: 'Guest passes x4', amount: 199_900, paymentSource: 'CASH', fulfillmentRemark: 'Partly refunded', currentPaymentStatus: 'PARTIALLY_REFUNDED', wasFulfilmentGenerated: true, refundData: [{ arn: 'ARN77810023' }] })
  order('ORD1005', L, at(-120, 10), 'Successful', { packName: 'cultpass GOLD 3 months', amount: 599_900, paymentSource: 'EDC', fulfillmentRemark: null, currentPaymentStatus: 'PAID', wasFulfilmentGenerated: true, refundData: [] })
  order('ORD1101', DEMO.activePt.id, at(-30, 9), 'Successful', { packName: 'Personal Training 60 sessions', amount: 3_600_000, paymentSource: 'EDC', fulfillmentRemark: null, currentPaymentStatus: 'PAID', wasFulfilmentGenerated: true, refundData: [] })

  // ---- tasks and call trails ----
  const insTask = db.prepare('INSERT INTO crm_tasks (uuid, user_id, pack_product_type, data) VALUES (?, ?, ?, ?)')
  const insTrail = db.prepare('INSERT INTO call_trails (task_uuid, created_on, data) VALUES (?, ?, ?)')
  const task = (uuid: string, userId: string, campaignName: string, packProductType: string, expiry: number, resolved?: { status: string; subStatus: string; remark: string }): void => {
    insTask.run(
      uuid,
      userId,
      packProductType,
      JSON.stringify({
        taskUuid: uuid,
        userId,
        status: resolved?.status ?? 'OPEN',
        subStatus: resolved?.subStatus ?? null,
        campaignName,
        refId: `REF-${uuid}`,
        expiryTime: expiry,
        packProductType,
        campaignConfig: DISPOSITIONS,
        remark: resolved?.remark ?? null,
        dispositionConfigData: null,
        resolvedAt: resolved === undefined ? null : at(-3, 12),
      }),
    )
    const statuses = ['RINGED', 'CONNECTED', 'ATTEMPTED', 'FAILED', 'PACK_PURCHASED', 'contact unsuccessful', 'CANCELLED', 'PENDING', 'STARTED']
    const n = 2 + (uuid.charCodeAt(uuid.length - 1) % 4)
    for (let k = 0; k < n; k++) {
      const created = at(-k - 1, 11, 15 * k)
      const status = statuses[(k + uuid.length) % statuses.length] as string
      insTrail.run(
        uuid,
        created,
        JSON.stringify({
          createdOn: created,
          lastModifiedOn: created + 4 * MINUTE_MS,
          status,
          interactionStatus: status === 'CONNECTED' ? 'ANSWERED' : 'NOT_ANSWERED',
          callerInteractionStatus: 'ANSWERED',
          receiverInteractionStatus: status === 'CONNECTED' ? 'ANSWERED' : 'NO_ANSWER',
          agentName: k % 2 === 0 ? 'Vikram Shetty' : 'Meera Iyer',
          campaignName,
          packProductType,
          subStatus: status === 'CONNECTED' ? 'CALL_BACK' : null,
          remarks: status === 'CONNECTED' ? 'Asked to call back in the evening' : null,
          recordingUrl: status === 'CONNECTED' ? `/recordings/${uuid}-${k}.mp3` : null,
        }),
      )
    }
  }
  task('tsk-0001', DEMO.activeUnder30.id, 'Renewal due in 30 days', 'GYM_JOINING', at(3, 23))
  task('tsk-0002', DEMO.expired.id, 'Expired member win-back', 'GYM_JOINING', at(5, 23))
  task('tsk-0003', DEMO.activePt.id, 'PT pack renewal', 'PERSONAL_TRAINING', at(7, 23))
  task('tsk-0004', DEMO.activeUnder30.id, 'Trial follow-up', 'GYM_JOINING', at(-1, 23), { status: 'CONNECTED', subStatus: 'INTERESTED', remark: 'Will renew next week' })
  task('tsk-0005', DEMO.trialLeft.id, 'Trial follow-up', 'GYM_JOINING', at(4, 23))
  task('tsk-0006', DEMO.trialLeft.id, 'Trial follow-up', 'GYM_JOINING', at(4, 23))

  // ---- leads ----
  const insLead = db.prepare('INSERT INTO leads (user_id, center_service_id, category, status, data) VALUES (?, ?, ?, ?, ?)')
  const lead = (userId: string, csid: number, category: string, status: string, o: Record<string, unknown>): void => {
    insLead.run(userId, csid, category, status, JSON.stringify({ userId, centerId: csid, leadCategory: category, leadStatus: status, ...o }))
  }
  lead(DEMO.activeOver30.id, 1001, 'PT_LEAD', 'ACTIVE', { leadType: 'HOT', comment: 'Wants strength training', assigneeId: 'staff-trainer', assigneeName: 'Rahul Nair', assigneeType: 'TRAINER', createdBy: 'staff-cm', createdAt: at(-4, 12), taskInstanceId: 'ti-9001', leadQuality: 'HOT', commentTag: 'Strength', taskAssignee: { fullName: 'Rahul Nair' } })
  lead(DEMO.activeUnder30.id, 1001, 'GYM_LEAD', 'ACTIVE', { leadType: 'WARM', comment: 'Renewal discussion', assigneeId: 'staff-frontdesk', assigneeName: 'Meera Iyer', assigneeType: 'MC', createdBy: 'staff-frontdesk', createdAt: at(-2, 17), taskInstanceId: 'ti-9002', leadQuality: 'WARM', commentTag: 'Price', taskAssignee: { fullName: 'Meera Iyer' } })
  lead(DEMO.expired.id, 1001, 'GYM_LEAD', 'CLOSED', { leadType: 'COLD', comment: 'Moved city', assigneeId: 'staff-frontdesk', assigneeName: 'Meera Iyer', assigneeType: 'MC', createdBy: 'staff-frontdesk', createdAt: at(-25, 11), taskInstanceId: null, leadQuality: 'COLD', commentTag: 'Relocation', taskAssignee: null })

  // ---- reminders ----
  const insReminder = db.prepare('INSERT INTO reminders (notification_id, staff_id, data) VALUES (?, ?, ?)')
  const reminder = (id: string, staffId: string, type: 'CALL_LEAD' | 'HABIT_COMPLETION_ACKNOWLEDGE', userId: string | null, taskInstanceId: string | null, title: string, subtitle: string): void => {
    const action = { type, title: type === 'CALL_LEAD' ? 'Call now' : 'Done', notificationId: id, notificationAction: type, taskInstanceId, userId }
    insReminder.run(
      id,
      staffId,
      JSON.stringify({
        entityId: userId ?? id,
        notificationId: id,
        title,
        subtitle,
        expandView: { title, description: subtitle, subscript: 'Today' },
        actions: [action, { type: 'SNOOZE', title: 'Snooze', notificationId: id, notificationAction: 'SNOOZE', taskInstanceId, userId }],
        headerAction: action,
      }),
    )
  }
  for (const staff of ['staff-owner', 'staff-cm', 'staff-frontdesk']) {
    reminder(`rem-${staff}-1`, staff, 'CALL_LEAD', DEMO.activeUnder30.id, 'ti-9002', 'Follow up: Sameer Sethi', 'Renewal due in 12 days')
    reminder(`rem-${staff}-2`, staff, 'CALL_LEAD', DEMO.activeOver30.id, 'ti-9001', 'Follow up: Lakshmi Iyengar', 'Interested in PT')
    reminder(`rem-${staff}-3`, staff, 'HABIT_COMPLETION_ACKNOWLEDGE', null, null, 'Daily habit', 'Log today’s floor walk')
  }

  // ---- PT sessions (every status; 35+ for paging) ----
  const insSession = db.prepare('INSERT INTO pt_sessions (id, user_id, trainer_id, pack_id, start_time, end_time, status, data) VALUES (?, ?, ?, ?, ?, ?, ?, ?)')
  let sessionId = 1
  const session = (userId: string, trainer: StoredAgent, packId: number, start: number, status: PtSessionStatusWire, paid = true, policy = true, centreId = 1): void => {
    const id = sessionId++
    const s = {
      id,
      startTime: start,
      endTime: start + HOUR_MS,
      status,
      centerId: centreId,
      identityId: trainer.identityId,
      trainerName: trainer.name,
      userId,
      bookingCode: `PT${String(id).padStart(6, '0')}`,
      metadata: { paid, doesNoShowCancellationPolicyV1Apply: policy },
    }
    insSession.run(id, userId, trainer.identityId, packId, s.startTime, s.endTime, status, JSON.stringify(s))
  }
  const P = DEMO.activePt.id
  for (let d = 40; d >= 6; d--) session(P, rahul, prakashPack, at(-d, 7), 'ATTENDED')
  session(P, rahul, prakashPack, at(-4, 7), 'NO_SHOW', true, true)
  session(P, rahul, prakashPack, at(-3, 7), 'NO_SHOW', false, true)
  session(P, rahul, prakashPack, at(-2, 7), 'NO_SHOW', true, false)
  session(P, rahul, prakashPack, at(-1, 7), 'BOOKED')
  session(P, rahul, prakashPack, now - 5 * MINUTE_MS - (now % MINUTE_MS), 'BOOKED')
  session(P, rahul, prakashPack, at(1, 7), 'BOOKED')
  session(P, rahul, prakashPack, at(2, 7), 'BOOKED')
  session(P, rahul, prakashPack, at(3, 7), 'CANCELLED')

  // ---- check-ins: a full day at the main gym, plus history of the demo customers ----
  const insCheckIn = db.prepare('INSERT INTO check_ins (id, centre_id, user_id, start_time, state, pass_code, data, full) VALUES (?, ?, ?, ?, ?, ?, ?, ?)')
  const names = new Map<string, { first: string; last: string }>()
  for (const d of Object.values(DEMO)) names.set(d.id, { first: d.first, last: d.last })
  const crowdNames = db.prepare('SELECT id, first_name, last_name FROM customers WHERE CAST(id AS INTEGER) >= 300001').all() as {
    id: string
    first_name: string
    last_name: string
  }[]
  for (const r of crowdNames) names.set(r.id, { first: r.first_name, last: r.last_name })
  let checkInId = 1
  const addCheckIn = (c: Omit<StoredCheckIn, 'id'>, passCode: string | null): number => {
    const id = checkInId++
    const n = names.get(c.userId) ?? { first: '', last: '' }
    const data = JSON.stringify({ id, ...c })
    insCheckIn.run(id, c.centerId, c.userId, c.startTime, c.state, passCode, data, withUserDetails(data, n.first, n.last))
    return id
  }
  const TYPES: readonly CheckInTypeWire[] = ['trial', 'complimentary', 'other']
  // Of the slots already started: three in five checked in, one missed (still 'created'), one cancelled.
  const STATE_PATTERN: readonly CheckInStateWire[] = ['validated', 'created', 'validated', 'cancelled', 'validated']
  const GUIDANCE = ['GUIDED', 'NOT_GUIDED', 'DELAY_GUIDED']
  // The centre's opening hours (start times 05:00 to 21:59), with states that fit the time of
  // seeding: a slot that starts later than `now` is a booking (or cancelled), never a check-in that
  // has not happened yet. RECENT_COUNT slots fall in the last 90 minutes, so the validated list's
  // default window always has members in it right after seeding, whatever the time of day (a
  // sandbox seeded at night shows late arrivals: the dashboard's 'Other hours' counts them).
  const daySpan = (MAIN_GYM_CLOSES_HOUR - MAIN_GYM_OPENS_HOUR) * HOUR_MS
  const RECENT = 90
  const RECENT_COUNT = 150
  // The first check-in of the day belongs to the passcode demo customer (a booking to validate).
  const dayStartAt = today + MAIN_GYM_OPENS_HOUR * HOUR_MS
  for (let i = 0; i < MAIN_GYM_CHECK_INS_TODAY; i++) {
    const isDemo = i === 0
    const userId = isDemo ? DEMO.passcode.id : crowdId(i % CROWD)
    const checkInType = isDemo ? 'other' : (TYPES[i % 3] as CheckInTypeWire)
    const pattern = STATE_PATTERN[Math.floor(i / 3) % STATE_PATTERN.length] as CheckInStateWire
    const countSlot = Math.floor(i / 9) % 11
    const withTrainer = !isDemo && Math.floor(i / 99) % 2 === 1
    const trainer = withTrainer ? MAIN_GYM_TRAINERS[i % MAIN_GYM_TRAINERS.length] : undefined
    const spreadStart = dayStartAt + Math.floor((((i * 7919) % MAIN_GYM_CHECK_INS_TODAY) * daySpan) / MAIN_GYM_CHECK_INS_TODAY / MINUTE_MS) * MINUTE_MS
    // The last RECENT_COUNT positions of the day's spread (a pseudo-random mix of types, trainers,
    // counts and flags) are recent arrivals instead, so every section has members just after
    // seeding, even a minute after midnight.
    const spreadPos = (i * 7919) % MAIN_GYM_CHECK_INS_TODAY
    const isRecent = !isDemo && spreadPos >= MAIN_GYM_CHECK_INS_TODAY - RECENT_COUNT
    const recentStart = Math.max(today, Math.floor(now / MINUTE_MS) * MINUTE_MS - (spreadPos % RECENT) * MINUTE_MS - MINUTE_MS)
    // The passcode demo's booking starts half an hour after seeding (the day's last minute at the
    // latest), so the profile offers its passcode check-in whatever the hour (it was 8 PM: from
    // 9:30 PM on, the booking had passed and the button was gone).
    const demoStart = Math.max(today, Math.min(Math.floor(now / MINUTE_MS) * MINUTE_MS + 30 * MINUTE_MS, today + 24 * HOUR_MS - MINUTE_MS))
    const startTime = isDemo ? demoStart : isRecent ? recentStart : spreadStart
    const state: CheckInStateWire = isDemo ? 'created' : pattern === 'validated' && startTime > now ? 'created' : pattern
    const endTime = startTime + (60 + 30 * (i % 3)) * MINUTE_MS
    const flags: string[] = []
    if (!isDemo && rnd() < 0.05) flags.push('UP_FOR_RENEWAL_FLAG')
    const editLead = !isDemo && rnd() < 0.1
    if (editLead) flags.push('EDIT_LEAD')
    const validatedAt = state === 'validated' ? startTime + 2 * MINUTE_MS : null
    addCheckIn(
      {
        centerId: MAIN_GYM_ID,
        state,
        startTime,
        endTime,
        userId,
        checkInType,
        flags,
        validatedAt,
        checkInTime: validatedAt,
        checkOutTime: state === 'validated' && endTime < now ? endTime : null,
        ...(countSlot === 0 || isDemo ? {} : { userCheckinCount: countSlot }),
        trainerId: trainer?.identityId ?? null,
        trainerName: trainer?.name ?? null,
        checkInGuidance: trainer === undefined ? null : { status: GUIDANCE[i % 3] as string },
        lead: editLead ? { leadType: pick(rnd, ['HOT', 'WARM', 'COLD']) } : null,
        modalConfigPayload: editLead ? { EDIT_LEAD: { userId, centerId: MAIN_GYM_ID } } : null,
      },
      state === 'created' ? (isDemo ? DEMO_PASSCODE : String(100000 + Math.floor(rnd() * 900000))) : null,
    )
  }
  // History on earlier days (past check-ins and the profile's last check-ins and bookings).
  const history = [DEMO.activeUnder30, DEMO.activeOver30, DEMO.activePt, DEMO.v2, DEMO.expired, DEMO.bca, DEMO.trialLeft]
  history.forEach((d, k) => {
    for (let day = 1; day <= 8; day++) {
      const start = at(-day * (k + 1), 6 + ((day + k) % 12))
      const trialOnly = d === DEMO.trialLeft
      if (trialOnly && day > 1) break
      addCheckIn(
        {
          centerId: d === DEMO.v2 ? 2 : MAIN_GYM_ID,
          state: day === 3 ? 'cancelled' : 'validated',
          startTime: start,
          endTime: start + HOUR_MS,
          userId: d.id,
          checkInType: trialOnly ? 'trial' : 'other',
          flags: [],
          validatedAt: start + MINUTE_MS,
          checkInTime: start + MINUTE_MS,
          checkOutTime: start + HOUR_MS,
          userCheckinCount: 20 + day,
          trainerId: day % 2 === 0 ? 'staff-trainer' : null,
          trainerName: day % 2 === 0 ? 'Rahul Nair' : null,
          checkInGuidance: day % 2 === 0 ? { status: 'GUIDED' } : null,
          lead: null,
          modalConfigPayload: null,
        },
        null,
      )
    }
  })
  // Yesterday evening's bookings at the main gym that nobody came to (missed): the booking list
  // has missed members to show even in the first hours of a day, before any of today's slots ends.
  for (let k = 0; k < 12; k++) {
    const start = at(-1, 17 + (k % 6), (k * 10) % 60)
    addCheckIn(
      {
        centerId: MAIN_GYM_ID,
        state: 'created',
        startTime: start,
        endTime: start + HOUR_MS,
        userId: crowdId(CROWD - 1 - k),
        checkInType: TYPES[k % 3] as CheckInTypeWire,
        flags: [],
        validatedAt: null,
        checkInTime: null,
        checkOutTime: null,
        userCheckinCount: 10 + k,
        trainerId: null,
        trainerName: null,
        checkInGuidance: null,
        lead: null,
        modalConfigPayload: null,
      },
      String(246800 + k),
    )
  }
  // Upcoming bookings (created) of two demo customers, at another centre so centre 1 keeps exactly 10,000 today.
  for (const d of [DEMO.activeOver30, DEMO.activePt]) {
    const start = at(1, 8)
    addCheckIn(
      { centerId: 7, state: 'created', startTime: start, endTime: start + HOUR_MS, userId: d.id, checkInType: 'other', flags: [], userCheckinCount: 30 },
      '135790',
    )
  }
}

/** Staff agents without a PT mapping belong to their first listed centre. */
const centreOfRoleAgent = (a: StoredAgent): number => {
  const byId: Record<string, number> = {
    'staff-cm': 1001,
    'staff-frontdesk': 1001,
    'agent-201': 1002,
    'agent-301': 1003,
    'staff-internal-cm': 1003,
  }
  return byId[a.identityId] ?? 1001
}
