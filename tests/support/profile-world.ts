import type { InMemoryProfileWorld } from '../../adapters/in-memory/profile-world'
import type { CheckIn } from '../../core/check-in/check-in'
import { epochMs } from '../../core/shared/brands'
import { centreDayOf, startOfCentreDay } from '../../core/shared/centre-day'
import { DAY_MS, HOUR_MS, MINUTE_MS } from '../../core/shared/constants'
import type { CampaignConfig } from '../../core/task/task'
import { DEMO } from '../../sandbox/seed/profile'

/** The same demo customers, centre and campaign as the sandbox seed, so one contract suite fits both. */
export { DEMO }
export const MAIN_GYM = { id: 1, centerServiceId: 1001, cityId: 1 } as const
export const CULT_CENTRE = { id: 3, centerServiceId: 1003 } as const
export const PLAY_CENTRE = { id: 4, centerServiceId: 1004 } as const
/** A centre no other suite counts check-ins at: the contract suites' writes go here. */
export const SPARE_CENTRE = { id: 7, centerServiceId: 1007, cityId: 1 } as const

export const CAMPAIGN: CampaignConfig = {
  dispositions: ['CONNECTED', 'NOT_CONNECTED', 'PACK_PURCHASED'],
  dispositionsHierarchy: { CONNECTED: ['INTERESTED', 'NOT_INTERESTED', 'CALL_BACK'], NOT_CONNECTED: ['RINGING_NO_ANSWER', 'SWITCHED_OFF'], PACK_PURCHASED: [] },
  followUpOptions: {
    INTERESTED: ['TIME_BASED_CALL_BACK', 'NO_FOLLOW_UP'],
    CALL_BACK: ['TIME_BASED_CALL_BACK', 'NEXT_DAY_CALL_BACK'],
    RINGING_NO_ANSWER: ['AUTO_RETRY'],
    NOT_INTERESTED: [],
    SWITCHED_OFF: [],
    PACK_PURCHASED: [],
  },
}

let nextCheckIn = 500_000
/** A check-in at the main gym for the world (any field overridden). */
export const worldCheckIn = (over: Partial<CheckIn> & { startTime: CheckIn['startTime'] }): CheckIn & { centerId: number } => ({
  id: String(++nextCheckIn),
  centerId: MAIN_GYM.id,
  state: 'validated',
  endTime: epochMs(over.startTime + HOUR_MS),
  firstName: 'Crowd',
  lastName: 'Member',
  userId: '300001',
  checkInType: 'other',
  userCheckinCount: 10,
  flags: [],
  hasEditLeadModalConfig: false,
  ...over,
})

/** Seeds a world like the sandbox's profile seed (a subset), relative to the world's clock. */
export const seedDemoWorld = (w: InMemoryProfileWorld): void => {
  const now = w.clock.now()
  const today = startOfCentreDay(centreDayOf(now))
  const at = (day: number, hour: number, minute = 0) => epochMs(today + day * DAY_MS + hour * HOUR_MS + minute * MINUTE_MS)
  w.centres.set(MAIN_GYM.id, { id: 1, centerServiceId: 1001, type: 'GYMFIT', cityId: 1, biometricWhitelisted: true, piiAccessible: true })
  w.centres.set(SPARE_CENTRE.id, { id: 7, centerServiceId: 1007, type: 'GYMFIT', cityId: 1, biometricWhitelisted: true, piiAccessible: false })
  w.centres.set(PLAY_CENTRE.id, { id: 4, centerServiceId: 1004, type: 'PLAY', cityId: 1, biometricWhitelisted: false, piiAccessible: true })
  w.lmsPilotCentres.push(MAIN_GYM.centerServiceId)
  w.centres.set(CULT_CENTRE.id, { id: 3, centerServiceId: 1003, type: 'CULT', cityId: 1, biometricWhitelisted: false, piiAccessible: false })
  for (const d of Object.values(DEMO)) {
    w.customers.set(d.id, {
      id: d.id,
      firstName: d.first,
      lastName: d.last,
      phone: d.phone,
      email: `${d.first.toLowerCase()}.${d.last.toLowerCase()}@mail.example`,
      isPhoneVerified: true,
      cityId: 1,
    })
    w.profiles.set(d.id, { trial: { used: 3, maxCount: 3 }, isV2: false })
  }
  w.profiles.set(DEMO.trialLeft.id, { trial: { used: 1, maxCount: 3 }, isV2: false })
  w.profiles.set(DEMO.ivrFails.id, { trial: { used: 3, maxCount: 3 }, isV2: false, ivrFails: true })
  let mid = 100
  const gym = (userId: string, start: number, end: number, status = 'PURCHASED') => {
    const id = ++mid
    w.memberships.set(id, {
      userId,
      kind: 'GYM',
      centerId: 1,
      membership: { id, name: 'cultpass BLACK', subTitle: '12 months', status, start: epochMs(start), end: epochMs(end), benefits: [], metadata: {} },
    })
    return id
  }
  gym(DEMO.activeOver30.id, at(-165, 0), at(200, 23, 59))
  gym(DEMO.activeUnder30.id, at(-353, 0), at(12, 23, 59))
  gym(DEMO.paused.id, at(-60, 0), at(120, 23, 59), 'PAUSED')
  gym(DEMO.expired.id, at(-200, 0), at(-20, 23, 59))
  gym(DEMO.checkIn.id, at(-50, 0), at(130, 23, 59))
  gym(DEMO.ivrFails.id, at(-40, 0), at(60, 23, 59))
  w.agents.push(
    { identityId: 'staff-trainer', name: 'Rahul Nair', email: 'rahul.staff-trainer@centres.example', phone: '9811100001', roles: ['FMS_PERSONAL_TRAINER'], ptAt: [1001], worksAt: [1001] },
    { identityId: 'agent-102', name: 'Priya Menon', email: 'priya.agent-102@centres.example', phone: '9811100002', roles: ['FMS_PERSONAL_TRAINER', 'FMS_FLOOR_TRAINER'], ptAt: [1001], worksAt: [1001] },
    { identityId: 'agent-103', name: 'Arjun Pillai', email: 'arjun.agent-103@centres.example', phone: '9811100003', roles: ['FMS_FLOOR_TRAINER'], ptAt: [], worksAt: [1001] },
    { identityId: 'agent-104', name: 'Sneha Kulkarni', email: 'sneha.agent-104@centres.example', phone: '9811100004', roles: ['FMS_PERSONAL_TRAINER'], ptAt: [1001], worksAt: [1001] },
    { identityId: 'staff-frontdesk', name: 'Meera Iyer', email: 'meera.staff-frontdesk@centres.example', phone: '9811100006', roles: ['FMS_MC', 'PARTNER_STAFF'], ptAt: [], worksAt: [1001] },
    { identityId: 'staff-coach', name: 'Kiran Das', email: 'kiran.staff-coach@centres.example', phone: '9811100010', roles: ['PLAY_COACH', 'PLAY_CM'], ptAt: [1004], worksAt: [1004] },
  )
  // PT packs as the sandbox seeds them: Vera's one-session trial with Priya, Parul's play coaching with Kiran.
  const ptPack = (userId: string, kind: 'PT' | 'PLAY_PT', name: string, trainerId: string, trainerName: string, centerId: number, used: number, max: number) => {
    const id = ++mid
    w.memberships.set(id, {
      userId,
      kind,
      centerId,
      trainerName,
      preferredCenterId: centerId,
      membership: { id, name, subTitle: `with ${trainerName}`, status: 'PURCHASED', start: at(-30, 0), end: at(60, 23, 59), benefits: [{ name: 'PT sessions', ticketsUsed: used, maxTickets: max }], metadata: { preferredTrainerId: trainerId } },
    })
  }
  ptPack(DEMO.v2.id, 'PT', 'PT trial session', 'agent-102', 'Priya Menon', MAIN_GYM.id, 0, 1)
  ptPack(DEMO.playParent.id, 'PLAY_PT', 'Swimming coaching', 'staff-coach', 'Kiran Das', PLAY_CENTRE.id, 3, 10)
  const task = (uuid: string, userId: string, expiry: number) =>
    w.tasks.set(uuid, { uuid, userId, status: 'OPEN', campaignName: 'Trial follow-up', refId: `REF-${uuid}`, expiryTime: epochMs(expiry), packProductType: 'GYM_JOINING', campaignConfig: CAMPAIGN })
  task('tsk-0001', DEMO.activeUnder30.id, at(3, 23))
  task('tsk-0002', DEMO.expired.id, at(5, 23))
  task('tsk-0005', DEMO.trialLeft.id, at(4, 23))
  task('tsk-0006', DEMO.trialLeft.id, at(4, 23))
  w.trails.set('tsk-0001', [0, 1, 2, 3, 4].map((k) => ({
    createdOn: at(-k - 1, 11),
    lastModifiedOn: at(-k - 1, 11, 5),
    status: k % 2 === 0 ? 'CONNECTED' : 'RINGED',
    interactionStatus: 'COMPLETED',
    callerInteractionStatus: 'COMPLETED',
    receiverInteractionStatus: 'ANSWERED',
    agentName: 'Meera Iyer',
    campaignName: 'Renewal due in 30 days',
    packProductType: 'GYM_JOINING',
  })))
  w.orders.push(
    { userId: DEMO.activeOver30.id, orderId: 'ORD1001', packName: 'cultpass BLACK 12 months', amount: 2_499_900 as never, orderCreated: at(-10, 11), paymentSource: 'EDC', orderStatus: 'Successful', details: { orderId: 'ORD1001', createdDate: at(-10, 11), productTitles: ['cultpass BLACK 12 months'], totalAmountPayable: 2_499_900 as never, wasFulfilmentGenerated: true, currentPaymentStatus: 'PAID', refundArns: [] } },
    { userId: DEMO.activeOver30.id, orderId: 'ORD1003', packName: 'gymfit PRO 3 months', amount: 899_900 as never, orderCreated: at(-5, 12), paymentSource: 'EDC', orderStatus: 'Failed', fulfillmentRemark: 'Payment declined by the bank', details: { orderId: 'ORD1003', createdDate: at(-5, 12), productTitles: ['gymfit PRO 3 months'], totalAmountPayable: 899_900 as never, wasFulfilmentGenerated: false, currentPaymentStatus: 'FAILED', refundArns: [] } },
    { userId: DEMO.activeOver30.id, orderId: 'ORD1005', packName: 'cultpass GOLD 3 months', amount: 599_900 as never, orderCreated: at(-120, 10), paymentSource: 'EDC', orderStatus: 'Successful', details: { orderId: 'ORD1005', createdDate: at(-120, 10), productTitles: ['cultpass GOLD 3 months'], totalAmountPayable: 599_900 as never, wasFulfilmentGenerated: true, currentPaymentStatus: 'PAID', refundArns: [] } },
  )
  // A morning of check-ins at the main gym, and a booking for the passcode customer.
  for (let i = 0; i < 40; i++) {
    const c = worldCheckIn({ startTime: at(0, 6, i * 5), state: i % 10 === 0 ? 'cancelled' : i % 3 === 0 ? 'created' : 'validated', userCheckinCount: i % 7, checkInType: i % 4 === 0 ? 'trial' : 'other' })
    w.checkIns.set(c.id, c)
  }
  const booking = { ...worldCheckIn({ startTime: at(0, 18), state: 'created', userId: DEMO.passcode.id }), passcode: '246810' }
  w.checkIns.set(booking.id, booking)
  // ---- leads desk: walk-ins scheduled at the main gym today and in the coming days, as the sandbox seeds them ----
  ;[
    [DEMO.none.id, 0, 7],
    [DEMO.trialLeft.id, 0, 13],
    [DEMO.paused.id, 0, 19],
    [DEMO.expired.id, 1, 10],
    [DEMO.bca.id, 3, 18],
  ].forEach(([userId, day, hour], i) => {
    const c = w.customers.get(userId as string)
    w.walkIns.push({ id: i + 1, userId: userId as string, customerName: `${c?.firstName ?? ''} ${c?.lastName ?? ''}`.trim(), centerId: MAIN_GYM.id, scheduledAt: at(day as number, hour as number) })
  })
}
