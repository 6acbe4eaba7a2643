import type { EpochMs, Paise } from '../shared/brands'
import type { CashMovementKind, DenominationCount } from './cash-drawer.rule'
import type { RefundPaymentStatus } from './refund-limit.rule'

/** The cash drawer of a staff member's shift at a centre, as the server keeps it. */
export type DrawerStatus = 'OPEN' | 'CLOSED' | 'SIGNED_OFF'

export type DrawerMovement = { readonly kind: CashMovementKind; readonly amount: Paise; readonly orderId: string; readonly at: EpochMs }

export type Drawer = {
  readonly drawerId: string
  readonly centreId: number
  readonly staffId: string
  readonly staffName: string
  readonly status: DrawerStatus
  /** Opened by the first cash sale of the shift, with no float. */
  readonly openedBySale: boolean
  readonly openedAt: EpochMs
  readonly float: Paise
  readonly movements: readonly DrawerMovement[]
  /** Expected cash: float + cash sales + cash parts of split payments − cash refunds. */
  readonly expected: Paise
  readonly counted?: Paise
  /** counted − expected: above zero over, below zero short. */
  readonly difference?: Paise
  readonly reason?: string
  readonly count?: DenominationCount
  readonly closedAt?: EpochMs
  readonly signedOffBy?: string
  readonly signedOffAt?: EpochMs
  readonly signOffRemarks?: string
}

/** The close-outs of a centre between two instants (opened in [from, to)), of one staff member when named. */
export type CloseOutQuery = { readonly centreId: number; readonly from: EpochMs; readonly to: EpochMs; readonly staffId?: string }

/** A staff member who has closed a drawer at the centre (the close-out report's staff filter offers them). */
export type CloseOutStaff = { readonly id: string; readonly name: string }

/** The close-outs asked for, newest first, and every staff member with a close-out at the centre. */
export type CloseOutReport = { readonly closeOuts: readonly Drawer[]; readonly staff: readonly CloseOutStaff[] }

// ---- Refunds ----

/** Why an order is refunded (docs/decisions/payment.md). */
export const REFUND_REASONS = ['MEMBER_RELOCATING', 'MEDICAL', 'NOT_SATISFIED', 'SOLD_IN_ERROR', 'DUPLICATE_PAYMENT', 'CENTRE_CLOSED', 'OTHER'] as const
export type RefundReason = (typeof REFUND_REASONS)[number]

/** What happens to the membership the order bought. */
export const MEMBERSHIP_ON_REFUND = ['KEEP', 'END', 'SHORTEN'] as const
export type MembershipOnRefund = (typeof MEMBERSHIP_ON_REFUND)[number]

export type RefundMode = 'CASH' | 'CARD'
export type RefundStatus = 'SUCCESS' | 'PENDING' | 'FAILED'

export type OrderRefund = {
  readonly refundId: string
  readonly orderId: string
  readonly amount: Paise
  readonly mode: RefundMode
  readonly status: RefundStatus
  /** The gateway's acquirer reference number of a card refund. */
  readonly arn?: string
  readonly failureCode?: string
  readonly reason: RefundReason
  readonly remarks?: string
  readonly staffId: string
  readonly createdAt: EpochMs
  readonly drawerId?: string
}

export type OrderRefunds = {
  readonly orderId: string
  readonly paid: Paise
  readonly refunded: Paise
  readonly refundable: Paise
  readonly paymentStatus: RefundPaymentStatus | 'UNPAID'
  readonly mode: RefundMode
  readonly refunds: readonly OrderRefund[]
  /** The latest end of the memberships the order bought. */
  readonly membershipEnd?: EpochMs
}

/** A refund as sent: the key makes a double click, a second tab or a retry the same refund. */
export type RefundRequest = {
  readonly orderId: string
  readonly amount: Paise
  readonly reason: RefundReason
  readonly remarks?: string
  readonly membership: MembershipOnRefund
  /** SHORTEN: the membership's new end. */
  readonly endAt?: EpochMs
  readonly key: string
}
