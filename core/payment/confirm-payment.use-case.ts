import { Observable, type Subscription } from 'rxjs'
import type { EpochMs, Paise } from '../shared/brands'
import { COUNTDOWN_TICK_MS } from '../shared/constants'
import type { GatewayError } from '../shared/errors'
import type { OrderDesk } from '../selling/order-desk.port'
import { type PrepareSaleDeps, type PreparedSale, type SaleRequest, prepareSale } from '../selling/prepare-sale.use-case'
import { endSaleAttempt } from '../selling/sale-key'
import { type AttemptEnd, endOfFailedWrite, endOfPurchase } from '../selling/sale-attempt.rule'
import type { PrepareSaleError } from '../selling/sell-pack.errors'
import { countdownSeconds } from './confirmation-outcome.rule'
import { type PaymentFailureKind, type PaymentNotice, paymentNotice } from './payment-codes.rule'
import type { PaymentTerminal } from './payment-terminal.port'
import {
  type PurchaseCommand,
  type PurchaseEvent,
  type PurchaseRequest,
  type PurchaseState,
  isTerminal,
  purchaseStep,
  resumePurchase,
  startPurchase,
} from './purchase-flow.machine'
import type { PurchaseOrder, StoredOrder } from './purchase'
import { parseStoredOrders, serialiseStoredOrders, storedOrdersKey } from './stored-orders.codecs'
import { orderToResume, upsertStoredOrder } from './stored-orders.rule'

export type ConfirmPaymentDeps = PrepareSaleDeps & { readonly orders: OrderDesk; readonly terminal: PaymentTerminal }

/** What the staff member does in the payment modals. */
export type PaymentAction = 'collectAndContinue' | 'tryAgain' | 'close'

export type ConfirmPaymentRequest = SaleRequest & {
  /** The staff member's clicks ('collect payment and continue', Try Again, close). */
  readonly actions?: Observable<PaymentAction>
  /** Press 'collect payment and continue' by itself as soon as the order is on the machine (scripts). */
  readonly autoCollect?: boolean
}

/** One state of the digital purchase as the modals show it. */
export type PaymentView =
  /** The sale is being checked (pack, price, start date, terminal). */
  | { readonly kind: 'preparing' }
  /** The sale is not valid or its data could not be loaded: no order was created. */
  | { readonly kind: 'invalid'; readonly error: PrepareSaleError }
  | {
      readonly kind: 'purchase'
      readonly state: PurchaseState
      /** The failure modal's texts, when the state is a failure. */
      readonly notice?: PaymentNotice
      /** Please wait: whole seconds left (30 down to 0). */
      readonly countdown?: number
      /** True when this flow continues an unfinished order found after a reload. */
      readonly resumed: boolean
    }

const FAILURE_KINDS: Partial<Record<PurchaseState['step'], PaymentFailureKind>> = {
  machineBusy: 'machineBusy',
  couldNotCollect: 'couldNotCollect',
  refund: 'refund',
  couldNotConfirm: 'couldNotConfirm',
  somethingWentWrong: 'somethingWentWrong',
  orderNotCreated: 'orderNotCreated',
}

const codeOf = (e: GatewayError): string | undefined => (e._tag === 'Rejected' ? e.code : undefined)

const toPurchaseOrder = (o: { orderId: string; usePaymentCompleteV2: boolean; gatewayOrderId?: string; gatewayId?: string; cfPaymentId?: string }): PurchaseOrder => ({
  orderId: o.orderId,
  usePaymentCompleteV2: o.usePaymentCompleteV2,
  ...(o.gatewayOrderId === undefined ? {} : { gatewayOrderId: o.gatewayOrderId }),
  ...(o.gatewayId === undefined ? {} : { gatewayId: o.gatewayId }),
  ...(o.cfPaymentId === undefined ? {} : { cfPaymentId: o.cfPaymentId }),
})

/**
 * confirmPayment: the digital purchase (part 2 §4) as an Observable of states. It drives the pure
 * purchase machine, runs its commands against the ports and schedules its ticks on the Clock
 * port (virtual time under the manual clock). The created order is kept in the local store per
 * centre: a new subscription that finds an unfinished order there continues confirming it and
 * never starts a second one. Unsubscribing stops every timer and ignores answers still in flight.
 * The stream completes at an end state (success, pending, failures, close).
 */
export const confirmPayment =
  (d: ConfirmPaymentDeps) =>
  (req: ConfirmPaymentRequest): Observable<PaymentView> =>
    new Observable<PaymentView>((subscriber) => {
      let active = true
      let state: PurchaseState | undefined
      let resumed = false
      let prepared: PreparedSale | undefined
      /** The sale's fingerprint: how the attempt ended is recorded under it (a certain failure frees the sale for a new key). */
      let fingerprint: string | undefined
      let lastEnd: AttemptEnd | undefined
      let amount: Paise | undefined
      const timers = new Set<Subscription>()
      const queue: PurchaseEvent[] = []
      let dispatching = false
      let countdownTimer: Subscription | undefined
      const storeKey = storedOrdersKey(req.centre.centerServiceId)

      const now = (): EpochMs => d.clock.now()

      const view = (s: PurchaseState): PaymentView => {
        const kind = FAILURE_KINDS[s.step]
        return {
          kind: 'purchase',
          state: s,
          resumed,
          ...(kind === undefined ? {} : { notice: paymentNotice(kind) }),
          ...(s.step === 'waiting' ? { countdown: countdownSeconds(s.deadline, now()) } : {}),
        }
      }

      const stop = (): void => {
        active = false
        for (const t of timers) t.unsubscribe()
        timers.clear()
        countdownTimer?.unsubscribe()
      }

      const after = (ms: number, f: () => void): void => {
        const sub = d.clock.timer(Math.max(0, ms)).subscribe(() => {
          timers.delete(sub)
          if (active) f()
        })
        if (active) timers.add(sub)
        else sub.unsubscribe()
      }

      /** The wait modal's countdown: one view a second while waiting. */
      const countdown = (): void => {
        countdownTimer?.unsubscribe()
        if (state?.step !== 'waiting') return
        countdownTimer = d.clock.timer(COUNTDOWN_TICK_MS).subscribe(() => {
          if (!active || state?.step !== 'waiting') return
          subscriber.next(view(state))
          countdown()
        })
      }

      const ask = <A>(request: PurchaseRequest, te: () => Promise<{ _tag: 'Left'; left: GatewayError } | { _tag: 'Right'; right: A }>, answer: (a: A) => PurchaseEvent): void => {
        void te().then((r) => {
          if (!active) return
          if (r._tag === 'Right') dispatch(answer(r.right))
          else {
            const code = codeOf(r.left)
            const refused = endOfFailedWrite(r.left) === 'failedForCertain'
            dispatch({ type: 'requestFailed', request, message: r.left.message, now: now(), ...(code === undefined ? {} : { code }), ...(refused ? { refused } : {}) })
          }
        })
      }

      const store = (entry: StoredOrder): void => {
        const t = now()
        d.storage.set(storeKey, serialiseStoredOrders(upsertStoredOrder(parseStoredOrders(d.storage.get(storeKey)), entry, t)))
      }

      const run = (c: PurchaseCommand): void => {
        switch (c.kind) {
          case 'createGatewayOrder': {
            const p = prepared
            if (p === undefined) return
            const tid = p.request.payment.mode === 'DIGITAL' ? (p.request.payment.terminalId ?? '') : ''
            ask('createGatewayOrder', d.orders.createGatewayOrder(p.order, { tid, requestId: c.saleKey }), (o) => {
              amount = o.amount
              return { type: 'orderCreated', order: o.orderId.trim() === '' ? undefined : toPurchaseOrder(o), now: now() }
            })
            return
          }
          case 'confirmPayment':
            ask('confirmPayment', d.terminal.paymentComplete(c.order), (a) => ({
              type: 'paymentConfirmed',
              result: a.result,
              ...(a.failure === undefined ? {} : { failure: a.failure }),
              now: now(),
            }))
            return
          case 'checkPaymentSuccess':
            ask('checkPaymentSuccess', d.terminal.checkPaymentSuccess(c.order, amount ?? (0 as Paise)), (a) => ({
              type: 'paymentChecked',
              success: a.success,
              ...(a.code === undefined ? {} : { code: a.code }),
              now: now(),
            }))
            return
          case 'pollFulfilment':
            ask('pollFulfilment', d.terminal.fulfilmentStatus(c.order.orderId), (a) => ({
              type: 'fulfilmentStatus',
              result: a.result,
              ...(a.currentStage === undefined ? {} : { currentStage: a.currentStage }),
              ...(a.failure === undefined ? {} : { failure: a.failure }),
              now: now(),
            }))
            return
          case 'schedule':
            after(c.at - now(), () => dispatch({ type: 'tick', now: now() }))
            return
          case 'storeOrder':
            store(c.entry)
            return
          case 'verifyOtp':
          case 'createOrder':
          case 'fulfilOrder':
          case 'purchaseSucceeded':
            // Cash commands never come from a digital sale; success is the emitted state itself.
            return
        }
      }

      function dispatch(e: PurchaseEvent): void {
        queue.push(e)
        if (dispatching) return
        dispatching = true
        while (queue.length > 0 && active && state !== undefined) {
          const event = queue.shift() as PurchaseEvent
          const t = purchaseStep(state, event)
          const changed = t.state !== state
          const end = endOfPurchase(state, event, t.state)
          if (end !== undefined) {
            lastEnd = end
            if (fingerprint !== undefined) endSaleAttempt(d, fingerprint, t.state.sale.saleKey, end)
          }
          state = t.state
          if (changed) subscriber.next(view(state))
          for (const c of t.commands) run(c)
          if (changed) countdown()
          if (t.state.step === 'collecting' && changed && req.autoCollect === true) queue.push({ type: 'collectAndContinue', now: now() })
          if (isTerminal(state)) {
            stop()
            subscriber.complete()
          }
        }
        queue.length = 0
        dispatching = false
      }

      const begin = (initial: PurchaseState, first?: PurchaseEvent['type']): void => {
        state = initial
        subscriber.next(view(initial))
        if (initial.step === 'collecting' && req.autoCollect === true) dispatch({ type: 'collectAndContinue', now: now() })
        else if (first === 'submit') dispatch({ type: 'submit', now: now() })
        const actions = req.actions?.subscribe((a) => {
          if (active) dispatch({ type: a, now: now() })
        })
        if (actions !== undefined) timers.add(actions)
      }

      // A page reload: an unfinished order of this centre is continued, never replaced.
      const stored = orderToResume(parseStoredOrders(d.storage.get(storeKey)), now())
      if (stored !== undefined) {
        resumed = true
        begin(resumePurchase(stored))
        if (amount === undefined)
          void prepareSale(d)(req)().then((p) => {
            if (p._tag !== 'Right') return
            if (amount === undefined) amount = p.right.quote.total
            fingerprint = p.right.saleFingerprint
            // The resumed attempt may have ended before its sale was read again.
            if (state !== undefined && lastEnd !== undefined) endSaleAttempt(d, fingerprint, state.sale.saleKey, lastEnd)
          })
      } else {
        subscriber.next({ kind: 'preparing' })
        void prepareSale(d)(req)().then((p) => {
          if (!active) return
          if (p._tag === 'Left') {
            subscriber.next({ kind: 'invalid', error: p.left })
            stop()
            subscriber.complete()
            return
          }
          prepared = p.right
          fingerprint = p.right.saleFingerprint
          amount = p.right.quote.total
          begin(startPurchase({ saleKey: p.right.saleKey, payment: { method: 'digital' } }), 'submit')
        })
      }
      return stop
    })
