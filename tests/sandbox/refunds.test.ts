import { DrawerCurrentWire, DrawerWire, MONEY_PATHS, moneyPath, OrderRefundsWire, RefundWire } from '../../adapters/http/contract/money.codecs'
import { OrderDetailsWire } from '../../adapters/http/contract/order.codecs'
import { GatewayOrderAnswer, OrderAnswer } from '../../adapters/http/contract/payment.codecs'
import { PATHS, pathWith } from '../../adapters/http/contract/paths'
import { terminalPolicyPath } from '../../adapters/http/contract/sandbox-paths'
import { DashboardAnswer } from '../../adapters/http/contract/dashboard.codecs'
import { dashboardDays } from '../../core/dashboard/dashboard-range.rule'
import { epochMs } from '../../core/shared/brands'
import { startOfCentreDayOf } from '../../core/shared/centre-day'
import { DAY_MS } from '../../core/shared/constants'
import * as M from '../../core/shared/messages/money'
import { cashPayment, decoded, fresh, newCustomer, orderBody, signIn, startOwnSandbox, verifyCashOtp, type OwnSandbox, type StaffClient } from '../support/selling-sandbox'

/** A fixed morning at the centre, so the figures hold at any hour. */
const START = Date.parse('2026-11-30T04:30:00Z')
const SELECT_1M = { productId: 'PACK-1-SELECT-1M', paise: 236_000 }
const TID = 'EDC-1001-B'

let sb: OwnSandbox
let cm: StaffClient
let desk: StaffClient
beforeAll(async () => {
  sb = await startOwnSandbox(START)
  cm = await signIn(sb.url, 'centre-manager')
  desk = await signIn(sb.url, 'front-desk')
  expect((await cm.post(MONEY_PATHS.drawerOpen, { centerId: 1, float: 500_000 })).status).toBe(201)
})
afterAll(() => sb.close())

const count = (sql: string, ...args: unknown[]): number => sb.db.prepare(sql).pluck().get(...args) as number

const cashOrder = async (): Promise<string> => {
  const userId = await newCustomer(cm)
  await verifyCashOtp(cm, 'centre-manager', userId, SELECT_1M.paise)
  const a = await cm.post(PATHS.createCashOrder, { orderReqBody: orderBody({ userId, centreId: 1, productId: SELECT_1M.productId, startDate: startOfCentreDayOf(START) }), paymentSuccessReqBody: cashPayment(SELECT_1M.paise) }, { 'idempotency-key': fresh('k') })
  return decoded(OrderAnswer, a).orderId
}

const cardOrder = async (): Promise<string> => {
  expect((await cm.post(terminalPolicyPath(TID), { nextOutcome: 'APPROVE' })).status).toBe(200)
  const g = decoded(
    GatewayOrderAnswer,
    await cm.post(PATHS.createGatewayOrder, {
      orderReqBody: orderBody({ userId: await newCustomer(cm), centreId: 1, productId: SELECT_1M.productId, startDate: startOfCentreDayOf(START) }),
      paytmGatewayOrderReqBody: { gatewayType: 'PAYTM_POS', paymentMode: 'POS', meta: { tid: TID, requestId: fresh('req') } },
    }),
  )
  return g.order.orderId
}

const refund = (orderId: string, body: Record<string, unknown>, key = fresh('refund'), who = cm) =>
  who.post(moneyPath(MONEY_PATHS.orderRefund, orderId), { reason: 'MEDICAL', membership: 'KEEP', ...body }, { 'idempotency-key': key })
const refundsOf = async (orderId: string) => decoded(OrderRefundsWire, await cm.get(moneyPath(MONEY_PATHS.orderRefunds, orderId)))
const drawer = async () => decoded(DrawerCurrentWire, await cm.get(MONEY_PATHS.drawerCurrent, { centerId: 1 })).drawer
const details = async (orderId: string) => decoded(OrderDetailsWire, await cm.get(pathWith(PATHS.orderDetails, { orderId })))
const revenueToday = async () => {
  const today = dashboardDays('today', epochMs(START))
  return decoded(DashboardAnswer, await cm.get(PATHS.dashboardSummary, { centerId: 1, startDate: today.from, endDate: today.to })).revenue
}

describe('refunds', () => {
  it('refunds cash in part from the manager’s open drawer: PARTIALLY_REFUNDED, a cash refund in the drawer, less revenue at once', async () => {
    const orderId = await cashOrder()
    const before = { expected: (await drawer())?.expected ?? 0, revenue: await revenueToday() }
    const r = decoded(RefundWire, await refund(orderId, { amount: 36_000, reason: 'NOT_SATISFIED', remarks: ' Trainer left ' }))
    expect(r).toMatchObject({ orderId, amount: 36_000, mode: 'CASH', status: 'SUCCESS', reason: 'NOT_SATISFIED', remarks: 'Trainer left', staffId: 'staff-cm', arn: null })
    const after = await drawer()
    expect(after?.movements.at(-1)).toMatchObject({ kind: 'CASH_REFUND', amount: 36_000, orderId })
    expect(after?.expected).toBe(before.expected - 36_000)
    expect(r.drawerId).toBe(after?.drawerId)
    expect(await refundsOf(orderId)).toMatchObject({ paid: SELECT_1M.paise, refunded: 36_000, refundable: 200_000, paymentStatus: 'PARTIALLY_REFUNDED', mode: 'CASH' })
    expect((await details(orderId)).currentPaymentStatus).toBe('PARTIALLY_REFUNDED')
    expect(await revenueToday()).toBe(before.revenue - 36_000)
  })

  it('never refunds more than what was paid less what was refunded; the whole rest makes it REFUNDED, then nothing is left', async () => {
    const orderId = await cashOrder()
    expect(await refund(orderId, { amount: SELECT_1M.paise + 1 })).toMatchObject({ status: 400, body: { message: M.refundAtMost(SELECT_1M.paise as never), field: 'amount' } })
    expect((await refund(orderId, { amount: 0 })).status).toBe(400)
    expect((await refund(orderId, { amount: -5 })).status).toBe(400)
    expect((await refund(orderId, { amount: 12.5 })).status).toBe(400)
    expect((await refund(orderId, { amount: 100_000 })).status).toBe(200)
    expect((await refund(orderId, { amount: 136_001 })).status).toBe(400)
    expect((await refund(orderId, { amount: 136_000 })).status).toBe(200)
    expect(await refund(orderId, { amount: 1 })).toMatchObject({ status: 400, body: { message: M.REFUND_NOTHING_LEFT } })
    expect(await refundsOf(orderId)).toMatchObject({ refunded: SELECT_1M.paise, refundable: 0, paymentStatus: 'REFUNDED' })
    expect(count("SELECT COUNT(*) FROM order_refunds WHERE order_id = ? AND status = 'SUCCESS'", orderId)).toBe(2)
  })

  it('is idempotent: a double click or a lost answer repeats the first refund; the key with another amount is refused', async () => {
    const orderId = await cashOrder()
    const key = fresh('refund')
    const [a, b] = await Promise.all([refund(orderId, { amount: 50_000 }, key), refund(orderId, { amount: 50_000 }, key)])
    expect(decoded(RefundWire, a)).toEqual(decoded(RefundWire, b))
    expect(decoded(RefundWire, await refund(orderId, { amount: 50_000 }, key))).toEqual(decoded(RefundWire, a))
    expect((await refund(orderId, { amount: 60_000 }, key)).status).toBe(409)
    expect((await cm.post(moneyPath(MONEY_PATHS.orderRefund, orderId), { amount: 1, reason: 'OTHER', membership: 'KEEP' })).status).toBe(400)
    expect(count('SELECT COUNT(*) FROM order_refunds WHERE order_id = ?', orderId)).toBe(1)
    expect((await refundsOf(orderId)).refunded).toBe(50_000)
  })

  it('is a manager’s: the front desk is refused (403) and nothing is refunded', async () => {
    const orderId = await cashOrder()
    expect((await refund(orderId, { amount: 1_000 }, fresh('k'), desk)).status).toBe(403)
    expect((await desk.get(moneyPath(MONEY_PATHS.orderRefunds, orderId))).status).toBe(403)
    expect(count('SELECT COUNT(*) FROM order_refunds WHERE order_id = ?', orderId)).toBe(0)
    expect((await refund('ORD-none', { amount: 1_000 })).status).toBe(404)
  })

  it('ends or shortens the membership bought as the manager chooses', async () => {
    const ended = await cashOrder()
    expect((await refund(ended, { amount: 1_000, membership: 'END' })).status).toBe(200)
    expect(count('SELECT end_at FROM sold_memberships WHERE order_id = ?', ended)).toBe(START)
    const shortened = await cashOrder()
    const to = startOfCentreDayOf(START) + 10 * DAY_MS
    expect(await refund(shortened, { amount: 1_000, membership: 'SHORTEN', endAt: startOfCentreDayOf(START) - DAY_MS })).toMatchObject({ status: 400, body: { field: 'endAt' } })
    expect(await refund(shortened, { amount: 1_000, membership: 'SHORTEN', endAt: startOfCentreDayOf(START) + 400 * DAY_MS })).toMatchObject({ status: 400, body: { field: 'endAt' } })
    expect((await refund(shortened, { amount: 1_000, membership: 'SHORTEN', endAt: to })).status).toBe(200)
    expect(count('SELECT end_at FROM sold_memberships WHERE order_id = ?', shortened)).toBe(to)
  })

  it('refunds a card payment through the gateway: approved with an ARN on the order; declined leaves nothing refunded', async () => {
    const orderId = await cardOrder()
    expect((await cm.post(terminalPolicyPath(TID), { nextOutcome: 'DECLINE' })).status).toBe(200)
    const failed = decoded(RefundWire, await refund(orderId, { amount: 50_000 }))
    expect(failed).toMatchObject({ mode: 'CARD', status: 'FAILED', arn: null, failureCode: 'ERR_PAYMENT_DECLINED' })
    expect(await refundsOf(orderId)).toMatchObject({ refunded: 0, refundable: SELECT_1M.paise, paymentStatus: 'PAID' })
    expect((await details(orderId)).refundData).toEqual([])
    const done = decoded(RefundWire, await refund(orderId, { amount: 50_000 }))
    expect(done).toMatchObject({ mode: 'CARD', status: 'SUCCESS' })
    expect(done.arn).toMatch(/^\d{12}$/)
    expect(await details(orderId)).toMatchObject({ currentPaymentStatus: 'PARTIALLY_REFUNDED', refundData: [{ arn: done.arn }] })
  })

  it('holds a delayed card refund as pending, counted against what can be refunded, and settles it with an ARN', async () => {
    const orderId = await cardOrder()
    expect((await cm.post(terminalPolicyPath(TID), { nextOutcome: 'PENDING_THEN_APPROVE' })).status).toBe(200)
    expect(decoded(RefundWire, await refund(orderId, { amount: SELECT_1M.paise }))).toMatchObject({ status: 'PENDING', arn: null })
    expect(await refundsOf(orderId)).toMatchObject({ refunded: 0, refundable: 0, paymentStatus: 'PAID' })
    expect((await refund(orderId, { amount: 1 })).status).toBe(400)
    sb.advance(10_000)
    const settled = await refundsOf(orderId)
    expect(settled).toMatchObject({ refunded: SELECT_1M.paise, paymentStatus: 'REFUNDED' })
    expect(settled.refunds[0]?.arn).toMatch(/^\d{12}$/)
    sb.setNow(START)
  })

  it('refuses a cash refund without an open drawer, or above the cash in it', async () => {
    const orderId = await cashOrder()
    const open = await drawer()
    if (open === null) throw new Error('open drawer')
    const closed = decoded(DrawerWire, await cm.post(moneyPath(MONEY_PATHS.drawerClose, open.drawerId), { count: {}, reason: 'End of shift' }))
    expect(closed.status).toBe('CLOSED')
    expect(await refund(orderId, { amount: 1_000 })).toMatchObject({ status: 409, body: { message: M.REFUND_NEEDS_OPEN_DRAWER } })
    expect((await cm.post(MONEY_PATHS.drawerOpen, { centerId: 1, float: 500 })).status).toBe(201)
    expect(await refund(orderId, { amount: 1_000 })).toMatchObject({ status: 409, body: { message: M.REFUND_DRAWER_SHORT } })
  })
})
