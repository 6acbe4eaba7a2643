import { type Hono } from 'hono'
import { OutboxQuery } from '../../../adapters/http/contract/otp.codecs'
import { TerminalPaymentOutcomeRequest, TerminalPolicyRequest, TerminalsQuery } from '../../../adapters/http/contract/payment.codecs'
import { PATHS_SANDBOX } from '../../../adapters/http/contract/sandbox-paths'
import { BUSY_IS_FOR_NEXT_PAYMENT, PAYMENT_NOT_FOUND, PAYMENT_SETTLED, TERMINAL_NOT_FOUND } from '../../selling/messages'
import { readOutbox } from '../../selling/otp'
import { applyOutcome, currentPayment, paymentWire, setTerminalPolicy, terminalByTid, terminalsWire } from '../../selling/terminal'
import type { ApiEnv } from '../api-env'
import { centreScopes } from '../centre-scope'
import { routeTable } from '../route'
import type { SellingDeps } from './selling-deps'

/**
 * JSON control of the card terminal simulator and a read of the SMS outbox, for scripted tests
 * and demos. Sandbox-only; any signed-in persona may use them (they stand for the machine and the
 * customer's phone, not for a staff permission).
 */
export const terminalRoutes = (d: SellingDeps): Hono<ApiEnv> => {
  const { db } = d
  const api = routeTable(db)
  const S = centreScopes(db)

  api.get(PATHS_SANDBOX.terminals, { permission: 'staff', query: TerminalsQuery, centre: 'centerId (query); none named: the staff member’s centres', scope: (i) => S.at([S.ofCentreId(i.query.centerId)]) }, (c, i) => {
    const own = new Set(i.staff.centres)
    const centre = i.query.centerId ?? undefined
    return c.json({ terminals: terminalsWire(db, d.now(), centre).filter((t) => own.has(t.centerId)) })
  })

  api.post(`${PATHS_SANDBOX.terminals}/:tid/${PATHS_SANDBOX.terminalPolicySuffix}`, { audit: { notAudited: 'the sandbox’s card terminal simulator (stands for the machine, not a staff action)' }, permission: 'staff', body: TerminalPolicyRequest, centre: 'the terminal’s centre (:tid)', scope: (i) => S.at([S.ofTerminal(i.params.tid)]) }, async (c, i) => {
    const tid = i.params.tid
    if (terminalByTid(db, tid) === undefined) return c.json({ message: TERMINAL_NOT_FOUND }, 404)
    setTerminalPolicy(db, tid, i.body)
    return c.json(terminalsWire(db, d.now()).find((t) => t.tid === tid))
  })

  api.post(`${PATHS_SANDBOX.terminalPayments}/:paymentId/outcome`, { audit: { notAudited: 'the sandbox’s card terminal simulator (stands for the machine, not a staff action)' }, permission: 'staff', body: TerminalPaymentOutcomeRequest, centre: 'the centre of the payment’s order (:paymentId)', scope: (i) => S.at([S.ofTerminalPayment(i.params.paymentId)]) }, async (c, i) => {
    const id = i.params.paymentId
    const now = d.now()
    const result = applyOutcome(db, id, i.body.outcome, now)
    if (result === 'missing') return c.json({ message: PAYMENT_NOT_FOUND }, 404)
    if (result === 'busy-not-allowed') return c.json({ message: BUSY_IS_FOR_NEXT_PAYMENT }, 400)
    if (result === 'settled') return c.json({ message: PAYMENT_SETTLED }, 409)
    const p = currentPayment(db, id, now)
    return p === undefined ? c.json({ message: PAYMENT_NOT_FOUND }, 404) : c.json(paymentWire(p))
  })

  api.get(PATHS_SANDBOX.outbox, { permission: 'staff', query: OutboxQuery, ...S.device }, (c, i) => {
    const limit = i.query.limit ?? 50
    if (limit < 1 || limit > 500) return c.json({ message: 'Invalid request: limit should be 1 to 500' }, 400)
    return c.json({ messages: readOutbox(db, limit) })
  })

  return api.app
}
