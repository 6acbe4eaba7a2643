import { GatewayOrderAnswer, OrderAnswer } from '../../adapters/http/contract/payment.codecs'
import { PATHS } from '../../adapters/http/contract/paths'
import { terminalPaymentOutcomePath, terminalPolicyPath } from '../../adapters/http/contract/sandbox-paths'
import { SALE_ALREADY_OPEN } from '../../core/shared/messages'
import { startOfCentreDayOf } from '../../core/shared/centre-day'
import { cashPayment, decoded, fresh, newCustomer, orderBody, signIn, startOwnSandbox, verifyCashOtp, type OwnSandbox, type StaffClient } from '../support/selling-sandbox'

/*
 * Resume, never repeat, on the server: while a customer's card payment for a pack is unresolved
 * (waiting on the machine, pending, under review), the sandbox refuses a second order for the same
 * customer and pack, by card or in cash, whatever request id the browser sends.
 */

const TID = 'EDC-1001-B'
const PACK = 'PACK-1-ELITE-3M'
let sb: OwnSandbox
let desk: StaffClient
const start = Date.UTC(2026, 0, 12, 6, 0, 0)

beforeAll(async () => {
  sb = await startOwnSandbox(start)
  desk = await signIn(sb.url, 'owner')
})
afterAll(async () => sb.close())

const gatewayOrder = (userId: string, requestId: string, productId = PACK, tid = TID) =>
  desk.post(PATHS.createGatewayOrder, {
    orderReqBody: orderBody({ userId, centreId: 1, productId, startDate: startOfCentreDayOf(start) }),
    paytmGatewayOrderReqBody: { gatewayType: 'PAYTM_POS', paymentMode: 'POS', meta: { tid, requestId } },
  })
const orderCount = (userId: string): number => sb.db.prepare('SELECT COUNT(*) FROM sale_orders WHERE user_id = ?').pluck().get(userId) as number

describe('one unresolved card payment per customer and pack', () => {
  it('refuses a second card order with another request id while the first waits on the machine, and answers a repeat of the first with its own order', async () => {
    await desk.post(terminalPolicyPath(TID), { nextOutcome: null, autoApproveMs: null })
    const userId = await newCustomer(desk)
    const first = decoded(GatewayOrderAnswer, await gatewayOrder(userId, fresh('req')))
    const second = await gatewayOrder(userId, fresh('req'), PACK, 'EDC-1001-A')
    expect(second.status).toBe(409)
    expect(second.body).toMatchObject({ message: SALE_ALREADY_OPEN })
    expect(orderCount(userId)).toBe(1)
    // Settled (approved by a person on the machine): a new sale may start again.
    const settle = await desk.post(terminalPaymentOutcomePath(first.gatewayOrder.gatewayId), { outcome: 'APPROVE' })
    expect(settle.status).toBe(200)
    await verifyCashOtp(desk, 'owner', userId, 236_000)
    const cash = await desk.post(
      PATHS.createCashOrder,
      { orderReqBody: orderBody({ userId, centreId: 1, productId: 'PACK-1-SELECT-1M', startDate: startOfCentreDayOf(start) }), paymentSuccessReqBody: cashPayment(236_000) },
      { 'idempotency-key': fresh('k') },
    )
    expect(cash.status, JSON.stringify(cash.body)).toBe(200)
  })

  it('refuses a cash order for the pack while its card payment is pending, and takes another pack', async () => {
    await desk.post(terminalPolicyPath(TID), { nextOutcome: 'UNDER_REVIEW', autoApproveMs: null })
    const userId = await newCustomer(desk)
    decoded(GatewayOrderAnswer, await gatewayOrder(userId, fresh('req')))
    const same = await desk.post(
      PATHS.createCashOrder,
      { orderReqBody: orderBody({ userId, centreId: 1, productId: PACK, startDate: startOfCentreDayOf(start) }), paymentSuccessReqBody: cashPayment(590_000) },
      { 'idempotency-key': fresh('k') },
    )
    expect(same.status).toBe(409)
    expect(same.body).toMatchObject({ message: SALE_ALREADY_OPEN })
    expect(orderCount(userId)).toBe(1)
    await verifyCashOtp(desk, 'owner', userId, 236_000)
    const other = await desk.post(
      PATHS.createCashOrder,
      { orderReqBody: orderBody({ userId, centreId: 1, productId: 'PACK-1-SELECT-1M', startDate: startOfCentreDayOf(start) }), paymentSuccessReqBody: cashPayment(236_000) },
      { 'idempotency-key': fresh('k') },
    )
    expect(decoded(OrderAnswer, other).orderId).not.toBe('')
  })
})
