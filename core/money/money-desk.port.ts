import type { TaskEither } from 'fp-ts/TaskEither'
import type { Paise } from '../shared/brands'
import type { GatewayError } from '../shared/errors'
import type { DenominationCount } from './cash-drawer.rule'
import type { CloseOutQuery, CloseOutReport, Drawer, OrderRefund, OrderRefunds, RefundRequest } from './money'

/** The signed-in staff member's cash drawer, the managers' close-outs, and refunds of orders. */
export interface MoneyDesk {
  /** The caller's open drawer at the centre; null when none is open. */
  currentDrawer(centreId: number): TaskEither<GatewayError, Drawer | null>
  /** Opens the caller's drawer at the centre with a float. */
  openDrawer(centreId: number, float: Paise): TaskEither<GatewayError, Drawer>
  /** Closes the caller's open drawer with its count; a difference needs a reason. */
  closeDrawer(drawerId: string, count: DenominationCount, reason?: string): TaskEither<GatewayError, Drawer>
  /** A manager signs a closed drawer off. */
  signOffDrawer(drawerId: string, remarks?: string): TaskEither<GatewayError, Drawer>
  /** The centre's close-outs, newest first (of one staff member when named), and the staff with close-outs there. */
  closeOuts(q: CloseOutQuery): TaskEither<GatewayError, CloseOutReport>
  /** What was paid for an order, what was refunded and what can still be. */
  orderRefunds(orderId: string): TaskEither<GatewayError, OrderRefunds>
  /** Refunds an order (idempotent by the request's key). */
  refund(r: RefundRequest): TaskEither<GatewayError, OrderRefund>
}
