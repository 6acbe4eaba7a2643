import * as t from 'io-ts'
import { IntFromString, optional, SafeInt } from './codec-helpers'

/**
 * Wire contract of the cash drawer and of refunds (the spec names neither call; the paths and
 * shapes are ours, docs/decisions/payment.md). Amounts are whole paise.
 */
export const MONEY_PATHS = {
  /** GET ?centerId: the signed-in staff member's open drawer at the centre (null when none). */
  drawerCurrent: 'v1/cashDrawer/current',
  /** POST {centerId, float}: opens the caller's drawer for their shift. */
  drawerOpen: 'v1/cashDrawer/open',
  /** POST {count, reason}: the drawer's own staff member closes it, counted by denomination. */
  drawerClose: 'v1/cashDrawer/:drawerId/close',
  /** POST {remarks}: a manager signs a closed drawer off. */
  drawerSignOff: 'v1/cashDrawer/:drawerId/signOff',
  /** GET ?centerId&from&to (epoch ms)&staffId: close-outs, by staff member and day, and the staff with close-outs at the centre. */
  drawerCloseOuts: 'v1/cashDrawer/closeOuts',
  /** GET: what can be refunded of an order, its refunds and the reasons offered. */
  orderRefunds: 'v1/orders/:orderId/refunds',
  /** POST (idempotency-key header): refunds an order in full or in part. */
  orderRefund: 'v1/orders/:orderId/refund',
} as const

/** Fills the one `:name` of a money path. */
export const moneyPath = (template: string, id: string): string => template.replace(/:\w+/, encodeURIComponent(id))

const Paise = t.refinement(SafeInt, (n) => n >= 0 && n <= 1_000_000_000, 'Paise')
const Count = t.refinement(SafeInt, (n) => n >= 0 && n <= 100_000, 'DenominationCount')
const Text = (max: number, name: string) => t.refinement(t.string, (s) => s.length <= max, name)

export const DenominationCountWire = t.partial({
  NOTE_500: Count,
  NOTE_200: Count,
  NOTE_100: Count,
  NOTE_50: Count,
  NOTE_20: Count,
  NOTE_10: Count,
  COIN_20: Count,
  COIN_10: Count,
  COIN_5: Count,
  COIN_2: Count,
  COIN_1: Count,
})
export type DenominationCountWire = t.TypeOf<typeof DenominationCountWire>

export const DrawerStatusWire = t.keyof({ OPEN: null, CLOSED: null, SIGNED_OFF: null })
export const CashMovementKindWire = t.keyof({ CASH_SALE: null, SPLIT_CASH_PART: null, CASH_REFUND: null })

export const CashMovementWire = t.type({ kind: CashMovementKindWire, amount: t.number, orderId: t.string, at: t.number })
export type CashMovementWire = t.TypeOf<typeof CashMovementWire>

export const DrawerWire = t.type({
  drawerId: t.string,
  centerId: t.number,
  staffId: t.string,
  staffName: t.string,
  status: DrawerStatusWire,
  /** True when the first cash sale of the shift opened it (no float was counted in). */
  openedBySale: t.boolean,
  openedAt: t.number,
  float: t.number,
  movements: t.array(CashMovementWire),
  expected: t.number,
  counted: optional(t.number),
  difference: optional(t.number),
  reason: optional(t.string),
  count: optional(DenominationCountWire),
  closedAt: optional(t.number),
  signedOffBy: optional(t.string),
  signedOffAt: optional(t.number),
  signOffRemarks: optional(t.string),
})
export type DrawerWire = t.TypeOf<typeof DrawerWire>

export const DrawerCurrentQuery = t.type({ centerId: IntFromString })
export const DrawerCurrentWire = t.type({ drawer: t.union([DrawerWire, t.null]) })
export type DrawerCurrentWire = t.TypeOf<typeof DrawerCurrentWire>

export const DrawerOpenBody = t.type({ centerId: SafeInt, float: Paise })
export type DrawerOpenBody = t.TypeOf<typeof DrawerOpenBody>

export const DrawerIdParams = t.type({ drawerId: Text(64, 'DrawerId') })
export const DrawerCloseBody = t.type({ count: DenominationCountWire, reason: optional(Text(500, 'Reason')) })
export type DrawerCloseBody = t.TypeOf<typeof DrawerCloseBody>
export const DrawerSignOffBody = t.type({ remarks: optional(Text(500, 'Remarks')) })
export type DrawerSignOffBody = t.TypeOf<typeof DrawerSignOffBody>

export const DrawerCloseOutsQuery = t.intersection([
  t.type({ centerId: IntFromString }),
  t.partial({ from: IntFromString, to: IntFromString, staffId: Text(64, 'StaffId') }),
])
/** A staff member with a close-out at the centre (the report's staff filter). */
export const CloseOutStaffWire = t.type({ staffId: t.string, staffName: t.string })
export const DrawerCloseOutsWire = t.type({ closeOuts: t.array(DrawerWire), staff: t.array(CloseOutStaffWire) })
export type DrawerCloseOutsWire = t.TypeOf<typeof DrawerCloseOutsWire>

// ---- Refunds ----

export const RefundReasonWire = t.keyof({
  MEMBER_RELOCATING: null,
  MEDICAL: null,
  NOT_SATISFIED: null,
  SOLD_IN_ERROR: null,
  DUPLICATE_PAYMENT: null,
  CENTRE_CLOSED: null,
  OTHER: null,
})
export type RefundReasonWire = t.TypeOf<typeof RefundReasonWire>

/** What happens to the membership the order bought: kept, ended today, or shortened to a day. */
export const MembershipOnRefundWire = t.keyof({ KEEP: null, END: null, SHORTEN: null })
export type MembershipOnRefundWire = t.TypeOf<typeof MembershipOnRefundWire>

export const RefundModeWire = t.keyof({ CASH: null, CARD: null })
export const RefundStatusWire = t.keyof({ SUCCESS: null, PENDING: null, FAILED: null })

export const OrderIdParams = t.type({ orderId: Text(100, 'OrderId') })

export const RefundBody = t.type({
  amount: Paise,
  reason: RefundReasonWire,
  remarks: optional(Text(500, 'Remarks')),
  membership: MembershipOnRefundWire,
  /** SHORTEN: the membership's new end (epoch ms). */
  endAt: optional(SafeInt),
})
export type RefundBody = t.TypeOf<typeof RefundBody>

export const RefundWire = t.type({
  refundId: t.string,
  orderId: t.string,
  amount: t.number,
  mode: RefundModeWire,
  status: RefundStatusWire,
  arn: optional(t.string),
  failureCode: optional(t.string),
  reason: RefundReasonWire,
  remarks: optional(t.string),
  staffId: t.string,
  createdAt: t.number,
  drawerId: optional(t.string),
})
export type RefundWire = t.TypeOf<typeof RefundWire>

export const OrderRefundsWire = t.type({
  orderId: t.string,
  paid: t.number,
  refunded: t.number,
  refundable: t.number,
  paymentStatus: t.keyof({ PAID: null, PARTIALLY_REFUNDED: null, REFUNDED: null, UNPAID: null }),
  mode: RefundModeWire,
  refunds: t.array(RefundWire),
  /** The latest end of the memberships the order bought (a shortened end must not pass it). */
  membershipEnd: optional(t.number),
})
export type OrderRefundsWire = t.TypeOf<typeof OrderRefundsWire>
