import { randomUUID } from 'node:crypto'
import { type Hono } from 'hono'
import { GeneratePaymentLinkRequest, PaymentLinksRequest, type PaymentLinkWire } from '../../../adapters/http/contract/payment-link.codecs'
import { PATHS } from '../../../adapters/http/contract/paths'
import { HOUR_MS } from '../../../core/shared/constants'
import { PAYMENT_LINK_GENERATED, paymentLinkAlreadyCreated } from '../../../core/shared/messages'
import type { Db } from '../../db/database'
import { centreDayOf } from '../../../core/shared/centre-day'
import { LINK_GENERATED_NO_SMS } from '../../selling/messages'
import { writeOutbox } from '../../selling/otp'
import type { ApiEnv } from '../api-env'
import { centreScopes } from '../centre-scope'
import { routeTable } from '../route'
import { onceFor } from '../idempotency'
import { idempotencyKey, type SellingDeps } from './selling-deps'
import { fieldOf } from '../../audit/audit-log'
import { customerByPhone } from '../../store/profile-store'

/** A link not paid within this time shows as EXPIRED when the latest status is fetched. */
export const PAYMENT_LINK_VALID_MS = 24 * HOUR_MS

type RawLink = { id: string; phone: string; amount_paise: number; request_id: string; description: string; created_by: string; status: PaymentLinkWire['status']; link: string; created_at: number }
const toWire = (r: RawLink): PaymentLinkWire => ({
  id: r.id,
  requestId: r.request_id,
  amount: r.amount_paise,
  description: r.description,
  createdBy: r.created_by,
  status: r.status,
  link: r.link,
  createdAt: r.created_at,
})

const linksFor = (db: Db, phone: string): RawLink[] => db.prepare('SELECT * FROM payment_links WHERE phone = ? ORDER BY created_at DESC').all(phone) as RawLink[]

/** Payment links: list by phone (phone in the body, never the URL) and generate (once per request id). */
export const paymentLinkRoutes = (d: SellingDeps): Hono<ApiEnv> => {
  const { db } = d
  const api = routeTable(db)
  const S = centreScopes(db)

  api.post(PATHS.paymentLinks, { audit: { notAudited: 'lists payment links, marking those past their time as expired (the server’s own bookkeeping)' }, permission: ['CENTER_SELL_PACKS', 'VIEW'], body: PaymentLinksRequest, ...S.customer }, async (c, i) => {
    if (i.body.fetchLatestStatus)
      db.prepare("UPDATE payment_links SET status = 'EXPIRED' WHERE phone = ? AND status = 'CREATED' AND created_at <= ?").run(i.body.phoneNumber, d.now() - PAYMENT_LINK_VALID_MS)
    return c.json({ paymentLinks: linksFor(db, i.body.phoneNumber).map(toWire) })
  })

  api.post(PATHS.generatePaymentLink, { audit: { action: 'SEND_PAYMENT_LINK', subject: 'ORDER', id: (_i, a) => fieldOf(a, 'paymentLinkId') ?? fieldOf(a, 'link') ?? fieldOf(a, 'requestId'), member: (i) => customerByPhone(db, i.body.phoneNumber)?.id }, permission: ['CENTER_SELL_PACKS', 'EDIT'], body: GeneratePaymentLinkRequest, ...S.customer }, async (c, i) => {
    const r = i.body
    return onceFor(db, c, `payment-link:${idempotencyKey(c, r.requestId) ?? r.requestId}`, { staffId: i.staff.id, request: i.body }, () => {
      const now = d.now()
      const prior = db.prepare('SELECT * FROM payment_links WHERE request_id = ?').get(r.requestId) as RawLink | undefined
      if (prior !== undefined) return { status: 200, body: { message: PAYMENT_LINK_GENERATED, paymentLink: toWire(prior) } }
      const sameToday = linksFor(db, r.phoneNumber).find((l) => l.amount_paise === r.amount && centreDayOf(l.created_at) === centreDayOf(now))
      if (sameToday !== undefined) return { status: 409, body: { message: paymentLinkAlreadyCreated(sameToday.created_by) } }
      const id = `PL-${randomUUID()}`
      const link = `https://pay.sandbox.example/l/${id}`
      db.transaction(() => {
        db.prepare(
          'INSERT INTO payment_links (id, phone, amount_paise, request_id, description, created_by, status, link, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
        ).run(id, r.phoneNumber, r.amount, r.requestId, r.description, r.createdBy, 'CREATED', link, now)
        if (r.sendNotification)
          writeOutbox(db, r.phoneNumber, 'PAYMENT_LINK', `Pay ₹${(r.amount / 100).toFixed(2)} for ${r.description}: ${link}`, now)
      })()
      const created = db.prepare('SELECT * FROM payment_links WHERE id = ?').get(id) as RawLink
      return { status: 200, body: { message: r.sendNotification ? PAYMENT_LINK_GENERATED : LINK_GENERATED_NO_SMS, paymentLink: toWire(created) } }
    })
  })

  return api.app
}
