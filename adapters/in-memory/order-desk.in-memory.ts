import * as TE from 'fp-ts/TaskEither'
import { EDC_MACHINE_BUSY_CODE } from '../../core/payment/payment-codes.rule'
import type { GatewayOrder, OrderDesk, PlacedOrder } from '../../core/selling/order-desk.port'
import type { OrderRequestInput } from '../../core/selling/order-request.builder'
import type { ManualPaymentPart } from '../../core/selling/sale-validation.rule'
import { type Paise, epochMs } from '../../core/shared/brands'
import { DAY_MS, GROUP_BUY_MAX, GROUP_BUY_MIN } from '../../core/shared/constants'
import { rejected } from '../../core/shared/errors'
import { EDC_MACHINE_BUSY, NO_TERMINAL_ID, PACK_DETAILS_NOT_FOUND, PAYMENT_AMOUNT_MISMATCH, TERMINAL_ID_REQUIRED } from '../../core/shared/messages'
import type { LedgerOrder, SalesLedger } from './sales-ledger.in-memory'

const placed = (o: LedgerOrder): PlacedOrder => ({ orderId: o.orderId, status: o.status, amount: o.amount, createdAt: epochMs(o.createdAt) })

/** The order desk over the in-memory ledger: priced like the sandbox, once per idempotency key. */
export const createInMemoryOrderDesk = (l: SalesLedger): OrderDesk => {
  const manual = (channel: 'CASH' | 'GROUP') => (order: OrderRequestInput, payment: readonly ManualPaymentPart[], key: string) => {
    const failed = l.failing('createCashOrder')
    if (failed !== undefined) return TE.left(failed)
    const kept = l.byKey.get(`${channel}:${key}`)
    const keptOrder = kept === undefined ? undefined : l.orders.get(kept)
    if (keptOrder !== undefined) return TE.right(placed(keptOrder))
    if (channel === 'GROUP') {
      const n = order.products[0]?.groupMembers?.length ?? 0
      if (n < GROUP_BUY_MIN || n > GROUP_BUY_MAX) return TE.left(rejected('A group buy needs 2 to 5 members'))
    }
    const amount = l.priceOf(order, channel === 'GROUP')
    if (amount === undefined) return TE.left(rejected(PACK_DETAILS_NOT_FOUND))
    const paid = payment.reduce((s, p) => s + p.amount, 0)
    if (paid !== amount) return TE.left(rejected(PAYMENT_AMOUNT_MISMATCH))
    const o: LedgerOrder = { orderId: l.nextId('ORD'), channel, request: order, status: 'PAYMENT_COMPLETED', amount, createdAt: l.clock.now() }
    l.orders.set(o.orderId, o)
    l.byKey.set(`${channel}:${key}`, o.orderId)
    return TE.right(placed(o))
  }

  return {
    createCashOrder: manual('CASH'),
    createGroupOrder: manual('GROUP'),
    createGatewayOrder: (order, terminal) => {
      const failed = l.failing('createGatewayOrder')
      if (failed !== undefined) return TE.left(failed)
      const answer = (o: LedgerOrder): GatewayOrder => {
        const p = l.payments.get(o.orderId)
        const id = p?.paymentId ?? ''
        return { orderId: o.orderId, usePaymentCompleteV2: l.usesPaymentCompleteV2(), gatewayOrderId: id, gatewayId: id, cfPaymentId: id, amount: o.amount, tid: p?.tid ?? terminal.tid }
      }
      const kept = l.byKey.get(`GATEWAY:${terminal.requestId}`)
      const keptOrder = kept === undefined ? undefined : l.orders.get(kept)
      if (keptOrder !== undefined) return TE.right(answer(keptOrder))
      if (terminal.tid.trim() === '') return TE.left(rejected(TERMINAL_ID_REQUIRED))
      const t = l.terminals.get(terminal.tid)
      if (t === undefined || t.centerId !== order.centerId) return TE.left(rejected(NO_TERMINAL_ID))
      // A group buy may be paid on the card machine too: one order, one payment for every member.
      const amount = l.priceOf(order, order.products.some((p) => (p.groupMembers?.length ?? 0) >= 2))
      if (amount === undefined) return TE.left(rejected(PACK_DETAILS_NOT_FOUND))
      if (amount <= 0) return TE.left(rejected('Nothing to collect on the card machine'))
      if (l.busy(terminal.tid)) return TE.left(rejected(EDC_MACHINE_BUSY, EDC_MACHINE_BUSY_CODE))
      const next = t.nextOutcome
      t.nextOutcome = null
      if (next === 'BUSY') return TE.left(rejected(EDC_MACHINE_BUSY, EDC_MACHINE_BUSY_CODE))
      const now = l.clock.now()
      const o: LedgerOrder = { orderId: l.nextId('ORD'), channel: 'GATEWAY', request: order, status: 'CREATED', amount: amount as Paise, createdAt: now }
      l.orders.set(o.orderId, o)
      l.byKey.set(`GATEWAY:${terminal.requestId}`, o.orderId)
      const payment = { paymentId: l.nextId('GW'), orderId: o.orderId, tid: terminal.tid, requestId: terminal.requestId, amount, state: 'WAITING' as const, createdAt: now }
      l.payments.set(o.orderId, { ...payment })
      const stored = l.payments.get(o.orderId)
      if (next !== null && stored !== undefined) l.apply(stored, next)
      return TE.right(answer(o))
    },
    recurringLink: (r) => TE.right({ link: `https://pay.example/recurring/${r.userId}/${r.productId}`, expiresAt: epochMs(l.clock.now() + DAY_MS) }),
  }
}
