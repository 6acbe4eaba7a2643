import * as t from 'io-ts'
import { NonEmptyString, TenDigitPhone } from './selling.codecs'
import { IntFromString } from './codec-helpers'
import {
  FULFILMENT_FAILURE_REFUND_CODE,
  FULFILMENT_FAILURE_REFUND_CODE_VARIANT,
  FULFILMENT_WINDOW_PASSED_CODE,
  PAYMENT_VALIDATION_FAILED_CODE,
} from '../../../core/payment/payment-codes.rule'

/**
 * Wire shapes of orders and payments (part 2 §3, §4, §7). Every amount here is in minor units
 * (paise), as the server expects.
 */

const nullable = <C extends t.Mixed>(c: C) => t.union([c, t.null])

interface PositiveIntBrand {
  readonly PositiveInt: unique symbol
}
const PositiveInt = t.brand(t.Int, (n): n is t.Branded<t.Int, PositiveIntBrand> => n > 0, 'PositiveInt')
interface NonNegativeIntBrand {
  readonly NonNegativeInt: unique symbol
}
const NonNegativeInt = t.brand(t.Int, (n): n is t.Branded<t.Int, NonNegativeIntBrand> => n >= 0, 'NonNegativeInt')

export const GroupUserWire = t.type({ userId: NonEmptyString, phone: TenDigitPhone, startDate: t.Int })

export const OrderProductWire = t.type({
  productId: NonEmptyString,
  quantity: PositiveInt,
  option: t.intersection([
    t.type({ startDate: t.Int, centerId: t.Int }),
    t.partial({
      // A PT line without a trainer decodes, and the order is refused with 'Trainer details not available' (orders.ts).
      ptOptions: t.partial({ trainerId: t.string }),
      groupDetails: t.type({ users: t.array(GroupUserWire) }),
      exchangeDetails: t.type({ membershipId: NonEmptyString }),
      bootcampSlotId: t.string,
      childDetails: t.type({ childName: t.string, childAge: t.number }),
      courseCategoryId: t.string,
      /** An add-on sold on its own: the customer's membership (profile id) it is added to. */
      addOnDetails: t.type({ membershipId: NonEmptyString }),
    }),
  ]),
})
export type OrderProductWire = t.TypeOf<typeof OrderProductWire>

export const OrderReqBody = t.type({
  userId: NonEmptyString,
  deviceId: t.string,
  source: t.string,
  cityId: t.Int,
  esoOfferIds: t.array(t.string),
  orderProducts: t.array(OrderProductWire),
  clientMetadata: t.type({
    centerId: t.Int,
    centerServiceCenterId: t.Int,
    createdBy: NonEmptyString,
    isOnboardingSession: t.boolean,
  }),
})
export type OrderReqBody = t.TypeOf<typeof OrderReqBody>

export const ManualPaymentMode = t.union([
  t.type({ mode: t.literal('CASH'), amount: NonNegativeInt }),
  t.type({ mode: t.literal('QR'), amount: NonNegativeInt }),
  t.type({ mode: t.literal('CARD'), amount: NonNegativeInt, rrn: NonEmptyString, lastFourDigitsOfCard: t.string }),
])
export type ManualPaymentMode = t.TypeOf<typeof ManualPaymentMode>

export const PaymentSuccessReqBody = t.type({
  channel: t.literal('MANUAL'),
  currency: t.literal('INR'),
  paymentModes: t.array(ManualPaymentMode),
})

export const CashOrderRequest = t.type({ orderReqBody: OrderReqBody, paymentSuccessReqBody: PaymentSuccessReqBody })
export type CashOrderRequest = t.TypeOf<typeof CashOrderRequest>

export const OrderStatus = t.keyof({ CREATED: null, PAYMENT_COMPLETED: null, INVOICE_GENERATED: null, PAYMENT_FAILED: null })
export type OrderStatus = t.TypeOf<typeof OrderStatus>

export const SoldMembershipWire = t.type({ id: t.string, userId: t.string, productId: t.string, start: t.number, end: t.number })

export const OrderAnswer = t.type({
  orderId: t.string,
  status: OrderStatus,
  /** Paise. */
  amount: t.number,
  createdAt: t.number,
  memberships: t.array(SoldMembershipWire),
})
export type OrderAnswer = t.TypeOf<typeof OrderAnswer>

export const PaytmGatewayOrderReqBody = t.type({
  gatewayType: t.literal('PAYTM_POS'),
  paymentMode: t.literal('POS'),
  meta: t.type({ tid: t.string, requestId: NonEmptyString }),
})
export const GatewayOrderRequest = t.type({ orderReqBody: OrderReqBody, paytmGatewayOrderReqBody: PaytmGatewayOrderReqBody })
export type GatewayOrderRequest = t.TypeOf<typeof GatewayOrderRequest>

export const GatewayOrderAnswer = t.type({
  order: t.type({ orderId: t.string, status: OrderStatus, amount: t.number, createdAt: t.number }),
  gatewayOrder: t.type({ gatewayId: t.string, usePaymentCompleteV2: t.boolean, cfPaymentId: t.string, tid: t.string }),
})
export type GatewayOrderAnswer = t.TypeOf<typeof GatewayOrderAnswer>

export const CheckPaymentSuccessRequest = t.type({
  gatewayOrderId: NonEmptyString,
  paymentData: t.type({ channel: t.literal('PAYTM_POS'), amount: NonNegativeInt, currency: t.literal('INR'), gatewayId: NonEmptyString }),
})
export const CheckPaymentSuccessAnswer = t.type({
  orderId: t.string,
  success: t.boolean,
  status: t.keyof({ SUCCESS: null, PENDING: null, UNDER_REVIEW: null, FAILED: null }),
  /** A failure code of part 2 §8 when status is FAILED, else null. */
  code: nullable(t.string),
  message: nullable(t.string),
})
export type CheckPaymentSuccessAnswer = t.TypeOf<typeof CheckPaymentSuccessAnswer>

export const PaymentCompleteRequest = t.type({ orderId: NonEmptyString, cfPaymentId: NonEmptyString, initiationSource: t.literal('APP') })
export const PaymentResult = t.keyof({ success: null, pending: null, under_review: null, failed: null })
export type PaymentResult = t.TypeOf<typeof PaymentResult>
export const PaymentCompleteAnswer = t.type({
  result: PaymentResult,
  failureMessage: nullable(t.string),
  title: nullable(t.string),
  subtitle: nullable(t.string),
  code: nullable(t.string),
})
export type PaymentCompleteAnswer = t.TypeOf<typeof PaymentCompleteAnswer>

export const FulfilmentStage = t.keyof({
  PAYMENT_COLLECTION: null,
  PAYMENT_VERIFICATION: null,
  MEMBERSHIP_CREATION: null,
  FULFILLED: null,
})
export type FulfilmentStage = t.TypeOf<typeof FulfilmentStage>
export const FulfilmentStatusAnswer = t.type({
  orderId: t.string,
  result: PaymentResult,
  currentStage: FulfilmentStage,
  failureMessage: nullable(t.string),
  code: nullable(t.string),
})
export type FulfilmentStatusAnswer = t.TypeOf<typeof FulfilmentStatusAnswer>

// ---- Card terminal simulator (sandbox only) ----

/** The spec's failure codes (part 2 §8), as the terminal simulator can raise them. */
export const TERMINAL_FAILURE_CODES = [
  PAYMENT_VALIDATION_FAILED_CODE,
  FULFILMENT_FAILURE_REFUND_CODE,
  FULFILMENT_FAILURE_REFUND_CODE_VARIANT,
  FULFILMENT_WINDOW_PASSED_CODE,
] as const
export const DECLINED_CODE = 'ERR_PAYMENT_DECLINED'
/** How long a PENDING_THEN_APPROVE payment stays pending before it turns SUCCESS by itself. */
export const PENDING_THEN_APPROVE_MS = 10_000

export const TerminalOutcome = t.keyof({
  APPROVE: null,
  DECLINE: null,
  PENDING_THEN_APPROVE: null,
  UNDER_REVIEW: null,
  BUSY: null,
  [PAYMENT_VALIDATION_FAILED_CODE]: null,
  [FULFILMENT_FAILURE_REFUND_CODE]: null,
  [FULFILMENT_FAILURE_REFUND_CODE_VARIANT]: null,
  [FULFILMENT_WINDOW_PASSED_CODE]: null,
})
export type TerminalOutcome = t.TypeOf<typeof TerminalOutcome>

export const TerminalPaymentState = t.keyof({ WAITING: null, PENDING: null, UNDER_REVIEW: null, SUCCESS: null, FAILED: null })
export type TerminalPaymentState = t.TypeOf<typeof TerminalPaymentState>

export const TerminalPaymentWire = t.type({
  paymentId: t.string,
  orderId: t.string,
  tid: t.string,
  amount: t.number,
  state: TerminalPaymentState,
  failureCode: nullable(t.string),
  createdAt: t.number,
  /** When a PENDING payment turns SUCCESS by itself. */
  pendingUntil: nullable(t.number),
})
export type TerminalPaymentWire = t.TypeOf<typeof TerminalPaymentWire>

export const TerminalWire = t.type({
  tid: t.string,
  centerId: t.number,
  machineType: t.string,
  /** Default policy: approve a waiting payment this long after it reached the terminal; null = wait for a person. */
  autoApproveMs: nullable(t.number),
  /** Applied to the next payment on this terminal, then cleared. */
  nextOutcome: nullable(TerminalOutcome),
  payments: t.array(TerminalPaymentWire),
})
export type TerminalWire = t.TypeOf<typeof TerminalWire>
export const TerminalsAnswer = t.type({ terminals: t.array(TerminalWire) })

export const TerminalPolicyRequest = t.partial({ nextOutcome: nullable(TerminalOutcome), autoApproveMs: nullable(NonNegativeInt) })
export const TerminalPaymentOutcomeRequest = t.type({ outcome: TerminalOutcome })

/** GET sandbox/terminals: one centre's terminals, or all of the staff member's. */
export const TerminalsQuery = t.partial({ centerId: IntFromString })
