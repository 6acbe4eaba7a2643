import { OrderAnswer } from '../../adapters/http/contract/payment.codecs'
import { TrainersLevelAnswer } from '../../adapters/http/contract/selling.codecs'
import { PATHS } from '../../adapters/http/contract/paths'
import { PtPacksWire, PtSessionResultWire, PtSlotsWire } from '../../adapters/http/contract/pt.codecs'
import { DAY_MS, HOUR_MS, MINUTE_MS, PT_SERVICE } from '../../core/shared/constants'
import * as M from '../../core/shared/messages'
import { DashboardAnswer } from '../../adapters/http/contract/dashboard.codecs'
import { EMPLOYEE_PATHS, RosterWire } from '../../adapters/http/contract/employee.codecs'
import { ROSTER_SLOT_PATHS, RosterSlotsWire } from '../../adapters/http/contract/roster-slots.codecs'
import { weekOf } from '../../core/employee/roster.rule'
import { epochMs } from '../../core/shared/brands'
import { centreDayOf } from '../../core/shared/centre-day-of'
import { startOfCentreDayOf } from '../../core/shared/centre-day'
import { cashPayment, decoded, fresh, newCustomer, orderBody, signIn, startOwnSandbox, verifyCashOtp, type OwnSandbox, type StaffClient } from '../support/selling-sandbox'

/*
 * A PT pack sold at the desk can be used at once: the trainer the sale names is one of the centre's
 * PT trainers (the list /pt offers), PT booking accepts that trainer, and the session is booked,
 * rescheduled, started and cancelled. A PT order without a trainer, or with someone who does not
 * train at the centre, is refused with 'Trainer details not available' and nothing is sold. Run as
 * of a centre day's last minutes on a month's last day and as of the next month's first morning.
 */

const PT_PACK = 'PT-1-L1-8'
const INSTANTS = [
  ['23:55 on a month’s last day', Date.parse('2026-11-30T18:25:00Z')],
  ['6:30 on a month’s first morning', Date.parse('2026-12-01T01:00:00Z')],
] as const

describe.each(INSTANTS)('PT sold at the desk, as of %s (centre time)', (_label, start) => {
  let sb: OwnSandbox
  let cm: StaffClient
  beforeAll(async () => {
    sb = await startOwnSandbox(start)
    cm = await signIn(sb.url, 'centre-manager')
  })
  afterAll(async () => sb.close())

  let clock = start
  const now = () => clock
  const setNow = (ms: number) => {
    clock = ms
    sb.setNow(ms)
  }
  beforeEach(() => setNow(start))

  const price = (productId: string): number => sb.db.prepare('SELECT selling_price_paise FROM sale_products WHERE product_id = ?').pluck().get(productId) as number
  const ordersOf = (userId: string): number => sb.db.prepare('SELECT COUNT(*) FROM sale_orders WHERE user_id = ?').pluck().get(userId) as number
  const sellPt = async (userId: string, option: Record<string, unknown>) => {
    await verifyCashOtp(cm, 'centre-manager', userId, price(PT_PACK))
    return cm.post(
      PATHS.createCashOrder,
      { orderReqBody: orderBody({ userId, centreId: 1, productId: PT_PACK, startDate: startOfCentreDayOf(now()), option }), paymentSuccessReqBody: cashPayment(price(PT_PACK)) },
      { 'idempotency-key': fresh('pt') },
    )
  }

  it('refuses a PT order with no trainer, a blank one, a stranger, someone who does not train here or who trains elsewhere; nothing is sold', async () => {
    const userId = await newCustomer(cm)
    for (const option of [{}, { ptOptions: {} }, { ptOptions: { trainerId: '  ' } }, { ptOptions: { trainerId: 'trainer-1-1' } }, { ptOptions: { trainerId: 'agent-103' } }, { ptOptions: { trainerId: 'agent-701' } }]) {
      const a = await sellPt(userId, option)
      expect(a.status, JSON.stringify(option)).toBe(400)
      expect(a.body).toMatchObject({ message: M.TRAINER_DETAILS_NOT_AVAILABLE })
    }
    expect(ordersOf(userId)).toBe(0)
  })

  it('sells with a trainer /pt offers; the pack is booked with that trainer, rescheduled, started once begun, and another session cancelled', async () => {
    const offered = decoded(TrainersLevelAnswer, await cm.get(PATHS.ptTrainersLevelBreakdown, { centerServiceId: 1001, centerType: 'GYMFIT' }))
    const trainer = offered.trainers.find((t) => t.levelCode.endsWith('L1'))
    expect(trainer).toBeDefined()
    const userId = await newCustomer(cm)
    const sold = await sellPt(userId, { ptOptions: { trainerId: trainer?.identityResponse.id } })
    expect(sold.status, JSON.stringify(sold.body)).toBe(200)
    expect(decoded(OrderAnswer, sold).status).toBe('PAYMENT_COMPLETED')

    const packs = async () => decoded(PtPacksWire, await cm.get(PATHS.ptPacks, { userId })).ptPacks
    const [pack] = await packs()
    expect(pack?.metadata).toMatchObject({ preferredTrainerId: trainer?.identityResponse.id, preferredCenterId: 1 })
    expect(pack?.trainerDetails.name).toBe(`${trainer?.identityResponse.firstName} ${trainer?.identityResponse.lastName}`.trim())

    // Tomorrow at 10:00 and 11:00, centre time: free hours of the trainer's day whatever the hour now.
    const tomorrow = startOfCentreDayOf(now()) + DAY_MS
    const identityId = pack?.metadata.preferredTrainerId ?? ''
    const slots = decoded(PtSlotsWire, await cm.get(PATHS.ptSlots, { centerId: pack?.centerId ?? 0, identityId, startTime: tomorrow, endTime: tomorrow + DAY_MS, service: PT_SERVICE }))
    expect(slots.slots.find((s) => s.startTime === tomorrow + 10 * HOUR_MS)?.status).toBe('AVAILABLE')
    const book = (at: number) =>
      cm.post(PATHS.ptSessions, { centerId: pack?.centerId, startTime: at, endTime: at + HOUR_MS, identityId, service: PT_SERVICE, userId, source: 'PORTAL', sessionBookingSource: 'CENTER' })
    const booked = decoded(PtSessionResultWire, await book(tomorrow + 10 * HOUR_MS))
    expect(booked).toMatchObject({ message: M.SESSION_BOOKED, session: { status: 'BOOKED', identityId } })
    const moved = decoded(PtSessionResultWire, await cm.post(PATHS.ptReschedule, { oldSessionId: booked.session.id, startTime: tomorrow + 11 * HOUR_MS, endTime: tomorrow + 12 * HOUR_MS }))
    expect(moved).toMatchObject({ message: M.SESSION_RESCHEDULED, session: { status: 'BOOKED', startTime: tomorrow + 11 * HOUR_MS } })
    // The trainer's roster and the dashboard's PT sessions show it where it now is.
    const day = centreDayOf(epochMs(tomorrow))
    const roster = decoded(RosterWire, await cm.get(EMPLOYEE_PATHS.shifts, { centerServiceId: 1001, weekStart: weekOf(day)[0] ?? day }))
    const theirs = roster.shifts.filter((x) => x.agentId === identityId && x.kind === 'PERSONAL_TRAINING' && x.endTime - x.startTime === HOUR_MS)
    expect(theirs.map((x) => x.startTime)).toContain(tomorrow + 11 * HOUR_MS)
    expect(theirs.map((x) => x.startTime)).not.toContain(tomorrow + 10 * HOUR_MS)
    const rosterSlots = decoded(RosterSlotsWire, await cm.get(ROSTER_SLOT_PATHS.slots, { centerServiceId: 1001, agentId: identityId, day }))
    expect(rosterSlots.slots.find((x) => x.startTime === tomorrow + 11 * HOUR_MS)?.status).not.toBe('AVAILABLE')
    const dash = decoded(DashboardAnswer, await cm.get(PATHS.dashboardSummary, { centerId: 1, startDate: day, endDate: day }))
    const other = decoded(PtSessionResultWire, await book(tomorrow + 15 * HOUR_MS))
    const dashAfter = decoded(DashboardAnswer, await cm.get(PATHS.dashboardSummary, { centerId: 1, startDate: day, endDate: day }))
    expect(dashAfter.ptSessions).toBe(dash.ptSessions + 1)
    expect((await packs())[0]?.benefits[0]?.ticketsUsed).toBe(2)
    const cancelled = await cm.post(PATHS.ptCancel.replace(':sessionId', String(other.session.id)), {})
    expect(decoded(PtSessionResultWire, cancelled).session.status).toBe('CANCELLED')
    expect((await packs())[0]?.benefits[0]?.ticketsUsed).toBe(1)
    expect(decoded(DashboardAnswer, await cm.get(PATHS.dashboardSummary, { centerId: 1, startDate: day, endDate: day })).ptSessions).toBe(dash.ptSessions)

    // Not before it begins; five minutes in, the trainer starts it.
    const startPath = PATHS.ptStart.replace(':sessionId', String(moved.session.id))
    expect((await cm.post(startPath, {})).status).toBe(409)
    setNow(tomorrow + 11 * HOUR_MS + 5 * MINUTE_MS)
    const later = await signIn(sb.url, 'centre-manager') // the morning's sign-in has lapsed overnight
    const started = decoded(PtSessionResultWire, await later.post(startPath, {}))
    expect(started).toMatchObject({ message: M.SESSION_STARTED, session: { status: 'ATTENDED', identityId } })
  })
})
