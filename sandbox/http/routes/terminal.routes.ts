import * as E from 'fp-ts/Either'
import { Hono } from 'hono'
import { TerminalPaymentOutcomeRequest, TerminalPolicyRequest } from '../../../adapters/http/contract/payment.codecs'
import { PATHS_SANDBOX } from '../../../adapters/http/contract/sandbox-paths'
import { BUSY_IS_FOR_NEXT_PAYMENT, PAYMENT_NOT_FOUND, PAYMENT_SETTLED, TERMINAL_NOT_FOUND } from '../../selling/messages'
import { readOutbox } from '../../selling/otp'
import { applyOutcome, currentPayment, paymentWire, setTerminalPolicy, terminalByTid, terminalsWire } from '../../selling/terminal'
import type { ApiEnv } from '../api-env'
import { readBody } from '../validate'
import type { SellingDeps } from './selling-deps'

/**
 * JSON control of the card terminal simulator and a read of the SMS outbox, for scripted tests
 * and demos. Sandbox-only; any signed-in persona may use them (they stand for the machine and the
 * customer's phone, not for a staff permission).
 */
export const terminalRoutes = (d: SellingDeps): Hono<ApiEnv> => {
  const { db } = d
  const app = new Hono<ApiEnv>()

  app.get(`/${PATHS_SANDBOX.terminals}`, (c) => {
    const centre = c.req.query('centerId')
    if (centre !== undefined && !/^\d+$/.test(centre)) return c.json({ message: 'Invalid request: centerId should be a number' }, 400)
    return c.json({ terminals: terminalsWire(db, d.now(), centre === undefined ? undefined : Number(centre)) })
  })

  app.post(`/${PATHS_SANDBOX.terminals}/:tid/${PATHS_SANDBOX.terminalPolicySuffix}`, async (c) => {
    const b = await readBody(c, TerminalPolicyRequest)
    if (E.isLeft(b)) return b.left
    const tid = c.req.param('tid')
    if (terminalByTid(db, tid) === undefined) return c.json({ message: TERMINAL_NOT_FOUND }, 404)
    setTerminalPolicy(db, tid, b.right)
    return c.json(terminalsWire(db, d.now()).find((t) => t.tid === tid))
  })

  app.post(`/${PATHS_SANDBOX.terminalPayments}/:paymentId/outcome`, async (c) => {
    const b = await readBody(c, TerminalPaymentOutcomeRequest)
    if (E.isLeft(b)) return b.left
    const id = c.req.param('paymentId')
    const now = d.now()
    const result = applyOutcome(db, id, b.right.outcome, now)
    if (result === 'missing') return c.json({ message: PAYMENT_NOT_FOUND }, 404)
    if (result === 'busy-not-allowed') return c.json({ message: BUSY_IS_FOR_NEXT_PAYMENT }, 400)
    if (result === 'settled') return c.json({ message: PAYMENT_SETTLED }, 409)
    const p = currentPayment(db, id, now)
    return p === undefined ? c.json({ message: PAYMENT_NOT_FOUND }, 404) : c.json(paymentWire(p))
  })

  app.get(`/${PATHS_SANDBOX.outbox}`, (c) => {
    const limit = Number(c.req.query('limit') ?? '50')
    if (!Number.isInteger(limit) || limit < 1 || limit > 500) return c.json({ message: 'Invalid request: limit should be 1 to 500' }, 400)
    return c.json({ messages: readOutbox(db, limit) })
  })

  return app
}
