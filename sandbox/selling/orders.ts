import { randomUUID } from 'node:crypto'
import * as E from 'fp-ts/Either'
import type { OrderAnswer, OrderReqBody, OrderStatus } from '../../adapters/http/contract/payment.codecs'
import { DAY_MS, GROUP_BUY_MAX, GROUP_BUY_MIN } from '../../core/shared/constants'
import {
  MEMBER_ALREADY_IN_GROUP,
  PACK_DETAILS_NOT_FOUND,
  PURCHASED_IN_PAST,
  SPOT_OFFER_NOT_ENABLED,
  START_DATE_NOT_AVAILABLE,
  TIME_SLOT_REQUIRED,
  TRAINER_DETAILS_NOT_AVAILABLE,
  TRAINER_LEVEL_BELOW_PACK,
} from '../../core/shared/messages'
import type { Db } from '../db/database'
import { issueTaxInvoice } from '../money/tax-invoices'
import { centreById, offerById, productById, productOffers, usableGrant } from './catalogue'
import { exchangeDiscount, membershipsOf, startDateAllowed, suggestedStart, type MembershipRow } from './memberships'
import {
  ADD_ON_MEMBERSHIP_ENDED,
  ADD_ON_NOT_AN_ADD_ON,
  ADD_ON_START_OUTSIDE_MEMBERSHIP,
  CENTRE_NOT_FOUND,
  GROUP_DETAILS_MISSING,
  GROUP_SIZE,
  MEMBERSHIP_NOT_FOUND,
  PACK_NOT_AT_CENTRE,
  SLOT_FULL,
  SLOT_NOT_FOUND,
} from './messages'
import { agentById, customerById, customerByPhone } from '../store/profile-store'
import { ptLevelOf, ptTrainerAt } from '../store/trainers'
import { trainerLevelBelowPack } from '../../core/selling/pt-trainer-level.rule'
import { NO_USER_DETAIL_FOUND } from '../../core/shared/messages'
import { mirrorMembership, mirrorMembershipEnd, mirrorNewOrder, mirrorOrderOutcome } from './profile-mirror'
import { PROFILE_MEMBERSHIP_PREFIX } from './memberships'
import { startOfCentreDayOf } from '../../core/shared/centre-day'

export type Refusal = { readonly status: 400 | 403 | 404 | 409; readonly message: string; readonly code?: string }
const refuse = (status: Refusal['status'], message: string, code?: string): E.Either<Refusal, never> =>
  E.left(code === undefined ? { status, message } : { status, message, code })

/** One membership the order will create once paid. */
export type PlannedMembership = {
  readonly userId: string
  readonly productId: string
  readonly kind: string
  readonly centreId: number
  readonly start: number
  readonly end: number
  readonly pricePaise: number
  readonly name: string
  readonly type: string
  readonly bootcampSlotId?: string
  readonly exchangedMembershipId?: string
  /** The PT trainer the pack is sold with. */
  readonly trainerId?: string
  /** An add-on sold on its own: the customer membership (profile id) it is added to. */
  readonly addOnMembershipId?: number
}

/** The customer membership (profile id) an add-on sold on its own is added to: its days, or why not. */
const addOnBase = (db: Db, userId: string, membershipId: string, now: number): E.Either<Refusal, { id: number; start: number; end: number }> => {
  const id = Number(membershipId)
  const row = Number.isInteger(id)
    ? (db.prepare('SELECT id, start_at, end_at FROM customer_memberships WHERE id = ? AND user_id = ?').get(id, userId) as { id: number; start_at: number; end_at: number } | undefined)
    : undefined
  if (row === undefined) return refuse(404, MEMBERSHIP_NOT_FOUND)
  if (row.end_at <= now) return refuse(400, ADD_ON_MEMBERSHIP_ENDED)
  return E.right({ id: row.id, start: row.start_at, end: row.end_at })
}

export type PricedOrder = {
  readonly userId: string
  readonly centreId: number
  readonly amountPaise: number
  readonly memberships: readonly PlannedMembership[]
  readonly grantIds: readonly string[]
}

/** The customer (found by id, or by phone) holds or held a membership, sold here or seeded. */
export const hasBoughtBefore = (db: Db, userId: string, phone: string | undefined): boolean => {
  const byPhone = phone === undefined ? undefined : customerByPhone(db, phone)
  return membershipsOf(db, userId).length > 0 || (byPhone !== undefined && membershipsOf(db, byPhone.id).length > 0)
}

/**
 * Checks an order request against the catalogue and prices it in paise. Nothing is written.
 * `group` requires group details of 2 to 5 members and prices each member.
 */
export const priceOrder = (db: Db, body: OrderReqBody, now: number, group: boolean): E.Either<Refusal, PricedOrder> => {
  const centreId = body.clientMetadata.centerId
  const centre = centreById(db, centreId)
  if (centre === undefined) return refuse(404, CENTRE_NOT_FOUND)
  if (body.orderProducts.length === 0) return refuse(400, PACK_DETAILS_NOT_FOUND)
  if (customerById(db, body.userId) === undefined) return refuse(404, NO_USER_DETAIL_FOUND)

  const memberships: PlannedMembership[] = []
  const grantIds: string[] = []
  let amount = 0
  const offersUsed = new Set<string>()

  for (const line of body.orderProducts) {
    const product = productById(db, line.productId)
    if (product === undefined) return refuse(400, PACK_DETAILS_NOT_FOUND)
    if (product.centreId !== centreId || line.option.centerId !== centreId) return refuse(400, PACK_NOT_AT_CENTRE)
    const isPt = product.kind === 'PT' || product.kind === 'PLAY_PT'
    if (isPt) {
      const trainerId = line.option.ptOptions?.trainerId
      // One of the centre's PT trainers (the ones /pt lists and PT booking accepts), never a default.
      const trainer = trainerId === undefined || trainerId.trim() === '' ? undefined : ptTrainerAt(db, trainerId, centre.wire.centerServiceId)
      if (trainer === undefined) return refuse(400, TRAINER_DETAILS_NOT_AVAILABLE)
      // A trainer takes packs of their PT level or lower (the level on their employee record).
      if (trainerLevelBelowPack(ptLevelOf(db, trainer.identityId), (product.data as { levelCode?: string | null }).levelCode)) return refuse(400, TRAINER_LEVEL_BELOW_PACK)
    }
    let bootcampSlotId: string | undefined
    if (centre.wire.type === 'BOOTCAMP' && product.kind === 'PACK') {
      bootcampSlotId = line.option.bootcampSlotId
      if (bootcampSlotId === undefined || bootcampSlotId === '') return refuse(400, TIME_SLOT_REQUIRED)
      const slot = db.prepare('SELECT total, consumed FROM bootcamp_slots WHERE slot_id = ? AND centre_id = ?').get(bootcampSlotId, centreId) as
        | { total: number; consumed: number }
        | undefined
      if (slot === undefined) return refuse(404, SLOT_NOT_FOUND)
      if (slot.consumed >= slot.total) return refuse(409, SLOT_FULL)
    }

    // An add-on sold on its own runs within the membership it is added to, from today.
    const addOnFor = line.option.addOnDetails
    if (addOnFor !== undefined) {
      if (product.kind !== 'ADD_ON' || group) return refuse(400, ADD_ON_NOT_AN_ADD_ON)
      const base = addOnBase(db, body.userId, addOnFor.membershipId, now)
      if (E.isLeft(base)) return base
      const start = line.option.startDate
      if (start < startOfCentreDayOf(Math.max(now, base.right.start)) || start >= base.right.end) return refuse(400, ADD_ON_START_OUTSIDE_MEMBERSHIP)
      const data = product.data as { title?: string; product?: { title?: string } }
      const linePaise = product.sellingPricePaise * line.quantity
      amount += linePaise
      memberships.push({
        userId: body.userId,
        productId: product.productId,
        kind: product.kind,
        centreId,
        start,
        end: Math.min(start + product.durationDays * line.quantity * DAY_MS, base.right.end),
        pricePaise: linePaise,
        name: data.product?.title ?? data.title ?? product.productId,
        type: product.kind,
        addOnMembershipId: base.right.id,
      })
      continue
    }

    const users = group
      ? line.option.groupDetails?.users
      : [{ userId: body.userId, phone: undefined as string | undefined, startDate: line.option.startDate }]
    if (users === undefined) return refuse(400, GROUP_DETAILS_MISSING)
    if (group) {
      if (users.length < GROUP_BUY_MIN || users.length > GROUP_BUY_MAX) return refuse(400, GROUP_SIZE)
      const phones = new Set(users.map((u) => u.phone))
      if (phones.size !== users.length || new Set(users.map((u) => u.userId)).size !== users.length) return refuse(400, MEMBER_ALREADY_IN_GROUP)
      // Every member is a customer of the one customer table, found by id and phone.
      if (users.some((u) => customerById(db, u.userId)?.phone !== u.phone)) return refuse(404, NO_USER_DETAIL_FOUND)
      if (users.some((u) => hasBoughtBefore(db, u.userId, u.phone))) return refuse(400, PURCHASED_IN_PAST)
    }

    const offers = productOffers(product)
    const groupDiscountPaise = group ? (offers.find((o) => o.isGroupOffer)?.discount ?? 0) * 100 : 0
    let exchanged: MembershipRow | undefined
    let exchangePaise = 0
    if (line.option.exchangeDetails !== undefined) {
      exchanged = membershipsOf(db, body.userId).find((m) => m.id === line.option.exchangeDetails?.membershipId)
      if (exchanged === undefined) return refuse(404, MEMBERSHIP_NOT_FOUND)
      const ex = exchangeDiscount(exchanged, product.sellingPricePaise, now)
      if (!ex.isValidExchange) return refuse(400, ex.invalidReason ?? MEMBERSHIP_NOT_FOUND)
      exchangePaise = ex.discountValue * 100
    }

    for (const u of users) {
      const suggested = suggestedStart(db, u.userId, isPt, now)
      if (!startDateAllowed(u.startDate, suggested, now)) return refuse(400, START_DATE_NOT_AVAILABLE)
      const unit = Math.max(0, product.sellingPricePaise - groupDiscountPaise)
      const linePaise = unit * line.quantity
      amount += linePaise
      const data = product.data as { name?: string; title?: string; type?: string }
      memberships.push({
        userId: u.userId,
        productId: product.productId,
        kind: product.kind,
        centreId,
        start: u.startDate,
        end: u.startDate + product.durationDays * line.quantity * DAY_MS,
        pricePaise: linePaise,
        name: data.name ?? data.title ?? product.productId,
        type: data.type ?? product.kind,
        ...(bootcampSlotId === undefined ? {} : { bootcampSlotId }),
        ...(exchanged === undefined ? {} : { exchangedMembershipId: exchanged.id }),
        ...(isPt && line.option.ptOptions?.trainerId !== undefined ? { trainerId: line.option.ptOptions.trainerId } : {}),
      })
    }
    amount -= exchangePaise

    // Spot offers the staff applied (esoOfferIds) must be granted to this user and cover the product.
    for (const offerId of body.esoOfferIds) {
      const offer = offerById(db, offerId)
      if (offer === undefined || !offer.isSpotOffer) return refuse(400, SPOT_OFFER_NOT_ENABLED)
      if (!offers.some((o) => o.offerId === offerId) || offersUsed.has(offerId)) continue
      const grant = usableGrant(db, body.userId, offerId, now)
      if (grant === undefined) return refuse(400, SPOT_OFFER_NOT_ENABLED)
      offersUsed.add(offerId)
      grantIds.push(grant.id)
      amount -= offer.discount * 100 * line.quantity
    }
  }
  for (const offerId of body.esoOfferIds) if (!offersUsed.has(offerId)) return refuse(400, SPOT_OFFER_NOT_ENABLED)

  return E.right({ userId: body.userId, centreId, amountPaise: Math.max(0, amount), memberships, grantIds })
}

export type StoredOrder = {
  readonly orderId: string
  readonly userId: string
  readonly centreId: number
  readonly channel: 'CASH' | 'GATEWAY' | 'GROUP'
  readonly status: OrderStatus
  readonly amountPaise: number
  readonly createdAt: number
  readonly priced: PricedOrder
}

type RawOrder = { order_id: string; user_id: string; centre_id: number; channel: StoredOrder['channel']; status: OrderStatus; amount_paise: number; request: string; created_at: number }

export const orderById = (db: Db, orderId: string): StoredOrder | undefined => {
  const r = db.prepare('SELECT * FROM sale_orders WHERE order_id = ?').get(orderId) as RawOrder | undefined
  if (r === undefined) return undefined
  const request = JSON.parse(r.request) as { priced: PricedOrder }
  return {
    orderId: r.order_id,
    userId: r.user_id,
    centreId: r.centre_id,
    channel: r.channel,
    status: r.status,
    amountPaise: r.amount_paise,
    createdAt: r.created_at,
    priced: request.priced,
  }
}

/** The order request an order was created with (what the route checked and stored). */
export const orderRequestOf = (db: Db, orderId: string): OrderReqBody | undefined => {
  const raw = db.prepare('SELECT request FROM sale_orders WHERE order_id = ?').pluck().get(orderId) as string | undefined
  if (raw === undefined) return undefined
  const body = (JSON.parse(raw) as { body?: { orderReqBody?: OrderReqBody } }).body
  return body?.orderReqBody
}

/** Stores a new order in CREATED. */
export const insertOrder = (db: Db, channel: StoredOrder['channel'], body: unknown, priced: PricedOrder, createdBy: string, now: number): string => {
  const orderId = `ORD-${randomUUID()}`
  db.prepare(
    'INSERT INTO sale_orders (order_id, user_id, centre_id, channel, status, amount_paise, request, created_by, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
  ).run(orderId, priced.userId, priced.centreId, channel, 'CREATED', priced.amountPaise, JSON.stringify({ body, priced }), createdBy, now, now)
  mirrorNewOrder(db, { orderId, userId: priced.userId, channel, amountPaise: priced.amountPaise, packName: packNameOf(db, priced), createdAt: now })
  return orderId
}

/** Marks a paid order complete and creates its memberships, once (a second call does nothing). */
export const fulfilOrder = (db: Db, orderId: string, now: number): void => {
  db.transaction(() => {
    const order = orderById(db, orderId)
    if (order === undefined || order.status !== 'CREATED') return
    const ins = db.prepare(
      'INSERT INTO sold_memberships (id, user_id, order_id, product_id, kind, centre_id, start_at, end_at, price_paise, data) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
    )
    order.priced.memberships.forEach((m, i) => {
      const soldId = `MEM-${orderId.slice(4)}-${i + 1}`
      ins.run(soldId, m.userId, orderId, m.productId, m.kind, m.centreId, m.start, m.end, m.pricePaise, JSON.stringify({ name: m.name, type: m.type }))
      const product = productById(db, m.productId)
      mirrorMembership(db, {
        soldId,
        userId: m.userId,
        saleKind: m.kind,
        centreId: m.centreId,
        start: m.start,
        end: m.end,
        name: titleOf(product?.data, m.name),
        productData: product?.data ?? {},
        durationDays: Math.round((m.end - m.start) / DAY_MS),
        ...(m.trainerId === undefined ? {} : { trainer: { id: m.trainerId, name: trainerName(db, m.trainerId) } }),
      })
      if (m.addOnMembershipId !== undefined) addToMembership(db, orderId, m, product?.data ?? {})
      if (m.bootcampSlotId !== undefined) db.prepare('UPDATE bootcamp_slots SET consumed = consumed + 1 WHERE slot_id = ?').run(m.bootcampSlotId)
      if (m.exchangedMembershipId !== undefined) endExchanged(db, m.exchangedMembershipId, Math.min(now, m.start))
    })
    for (const g of order.priced.grantIds) db.prepare('UPDATE spot_offer_grants SET remaining = remaining - 1 WHERE id = ? AND remaining > 0').run(g)
    db.prepare("UPDATE sale_orders SET status = 'PAYMENT_COMPLETED', updated_at = ? WHERE order_id = ?").run(now, orderId)
    mirrorOrderOutcome(db, orderId, 'Successful', null)
    // The tax invoice takes its number in this same transaction: never a gap, never a repeat.
    issueTaxInvoice(db, { orderId, centreId: order.centreId, userId: order.userId, amountPaise: order.amountPaise, items: order.priced.memberships.map((m) => ({ description: titleOf(productById(db, m.productId)?.data, m.name), pricePaise: m.pricePaise })) }, now)
  })()
}

/** An add-on sold on its own shows in its membership's add-ons on the profile (View Add-ons). */
const addToMembership = (db: Db, orderId: string, m: PlannedMembership, data: Record<string, unknown>): void => {
  const benefitType = typeof data.benefitType === 'string' ? data.benefitType : 'OTHER'
  // The add-on list carries no ticket count: a tracked add-on's title names it ('Towel service (10 uses)').
  const uses = /(\d+) uses/.exec(m.name)?.[1]
  const row = {
    orderId,
    benefitName: m.name,
    benefitType,
    ...(benefitType === 'TRACKED_CONSUMABLE' && uses !== undefined ? { tickets: Number(uses) } : {}),
    startDate: m.start,
    endDate: m.end,
    status: 'ACTIVE',
  }
  db.prepare('INSERT INTO membership_add_ons (membership_id, data) VALUES (?, ?)').run(m.addOnMembershipId, JSON.stringify(row))
}

export const failOrder = (db: Db, orderId: string, now: number, remark = 'Payment failed on the card machine'): void => {
  const changed = db.prepare("UPDATE sale_orders SET status = 'PAYMENT_FAILED', updated_at = ? WHERE order_id = ? AND status = 'CREATED'").run(now, orderId)
  if (changed.changes > 0) mirrorOrderOutcome(db, orderId, 'Failed', remark)
}

const titleOf = (data: Record<string, unknown> | undefined, fallback: string): string =>
  typeof data?.title === 'string' ? data.title : typeof data?.displayName === 'string' ? data.displayName : fallback

/** What the order history calls the order: the titles of what it sells. */
const packNameOf = (db: Db, priced: PricedOrder): string =>
  [...new Set(priced.memberships.map((m) => titleOf(productById(db, m.productId)?.data, m.name)))].join(', ')

const trainerName = (db: Db, trainerId: string): string => agentById(db, trainerId)?.name ?? trainerId

/** Ends an exchanged membership: a sold one (and its customer copy) or a seeded customer membership. */
const endExchanged = (db: Db, membershipId: string, end: number): void => {
  if (membershipId.startsWith(PROFILE_MEMBERSHIP_PREFIX)) {
    const id = Number(membershipId.slice(PROFILE_MEMBERSHIP_PREFIX.length))
    const raw = db.prepare('SELECT data FROM customer_memberships WHERE id = ?').pluck().get(id) as string | undefined
    if (raw !== undefined) db.prepare('UPDATE customer_memberships SET end_at = ?, data = ? WHERE id = ?').run(end, JSON.stringify({ ...(JSON.parse(raw) as object), end }), id)
    return
  }
  db.prepare('UPDATE sold_memberships SET end_at = ? WHERE id = ?').run(end, membershipId)
  mirrorMembershipEnd(db, membershipId, end)
}

export const orderAnswer = (db: Db, orderId: string): OrderAnswer | undefined => {
  const o = orderById(db, orderId)
  if (o === undefined) return undefined
  const memberships = (
    db.prepare('SELECT id, user_id, product_id, start_at, end_at FROM sold_memberships WHERE order_id = ? ORDER BY id').all(orderId) as {
      id: string
      user_id: string
      product_id: string
      start_at: number
      end_at: number
    }[]
  ).map((m) => ({ id: m.id, userId: m.user_id, productId: m.product_id, start: m.start_at, end: m.end_at }))
  return { orderId: o.orderId, status: o.status, amount: o.amountPaise, createdAt: o.createdAt, memberships }
}
