import { describe, expect, it } from 'vitest'
import {
  type PurchaseEvent,
  isTerminal,
  purchaseStep,
  resumePurchase,
  runPurchase,
  startPurchase,
} from '../../../../core/payment/purchase-flow.machine'
import { aCashSale, aDigitalSale, aStoredOrder, anOrder, at } from '../../../support/payment'

const v2 = anOrder({ orderId: 'o-1', usePaymentCompleteV2: true })
const older = anOrder({ orderId: 'o-2', usePaymentCompleteV2: false })
const kinds = (cs: readonly { kind: string }[]) => cs.map((c) => c.kind)

const toCollecting = (order = v2): PurchaseEvent[] => [
  { type: 'submit', now: at(0) },
  { type: 'orderCreated', order, now: at(100) },
]

describe('digital purchase flow (part 2 §4)', () => {
  it('creates the gateway order, waits for collect payment and continue, then confirms payment', () => {
    const r = runPurchase(startPurchase(aDigitalSale()), [...toCollecting(), { type: 'collectAndContinue', now: at(200) }])
    expect(r.state.step).toBe('confirming')
    expect(kinds(r.commands)).toEqual(['createGatewayOrder', 'storeOrder', 'confirmPayment'])
  })

  it('success shows Purchase successful and runs the success callback', () => {
    const r = runPurchase(startPurchase(aDigitalSale()), [
      ...toCollecting(),
      { type: 'collectAndContinue', now: at(200) },
      { type: 'paymentConfirmed', result: 'success', now: at(300) },
    ])
    expect(r.state.step).toBe('succeeded')
    expect(r.commands).toContainEqual({ kind: 'purchaseSucceeded', order: v2 })
  })

  it("failed shows the error modal with the server's title and subtitle", () => {
    const r = runPurchase(startPurchase(aDigitalSale()), [
      ...toCollecting(),
      { type: 'collectAndContinue', now: at(200) },
      { type: 'paymentConfirmed', result: 'failed', failure: { title: 'Declined', subtitle: 'Try another card' }, now: at(300) },
    ])
    expect(r.state).toMatchObject({ step: 'failed', title: 'Declined', subtitle: 'Try another card' })
  })

  it('pending shows the wait modal, polls every 5 seconds, then Payment Confirmation Pending at 30 seconds', () => {
    const start: PurchaseEvent[] = [
      ...toCollecting(),
      { type: 'collectAndContinue', now: at(200) },
      { type: 'paymentConfirmed', result: 'pending', now: at(1_000) },
    ]
    let r = runPurchase(startPurchase(aDigitalSale()), start)
    expect(r.state).toMatchObject({ step: 'waiting', deadline: at(31_000) })
    expect(r.commands.at(-1)).toEqual({ kind: 'schedule', at: at(6_000) })
    const polls: number[] = []
    for (let t = 6_000; t <= 31_000; t += 5_000) {
      const tick = purchaseStep(r.state, { type: 'tick', now: at(t) })
      if (tick.commands.some((c) => c.kind === 'pollFulfilment')) polls.push(t)
      r = { state: tick.state, commands: tick.commands }
      if (r.state.step === 'waiting' && r.state.pollInFlight)
        r = { ...r, state: purchaseStep(r.state, { type: 'fulfilmentStatus', result: 'pending', currentStage: 'ORDER', now: at(t + 50) }).state }
    }
    expect(polls).toEqual([6_000, 11_000, 16_000, 21_000, 26_000])
    expect(r.state.step).toBe('paymentPending')
  })

  it('under_review at PAYMENT_VERIFICATION shows Membership Creation Pending', () => {
    const r = runPurchase(startPurchase(aDigitalSale()), [
      ...toCollecting(),
      { type: 'collectAndContinue', now: at(200) },
      { type: 'paymentConfirmed', result: 'under_review', now: at(1_000) },
      { type: 'tick', now: at(6_000) },
      { type: 'fulfilmentStatus', result: 'under_review', currentStage: 'PAYMENT_VERIFICATION', now: at(6_100) },
    ])
    expect(r.state.step).toBe('creationPending')
  })

  it('a busy card machine shows the busy-machine message', () => {
    const r = runPurchase(startPurchase(aDigitalSale()), [
      { type: 'submit', now: at(0) },
      { type: 'requestFailed', request: 'createGatewayOrder', code: 'ERR_PAYTM_EDC_MACHINE_BUSY', now: at(10) },
    ])
    expect(r.state.step).toBe('machineBusy')
  })

  it("no order id shows 'Order not created'", () => {
    const r = runPurchase(startPurchase(aDigitalSale()), [
      { type: 'submit', now: at(0) },
      { type: 'orderCreated', order: undefined, now: at(10) },
    ])
    expect(r.state.step).toBe('orderNotCreated')
  })

  it('a double submit creates one gateway order', () => {
    const r = runPurchase(startPurchase(aDigitalSale()), [
      { type: 'submit', now: at(0) },
      { type: 'submit', now: at(5) },
    ])
    expect(kinds(r.commands)).toEqual(['createGatewayOrder'])
  })
})

describe('older confirm path', () => {
  const failRun = (trialsFrom: number): PurchaseEvent[] => {
    const evs: PurchaseEvent[] = []
    let t = trialsFrom
    for (let trial = 1; trial <= 20; trial++) {
      evs.push({ type: 'paymentChecked', success: false, now: at(t) })
      t += 1_500
      if (trial < 20) evs.push({ type: 'tick', now: at(t) })
    }
    return evs
  }

  it("after 20 trials at 1500 ms it shows 'Payment could not be confirmed'; Try Again re-confirms the same order", () => {
    const r = runPurchase(startPurchase(aDigitalSale()), [
      ...toCollecting(older),
      { type: 'collectAndContinue', now: at(200) },
      ...failRun(300),
    ])
    expect(r.state).toMatchObject({ step: 'couldNotConfirm', failures: 1 })
    const checks = r.commands.filter((c) => c.kind === 'checkPaymentSuccess')
    expect(checks).toHaveLength(20)
    const again = purchaseStep(r.state, { type: 'tryAgain', now: at(60_000) })
    expect(again.commands).toEqual([{ kind: 'checkPaymentSuccess', order: older, trial: 1 }])
  })

  it("the third failure shows 'Payment could not be collected'", () => {
    let r = runPurchase(startPurchase(aDigitalSale()), [...toCollecting(older), { type: 'collectAndContinue', now: at(200) }, ...failRun(300)])
    r = runPurchase(r.state, [{ type: 'tryAgain', now: at(100_000) }, ...failRun(100_100)])
    expect(r.state).toMatchObject({ step: 'couldNotConfirm', failures: 2 })
    r = runPurchase(r.state, [{ type: 'tryAgain', now: at(200_000) }, ...failRun(200_100)])
    expect(r.state.step).toBe('couldNotCollect')
  })

  it('a fulfilment-failure code stops polling with the refund case', () => {
    const r = runPurchase(startPurchase(aDigitalSale()), [
      ...toCollecting(older),
      { type: 'collectAndContinue', now: at(200) },
      { type: 'paymentChecked', success: false, code: 'ERR_ALFRED_FULFILMENT_FAILURE_FOR_ORDER_INITIATING_REFUND', now: at(300) },
    ])
    expect(r.state.step).toBe('refund')
  })
})

describe('cash flow', () => {
  it('asks for OTP first, creates the order, then fulfils it with the amount', () => {
    const r = runPurchase(startPurchase(aCashSale(true, 249_950)), [
      { type: 'submit', now: at(0) },
      { type: 'otpVerified', now: at(10) },
      { type: 'orderCreated', order: anOrder({ orderId: 'c-1' }), now: at(20) },
      { type: 'orderFulfilled', now: at(30) },
    ])
    expect(kinds(r.commands)).toEqual(['verifyOtp', 'createOrder', 'storeOrder', 'fulfilOrder', 'storeOrder', 'purchaseSucceeded'])
    expect(r.commands).toContainEqual({ kind: 'fulfilOrder', order: anOrder({ orderId: 'c-1' }), amount: 249_950 })
    expect(r.state.step).toBe('succeeded')
  })

  it("without OTP it creates the order at once; no order id shows 'Order not created'", () => {
    const r = runPurchase(startPurchase(aCashSale(false)), [
      { type: 'submit', now: at(0) },
      { type: 'orderCreated', order: { orderId: ' ', usePaymentCompleteV2: false }, now: at(20) },
    ])
    expect(kinds(r.commands)).toEqual(['createOrder'])
    expect(r.state.step).toBe('orderNotCreated')
  })
})

describe('ends and resumption', () => {
  it('an end state ignores every further event', () => {
    const done = runPurchase(startPurchase(aDigitalSale()), [{ type: 'submit', now: at(0) }, { type: 'orderCreated', order: undefined, now: at(1) }]).state
    expect(isTerminal(done)).toBe(true)
    expect(purchaseStep(done, { type: 'submit', now: at(2) })).toEqual({ state: done, commands: [] })
  })

  it('a stored card-machine order resumes at collect payment and continue, creating no new order', () => {
    const s = resumePurchase(aStoredOrder({ order: v2 }))
    expect(s.step).toBe('collecting')
    expect(kinds(purchaseStep(s, { type: 'submit', now: at(0) }).commands)).toEqual([])
    expect(kinds(purchaseStep(s, { type: 'collectAndContinue', now: at(0) }).commands)).toEqual(['confirmPayment'])
  })
})
