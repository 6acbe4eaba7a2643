import type { PaymentCheck } from './confirm-attempts.rule'
import type { TaskEither } from 'fp-ts/TaskEither'
import type { Paise } from '../shared/brands'
import type { GatewayError } from '../shared/errors'
import type { CardMachineConfig } from '../selling/catalog'
import type { ConfirmationResult, PurchaseOrder, ServerFailure } from './purchase'


export type PaymentCompletion = {
  readonly result: ConfirmationResult
  readonly failure?: ServerFailure
  readonly code?: string
}

export type FulfilmentStatus = {
  readonly result: ConfirmationResult
  readonly currentStage?: string
  readonly failure?: ServerFailure
  readonly code?: string
}

/**
 * The card machine (EDC) side of a digital sale (part 2 §4, §7). A refused call carries the
 * server's code (Rejected.code), e.g. ERR_PAYTM_EDC_MACHINE_BUSY or 'retry'.
 */
export interface PaymentTerminal {
  /** NotFound ('No Config present') when the centre has no card-machine config. */
  cardMachines(q: { readonly centerId: number }): TaskEither<GatewayError, CardMachineConfig>
  /** The older path: one "check payment success" trial. */
  checkPaymentSuccess(order: PurchaseOrder, amount: Paise): TaskEither<GatewayError, PaymentCheck>
  /** Payment complete (usePaymentCompleteV2). */
  paymentComplete(order: PurchaseOrder): TaskEither<GatewayError, PaymentCompletion>
  fulfilmentStatus(orderId: string): TaskEither<GatewayError, FulfilmentStatus>
}
