import * as TE from 'fp-ts/TaskEither'
import type { PaymentTerminal } from '../../core/payment/payment-terminal.port'
import { notFound } from '../../core/shared/errors'
import { NO_CONFIG_PRESENT, ORDER_NOT_FOUND } from '../../core/shared/messages'
import type { SalesLedger } from './sales-ledger.in-memory'

/** The card machine over the in-memory ledger: answers as the sandbox's terminal simulator does. */
export const createInMemoryPaymentTerminal = (l: SalesLedger): PaymentTerminal => ({
  cardMachines: (q) => {
    if (!l.knowsCentre(q.centerId)) return TE.left(notFound(NO_CONFIG_PRESENT))
    const machines = l.machines(q.centerId)
    return TE.right({ centerId: q.centerId, isPaytmEnabled: machines.length > 0, cardMachines: machines })
  },
  checkPaymentSuccess: (order) => {
    const failed = l.failing('checkPaymentSuccess')
    if (failed !== undefined) return TE.left(failed)
    const p = l.paymentOf(order)
    if (p === undefined) return TE.left(notFound(ORDER_NOT_FOUND))
    return TE.right(p.state === 'SUCCESS' ? { success: true } : { success: false, ...(p.failureCode === undefined ? {} : { code: p.failureCode }) })
  },
  paymentComplete: (order) => {
    const failed = l.failing('paymentComplete')
    if (failed !== undefined) return TE.left(failed)
    const p = l.paymentOf(order)
    return p === undefined ? TE.left(notFound(ORDER_NOT_FOUND)) : TE.right(l.completion(p))
  },
  fulfilmentStatus: (orderId) => {
    const failed = l.failing('fulfilmentStatus')
    if (failed !== undefined) return TE.left(failed)
    const p = l.payments.get(orderId)
    if (p !== undefined) return TE.right(l.fulfilment(l.settle(p)))
    const o = l.orders.get(orderId)
    if (o === undefined) return TE.left(notFound(ORDER_NOT_FOUND))
    return TE.right(o.status === 'PAYMENT_FAILED' ? { result: 'failed', currentStage: 'PAYMENT_COLLECTION' } : { result: 'success', currentStage: 'FULFILLED' })
  },
})
