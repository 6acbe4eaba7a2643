import type { CorePorts } from '../ports'
import { announcePayment } from './announce-payment.use-case'
import { confirmPayment } from './confirm-payment.use-case'
import { rememberSale } from './remember-sale.use-case'
import { saleInProgress } from './sale-in-progress.use-case'
import { watchPaymentLock } from './watch-payment-lock.use-case'

/** The payment use cases, bound to their ports. */
export const paymentUseCases = (p: CorePorts) => ({
  announcePayment: announcePayment(p),
  confirmPayment: confirmPayment(p),
  rememberSale: rememberSale(p),
  saleInProgress: saleInProgress(p),
  watchPaymentLock: watchPaymentLock(p),
})
