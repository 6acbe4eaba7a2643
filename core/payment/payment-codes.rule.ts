import {
  EDC_MACHINE_BUSY,
  ERROR_AT_OUR_END,
  ERROR_AT_OUR_END_ADVICE,
  ORDER_NOT_CREATED,
  PAYMENT_NOT_COLLECTED,
  PAYMENT_NOT_COLLECTED_ADVICE,
  PAYMENT_NOT_CONFIRMED,
  SOMETHING_WENT_WRONG_ADVICE,
  SOMETHING_WENT_WRONG_TITLE,
  TRY_AGAIN,
} from '../shared/messages'

/** The payment error codes of part 2 §8, in their canonical spelling. */
export const EDC_MACHINE_BUSY_CODE = 'ERR_PAYTM_EDC_MACHINE_BUSY'
export const PAYMENT_VALIDATION_FAILED_CODE = 'ERR_ALFRED_PAYMENT_VALIDATION_FAILED'
export const FULFILMENT_FAILURE_REFUND_CODE = 'ERR_ALFRED_FULFILMENT_FAILURE_FOR_ORDER_INITIATING_REFUND'
/** The second reading of the refund code (an extra FULFILMENT segment): the same case. */
export const FULFILMENT_FAILURE_REFUND_CODE_VARIANT = 'ERR_ALFRED_FULFILMENT_FULFILMENT_FAILURE_FOR_ORDER_INITIATING_REFUND'
export const FULFILMENT_WINDOW_PASSED_CODE = 'ERR_ALFRED_PAYMENT_VALIDATION_FULFILMENT_WINDOW_PASSED'
export const RETRY_CODE = 'retry'

/** A server code after normalisation; anything not in the catalogue is 'unknown'. */
export type PaymentCode =
  | typeof EDC_MACHINE_BUSY_CODE
  | typeof PAYMENT_VALIDATION_FAILED_CODE
  | typeof FULFILMENT_FAILURE_REFUND_CODE
  | typeof FULFILMENT_WINDOW_PASSED_CODE
  | typeof RETRY_CODE
  | 'unknown'

const REFUND_CODE_PATTERN = /^ERR_ALFRED_(?:FULFILMENT_){1,2}FAILURE_FOR_ORDER_INITIATING_REFUND$/

/**
 * The one place codes are normalised: surrounding spaces and letter case are ignored, and both
 * readings of the refund code become FULFILMENT_FAILURE_REFUND_CODE.
 */
export const normalisePaymentCode = (raw: string | undefined): PaymentCode => {
  if (raw === undefined) return 'unknown'
  const code = raw.trim().toUpperCase()
  if (code === 'RETRY') return RETRY_CODE
  if (code === EDC_MACHINE_BUSY_CODE) return EDC_MACHINE_BUSY_CODE
  if (code === PAYMENT_VALIDATION_FAILED_CODE) return PAYMENT_VALIDATION_FAILED_CODE
  if (code === FULFILMENT_WINDOW_PASSED_CODE) return FULFILMENT_WINDOW_PASSED_CODE
  if (REFUND_CODE_PATTERN.test(code)) return FULFILMENT_FAILURE_REFUND_CODE
  return 'unknown'
}

/** The fulfilment-failure codes stop the check-payment-success polling with a failure (part 2 §4, §8). */
export const stopsPolling = (code: PaymentCode): boolean =>
  code === FULFILMENT_FAILURE_REFUND_CODE ||
  code === FULFILMENT_WINDOW_PASSED_CODE ||
  code === PAYMENT_VALIDATION_FAILED_CODE

/** The failure modals of the payment flows. */
export type PaymentFailureKind =
  | 'machineBusy'
  | 'couldNotCollect'
  | 'refund'
  | 'couldNotConfirm'
  | 'somethingWentWrong'
  | 'orderNotCreated'

/** What a failure modal shows: a title, an advice line, and the action it offers, if any. */
export type PaymentNotice = { readonly title: string; readonly advice?: string; readonly action?: string }

const NOTICES: Readonly<Record<PaymentFailureKind, PaymentNotice>> = {
  machineBusy: { title: EDC_MACHINE_BUSY },
  couldNotCollect: { title: PAYMENT_NOT_COLLECTED, advice: PAYMENT_NOT_COLLECTED_ADVICE },
  refund: { title: ERROR_AT_OUR_END, advice: ERROR_AT_OUR_END_ADVICE },
  couldNotConfirm: { title: PAYMENT_NOT_CONFIRMED, action: TRY_AGAIN },
  somethingWentWrong: { title: SOMETHING_WENT_WRONG_TITLE, advice: SOMETHING_WENT_WRONG_ADVICE },
  orderNotCreated: { title: ORDER_NOT_CREATED },
}

/** The catalogue's texts for a failure modal (part 2 §8). */
export const paymentNotice = (kind: PaymentFailureKind): PaymentNotice => NOTICES[kind]

/**
 * The modal a single code calls for on its own (part 2 §8): EDC busy, payment-validation failure,
 * the refund codes and 'retry'; any other code is the generic failure.
 */
export const failureKindOfCode = (code: PaymentCode): PaymentFailureKind => {
  switch (code) {
    case EDC_MACHINE_BUSY_CODE:
      return 'machineBusy'
    case PAYMENT_VALIDATION_FAILED_CODE:
      return 'couldNotCollect'
    case FULFILMENT_FAILURE_REFUND_CODE:
    case FULFILMENT_WINDOW_PASSED_CODE:
      return 'refund'
    case RETRY_CODE:
      return 'couldNotConfirm'
    case 'unknown':
      return 'somethingWentWrong'
  }
}

/** The fulfilment stage a failed payment stopped at, as the server reports it. */
export type FailedPaymentStage = 'PAYMENT_COLLECTION' | 'PAYMENT_VERIFICATION' | 'MEMBERSHIP_CREATION'

/** What the server says of a failed card payment: the modal's title and advice, and the stage it stopped at. */
export type FailedPaymentReport = { readonly title: string; readonly subtitle: string; readonly stage: FailedPaymentStage }

/**
 * The server's report of a card payment that failed with `code` (part 2 §8): payment-validation
 * failure and the passed fulfilment window stop at verification, the refund codes at membership
 * creation; any other code (a decline) is the generic failure at collection.
 */
export const failedPaymentReport = (code: string | null | undefined): FailedPaymentReport => {
  switch (code) {
    case PAYMENT_VALIDATION_FAILED_CODE:
      return { title: PAYMENT_NOT_COLLECTED, subtitle: PAYMENT_NOT_COLLECTED_ADVICE, stage: 'PAYMENT_VERIFICATION' }
    case FULFILMENT_WINDOW_PASSED_CODE:
      return { title: ERROR_AT_OUR_END, subtitle: ERROR_AT_OUR_END_ADVICE, stage: 'PAYMENT_VERIFICATION' }
    case FULFILMENT_FAILURE_REFUND_CODE:
    case FULFILMENT_FAILURE_REFUND_CODE_VARIANT:
      return { title: ERROR_AT_OUR_END, subtitle: ERROR_AT_OUR_END_ADVICE, stage: 'MEMBERSHIP_CREATION' }
    default:
      return { title: SOMETHING_WENT_WRONG_TITLE, subtitle: SOMETHING_WENT_WRONG_ADVICE, stage: 'PAYMENT_COLLECTION' }
  }
}
