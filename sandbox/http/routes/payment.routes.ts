import * as E from 'fp-ts/Either'
import { Hono } from 'hono'
import {
  CashOrderRequest,
  CheckPaymentSuccessRequest,
  EDC_BUSY_CODE,
  type GatewayOrderAnswer,
  GatewayOrderRequest,
  PaymentCompleteRequest,
  type PaymentCompleteAnswer,
  type FulfilmentStatusAnswer,
} from '../../../adapters/http/contract/payment.codecs'
import { PATHS } from '../../../adapters/http/contract/paths'
import { EDC_MACHINE_BUSY, NO_TERMINAL_ID, PAYMENT_AMOUNT_MISMATCH, SALE_ALREADY_OPEN, TERMINAL_ID_REQUIRED } from '../../../core/shared/messages'
import {
  GATEWAY_ORDER_MISMATCH,
  IDEMPOTENCY_KEY_REQUIRED,
  ORDER_NOT_FOUND,
  ZERO_AMOUNT_ON_TERMINAL,
} from '../../selling/messages'
import { fulfilOrder, insertOrder, orderAnswer, orderById, priceOrder } from '../../selling/orders'
import { unresolvedSaleFor } from '../../selling/open-sale'
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
import { requirePermission } from '../api-guards'
import { onceFor } from '../idempotency'
import { readBody } from '../validate'
import { idempotencyKey, notYourCentre, ownsCentre, type SellingDeps } from './selling-deps'

/** The code of a refused second order while the customer's card payment for the pack is unresolved. */
export const SALE_IN_PROGRESS_CODE = 'SALE_IN_PROGRESS'

const sellView = requirePermission('CENTER_SELL_PACKS', 'VIEW')
const sellEdit = requirePermission('CENTER_SELL_PACKS', 'EDIT')

/**
 * Orders and payments (part 2 §4, §7): cash and group orders paid manually, card-machine orders
 * through the terminal simulator, and the three confirmation calls.
 */
export const paymentRoutes = (d: SellingDeps): Hono<ApiEnv> => {
  const { db } = d
  const app = new Hono<ApiEnv>()

  for (const [path, group] of [[PATHS.createCashOrder, false], [PATHS.createGroupOrder, true]] as const)
    app.post(`/${path}`, sellEdit, async (c) => {
      const b = await readBody(c, CashOrderRequest)
      if (E.isLeft(b)) return b.left
      const key = idempotencyKey(c)
      if (key === undefined) return c.json({ message: IDEMPOTENCY_KEY_REQUIRED }, 400)
      const { orderReqBody, paymentSuccessReqBody } = b.right
      if (!ownsCentre(c, orderReqBody.clientMetadata.centerId)) return notYourCentre(c)
      return onceFor(db, c, `${group ? 'group' : 'cash'}-order:${key}`, () => {
        const now = d.now()
        const priced = priceOrder(db, orderReqBody, now, group)
        if (E.isLeft(priced)) return { status: priced.left.status, body: { message: priced.left.message } }
        if (unresolvedSaleFor(db, priced.right, undefined, now) !== undefined) return { status: 409, body: { message: SALE_ALREADY_OPEN, code: SALE_IN_PROGRESS_CODE } }
        const paid = paymentSuccessReqBody.paymentModes.reduce((s, m) => s + m.amount, 0)
        if (paid !== priced.right.amountPaise) return { status: 400, body: { message: PAYMENT_AMOUNT_MISMATCH } }
        const orderId = db.transaction(() => {
          const id = insertOrder(db, group ? 'GROUP' : 'CASH', b.right, priced.right, c.get('staff').id, now)
          fulfilOrder(db, id, now)
          return id
        })()
        return { status: 200, body: orderAnswer(db, orderId) }
      })
    })

  app.post(`/${PATHS.createGatewayOrder}`, sellEdit, async (c) => {
    const b = await readBody(c, GatewayOrderRequest)
    if (E.isLeft(b)) return b.left
    const { orderReqBody, paytmGatewayOrderReqBody } = b.right
    const { tid, requestId } = paytmGatewayOrderReqBody.meta
    if (!ownsCentre(c, orderReqBody.clientMetadata.centerId)) return notYourCentre(c)
    const key = idempotencyKey(c, requestId) ?? requestId
    return onceFor(db, c, `gateway-order:${key}`, () => {
      const now = d.now()
      // A second request with this request id returns the order it created (belt and braces with onceFor).
      const prior = paymentForRequest(db, requestId)
      if (prior !== undefined) return { status: 200, body: gatewayAnswer(prior.order_id, prior.payment_id, prior.tid) }
      if (tid.trim() === '') return { status: 400, body: { message: TERMINAL_ID_REQUIRED } }
      const terminal = terminalByTid(db, tid)
      if (terminal === undefined || terminal.centre_id !== orderReqBody.clientMetadata.centerId) return { status: 400, body: { message: NO_TERMINAL_ID } }
      const priced = priceOrder(db, orderReqBody, now, false)
      if (E.isLeft(priced)) return { status: priced.left.status, body: { message: priced.left.message } }
      if (priced.right.amountPaise <= 0) return { status: 400, body: { message: ZERO_AMOUNT_ON_TERMINAL } }
      // One unresolved card payment per customer and pack: a second sale waits until it is approved or failed.
      if (unresolvedSaleFor(db, priced.right, requestId, now) !== undefined) return { status: 409, body: { message: SALE_ALREADY_OPEN, code: SALE_IN_PROGRESS_CODE } }
      if (terminalBusy(db, tid, now)) return { status: 409, body: { message: EDC_MACHINE_BUSY, code: EDC_BUSY_CODE } }
      const next = takeNextOutcome(db, tid)
      if (next === 'BUSY') return { status: 409, body: { message: EDC_MACHINE_BUSY, code: EDC_BUSY_CODE } }
      const created = db.transaction(() => {
        const orderId = insertOrder(db, 'GATEWAY', b.right, priced.right, c.get('staff').id, now)
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

  app.post(`/${PATHS.checkPaymentSuccess}/:orderId`, sellEdit, async (c) => {
    const b = await readBody(c, CheckPaymentSuccessRequest)
    if (E.isLeft(b)) return b.left
    const orderId = c.req.param('orderId')
    const order = orderById(db, orderId)
    const p = paymentForOrder(db, orderId)
    if (order === undefined || p === undefined) return c.json({ message: ORDER_NOT_FOUND }, 404)
    if (b.right.gatewayOrderId !== p.payment_id || b.right.paymentData.gatewayId !== p.payment_id) return c.json({ message: GATEWAY_ORDER_MISMATCH }, 400)
    if (b.right.paymentData.amount !== order.amountPaise) return c.json({ message: PAYMENT_AMOUNT_MISMATCH }, 400)
    const now = currentPayment(db, p.payment_id, d.now())
    return c.json(checkSuccessAnswer(now ?? p))
  })

  app.post(`/${PATHS.paymentComplete}`, sellEdit, async (c) => {
    const b = await readBody(c, PaymentCompleteRequest)
    if (E.isLeft(b)) return b.left
    const p = paymentForOrder(db, b.right.orderId)
    if (p === undefined) return c.json({ message: ORDER_NOT_FOUND }, 404)
    if (b.right.cfPaymentId !== p.payment_id) return c.json({ message: GATEWAY_ORDER_MISMATCH }, 400)
    const answer: PaymentCompleteAnswer = paymentCompleteAnswer(currentPayment(db, p.payment_id, d.now()) ?? p)
    return c.json(answer)
  })

  app.get(`/${PATHS.fulfilmentStatusPrefix}/:orderId/fulfillmentStatus`, sellView, (c) => {
    const orderId = c.req.param('orderId')
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

  return app
}
