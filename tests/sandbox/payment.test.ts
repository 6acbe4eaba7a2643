import { DEMO } from '../../sandbox/seed/profile'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import { inject } from 'vitest'
import {
  CheckPaymentSuccessAnswer,
  FulfilmentStatusAnswer,
  GatewayOrderAnswer,
  OrderAnswer,
  PaymentCompleteAnswer,
  TERMINAL_FAILURE_CODES,
  type TerminalOutcome,
  TerminalPaymentWire,
  TerminalsAnswer,
  TerminalWire,
} from '../../adapters/http/contract/payment.codecs'
import { EDC_MACHINE_BUSY_CODE } from '../../core/payment/payment-codes.rule'
import { PATHS, checkPaymentSuccessPath, fulfilmentStatusPath } from '../../adapters/http/contract/paths'
import { PATHS_SANDBOX, terminalPaymentOutcomePath, terminalPolicyPath } from '../../adapters/http/contract/sandbox-paths'
import { ActiveMembershipsAnswer } from '../../adapters/http/contract/selling.codecs'
import {
  EDC_MACHINE_BUSY,
  ERROR_AT_OUR_END,
  MEMBER_ALREADY_IN_GROUP,
  NO_TERMINAL_ID,
  PAYMENT_AMOUNT_MISMATCH,
  PAYMENT_NOT_COLLECTED,
  SOMETHING_WENT_WRONG_TITLE,
  START_DATE_NOT_AVAILABLE,
  TERMINAL_ID_REQUIRED,
  TIME_SLOT_REQUIRED,
  TRAINER_DETAILS_NOT_AVAILABLE,
} from '../../core/shared/messages'
import { DAY_MS } from '../../core/shared/constants'
import { startOfCentreDayOf } from '../../core/shared/centre-day'
import { CENTRE_NOT_YOURS } from '../../sandbox/selling/messages'
import { cashPayment, decoded, fresh, freshPhone, newCustomer, orderBody, signIn, startOwnSandbox, verifyCashOtp, type StaffClient } from '../support/selling-sandbox'

const base = inject('sandboxUrl')
const db = new Database(join(inject('sandboxDataDir'), 'sandbox.sqlite'), { readonly: true, fileMustExist: true })
afterAll(() => db.close())
const count = (sql: string, ...args: unknown[]): number => db.prepare(sql).pluck().get(...args) as number

let desk: StaffClient
let trainer: StaffClient
beforeAll(async () => {
  desk = await signIn(base, 'front-desk')
  trainer = await signIn(base, 'trainer')
})

const today = () => startOfCentreDayOf(Date.now())
/** SELECT 1 month at Koramangala: 2000 + 18 percent = ₹2360. */
const SELECT_1M = { productId: 'PACK-1-SELECT-1M', paise: 236_000 }

describe('cash order', () => {
  it('creates a paid order and its membership when the cash matches the pack price', async () => {
    const userId = await newCustomer(desk)
    await verifyCashOtp(desk, 'front-desk', userId, SELECT_1M.paise)
    const a = await desk.post(PATHS.createCashOrder, { orderReqBody: orderBody({ userId, centreId: 1, productId: SELECT_1M.productId, startDate: today() }), paymentSuccessReqBody: cashPayment(SELECT_1M.paise) }, { 'idempotency-key': fresh('k') })
    expect(a.status).toBe(200)
    const order = decoded(OrderAnswer, a)
    expect(order).toMatchObject({ status: 'PAYMENT_COMPLETED', amount: SELECT_1M.paise })
    expect(order.memberships).toHaveLength(1)
    const active = decoded(ActiveMembershipsAnswer, await desk.get(PATHS.activeMemberships, { userId }))
    expect(active.memberships.map((m) => m.orderId)).toEqual([order.orderId])
    expect(decoded(FulfilmentStatusAnswer, await desk.get(fulfilmentStatusPath(order.orderId)))).toMatchObject({ result: 'success', currentStage: 'FULFILLED' })
  })

  it('accepts cash, QR and card together when they sum to the price', async () => {
    const modes = [
      { mode: 'CASH', amount: 100_000 },
      { mode: 'QR', amount: 36_000 },
      { mode: 'CARD', amount: 100_000, rrn: 'RRN1', lastFourDigitsOfCard: '4242' },
    ]
    const userId = await newCustomer(desk)
    await verifyCashOtp(desk, 'front-desk', userId, SELECT_1M.paise)
    const a = await desk.post(PATHS.createCashOrder, { orderReqBody: orderBody({ userId, centreId: 1, productId: SELECT_1M.productId, startDate: today() }), paymentSuccessReqBody: { channel: 'MANUAL', currency: 'INR', paymentModes: modes } }, { 'idempotency-key': fresh('k') })
    expect(a.status).toBe(200)
  })

  it("refuses amounts that do not sum to the pack price, and stores nothing", async () => {
    const userId = await newCustomer(desk)
    const a = await desk.post(PATHS.createCashOrder, { orderReqBody: orderBody({ userId, centreId: 1, productId: SELECT_1M.productId, startDate: today() }), paymentSuccessReqBody: cashPayment(SELECT_1M.paise - 100) }, { 'idempotency-key': fresh('k') })
    expect(a).toMatchObject({ status: 400, body: { message: PAYMENT_AMOUNT_MISMATCH } })
    expect(count('SELECT COUNT(*) FROM sale_orders WHERE user_id = ?', userId)).toBe(0)
  })

  it('creates one order for a repeated idempotency key and answers the first result again', async () => {
    const userId = await newCustomer(desk)
    const key = fresh('k')
    await verifyCashOtp(desk, 'front-desk', userId, SELECT_1M.paise)
    const body = { orderReqBody: orderBody({ userId, centreId: 1, productId: SELECT_1M.productId, startDate: today() }), paymentSuccessReqBody: cashPayment(SELECT_1M.paise) }
    const first = decoded(OrderAnswer, await desk.post(PATHS.createCashOrder, body, { 'idempotency-key': key }))
    const second = decoded(OrderAnswer, await desk.post(PATHS.createCashOrder, body, { 'idempotency-key': key }))
    expect(second).toEqual(first)
    expect(count('SELECT COUNT(*) FROM sale_orders WHERE user_id = ?', userId)).toBe(1)
  })

  it('needs an idempotency key, a known pack, a start date in the window, a trainer for PT and a slot at the bootcamp', async () => {
    const userId = await newCustomer(desk)
    const pay = cashPayment(SELECT_1M.paise)
    const post = (orderReqBody: unknown, headers: Record<string, string> = { 'idempotency-key': fresh('k') }, client = desk) =>
      client.post(PATHS.createCashOrder, { orderReqBody, paymentSuccessReqBody: pay }, headers)
    expect((await post(orderBody({ userId, centreId: 1, productId: SELECT_1M.productId, startDate: today() }), {})).status).toBe(400)
    expect((await post(orderBody({ userId, centreId: 1, productId: 'NOPE', startDate: today() }))).status).toBe(400)
    expect((await post(orderBody({ userId, centreId: 1, productId: SELECT_1M.productId, startDate: today() - 2 * DAY_MS }))).body).toEqual({ message: START_DATE_NOT_AVAILABLE })
    expect((await post(orderBody({ userId, centreId: 1, productId: SELECT_1M.productId, startDate: today() + 45 * DAY_MS }))).body).toEqual({ message: START_DATE_NOT_AVAILABLE })
    expect((await post(orderBody({ userId, centreId: 1, productId: 'PT-1-L1-8', startDate: today() }))).body).toEqual({ message: TRAINER_DETAILS_NOT_AVAILABLE })
    const owner = await signIn(base, 'owner')
    expect((await post(orderBody({ userId, centreId: 5, productId: 'PACK-5-PRO-1M', startDate: today() }), undefined, owner)).body).toEqual({ message: TIME_SLOT_REQUIRED })
    expect((await post({ ...orderBody({ userId, centreId: 1, productId: SELECT_1M.productId, startDate: today() }), cityId: 'x' })).status).toBe(400)
    expect(count('SELECT COUNT(*) FROM sale_orders WHERE user_id = ?', userId)).toBe(0)
  })

  it('refuses a trainer (403) and a centre that is not the staff member’s (403)', async () => {
    const body = { orderReqBody: orderBody({ userId: await newCustomer(desk), centreId: 1, productId: SELECT_1M.productId, startDate: today() }), paymentSuccessReqBody: cashPayment(SELECT_1M.paise) }
    expect((await trainer.post(PATHS.createCashOrder, body, { 'idempotency-key': fresh('k') })).status).toBe(403)
    const elsewhere = { orderReqBody: orderBody({ userId: await newCustomer(desk), centreId: 3, productId: 'PACK-3-ELITE-1M', startDate: today() }), paymentSuccessReqBody: cashPayment(354_000) }
    expect((await desk.post(PATHS.createCashOrder, elsewhere, { 'idempotency-key': fresh('k') })).status).toBe(403)
  })
})

describe('group order', () => {
  const group = (users: { userId: string; phone: string }[], buyer = users[0]!.userId) => ({
    orderReqBody: orderBody({ userId: buyer, centreId: 1, productId: 'PACK-1-ELITE-3M', startDate: today(), option: { groupDetails: { users: users.map((u) => ({ ...u, startDate: today() })) } } }),
    // ELITE 3 months: ₹5900, less the group offer ₹1000 per member.
    paymentSuccessReqBody: cashPayment(users.length * 490_000),
  })
  /** Group members are customers, found by id and phone. */
  const members = (n: number) =>
    Promise.all(
      Array.from({ length: n }, async () => {
        const phone = freshPhone()
        return { userId: await newCustomer(desk, phone), phone }
      }),
    )

  it('creates a membership for each of 2 to 5 members', async () => {
    const users = await members(3)
    await verifyCashOtp(desk, 'front-desk', users[0]!.userId, users.length * 490_000)
    const order = decoded(OrderAnswer, await desk.post(PATHS.createGroupOrder, group(users), { 'idempotency-key': fresh('k') }))
    expect(order.memberships.map((m) => m.userId).sort()).toEqual(users.map((u) => u.userId).sort())
  })

  it('refuses one member, six members and a repeated phone', async () => {
    const buyer = await newCustomer(desk)
    const one = [{ userId: fresh('g'), phone: '9845555501' }]
    expect((await desk.post(PATHS.createGroupOrder, group(one, buyer), { 'idempotency-key': fresh('k') })).status).toBe(400)
    const six = [1, 2, 3, 4, 5, 6].map((i) => ({ userId: fresh('g'), phone: `98455555${String(i).padStart(2, '0')}` }))
    expect((await desk.post(PATHS.createGroupOrder, group(six, buyer), { 'idempotency-key': fresh('k') })).status).toBe(400)
    const dup = [{ userId: fresh('g'), phone: '9845555501' }, { userId: fresh('g'), phone: '9845555501' }]
    expect((await desk.post(PATHS.createGroupOrder, group(dup, buyer), { 'idempotency-key': fresh('k') })).body).toEqual({ message: MEMBER_ALREADY_IN_GROUP })
  })

  it('refuses members who are not customers', async () => {
    const [known] = await members(1)
    const strangers = [known!, { userId: fresh('g'), phone: freshPhone() }]
    expect((await desk.post(PATHS.createGroupOrder, group(strangers), { 'idempotency-key': fresh('k') })).status).toBe(404)
  })
})

describe('card machine payments', () => {
  const TID = 'EDC-1001-B'
  const setNext = async (outcome: TerminalOutcome | null) => {
    const a = await desk.post(terminalPolicyPath(TID), { nextOutcome: outcome })
    expect(decoded(TerminalWire, a).nextOutcome).toBe(outcome)
  }
  const gatewayOrder = async (requestId = fresh('req'), tid = TID, buyer?: string) =>
    desk.post(PATHS.createGatewayOrder, {
      orderReqBody: orderBody({ userId: buyer ?? (await newCustomer(desk)), centreId: 1, productId: SELECT_1M.productId, startDate: today() }),
      paytmGatewayOrderReqBody: { gatewayType: 'PAYTM_POS', paymentMode: 'POS', meta: { tid, requestId } },
    })
  const confirm = async (g: GatewayOrderAnswer) => ({
    check: decoded(
      CheckPaymentSuccessAnswer,
      await desk.post(checkPaymentSuccessPath(g.order.orderId), {
        gatewayOrderId: g.gatewayOrder.gatewayId,
        paymentData: { channel: 'PAYTM_POS', amount: g.order.amount, currency: 'INR', gatewayId: g.gatewayOrder.gatewayId },
      }),
    ),
    complete: decoded(PaymentCompleteAnswer, await desk.post(PATHS.paymentComplete, { orderId: g.order.orderId, cfPaymentId: g.gatewayOrder.cfPaymentId, initiationSource: 'APP' })),
    fulfilment: decoded(FulfilmentStatusAnswer, await desk.get(fulfilmentStatusPath(g.order.orderId))),
  })

  it('approves: success everywhere and the membership exists', async () => {
    await setNext('APPROVE')
    const userId = await newCustomer(desk)
    const g = decoded(GatewayOrderAnswer, await gatewayOrder(undefined, TID, userId))
    expect(g.order.status).toBe('CREATED')
    expect(g.order.amount).toBe(SELECT_1M.paise)
    const r = await confirm(g)
    expect(r.check).toMatchObject({ success: true, status: 'SUCCESS', code: null })
    expect(r.complete).toEqual({ result: 'success', failureMessage: null, title: null, subtitle: null, code: null })
    expect(r.fulfilment).toMatchObject({ result: 'success', currentStage: 'FULFILLED' })
    expect(count("SELECT COUNT(*) FROM sold_memberships WHERE user_id = ?", userId)).toBe(1)
    expect(count("SELECT COUNT(*) FROM sale_orders WHERE order_id = ? AND status = 'PAYMENT_COMPLETED'", g.order.orderId)).toBe(1)
  })

  it('declines: failed with the generic title', async () => {
    await setNext('DECLINE')
    const r = await confirm(decoded(GatewayOrderAnswer, await gatewayOrder()))
    expect(r.complete).toMatchObject({ result: 'failed', title: SOMETHING_WENT_WRONG_TITLE })
    expect(r.check).toMatchObject({ success: false, status: 'FAILED' })
    expect(r.fulfilment.result).toBe('failed')
  })

  it('pending then approve: pending outside PAYMENT_VERIFICATION, then success', async () => {
    await setNext('PENDING_THEN_APPROVE')
    const g = decoded(GatewayOrderAnswer, await gatewayOrder())
    const r = await confirm(g)
    expect(r.complete.result).toBe('pending')
    expect(r.check.status).toBe('PENDING')
    expect(r.fulfilment).toMatchObject({ result: 'pending', currentStage: 'MEMBERSHIP_CREATION' })
    const approved = await desk.post(terminalPaymentOutcomePath(g.gatewayOrder.gatewayId), { outcome: 'APPROVE' })
    expect(decoded(TerminalPaymentWire, approved).state).toBe('SUCCESS')
    expect((await confirm(g)).complete.result).toBe('success')
  })

  it('under review: under_review at PAYMENT_VERIFICATION until a person decides', async () => {
    await setNext('UNDER_REVIEW')
    const g = decoded(GatewayOrderAnswer, await gatewayOrder())
    const r = await confirm(g)
    expect(r.complete.result).toBe('under_review')
    expect(r.check.status).toBe('UNDER_REVIEW')
    expect(r.fulfilment).toMatchObject({ result: 'under_review', currentStage: 'PAYMENT_VERIFICATION' })
    await desk.post(terminalPaymentOutcomePath(g.gatewayOrder.gatewayId), { outcome: 'APPROVE' })
    expect((await confirm(g)).fulfilment.result).toBe('success')
    expect((await desk.post(terminalPaymentOutcomePath(g.gatewayOrder.gatewayId), { outcome: 'DECLINE' })).status).toBe(409)
  })

  it('busy: the order is refused with ERR_PAYTM_EDC_MACHINE_BUSY and nothing is stored', async () => {
    await setNext('BUSY')
    const requestId = fresh('req')
    const a = await gatewayOrder(requestId)
    expect(a).toMatchObject({ status: 409, body: { message: EDC_MACHINE_BUSY, code: EDC_MACHINE_BUSY_CODE } })
    expect(count('SELECT COUNT(*) FROM terminal_payments WHERE request_id = ?', requestId)).toBe(0)
  })

  it('is busy while a payment waits for the card on the same terminal', async () => {
    await setNext(null)
    const g = decoded(GatewayOrderAnswer, await gatewayOrder())
    expect((await confirm(g)).fulfilment).toMatchObject({ result: 'pending', currentStage: 'PAYMENT_COLLECTION' })
    const terminals = decoded(TerminalsAnswer, await desk.get(PATHS_SANDBOX.terminals, { centerId: 1 })).terminals
    expect(terminals.find((t) => t.tid === TID)?.payments.map((p) => p.paymentId)).toContain(g.gatewayOrder.gatewayId)
    expect((await gatewayOrder()).body).toMatchObject({ code: EDC_MACHINE_BUSY_CODE })
    await desk.post(terminalPaymentOutcomePath(g.gatewayOrder.gatewayId), { outcome: 'APPROVE' })
    expect((await confirm(g)).check.success).toBe(true)
  })

  it.each(TERMINAL_FAILURE_CODES)('fails with %s and the spec’s title', async (code) => {
    await setNext(code)
    const r = await confirm(decoded(GatewayOrderAnswer, await gatewayOrder()))
    expect(r.check).toMatchObject({ success: false, status: 'FAILED', code })
    expect(r.complete).toMatchObject({ result: 'failed', code, title: code === 'ERR_ALFRED_PAYMENT_VALIDATION_FAILED' ? PAYMENT_NOT_COLLECTED : ERROR_AT_OUR_END })
    expect(r.fulfilment).toMatchObject({ result: 'failed', code })
    expect(r.fulfilment.failureMessage).toBe(r.complete.title)
  })

  it('creates one order for a repeated request id', async () => {
    await setNext('APPROVE')
    const requestId = fresh('req')
    const buyer = await newCustomer(desk)
    const first = decoded(GatewayOrderAnswer, await gatewayOrder(requestId, TID, buyer))
    const second = decoded(GatewayOrderAnswer, await gatewayOrder(requestId, TID, buyer))
    expect(second).toEqual(first)
    // The request id with another customer is another request: 409, not the first customer's order.
    expect((await gatewayOrder(requestId, TID)).status).toBe(409)
    expect(count('SELECT COUNT(*) FROM terminal_payments WHERE request_id = ?', requestId)).toBe(1)
  })

  it("needs a terminal id, and one at the order's centre", async () => {
    expect((await gatewayOrder(fresh('req'), '')).body).toEqual({ message: TERMINAL_ID_REQUIRED })
    // HSR's terminal is at a centre that is not the front desk's: refused before the order is looked at.
    expect((await gatewayOrder(fresh('req'), 'EDC-1003-A')).body).toEqual({ message: CENTRE_NOT_YOURS })
    const owner = await signIn(base, 'owner')
    const atBootcamp = await owner.post(PATHS.createGatewayOrder, {
      orderReqBody: orderBody({ userId: await newCustomer(desk), centreId: 5, productId: 'PACK-5-PRO-1M', startDate: today(), option: { bootcampSlotId: 'BC-5-0600' } }),
      paytmGatewayOrderReqBody: { gatewayType: 'PAYTM_POS', paymentMode: 'POS', meta: { tid: 'EDC-1001-A', requestId: fresh('req') } },
    })
    expect(atBootcamp.body).toEqual({ message: NO_TERMINAL_ID })
  })

  it('checks the amount and the gateway order on confirmation, and 404s an unknown order', async () => {
    await setNext('APPROVE')
    const g = decoded(GatewayOrderAnswer, await gatewayOrder())
    const wrongAmount = await desk.post(checkPaymentSuccessPath(g.order.orderId), {
      gatewayOrderId: g.gatewayOrder.gatewayId,
      paymentData: { channel: 'PAYTM_POS', amount: 1, currency: 'INR', gatewayId: g.gatewayOrder.gatewayId },
    })
    expect(wrongAmount.body).toEqual({ message: PAYMENT_AMOUNT_MISMATCH })
    expect((await desk.post(PATHS.paymentComplete, { orderId: g.order.orderId, cfPaymentId: 'other', initiationSource: 'APP' })).status).toBe(400)
    expect((await desk.get(fulfilmentStatusPath('ORD-none'))).status).toBe(404)
    expect((await trainer.post(PATHS.paymentComplete, { orderId: g.order.orderId, cfPaymentId: g.gatewayOrder.cfPaymentId, initiationSource: 'APP' })).status).toBe(403)
  })
})

describe('default terminal policy (own sandbox, manual clock)', () => {
  it('approves a waiting payment about 3 seconds after it reached the terminal', async () => {
    const start = Date.UTC(2030, 0, 15, 6, 0, 0)
    const own = await startOwnSandbox(start)
    try {
      const staff = await signIn(own.url, 'front-desk')
      const g = decoded(
        GatewayOrderAnswer,
        await staff.post(PATHS.createGatewayOrder, {
          orderReqBody: orderBody({ userId: DEMO.none.id, centreId: 1, productId: SELECT_1M.productId, startDate: startOfCentreDayOf(start) }),
          paytmGatewayOrderReqBody: { gatewayType: 'PAYTM_POS', paymentMode: 'POS', meta: { tid: 'EDC-1001-A', requestId: 'r-policy' } },
        }),
      )
      const complete = async () =>
        decoded(PaymentCompleteAnswer, await staff.post(PATHS.paymentComplete, { orderId: g.order.orderId, cfPaymentId: g.gatewayOrder.cfPaymentId, initiationSource: 'APP' })).result
      own.advance(2_999)
      expect(await complete()).toBe('pending')
      own.advance(1)
      expect(await complete()).toBe('success')
    } finally {
      await own.close()
    }
  })

  it('turns a pending-then-approve payment to success after its pending period', async () => {
    const start = Date.UTC(2030, 0, 15, 6, 0, 0)
    const own = await startOwnSandbox(start)
    try {
      const staff = await signIn(own.url, 'front-desk')
      await staff.post(terminalPolicyPath('EDC-1001-B'), { nextOutcome: 'PENDING_THEN_APPROVE' })
      const g = decoded(
        GatewayOrderAnswer,
        await staff.post(PATHS.createGatewayOrder, {
          orderReqBody: orderBody({ userId: DEMO.none.id, centreId: 1, productId: SELECT_1M.productId, startDate: startOfCentreDayOf(start) }),
          paytmGatewayOrderReqBody: { gatewayType: 'PAYTM_POS', paymentMode: 'POS', meta: { tid: 'EDC-1001-B', requestId: 'r-pending' } },
        }),
      )
      const status = async () => decoded(FulfilmentStatusAnswer, await staff.get(fulfilmentStatusPath(g.order.orderId)))
      expect((await status()).result).toBe('pending')
      own.advance(10_000)
      expect(await status()).toMatchObject({ result: 'success', currentStage: 'FULFILLED' })
    } finally {
      await own.close()
    }
  })
})
