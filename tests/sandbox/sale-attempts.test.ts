import { GatewayOrderAnswer, PaymentCompleteAnswer } from '../../adapters/http/contract/payment.codecs'
import { PATHS } from '../../adapters/http/contract/paths'
import { terminalPolicyPath } from '../../adapters/http/contract/sandbox-paths'
import { startOfCentreDayOf } from '../../core/shared/centre-day'
import { decoded, fresh, newCustomer, orderBody, signIn, startOwnSandbox, type OwnSandbox, type StaffClient } from '../support/selling-sandbox'

/*
 * How the sandbox treats idempotency keys, as the portal's attempt rule relies on it: the same key
 * answers the same order (even a declined one) and creates nothing; a new key after a declined
 * payment creates a new order on the same terminal.
 */

const TID = 'EDC-1001-A'
const PACK = 'PACK-1-ELITE-3M'
let sb: OwnSandbox
let desk: StaffClient
const start = Date.UTC(2026, 0, 12, 6, 0, 0)

beforeAll(async () => {
  sb = await startOwnSandbox(start)
  desk = await signIn(sb.url, 'owner')
})
afterAll(async () => sb.close())

const gatewayOrder = (userId: string, key: string) =>
  desk.post(
    PATHS.createGatewayOrder,
    {
      orderReqBody: orderBody({ userId, centreId: 1, productId: PACK, startDate: startOfCentreDayOf(start) }),
      paytmGatewayOrderReqBody: { gatewayType: 'PAYTM_POS', paymentMode: 'POS', meta: { tid: TID, requestId: key } },
    },
    { 'idempotency-key': key },
  )
const complete = async (a: GatewayOrderAnswer) =>
  decoded(PaymentCompleteAnswer, await desk.post(PATHS.paymentComplete, { orderId: a.order.orderId, cfPaymentId: a.gatewayOrder.cfPaymentId, initiationSource: 'APP' }))
const orderCount = (userId: string): number => sb.db.prepare('SELECT COUNT(*) FROM sale_orders WHERE user_id = ?').pluck().get(userId) as number

describe('idempotency keys and a declined card', () => {
  it('the same key answers the declined order again; a new key makes a new order on the same terminal', async () => {
    const userId = await newCustomer(desk)
    await desk.post(terminalPolicyPath(TID), { nextOutcome: 'DECLINE', autoApproveMs: null })
    const first = fresh('attempt')
    const declined = decoded(GatewayOrderAnswer, await gatewayOrder(userId, first))
    expect((await complete(declined)).result).toBe('failed')

    const repeat = decoded(GatewayOrderAnswer, await gatewayOrder(userId, first))
    expect(repeat.order.orderId).toBe(declined.order.orderId)
    expect(orderCount(userId)).toBe(1)

    await desk.post(terminalPolicyPath(TID), { nextOutcome: 'APPROVE', autoApproveMs: null })
    const again = decoded(GatewayOrderAnswer, await gatewayOrder(userId, fresh('attempt')))
    expect(again.order.orderId).not.toBe(declined.order.orderId)
    expect((await complete(again)).result).toBe('success')
    expect(orderCount(userId)).toBe(2)
  })
})
