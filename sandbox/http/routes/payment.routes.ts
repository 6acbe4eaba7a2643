import * as E from 'fp-ts/Either'
import { type Hono } from 'hono'
import {
  CashOrderRequest,
  CheckPaymentSuccessRequest,
  type GatewayOrderAnswer,
  GatewayOrderRequest,
  PaymentCompleteRequest,
  type PaymentCompleteAnswer,
  type FulfilmentStatusAnswer,
} from '../../../adapters/http/contract/payment.codecs'
import { PATHS } from '../../../adapters/http/contract/paths'
import { EDC_MACHINE_BUSY_CODE } from '../../../core/payment/payment-codes.rule'
import { EDC_MACHINE_BUSY, NO_TERMINAL_ID, PAYMENT_AMOUNT_MISMATCH, SALE_ALREADY_OPEN, TERMINAL_ID_REQUIRED } from '../../../core/shared/messages'
import {
  GATEWAY_ORDER_MISMATCH,
  IDEMPOTENCY_KEY_REQUIRED,
  ORDER_NOT_FOUND,
  ZERO_AMOUNT_ON_TERMINAL,
} from '../../selling/messages'
import { fulfilOrder, insertOrder, orderAnswer, orderById, priceOrder } from '../../selling/orders'
import { unresolvedSaleFor } from '../../selling/open-sale'
import { recordCashTaken } from '../../money/cash-drawer'
import { SALE_OTP_REQUIRED_CODE, checkSaleOtps } from '../../selling/sale-otp'
import {
  checkSuccessAnswer,
  currentPayment,
  fulfilmentAnswer,
  paymentCompleteAnswer,
  paymentForOrder,
  paymentForRequest,
  startPayment,
  takeNextOutcome,
  terminalBusy,
  terminalByTid,
} from '../../selling/terminal'
import type { ApiEnv } from '../api-env'
import { centreScopes } from '../centre-scope'
import { routeTable } from '../route'
import { onceFor } from '../idempotency'
import { idempotencyKey, notYourCentre, ownsCentre, type SellingDeps } from './selling-deps'
import { fieldOf } from '../../audit/audit-log'
import { orderOfPaymentRequest, orderSnapshot } from '../../audit/audit-subjects'

/** The code of a refused second order while the customer's card payment for the pack is unresolved. */
export const SALE_IN_PROGRESS_CODE = 'SALE_IN_PROGRESS'

/**
 * Orders and payments (part 2 §4, §7): cash and group orders paid manually, card-machine orders
 * through the terminal simulator, and the three confirmation calls.
 */
export const paymentRoutes = (d: SellingDeps): Hono<ApiEnv> => {
  const { db } = d
  const api = routeTable(db)
  const S = centreScopes(db)

  for (const [path, group] of [[PATHS.createCashOrder, false], [PATHS.createGroupOrder, true]] as const)
    api.post(path, { audit: { action: group ? 'CREATE_GROUP_ORDER' : 'CREATE_ORDER', subject: 'ORDER', id: (_i, a) => fieldOf(a, 'orderId'), member: (i) => i.body.orderReqBody.userId, track: (_i, a) => (a === undefined ? undefined : orderSnapshot(db, fieldOf(a, 'orderId'))) }, permission: ['CENTER_SELL_PACKS', 'EDIT'], body: CashOrderRequest, centre: 'clientMetadata.centerId of the order', scope: (i) => S.at([S.ofCentreId(i.body.orderReqBody.clientMetadata.centerId)]) }, async (c, i) => {
      const key = idempotencyKey(c)
      if (key === undefined) return c.json({ message: IDEMPOTENCY_KEY_REQUIRED }, 400)
      const { orderReqBody, paymentSuccessReqBody } = i.body
      return onceFor(db, c, `${group ? 'group' : 'cash'}-order:${key}`, { staffId: i.staff.id, request: i.body }, () => {
        const now = d.now()
        const priced = priceOrder(db, orderReqBody, now, group)
        if (E.isLeft(priced)) return { status: priced.left.status, body: { message: priced.left.message } }
        if (unresolvedSaleFor(db, priced.right, undefined, now) !== undefined) return { status: 409, body: { message: SALE_ALREADY_OPEN, code: SALE_IN_PROGRESS_CODE } }
        const paid = paymentSuccessReqBody.paymentModes.reduce((s, m) => s + m.amount, 0)
        if (paid !== priced.right.amountPaise) return { status: 400, body: { message: PAYMENT_AMOUNT_MISMATCH } }
        const paidInCash = paymentSuccessReqBody.paymentModes.some((m) => m.mode === 'CASH')
        const otps = checkSaleOtps(db, i.staff, orderReqBody, priced.right.amountPaise, paidInCash, now)
        if (!otps.ok) return { status: 400, body: { message: otps.message, code: SALE_OTP_REQUIRED_CODE } }
        const orderId = db.transaction(() => {
          const id = insertOrder(db, group ? 'GROUP' : 'CASH', i.body, priced.right, i.staff.id, now)
          otps.take(id)
          fulfilOrder(db, id, now)
          recordCashTaken(db, i.staff.id, priced.right.centreId, id, paymentSuccessReqBody.paymentModes, now)
          return id
        })()
        return { status: 200, body: orderAnswer(db, orderId) }
      })
    })

  api.post(PATHS.createGatewayOrder, { audit: { action: 'SEND_TO_CARD_MACHINE', subject: 'ORDER', id: (_i, a) => fieldOf(a, 'order', 'orderId'), member: (i) => i.body.orderReqBody.userId, track: (i, a) => orderSnapshot(db, a === undefined ? orderOfPaymentRequest(db, i.body.paytmGatewayOrderReqBody.meta.requestId) : fieldOf(a, 'order', 'orderId')) }, permission: ['CENTER_SELL_PACKS', 'EDIT'], body: GatewayOrderRequest, centre: 'clientMetadata.centerId of the order and the terminal’s centre (meta.tid)', scope: (i) => S.at([S.ofCentreId(i.body.orderReqBody.clientMetadata.centerId), S.ofTerminal(i.body.paytmGatewayOrderReqBody.meta.tid)]) }, async (c, i) => {
    const { orderReqBody, paytmGatewayOrderReqBody } = i.body
    const { tid, requestId } = paytmGatewayOrderReqBody.meta
    if (!ownsCentre(c, orderReqBody.clientMetadata.centerId)) return notYourCentre(c)
    const key = idempotencyKey(c, requestId) ?? requestId
    return onceFor(db, c, `gateway-order:${key}`, { staffId: i.staff.id, request: i.body }, () => {
      const now = d.now()
      // A second request with this request id returns the order it created (belt and braces with onceFor).
      const prior = paymentForRequest(db, requestId)
      if (prior !== undefined) return { status: 200, body: gatewayAnswer(prior.order_id, prior.payment_id, prior.tid) }
      if (tid.trim() === '') return { status: 400, body: { message: TERMINAL_ID_REQUIRED } }
      const terminal = terminalByTid(db, tid)
      if (terminal === undefined || terminal.centre_id !== orderReqBody.clientMetadata.centerId) return { status: 400, body: { message: NO_TERMINAL_ID } }
      // A group buy paid on the card machine: one order and one payment for every member (priced as a group).
      const group = orderReqBody.orderProducts.some((p) => p.option.groupDetails !== undefined)
      const priced = priceOrder(db, orderReqBody, now, group)
      if (E.isLeft(priced)) return { status: priced.left.status, body: { message: priced.left.message } }
      if (priced.right.amountPaise <= 0) return { status: 400, body: { message: ZERO_AMOUNT_ON_TERMINAL } }
      // One unresolved card payment per customer and pack: a second sale waits until it is approved or failed.
      if (unresolvedSaleFor(db, priced.right, requestId, now) !== undefined) return { status: 409, body: { message: SALE_ALREADY_OPEN, code: SALE_IN_PROGRESS_CODE } }
      if (terminalBusy(db, tid, now)) return { status: 409, body: { message: EDC_MACHINE_BUSY, code: EDC_MACHINE_BUSY_CODE } }
      const next = takeNextOutcome(db, tid)
      if (next === 'BUSY') return { status: 409, body: { message: EDC_MACHINE_BUSY, code: EDC_MACHINE_BUSY_CODE } }
      const otps = checkSaleOtps(db, i.staff, orderReqBody, priced.right.amountPaise, false, now)
      if (!otps.ok) return { status: 400, body: { message: otps.message, code: SALE_OTP_REQUIRED_CODE } }
      const created = db.transaction(() => {
        const orderId = insertOrder(db, 'GATEWAY', i.body, priced.right, i.staff.id, now)
        otps.take(orderId)
        return { orderId, paymentId: startPayment(db, orderId, tid, requestId, priced.right.amountPaise, next, now) }
      })()
      return { status: 200, body: gatewayAnswer(created.orderId, created.paymentId, tid) }
    })
  })

  // The order as the gateway order was created (CREATED), even when a scripted outcome already settled it.
  const gatewayAnswer = (orderId: string, paymentId: string, tid: string): GatewayOrderAnswer => {
    const o = orderById(db, orderId)
    return {
      order: { orderId, status: 'CREATED', amount: o?.amountPaise ?? 0, createdAt: o?.createdAt ?? 0 },
      gatewayOrder: { gatewayId: paymentId, usePaymentCompleteV2: true, cfPaymentId: paymentId, tid },
    }
  }

  api.post(`${PATHS.checkPaymentSuccess}/:orderId`, { audit: { notAudited: 'a payment-status poll the portal repeats every few seconds; the sale is recorded when its order is made' }, permission: ['CENTER_SELL_PACKS', 'EDIT'], body: CheckPaymentSuccessRequest, centre: 'the order’s centre (:orderId)', scope: (i) => S.at([S.ofSaleOrder(i.params.orderId)]) }, async (c, i) => {
    const orderId = i.params.orderId
    const order = orderById(db, orderId)
    const p = paymentForOrder(db, orderId)
    if (order === undefined || p === undefined) return c.json({ message: ORDER_NOT_FOUND }, 404)
    if (i.body.gatewayOrderId !== p.payment_id || i.body.paymentData.gatewayId !== p.payment_id) return c.json({ message: GATEWAY_ORDER_MISMATCH }, 400)
    if (i.body.paymentData.amount !== order.amountPaise) return c.json({ message: PAYMENT_AMOUNT_MISMATCH }, 400)
    const now = currentPayment(db, p.payment_id, d.now())
    return c.json(checkSuccessAnswer(now ?? p))
  })

  api.post(PATHS.paymentComplete, { audit: { notAudited: 'a payment-status poll the portal repeats every few seconds; the sale is recorded when its order is made' }, permission: ['CENTER_SELL_PACKS', 'EDIT'], body: PaymentCompleteRequest, centre: 'the order’s centre (orderId)', scope: (i) => S.at([S.ofSaleOrder(i.body.orderId)]) }, async (c, i) => {
    const p = paymentForOrder(db, i.body.orderId)
    if (p === undefined) return c.json({ message: ORDER_NOT_FOUND }, 404)
    if (i.body.cfPaymentId !== p.payment_id) return c.json({ message: GATEWAY_ORDER_MISMATCH }, 400)
    const answer: PaymentCompleteAnswer = paymentCompleteAnswer(currentPayment(db, p.payment_id, d.now()) ?? p)
    return c.json(answer)
  })

  api.get(`${PATHS.fulfilmentStatusPrefix}/:orderId/fulfillmentStatus`, { permission: ['CENTER_SELL_PACKS', 'VIEW'], centre: 'the order’s centre (:orderId)', scope: (i) => S.at([S.ofSaleOrder(i.params.orderId)]) }, (c, i) => {
    const orderId = i.params.orderId
    const order = orderById(db, orderId)
    if (order === undefined) return c.json({ message: ORDER_NOT_FOUND }, 404)
    const p = paymentForOrder(db, orderId)
    if (p === undefined) {
      // Cash and group orders are fulfilled when they are created.
      const answer: FulfilmentStatusAnswer =
        order.status === 'PAYMENT_FAILED'
          ? { orderId, result: 'failed', currentStage: 'PAYMENT_COLLECTION', failureMessage: null, code: null }
          : { orderId, result: 'success', currentStage: 'FULFILLED', failureMessage: null, code: null }
      return c.json(answer)
    }
    return c.json(fulfilmentAnswer(currentPayment(db, p.payment_id, d.now()) ?? p))
  })

  return api.app
}
