import type { EpochMs } from '../shared/brands'
import { PAYMENT_POLL_INTERVAL_MS } from '../shared/constants'
import { SOMETHING_WENT_WRONG_GENERIC } from '../shared/messages'
import { afterPaymentCheck, afterUnsuccessfulAttempt } from './confirm-attempts.rule'
import { afterConfirmation, afterFulfilmentStatus, waitDeadline } from './confirmation-outcome.rule'
import { EDC_MACHINE_BUSY_CODE, type PaymentCode, normalisePaymentCode } from './payment-codes.rule'
import type {
  ConfirmationResult,
  PurchaseOrder,
  PurchaseSale,
  ServerFailure,
  StoredOrder,
  StoredOrderStatus,
} from './purchase'

/**
 * The whole purchase (part 2 §4) as a pure state machine: `purchaseStep(state, event)` returns the
 * next state and the commands (plain data) a driver must run. The driver stamps every event with
 * the clock's time (`now`), answers each request command with exactly one answer event (or a
 * `requestFailed`), and delivers a `tick` at (or after) every `schedule.at`.
 *
 * Digital: idle -> creatingOrder -> collecting -> confirming (payment complete) or checking
 * (check payment success, 20 trials 1500 ms apart) -> waiting (30 s, a poll every 5 s) -> one of
 * the end states. Cash: idle -> verifyingOtp (COCO or marketplace) -> creatingOrder -> fulfilling
 * -> succeeded (or fulfilFailed with Try Again).
 */

type Sale = { readonly sale: PurchaseSale }
type WithOrder = Sale & { readonly order: PurchaseOrder }

export type PurchaseState =
  // ---- in progress ----
  | ({ readonly step: 'idle' } & Sale)
  /** The OTP verification modal (cash at COCO or marketplace centres). */
  | ({ readonly step: 'verifyingOtp' } & Sale)
  /** createGatewayOrder (digital) or createOrder (cash) is in flight. */
  | ({ readonly step: 'creatingOrder' } & Sale)
  /** Processing Payment: collect on the card machine, then 'collect payment and continue'. */
  | ({ readonly step: 'collecting' } & WithOrder)
  /** Payment complete (usePaymentCompleteV2) is in flight. `failures` counts earlier unsuccessful attempts. */
  | ({ readonly step: 'confirming'; readonly failures: number } & WithOrder)
  /** The older path: check payment success; `trial` is the trial in flight, or the next one when not in flight. */
  | ({
      readonly step: 'checking'
      readonly failures: number
      readonly trial: number
      readonly inFlight: boolean
      readonly nextTrialAt?: EpochMs
    } & WithOrder)
  /** Please wait: a 30-second countdown from `since`; the fulfilment status is polled every 5 s. */
  | ({
      readonly step: 'waiting'
      readonly failures: number
      readonly since: EpochMs
      readonly deadline: EpochMs
      readonly nextPollAt: EpochMs
      readonly pollInFlight: boolean
    } & WithOrder)
  /** Cash: the fulfilment of the created order is in flight. */
  | ({ readonly step: 'fulfilling' } & WithOrder)
  /** Cash: the fulfilment failed; Try Again fulfils the same order again. */
  | ({ readonly step: 'fulfilFailed'; readonly message: string } & WithOrder)
  /** 'Payment could not be confirmed' with Try Again (re-confirms the same order). */
  | ({ readonly step: 'couldNotConfirm'; readonly failures: number } & WithOrder)
  // ---- ends (absorbing) ----
  /** Purchase successful. */
  | ({ readonly step: 'succeeded' } & WithOrder)
  /** The error modal with the server's title and subtitle. */
  | ({ readonly step: 'failed'; readonly title: string; readonly subtitle: string } & WithOrder)
  /** Payment Confirmation Pending (the wait ran out). */
  | ({ readonly step: 'paymentPending' } & WithOrder)
  /** Membership Creation Pending (fulfilment pending at PAYMENT_VERIFICATION). */
  | ({ readonly step: 'creationPending' } & WithOrder)
  /** 'Payment could not be collected'. */
  | ({ readonly step: 'couldNotCollect' } & WithOrder)
  /** 'An error occurred at our end' (refund within 24 hours). */
  | ({ readonly step: 'refund' } & WithOrder)
  /** 'Order could not be placed as EDC machine is busy'. */
  | ({ readonly step: 'machineBusy'; readonly order?: PurchaseOrder } & Sale)
  /** 'Something went wrong' (order not placed). */
  | ({ readonly step: 'somethingWentWrong' } & Sale)
  /** 'Order not created' (no order id came back). */
  | ({ readonly step: 'orderNotCreated' } & Sale)
  /** The staff member closed the flow; a created order stays stored and can be resumed. */
  | ({ readonly step: 'closed'; readonly order?: PurchaseOrder } & Sale)

export type PurchaseStep = PurchaseState['step']

/** The requests the machine asks for; a failed one is answered with `requestFailed`. */
export type PurchaseRequest =
  | 'createGatewayOrder'
  | 'createOrder'
  | 'confirmPayment'
  | 'checkPaymentSuccess'
  | 'pollFulfilment'
  | 'fulfilOrder'

type At = { readonly now: EpochMs }

export type PurchaseEvent =
  // ---- staff actions ----
  | ({ readonly type: 'submit' } & At)
  | ({ readonly type: 'otpVerified' } & At)
  | ({ readonly type: 'collectAndContinue' } & At)
  | ({ readonly type: 'tryAgain' } & At)
  | ({ readonly type: 'close' } & At)
  // ---- time ----
  | ({ readonly type: 'tick' } & At)
  // ---- answers ----
  /** Answer to createGatewayOrder / createOrder; `order` is undefined when no order id came back. */
  | ({ readonly type: 'orderCreated'; readonly order: PurchaseOrder | undefined } & At)
  /** Answer to confirmPayment (payment complete). */
  | ({ readonly type: 'paymentConfirmed'; readonly result: ConfirmationResult; readonly failure?: ServerFailure } & At)
  /** Answer to one checkPaymentSuccess trial. */
  | ({ readonly type: 'paymentChecked'; readonly success: boolean; readonly code?: string } & At)
  /** Answer to pollFulfilment. */
  | ({
      readonly type: 'fulfilmentStatus'
      readonly result: ConfirmationResult
      readonly currentStage?: string
      readonly failure?: ServerFailure
    } & At)
  /** Answer to fulfilOrder (cash). */
  | ({ readonly type: 'orderFulfilled' } & At)
  /**
   * A request failed: no answer (network, timeout) when `code` is absent and `refused` is not set,
   * else the server's code; `refused` when the server refused the request (a 4xx) without a code.
   */
  | ({
      readonly type: 'requestFailed'
      readonly request: PurchaseRequest
      readonly code?: string
      readonly refused?: boolean
      readonly message?: string
    } & At)

export type PurchaseCommand =
  /** Open the OTP verification; answer with otpVerified (or close). */
  | { readonly kind: 'verifyOtp' }
  | { readonly kind: 'createGatewayOrder'; readonly saleKey: string }
  | { readonly kind: 'createOrder'; readonly saleKey: string }
  | { readonly kind: 'confirmPayment'; readonly order: PurchaseOrder }
  | { readonly kind: 'checkPaymentSuccess'; readonly order: PurchaseOrder; readonly trial: number }
  | { readonly kind: 'pollFulfilment'; readonly order: PurchaseOrder }
  /** Cash fulfilment; `amount` in minor units when the sale sends one. */
  | { readonly kind: 'fulfilOrder'; readonly order: PurchaseOrder; readonly amount?: number }
  /** Deliver a tick at (or after) `at`. */
  | { readonly kind: 'schedule'; readonly at: EpochMs }
  /** Upsert into the centre's stored orders (upsertStoredOrder). */
  | { readonly kind: 'storeOrder'; readonly entry: StoredOrder }
  /** Run the success callback. */
  | { readonly kind: 'purchaseSucceeded'; readonly order: PurchaseOrder }

export type PurchaseTransition = { readonly state: PurchaseState; readonly commands: readonly PurchaseCommand[] }

const TERMINAL: ReadonlySet<PurchaseStep> = new Set<PurchaseStep>([
  'succeeded',
  'failed',
  'paymentPending',
  'creationPending',
  'couldNotCollect',
  'refund',
  'machineBusy',
  'somethingWentWrong',
  'orderNotCreated',
  'closed',
])

/** An end state: every further event leaves it as it is, with no command. */
export const isTerminal = (s: PurchaseState): boolean => TERMINAL.has(s.step)

/** A new purchase attempt for one sale. */
export const startPurchase = (sale: PurchaseSale): PurchaseState => ({ step: 'idle', sale })

/**
 * The state to resume an unfinished stored order in (after a page reload), never creating a new
 * order: a card-machine order goes back to 'collect payment and continue'; a cash order to Try
 * Again its fulfilment.
 */
export const resumePurchase = (stored: StoredOrder): PurchaseState =>
  stored.sale.payment.method === 'digital'
    ? { step: 'collecting', sale: stored.sale, order: stored.order }
    : { step: 'fulfilFailed', sale: stored.sale, order: stored.order, message: SOMETHING_WENT_WRONG_GENERIC }

const stay = (state: PurchaseState): PurchaseTransition => ({ state, commands: [] })
const go = (state: PurchaseState, ...commands: PurchaseCommand[]): PurchaseTransition => ({ state, commands })

const store = (s: WithOrder, status: StoredOrderStatus, now: EpochMs): PurchaseCommand => ({
  kind: 'storeOrder',
  entry: { order: s.order, sale: s.sale, status, createdAt: now },
})

const succeed = (s: WithOrder, now: EpochMs): PurchaseTransition =>
  go({ step: 'succeeded', sale: s.sale, order: s.order }, store(s, 'COMPLETED', now), {
    kind: 'purchaseSucceeded',
    order: s.order,
  })

/** An end that settles the order: it is removed from the stored orders. */
const settle = (state: PurchaseState & WithOrder, now: EpochMs): PurchaseTransition =>
  go(state, store(state, 'COMPLETED', now))

const startConfirming = (s: WithOrder, failures: number): PurchaseTransition =>
  s.order.usePaymentCompleteV2
    ? go({ step: 'confirming', sale: s.sale, order: s.order, failures }, { kind: 'confirmPayment', order: s.order })
    : go(
        { step: 'checking', sale: s.sale, order: s.order, failures, trial: 1, inFlight: true },
        { kind: 'checkPaymentSuccess', order: s.order, trial: 1 },
      )

const attemptFailed = (s: WithOrder, code: PaymentCode, failuresBefore: number, now: EpochMs): PurchaseTransition => {
  const outcome = afterUnsuccessfulAttempt(code, failuresBefore)
  const base = { sale: s.sale, order: s.order }
  switch (outcome) {
    case 'couldNotConfirm':
      return go({ step: 'couldNotConfirm', ...base, failures: failuresBefore + 1 })
    case 'couldNotCollect':
      return settle({ step: 'couldNotCollect', ...base }, now)
    case 'refund':
      return settle({ step: 'refund', ...base }, now)
    case 'machineBusy':
      return settle({ step: 'machineBusy', ...base }, now)
  }
}

const startWaiting = (s: WithOrder, failures: number, now: EpochMs): PurchaseTransition => {
  const nextPollAt = (now + PAYMENT_POLL_INTERVAL_MS) as EpochMs
  return go(
    {
      step: 'waiting',
      sale: s.sale,
      order: s.order,
      failures,
      since: now,
      deadline: waitDeadline(now),
      nextPollAt,
      pollInFlight: false,
    },
    { kind: 'schedule', at: nextPollAt },
  )
}

type Waiting = Extract<PurchaseState, { step: 'waiting' }>

/** The first poll moment strictly after `now`, or the deadline when that comes first. */
const nextPollMoment = (w: Waiting, now: EpochMs): EpochMs => {
  const slots = Math.floor((now - w.since) / PAYMENT_POLL_INTERVAL_MS) + 1
  return Math.min(w.since + slots * PAYMENT_POLL_INTERVAL_MS, w.deadline) as EpochMs
}

/** Time passing while waiting: the deadline ends the wait; a due poll is sent unless one is in flight. */
const waitingAt = (w: Waiting, now: EpochMs): PurchaseTransition => {
  if (now >= w.deadline) return go({ step: 'paymentPending', sale: w.sale, order: w.order })
  if (now < w.nextPollAt) return stay(w)
  const nextPollAt = nextPollMoment(w, now)
  const schedule: PurchaseCommand = { kind: 'schedule', at: nextPollAt }
  return w.pollInFlight
    ? go({ ...w, nextPollAt }, schedule)
    : go({ ...w, nextPollAt, pollInFlight: true }, { kind: 'pollFulfilment', order: w.order }, schedule)
}

const onWaiting = (w: Waiting, e: PurchaseEvent): PurchaseTransition => {
  if (e.type === 'fulfilmentStatus' && w.pollInFlight) {
    const next = afterFulfilmentStatus(e.result, e.currentStage, e.failure)
    switch (next.next) {
      case 'succeeded':
        return succeed(w, e.now)
      case 'failed':
        return settle({ step: 'failed', sale: w.sale, order: w.order, title: next.title, subtitle: next.subtitle }, e.now)
      case 'creationPending':
        return settle({ step: 'creationPending', sale: w.sale, order: w.order }, e.now)
      case 'keepWaiting':
        return waitingAt({ ...w, pollInFlight: false }, e.now)
    }
  }
  if (e.type === 'requestFailed' && e.request === 'pollFulfilment' && w.pollInFlight)
    return waitingAt({ ...w, pollInFlight: false }, e.now)
  // Every other event (ticks included) only lets time pass: the deadline holds whatever arrives.
  return waitingAt(w, e.now)
}

type Checking = Extract<PurchaseState, { step: 'checking' }>

const onChecking = (c: Checking, e: PurchaseEvent): PurchaseTransition => {
  const answer =
    e.type === 'paymentChecked' && c.inFlight
      ? { success: e.success, ...(e.code === undefined ? {} : { code: e.code }) }
      : e.type === 'requestFailed' && e.request === 'checkPaymentSuccess' && c.inFlight
        ? e.code === undefined
          ? ('networkFailure' as const)
          : { success: false, code: e.code }
        : undefined
  if (answer !== undefined) {
    const next = afterPaymentCheck(c.trial, answer)
    switch (next.next) {
      case 'succeeded':
        return succeed(c, e.now)
      case 'unsuccessful':
        return attemptFailed(c, next.code, c.failures, e.now)
      case 'again': {
        const at = (e.now + next.delayMs) as EpochMs
        return go({ ...c, trial: next.trial, inFlight: false, nextTrialAt: at }, { kind: 'schedule', at })
      }
    }
  }
  // Any other event (ticks included) only lets time pass: a due trial is sent.
  if (!c.inFlight && c.nextTrialAt !== undefined && e.now >= c.nextTrialAt) {
    const { nextTrialAt: _sent, ...rest } = c
    return go({ ...rest, inFlight: true }, { kind: 'checkPaymentSuccess', order: c.order, trial: c.trial })
  }
  return stay(c)
}

const orderFailed = (s: Sale, code: string | undefined): PurchaseTransition =>
  normalisePaymentCode(code) === EDC_MACHINE_BUSY_CODE
    ? go({ step: 'machineBusy', sale: s.sale })
    : go({ step: 'somethingWentWrong', sale: s.sale })

const createCommand = (sale: PurchaseSale): PurchaseCommand =>
  sale.payment.method === 'digital'
    ? { kind: 'createGatewayOrder', saleKey: sale.saleKey }
    : { kind: 'createOrder', saleKey: sale.saleKey }

const fulfilCommand = (s: WithOrder): PurchaseCommand =>
  s.sale.payment.method === 'cash' && s.sale.payment.fulfilmentAmount !== undefined
    ? { kind: 'fulfilOrder', order: s.order, amount: s.sale.payment.fulfilmentAmount }
    : { kind: 'fulfilOrder', order: s.order }

const hasOrderId = (order: PurchaseOrder | undefined): order is PurchaseOrder =>
  order !== undefined && order.orderId.trim() !== ''

/** One step of the purchase: the next state and the commands to run. Never throws. */
export const purchaseStep = (s: PurchaseState, e: PurchaseEvent): PurchaseTransition => {
  switch (s.step) {
    case 'idle':
      if (e.type === 'submit')
        return s.sale.payment.method === 'cash' && s.sale.payment.otpRequired
          ? go({ step: 'verifyingOtp', sale: s.sale }, { kind: 'verifyOtp' })
          : go({ step: 'creatingOrder', sale: s.sale }, createCommand(s.sale))
      if (e.type === 'close') return go({ step: 'closed', sale: s.sale })
      return stay(s)
    case 'verifyingOtp':
      if (e.type === 'otpVerified') return go({ step: 'creatingOrder', sale: s.sale }, createCommand(s.sale))
      if (e.type === 'close') return go({ step: 'closed', sale: s.sale })
      return stay(s)
    case 'creatingOrder': {
      const request = s.sale.payment.method === 'digital' ? 'createGatewayOrder' : 'createOrder'
      if (e.type === 'orderCreated') {
        if (!hasOrderId(e.order)) return go({ step: 'orderNotCreated', sale: s.sale })
        const withOrder = { sale: s.sale, order: e.order }
        const stored = store(withOrder, 'CREATED', e.now)
        return s.sale.payment.method === 'digital'
          ? go({ step: 'collecting', ...withOrder }, stored)
          : go({ step: 'fulfilling', ...withOrder }, stored, fulfilCommand(withOrder))
      }
      if (e.type === 'requestFailed' && e.request === request) return orderFailed(s, e.code)
      return stay(s)
    }
    case 'collecting':
      if (e.type === 'collectAndContinue') return startConfirming(s, 0)
      if (e.type === 'close') return go({ step: 'closed', sale: s.sale, order: s.order })
      return stay(s)
    case 'confirming':
      if (e.type === 'paymentConfirmed') {
        const next = afterConfirmation(e.result, e.failure)
        switch (next.next) {
          case 'succeeded':
            return succeed(s, e.now)
          case 'wait':
            return startWaiting(s, s.failures, e.now)
          case 'failed':
            return settle({ step: 'failed', sale: s.sale, order: s.order, title: next.title, subtitle: next.subtitle }, e.now)
        }
      }
      if (e.type === 'requestFailed' && e.request === 'confirmPayment')
        return attemptFailed(s, normalisePaymentCode(e.code), s.failures, e.now)
      return stay(s)
    case 'checking':
      return onChecking(s, e)
    case 'waiting':
      return onWaiting(s, e)
    case 'couldNotConfirm':
      if (e.type === 'tryAgain') return startConfirming(s, s.failures)
      if (e.type === 'close') return go({ step: 'closed', sale: s.sale, order: s.order })
      return stay(s)
    case 'fulfilling':
      if (e.type === 'orderFulfilled') return succeed(s, e.now)
      if (e.type === 'requestFailed' && e.request === 'fulfilOrder')
        return go({ step: 'fulfilFailed', sale: s.sale, order: s.order, message: e.message ?? SOMETHING_WENT_WRONG_GENERIC })
      return stay(s)
    case 'fulfilFailed':
      if (e.type === 'tryAgain') {
        const { message: _shown, ...rest } = s
        return go({ ...rest, step: 'fulfilling' }, fulfilCommand(s))
      }
      if (e.type === 'close') return go({ step: 'closed', sale: s.sale, order: s.order })
      return stay(s)
    case 'succeeded':
    case 'failed':
    case 'paymentPending':
    case 'creationPending':
    case 'couldNotCollect':
    case 'refund':
    case 'machineBusy':
    case 'somethingWentWrong':
    case 'orderNotCreated':
    case 'closed':
      return stay(s)
  }
}

/** Runs a sequence of events from a state, collecting every command (for tests and replays). */
export const runPurchase = (
  state: PurchaseState,
  events: readonly PurchaseEvent[],
): { readonly state: PurchaseState; readonly commands: readonly PurchaseCommand[] } =>
  events.reduce<{ state: PurchaseState; commands: readonly PurchaseCommand[] }>(
    (acc, e) => {
      const t = purchaseStep(acc.state, e)
      return { state: t.state, commands: [...acc.commands, ...t.commands] }
    },
    { state, commands: [] },
  )
