import { MembershipsConfigWire } from '../../adapters/http/contract/customer.codecs'
import { OrdersWire } from '../../adapters/http/contract/order.codecs'
import { GatewayOrderAnswer, OrderAnswer } from '../../adapters/http/contract/payment.codecs'
import { PATHS, pathWith } from '../../adapters/http/contract/paths'
import { PtPacksWire } from '../../adapters/http/contract/pt.codecs'
import { terminalPaymentOutcomePath, terminalPolicyPath } from '../../adapters/http/contract/sandbox-paths'
import { ActiveMembershipsAnswer, GroupBuyEligibilityAnswer } from '../../adapters/http/contract/selling.codecs'
import { PURCHASED_IN_PAST } from '../../core/shared/messages'
import { DEMO } from '../../sandbox/seed/profile'
import { startOfCentreDayOf } from '../../core/shared/centre-day'
import { cashPayment, decoded, fresh, orderBody, signIn, startOwnSandbox, verifyCashOtp, type OwnSandbox, type StaffClient } from '../support/selling-sandbox'

/**
 * One backend: what the selling calls sell to a customer of the profile seed shows up through the
 * profile calls (order history and memberships), and the selling calls find profile customers.
 */
let sandbox: OwnSandbox
let desk: StaffClient
beforeAll(async () => {
  sandbox = await startOwnSandbox(Date.now())
  desk = await signIn(sandbox.url, 'front-desk')
})
afterAll(() => sandbox.close())

const price = (productId: string): number =>
  sandbox.db.prepare('SELECT selling_price_paise FROM sale_products WHERE product_id = ?').pluck().get(productId) as number
const today = (): number => startOfCentreDayOf(Date.now())
const history = async (userId: string) => decoded(OrdersWire, await desk.get(PATHS.orders, { userId })).orders
const gymMemberships = async (userId: string) =>
  decoded(MembershipsConfigWire, await desk.get(pathWith(PATHS.membershipsConfig, { userId }), { centerId: 1, centerServiceId: 1001 })).memberships

describe('a pack sold to a profile customer', () => {
  const buyer = DEMO.none.id

  it('sold for cash: the order is Successful in the history and the membership is in the profile', async () => {
    const productId = 'PACK-1-SELECT-1M'
    const before = await gymMemberships(buyer)
    await verifyCashOtp(desk, 'front-desk', buyer, price(productId))
    const order = decoded(
      OrderAnswer,
      await desk.post(
        PATHS.createCashOrder,
        { orderReqBody: orderBody({ userId: buyer, centreId: 1, productId, startDate: today() }), paymentSuccessReqBody: cashPayment(price(productId)) },
        { 'idempotency-key': fresh('k') },
      ),
    )
    const row = (await history(buyer)).find((o) => o.orderId === order.orderId)
    expect(row).toMatchObject({ orderStatus: 'Successful', amount: price(productId), paymentSource: 'CASH', packName: 'SELECT 1 month' })
    const after = await gymMemberships(buyer)
    expect(after).toHaveLength(before.length + 1)
    const sold = order.memberships[0]!
    expect(after.find((m) => m.start === sold.start && m.end === sold.end)).toMatchObject({ name: 'SELECT 1 month', centerId: 1, status: 'PURCHASED' })
  })

  it('a PT pack sold for cash is among the customer PT packs, with its trainer and sessions', async () => {
    const productId = 'PT-1-L1-8'
    await verifyCashOtp(desk, 'front-desk', buyer, price(productId))
    const order = decoded(
      OrderAnswer,
      await desk.post(
        PATHS.createCashOrder,
        {
          orderReqBody: orderBody({ userId: buyer, centreId: 1, productId, startDate: today(), option: { ptOptions: { trainerId: 'staff-trainer' } } }),
          paymentSuccessReqBody: cashPayment(price(productId)),
        },
        { 'idempotency-key': fresh('k') },
      ),
    )
    expect(order.status).toBe('PAYMENT_COMPLETED')
    const { ptPacks } = decoded(PtPacksWire, await desk.get(PATHS.ptPacks, { userId: buyer }))
    const pack = ptPacks.find((p) => p.start === order.memberships[0]!.start && p.end === order.memberships[0]!.end)
    expect(pack).toMatchObject({ trainerDetails: { name: 'Rahul Nair' }, benefits: [{ ticketsUsed: 0, maxTickets: 8 }], metadata: { preferredTrainerId: 'staff-trainer' } })
  })

  it('sold on the card terminal: Pending while the card is awaited, then Successful with the membership', async () => {
    const productId = 'PACK-1-ELITE-3M'
    const tid = 'EDC-1001-B'
    expect((await desk.post(terminalPolicyPath(tid), { nextOutcome: null })).status).toBe(200)
    const g = decoded(
      GatewayOrderAnswer,
      await desk.post(PATHS.createGatewayOrder, {
        orderReqBody: orderBody({ userId: buyer, centreId: 1, productId, startDate: today() }),
        paytmGatewayOrderReqBody: { gatewayType: 'PAYTM_POS', paymentMode: 'POS', meta: { tid, requestId: fresh('req') } },
      }),
    )
    expect((await history(buyer)).find((o) => o.orderId === g.order.orderId)).toMatchObject({ orderStatus: 'Pending', paymentSource: 'EDC' })
    const before = await gymMemberships(buyer)
    expect((await desk.post(terminalPaymentOutcomePath(g.gatewayOrder.gatewayId), { outcome: 'APPROVE' })).status).toBe(200)
    expect((await history(buyer)).find((o) => o.orderId === g.order.orderId)).toMatchObject({ orderStatus: 'Successful' })
    const after = await gymMemberships(buyer)
    expect(after).toHaveLength(before.length + 1)
    expect(after.some((m) => m.name === 'ELITE 3 months')).toBe(true)
  })

  it('declined on the card terminal: Failed in the history and no membership', async () => {
    const tid = 'EDC-1001-B'
    const before = await gymMemberships(buyer)
    const g = decoded(
      GatewayOrderAnswer,
      await desk.post(PATHS.createGatewayOrder, {
        orderReqBody: orderBody({ userId: buyer, centreId: 1, productId: 'PACK-1-PRO-6M', startDate: today() }),
        paytmGatewayOrderReqBody: { gatewayType: 'PAYTM_POS', paymentMode: 'POS', meta: { tid, requestId: fresh('req') } },
      }),
    )
    expect((await desk.post(terminalPaymentOutcomePath(g.gatewayOrder.gatewayId), { outcome: 'DECLINE' })).status).toBe(200)
    expect((await history(buyer)).find((o) => o.orderId === g.order.orderId)).toMatchObject({ orderStatus: 'Failed' })
    expect(await gymMemberships(buyer)).toHaveLength(before.length)
  })
})

describe('selling calls find profile customers', () => {
  it('by user id: active memberships include the seeded profile membership', async () => {
    const { memberships } = decoded(ActiveMembershipsAnswer, await desk.get(PATHS.activeMemberships, { userId: DEMO.activeOver30.id }))
    expect(memberships.length).toBeGreaterThan(0)
    expect((await desk.get(PATHS.activeMemberships, { userId: 'no-such-customer' })).status).toBe(404)
  })

  it('by phone: a profile customer who holds a membership cannot join a group buy', async () => {
    const a = decoded(GroupBuyEligibilityAnswer, await desk.post(PATHS.groupBuyEligibility, { userId: fresh('gb'), phone: DEMO.activeOver30.phone, centerId: 1 }))
    expect(a).toEqual({ eligible: false, reason: PURCHASED_IN_PAST })
  })

  it('refuses to sell to someone who is not a customer, storing nothing', async () => {
    const count = () => sandbox.db.prepare('SELECT COUNT(*) FROM sale_orders').pluck().get() as number
    const n = count()
    const a = await desk.post(
      PATHS.createCashOrder,
      { orderReqBody: orderBody({ userId: 'no-such-customer', centreId: 1, productId: 'PACK-1-SELECT-1M', startDate: today() }), paymentSuccessReqBody: cashPayment(price('PACK-1-SELECT-1M')) },
      { 'idempotency-key': fresh('k') },
    )
    expect(a.status).toBe(404)
    expect(count()).toBe(n)
  })
})
