import { Subject } from 'rxjs'
import { describe, expect, it } from 'vitest'
import type { PaymentAction, PaymentView } from '../../../core/payment/confirm-payment.use-case'
import { parseStoredOrders, storedOrdersKey } from '../../../core/payment/stored-orders.codecs'
import { rejected, unavailable } from '../../../core/shared/errors'
import {
  EDC_MACHINE_BUSY,
  ERROR_AT_OUR_END,
  PAYMENT_NOT_COLLECTED,
  PAYMENT_NOT_COLLECTED_ADVICE,
  PAYMENT_NOT_CONFIRMED,
  SOMETHING_WENT_WRONG_TITLE,
  TERMINAL_ID_REQUIRED,
  TRY_AGAIN,
} from '../../../core/shared/messages'
import { GYM, type SellingWorld, TID, digitalSale, flush, sellingWorld } from '../../support/selling-world'

type Run = { views: PaymentView[]; done: () => boolean; unsubscribe: () => void; steps: () => string[]; actions: Subject<PaymentAction> }

const start = (w: SellingWorld, extra: Parameters<typeof digitalSale>[0] = {}, autoCollect = true): Run => {
  const views: PaymentView[] = []
  let completed = false
  const actions = new Subject<PaymentAction>()
  const sub = w.useCases.confirmPayment({ ...digitalSale(extra), autoCollect, actions }).subscribe({
    next: (v) => views.push(v),
    complete: () => {
      completed = true
    },
  })
  return {
    views,
    actions,
    done: () => completed,
    unsubscribe: () => sub.unsubscribe(),
    steps: () => views.map((v) => (v.kind === 'purchase' ? v.state.step : v.kind)),
  }
}

const last = (r: Run): PaymentView => r.views[r.views.length - 1] as PaymentView
const lastState = (r: Run) => {
  const v = last(r)
  if (v.kind !== 'purchase') throw new Error(`not a purchase view: ${v.kind}`)
  return v
}
const count = (w: SellingWorld, call: string): number => w.portCalls.filter((c) => c === call).length

/** Moves virtual time in 1-second steps, letting port answers settle in between. */
const advance = async (w: SellingWorld, ms: number): Promise<void> => {
  for (let t = 0; t < ms; t += 500) {
    w.clock.advance(Math.min(500, ms - t))
    await flush()
  }
}

describe('confirmPayment: the digital purchase flow in virtual time', () => {
  it('creates the gateway order, collects on the card machine and shows Purchase successful when the payment is confirmed', async () => {
    const w = sellingWorld()
    w.ledger.setNextOutcome(TID, 'APPROVE')
    const r = start(w)
    await flush()
    expect(r.steps()).toEqual(['preparing', 'idle', 'creatingOrder', 'collecting', 'confirming', 'succeeded'])
    expect(r.done()).toBe(true)
    expect(w.ledger.orders.size).toBe(1)
  })

  it('waits with the 30-second countdown and polls the fulfilment status every 5 seconds until it succeeds', async () => {
    const w = sellingWorld()
    const r = start(w)
    await flush()
    expect(lastState(r).state.step).toBe('waiting')
    expect(lastState(r).countdown).toBe(30)
    await advance(w, 1000)
    expect(lastState(r).countdown).toBe(29)
    await advance(w, 4000)
    expect(count(w, 'terminal.fulfilmentStatus')).toBe(1)
    await advance(w, 5000)
    expect(count(w, 'terminal.fulfilmentStatus')).toBe(2)
    const order = [...w.ledger.orders.keys()][0] as string
    w.ledger.settlePayment(order, 'APPROVE')
    await advance(w, 5000)
    expect(count(w, 'terminal.fulfilmentStatus')).toBe(3)
    expect(lastState(r).state.step).toBe('succeeded')
    expect(r.done()).toBe(true)
  })

  it('shows Payment Confirmation Pending after 30 seconds of pending answers (polls at 5, 10, 15, 20 and 25 s) and keeps the order for later', async () => {
    const w = sellingWorld()
    const r = start(w)
    await flush()
    await advance(w, 29_500)
    expect(lastState(r).state.step).toBe('waiting')
    await advance(w, 500)
    expect(lastState(r).state.step).toBe('paymentPending')
    expect(count(w, 'terminal.fulfilmentStatus')).toBe(5)
    expect(w.clock.pendingTimers()).toBe(0)
  })

  it('shows Membership Creation Pending when the fulfilment is under review at PAYMENT_VERIFICATION', async () => {
    const w = sellingWorld()
    w.ledger.setNextOutcome(TID, 'UNDER_REVIEW')
    const r = start(w)
    await flush()
    expect(lastState(r).state.step).toBe('waiting')
    await advance(w, 5000)
    expect(lastState(r).state.step).toBe('creationPending')
  })

  it("shows the error modal with the server's title and subtitle when the payment failed", async () => {
    const w = sellingWorld()
    w.ledger.setNextOutcome(TID, 'ERR_ALFRED_PAYMENT_VALIDATION_FAILED')
    const r = start(w)
    await flush()
    const s = lastState(r).state
    expect(s.step).toBe('failed')
    if (s.step !== 'failed') return
    expect(s.title).toBe(PAYMENT_NOT_COLLECTED)
    expect(s.subtitle).toBe(PAYMENT_NOT_COLLECTED_ADVICE)
  })

  it("shows 'Order could not be placed as EDC machine is busy' when the machine is busy", async () => {
    const w = sellingWorld()
    w.ledger.setNextOutcome(TID, 'BUSY')
    const r = start(w)
    await flush()
    expect(lastState(r).state.step).toBe('machineBusy')
    expect(lastState(r).notice?.title).toBe(EDC_MACHINE_BUSY)
  })

  it("shows 'An error occurred at our end' (refund) on the fulfilment-failure code, in either spelling", async () => {
    for (const code of ['ERR_ALFRED_FULFILMENT_FAILURE_FOR_ORDER_INITIATING_REFUND', 'ERR_ALFRED_FULFILMENT_FULFILMENT_FAILURE_FOR_ORDER_INITIATING_REFUND']) {
      const w = sellingWorld()
      w.ledger.failNext('paymentComplete', rejected('refund', code))
      const r = start(w)
      await flush()
      expect(lastState(r).state.step).toBe('refund')
      expect(lastState(r).notice?.title).toBe(ERROR_AT_OUR_END)
    }
  })

  it("shows 'Payment could not be confirmed' with Try Again, which re-confirms the SAME order", async () => {
    const w = sellingWorld()
    w.ledger.failNext('paymentComplete', rejected('retry', 'retry'))
    const r = start(w)
    await flush()
    expect(lastState(r).state.step).toBe('couldNotConfirm')
    expect(lastState(r).notice).toEqual({ title: PAYMENT_NOT_CONFIRMED, action: TRY_AGAIN })
    const order = [...w.ledger.orders.keys()][0] as string
    w.ledger.settlePayment(order, 'APPROVE')
    r.actions.next('tryAgain')
    await flush()
    expect(lastState(r).state.step).toBe('succeeded')
    const s = lastState(r).state
    expect('order' in s && s.order?.orderId).toBe(order)
    expect(count(w, 'orders.createGatewayOrder')).toBe(1)
    expect(count(w, 'terminal.paymentComplete')).toBe(2)
  })

  it("shows 'Payment could not be collected' on the third failed attempt", async () => {
    const w = sellingWorld()
    for (let i = 0; i < 3; i++) w.ledger.failNext('paymentComplete', rejected('retry', 'retry'))
    const r = start(w)
    await flush()
    r.actions.next('tryAgain')
    await flush()
    expect(lastState(r).state.step).toBe('couldNotConfirm')
    r.actions.next('tryAgain')
    await flush()
    expect(lastState(r).state.step).toBe('couldNotCollect')
    expect(lastState(r).notice?.title).toBe(PAYMENT_NOT_COLLECTED)
  })

  it("shows 'Something went wrong' when the gateway order cannot be created", async () => {
    const w = sellingWorld()
    w.ledger.failNext('createGatewayOrder', unavailable('down'))
    const r = start(w)
    await flush()
    expect(lastState(r).state.step).toBe('somethingWentWrong')
    expect(lastState(r).notice?.title).toBe(SOMETHING_WENT_WRONG_TITLE)
  })

  it('on the older path, checks payment success every 1500 ms until it succeeds', async () => {
    const w = sellingWorld({ usePaymentCompleteV2: false })
    const r = start(w)
    await flush()
    expect(lastState(r).state.step).toBe('checking')
    await advance(w, 3000)
    expect(count(w, 'terminal.checkPaymentSuccess')).toBe(3)
    w.ledger.settlePayment([...w.ledger.orders.keys()][0] as string, 'APPROVE')
    await advance(w, 1500)
    expect(lastState(r).state.step).toBe('succeeded')
  })

  it("on the older path, reports 'retry' (could not confirm) after 20 trials", async () => {
    const w = sellingWorld({ usePaymentCompleteV2: false })
    const r = start(w)
    await flush()
    await advance(w, 19 * 1500)
    expect(count(w, 'terminal.checkPaymentSuccess')).toBe(20)
    expect(lastState(r).state.step).toBe('couldNotConfirm')
  })

  it('rejects an invalid sale before any order: no terminal chosen', async () => {
    const w = sellingWorld()
    const r = start(w, { payment: { mode: 'DIGITAL' } })
    await flush()
    const v = last(r)
    expect(v.kind).toBe('invalid')
    if (v.kind === 'invalid' && v.error._tag === 'ValidationFailed') expect(v.error.errors.terminalId).toBe(TERMINAL_ID_REQUIRED)
    expect(w.ledger.orders.size).toBe(0)
  })

  it('cancels its polling when unsubscribed: no further port calls and no pending timers', async () => {
    const w = sellingWorld()
    const r = start(w)
    await flush()
    await advance(w, 5000)
    expect(count(w, 'terminal.fulfilmentStatus')).toBe(1)
    expect(w.clock.pendingTimers()).toBeGreaterThan(0)
    r.unsubscribe()
    expect(w.clock.pendingTimers()).toBe(0)
    const calls = w.portCalls.length
    await advance(w, 60_000)
    expect(w.portCalls.length).toBe(calls)
  })

  it('resumes an unfinished payment after a page reload and never starts a second order', async () => {
    const w = sellingWorld()
    const first = start(w, {}, false)
    await flush()
    expect(lastState(first).state.step).toBe('collecting')
    first.unsubscribe()
    const order = [...w.ledger.orders.keys()][0] as string
    w.ledger.settlePayment(order, 'APPROVE')
    const second = start(w)
    await flush()
    const firstView = second.views[0]
    expect(firstView?.kind === 'purchase' && firstView.resumed).toBe(true)
    expect(lastState(second).state.step).toBe('succeeded')
    expect(count(w, 'orders.createGatewayOrder')).toBe(1)
    expect(w.ledger.orders.size).toBe(1)
  })

  it('makes one order when the sale is submitted twice at once', async () => {
    const w = sellingWorld()
    w.ledger.setNextOutcome(TID, 'APPROVE')
    const a = start(w)
    const b = start(w)
    await flush()
    expect(w.ledger.orders.size).toBe(1)
    expect(lastState(a).state.step).toBe('succeeded')
    expect(lastState(b).state.step).toBe('succeeded')
  })

  it('keeps the unfinished order per centre and removes it once settled', async () => {
    const w = sellingWorld()
    const r = start(w, {}, false)
    await flush()
    expect(lastState(r).state.step).toBe('collecting')
    expect(storedCount(w)).toBe(1)
    r.unsubscribe()
    w.ledger.settlePayment([...w.ledger.orders.keys()][0] as string, 'APPROVE')
    const again = start(w)
    await flush()
    expect(lastState(again).state.step).toBe('succeeded')
    expect(storedCount(w)).toBe(0)
  })
})

const storedCount = (w: SellingWorld): number => parseStoredOrders(w.storage.get(storedOrdersKey(GYM.centerServiceId))).length
