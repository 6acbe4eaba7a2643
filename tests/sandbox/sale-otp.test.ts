import { OrderAnswer } from '../../adapters/http/contract/payment.codecs'
import { PATHS } from '../../adapters/http/contract/paths'
import { PtOtpBypassWire } from '../../adapters/http/contract/pt.codecs'
import { DAY_MS } from '../../core/shared/constants'
import { CASH_SALE_OTP_REQUIRED, PT_PRICE_DROP_OTP_REQUIRED, SALE_OTP_WRONG_PHONE } from '../../core/shared/messages'
import { startOfCentreDayOf } from '../../core/shared/centre-day'
import {
  STAFF_PHONES,
  cashPayment,
  decoded,
  fresh,
  freshPhone,
  newCustomer,
  orderBody,
  signIn,
  startOwnSandbox,
  verifyCashOtp,
  verifySaleOtp,
  type OwnSandbox,
  type StaffClient,
} from '../support/selling-sandbox'

/**
 * The OTP steps of a sale are enforced by the server. A cash order at a
 * company-owned or marketplace centre needs the cash OTP verified by the same staff member for the
 * same customer and amount; a PT order below the list price needs the customer's price-drop OTP,
 * unless the server's whitelist names the staff member. Before this change every order below
 * answered 200 without any OTP.
 */
let sb: OwnSandbox
let desk: StaffClient
let owner: StaffClient
let internal: StaffClient
beforeAll(async () => {
  sb = await startOwnSandbox(Date.now())
  desk = await signIn(sb.url, 'front-desk')
  owner = await signIn(sb.url, 'owner')
  internal = await signIn(sb.url, 'internal-cm')
})
afterAll(async () => sb.close())

const today = () => startOfCentreDayOf(Date.now())
const price = (productId: string): number => sb.db.prepare('SELECT selling_price_paise FROM sale_products WHERE product_id = ?').pluck().get(productId) as number
const orders = (userId: string): number => sb.db.prepare('SELECT COUNT(*) FROM sale_orders WHERE user_id = ?').pluck().get(userId) as number
const SELECT_1M = 'PACK-1-SELECT-1M'

const cashOrder = (staff: StaffClient, userId: string, productId: string, amount: number, extra: { centreId?: number; esoOfferIds?: string[]; option?: Record<string, unknown> } = {}) =>
  staff.post(
    PATHS.createCashOrder,
    {
      orderReqBody: orderBody({ userId, centreId: extra.centreId ?? 1, productId, startDate: today(), ...(extra.esoOfferIds === undefined ? {} : { esoOfferIds: extra.esoOfferIds }), ...(extra.option === undefined ? {} : { option: extra.option }) }),
      paymentSuccessReqBody: cashPayment(amount),
    },
    { 'idempotency-key': fresh('k') },
  )

describe('cash OTP (company-owned and marketplace centres)', () => {
  it('refuses a cash order with no verified OTP, with the catalogue’s message, and creates nothing', async () => {
    const userId = await newCustomer(desk)
    const a = await cashOrder(desk, userId, SELECT_1M, price(SELECT_1M))
    expect(a.status).toBe(400)
    expect(a.body).toMatchObject({ message: CASH_SALE_OTP_REQUIRED, code: 'SALE_OTP_REQUIRED' })
    expect(orders(userId)).toBe(0)
  })

  it('takes the order once the staff member verified the OTP for this customer and amount, and the OTP serves one order only', async () => {
    const userId = await newCustomer(desk)
    await verifyCashOtp(desk, 'front-desk', userId, price(SELECT_1M))
    const a = await cashOrder(desk, userId, SELECT_1M, price(SELECT_1M))
    expect(a.status, JSON.stringify(a.body)).toBe(200)
    const order = decoded(OrderAnswer, a)
    expect(order.status).toBe('PAYMENT_COMPLETED')
    // The verification is used up by that order: no other order can take it.
    expect(sb.db.prepare('SELECT order_id FROM sale_otp_verifications WHERE user_id = ? AND used_at IS NOT NULL').pluck().all(userId)).toEqual([order.orderId])
    expect(sb.db.prepare('SELECT COUNT(*) FROM sale_otp_verifications WHERE user_id = ? AND used_at IS NULL').pluck().get(userId)).toBe(0)
  })

  it('does not take an OTP verified for another amount, another customer or by another staff member', async () => {
    const userId = await newCustomer(desk)
    const other = await newCustomer(desk)
    await verifyCashOtp(desk, 'front-desk', userId, price(SELECT_1M) - 100)
    await verifyCashOtp(desk, 'front-desk', other, price(SELECT_1M))
    await verifyCashOtp(owner, 'owner', userId, price(SELECT_1M))
    expect((await cashOrder(desk, userId, SELECT_1M, price(SELECT_1M))).body).toMatchObject({ message: CASH_SALE_OTP_REQUIRED })
    expect(orders(userId)).toBe(0)
  })

  it('refuses to record a cash OTP that was not sent to the staff member’s own phone', async () => {
    const userId = await newCustomer(desk)
    const a = await verifySaleOtp(desk, { context: 'CASH_PAYMENT', phone: freshPhone(), userId, amount: price(SELECT_1M) })
    expect(a.status).toBe(400)
    expect(a.body).toEqual({ message: SALE_OTP_WRONG_PHONE })
  })

  it('expires a verification after 10 minutes', async () => {
    const userId = await newCustomer(desk)
    await verifyCashOtp(desk, 'front-desk', userId, price(SELECT_1M))
    sb.advance(10 * 60_000 + 1)
    try {
      expect((await cashOrder(desk, userId, SELECT_1M, price(SELECT_1M))).body).toMatchObject({ message: CASH_SALE_OTP_REQUIRED })
    } finally {
      sb.advance(-(10 * 60_000 + 1))
    }
  })

  it('asks no OTP for cash at a franchise centre (centre 2)', async () => {
    const userId = await newCustomer(desk)
    const a = await cashOrder(desk, userId, 'PACK-2-SELECT-1M', price('PACK-2-SELECT-1M'), { centreId: 2 })
    expect(a.status, JSON.stringify(a.body)).toBe(200)
  })

  it('refuses an academy pack fulfilled in cash at a company-owned play centre without the OTP, and fulfils it with one', async () => {
    const userId = await newCustomer(owner)
    const productId = 'ACADEMY-4-CC-BADMINTON-BEGINNER-1M'
    const created = await owner.post(
      PATHS.playCreateOrder,
      { orderReqBody: orderBody({ userId, centreId: 4, productId, startDate: today(), option: { courseCategoryId: 'CC-BADMINTON-BEGINNER' } }) },
      { 'idempotency-key': fresh('k') },
    )
    expect(created.status, JSON.stringify(created.body)).toBe(200)
    const { orderId, amount } = decoded(OrderAnswer, created)
    const fulfil = () => owner.post(PATHS.playFulfilOrder, { orderId, paymentSuccessReqBody: cashPayment(amount) }, { 'idempotency-key': fresh('k') })
    expect((await fulfil()).body).toMatchObject({ message: CASH_SALE_OTP_REQUIRED })
    await verifyCashOtp(owner, 'owner', userId, amount)
    const done = await fulfil()
    expect(done.status, JSON.stringify(done.body)).toBe(200)
    expect(decoded(OrderAnswer, done).status).toBe('PAYMENT_COMPLETED')
  })
})

describe('PT price-drop OTP', () => {
  const PT = 'PT-1-L1-12'
  const grantSpot = async (staff: StaffClient, userId: string, offerId: string) => {
    const a = await staff.post(PATHS.addSpotOfferConfig, {
      offerIds: [offerId],
      startDate: Date.now() - DAY_MS,
      endDate: Date.now() + DAY_MS,
      eligibilityType: 'USERID',
      eligibilityValue: userId,
      count: 1,
      userId,
      phone: '9822222222',
      addedBy: 'staff',
      client: 'GYMFIT',
      productType: 'GYM_PT_PRODUCT',
      idempotenceKey: fresh('spot'),
    })
    expect(a.status, JSON.stringify(a.body)).toBe(200)
  }
  const customer = async (staff: StaffClient): Promise<{ userId: string; phone: string }> => {
    const phone = freshPhone()
    return { userId: await newCustomer(staff, phone), phone }
  }

  it('refuses a PT order below the list price (spot offer applied) without the customer’s OTP, on the card machine too', async () => {
    const { userId } = await customer(desk)
    await grantSpot(desk, userId, 'PT-SPOT-500')
    const amount = price(PT) - 50_000
    await verifyCashOtp(desk, 'front-desk', userId, amount)
    const a = await cashOrder(desk, userId, PT, amount, { esoOfferIds: ['PT-SPOT-500'], option: { ptOptions: { trainerId: 'staff-trainer' } } })
    expect(a.status).toBe(400)
    expect(a.body).toMatchObject({ message: PT_PRICE_DROP_OTP_REQUIRED })
    const card = await desk.post(PATHS.createGatewayOrder, {
      orderReqBody: orderBody({ userId, centreId: 1, productId: PT, startDate: today(), esoOfferIds: ['PT-SPOT-500'], option: { ptOptions: { trainerId: 'staff-trainer' } } }),
      paytmGatewayOrderReqBody: { gatewayType: 'PAYTM_POS', paymentMode: 'POS', meta: { tid: 'EDC-1001-A', requestId: fresh('r') } },
    })
    expect(card.status).toBe(400)
    expect(card.body).toMatchObject({ message: PT_PRICE_DROP_OTP_REQUIRED })
    expect(orders(userId)).toBe(0)
  })

  it('takes the PT order once the customer’s OTP is verified for that price (and the cash OTP for cash)', async () => {
    const { userId, phone } = await customer(desk)
    await grantSpot(desk, userId, 'PT-SPOT-500')
    const amount = price(PT) - 50_000
    const v = await verifySaleOtp(desk, { context: 'PT_PRICE_DROP', phone, userId, amount })
    expect(v.status, JSON.stringify(v.body)).toBe(200)
    await verifyCashOtp(desk, 'front-desk', userId, amount)
    const a = await cashOrder(desk, userId, PT, amount, { esoOfferIds: ['PT-SPOT-500'], option: { ptOptions: { trainerId: 'staff-trainer' } } })
    expect(a.status, JSON.stringify(a.body)).toBe(200)
  })

  it('does not record a price-drop OTP sent to a phone other than the customer’s', async () => {
    const { userId } = await customer(desk)
    const a = await verifySaleOtp(desk, { context: 'PT_PRICE_DROP', phone: STAFF_PHONES['front-desk']!, userId, amount: price(PT) })
    expect(a.body).toEqual({ message: SALE_OTP_WRONG_PHONE })
  })

  it('asks no price-drop OTP at the list price', async () => {
    const { userId } = await customer(desk)
    await verifyCashOtp(desk, 'front-desk', userId, price(PT))
    const a = await cashOrder(desk, userId, PT, price(PT), { option: { ptOptions: { trainerId: 'staff-trainer' } } })
    expect(a.status, JSON.stringify(a.body)).toBe(200)
  })

  it('lets a whitelisted staff member (the server’s list) sell below the list price without the customer’s OTP', async () => {
    const list = decoded(PtOtpBypassWire, await internal.get(PATHS.ptOtpBypassWhitelist))
    expect(list.emails).toEqual(['farah.internal@centres.example'])
    const { userId } = await customer(internal)
    const pt = 'PT-6-L1-12'
    await grantSpot(internal, userId, 'PT-SPOT-500')
    const amount = price(pt) - 50_000
    await verifyCashOtp(internal, 'internal-cm', userId, amount)
    const a = await cashOrder(internal, userId, pt, amount, { centreId: 6, esoOfferIds: ['PT-SPOT-500'], option: { ptOptions: { trainerId: 'agent-601' } } })
    expect(a.status, JSON.stringify(a.body)).toBe(200)
  })
})
