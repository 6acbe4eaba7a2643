import * as E from 'fp-ts/Either'
import type { Hono } from 'hono'
import { MONEY_PATHS, OrderIdParams, RefundBody } from '../../../adapters/http/contract/money.codecs'
import { DECLINED_CODE } from '../../../adapters/http/contract/payment.codecs'
import { applyRefund } from '../../../core/money/refund-limit.rule'
import { paise } from '../../../core/shared/brands'
import { startOfCentreDayOf } from '../../../core/shared/centre-day'
import * as M from '../../../core/shared/messages/money'
import { drawerRow, expectedOf, openDrawerOf, recordCashRefund } from '../../money/cash-drawer'
import { applyMembershipChoice, insertRefund, latestEndOf, ledgerOf, mirrorRefunds, orderRefundsWire, refundWire, settleRefunds } from '../../money/refunds'
import { IDEMPOTENCY_KEY_REQUIRED, ORDER_NOT_FOUND } from '../../selling/messages'
import { orderById } from '../../selling/orders'
import { paymentForOrder, takeNextOutcome } from '../../selling/terminal'
import { fail } from '../../store/profile-store'
import type { ApiEnv } from '../api-env'
import { centreScopes } from '../centre-scope'
import { onceFor } from '../idempotency'
import { type RouteDeps, routeTable } from '../route'
import { idempotencyKey } from './selling-deps'
import { memberOfOrder } from '../../audit/audit-subjects'

/**
 * Refunds (docs/decisions/payment.md): a manager (ORDER_REFUND) refunds a paid order in full or in
 * part with a reason from the list; cash from their open drawer at the order's centre, a card
 * payment through the gateway of the terminal that took it; each idempotency key once; never above
 * what was paid less what was refunded; the membership bought kept, ended or shortened.
 */
export const refundsRoutes = ({ db, now }: RouteDeps): Hono<ApiEnv> => {
  const api = routeTable(db)
  const S = centreScopes(db)

  api.get(MONEY_PATHS.orderRefunds, { permission: ['ORDER_REFUND', 'VIEW'], params: OrderIdParams, centre: 'the order’s centre (:orderId)', scope: (i) => S.at([S.ofSaleOrder(i.params.orderId)]) }, (c, i) => {
    const order = orderById(db, i.params.orderId)
    if (order === undefined) return fail(c, 404, ORDER_NOT_FOUND)
    settleRefunds(db, order, now())
    return c.json(orderRefundsWire(db, order))
  })

  api.post(
    MONEY_PATHS.orderRefund,
    { audit: { action: 'REFUND_ORDER', subject: 'ORDER', id: (i) => i.params.orderId, member: (i) => memberOfOrder(db, i.params.orderId) }, permission: ['ORDER_REFUND', 'EDIT'], params: OrderIdParams, body: RefundBody, centre: 'the order’s centre (:orderId)', scope: (i) => S.at([S.ofSaleOrder(i.params.orderId)]) },
    (c, i) => {
      const key = idempotencyKey(c)
      if (key === undefined) return fail(c, 400, IDEMPOTENCY_KEY_REQUIRED)
      const order = orderById(db, i.params.orderId)
      if (order === undefined) return fail(c, 404, ORDER_NOT_FOUND)
      return onceFor(db, c, `refund:${key}`, { staffId: i.staff.id, request: { orderId: order.orderId, ...i.body } }, () =>
        db.transaction((): { status: number; body: unknown } => {
          const at = now()
          settleRefunds(db, order, at)
          if (order.status !== 'PAYMENT_COMPLETED') return { status: 400, body: { message: M.REFUND_ORDER_NOT_PAID } }
          const limit = applyRefund(ledgerOf(db, order), { key, amount: paise(i.body.amount) })
          if (E.isLeft(limit)) return { status: 400, body: { message: limit.left, field: 'amount' } }
          if (i.body.membership === 'SHORTEN') {
            const endAt = i.body.endAt
            const latest = latestEndOf(db, order.orderId)
            if (endAt === null || endAt === undefined || endAt < startOfCentreDayOf(at) || (latest !== undefined && endAt > latest))
              return { status: 400, body: { message: M.REFUND_END_DATE_INVALID, field: 'endAt' } }
          }
          const endAt = i.body.endAt ?? undefined
          if (order.channel !== 'GATEWAY') {
            // Cash is paid out of the manager's own open drawer at the order's centre.
            const open = openDrawerOf(db, i.staff.id, order.centreId)
            if (open === undefined) return { status: 409, body: { message: M.REFUND_NEEDS_OPEN_DRAWER } }
            if (expectedOf(db, drawerRow(db, open.drawer_id) ?? open) < i.body.amount) return { status: 409, body: { message: M.REFUND_DRAWER_SHORT } }
            const refund = insertRefund(db, { order, body: i.body, staffId: i.staff.id, key, status: 'SUCCESS', drawerId: open.drawer_id, now: at })
            recordCashRefund(db, open.drawer_id, order.orderId, i.body.amount, at)
            applyMembershipChoice(db, order.orderId, i.body.membership, endAt, at)
            mirrorRefunds(db, order)
            return { status: 200, body: refundWire(refund) }
          }
          // A card refund follows the script of the terminal that took the payment.
          const payment = paymentForOrder(db, order.orderId)
          const outcome = payment === undefined ? null : takeNextOutcome(db, payment.tid)
          const status = outcome === null || outcome === 'APPROVE' ? 'SUCCESS' : outcome === 'PENDING_THEN_APPROVE' ? 'PENDING' : 'FAILED'
          const failureCode = status !== 'FAILED' ? undefined : outcome === 'DECLINE' ? DECLINED_CODE : (outcome ?? DECLINED_CODE)
          const refund = insertRefund(db, { order, body: i.body, staffId: i.staff.id, key, status, ...(failureCode === undefined ? {} : { failureCode }), now: at })
          if (status !== 'FAILED') {
            applyMembershipChoice(db, order.orderId, i.body.membership, endAt, at)
            mirrorRefunds(db, order)
          }
          return { status: 200, body: refundWire(refund) }
        })(),
      )
    },
  )

  return api.app
}
