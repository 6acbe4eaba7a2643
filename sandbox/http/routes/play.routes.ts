import { randomUUID } from 'node:crypto'
import * as E from 'fp-ts/Either'
import type { Context, Hono } from 'hono'
import { PATHS } from '../../../adapters/http/contract/paths'
import {
  PlayBookRequest,
  PlayBookingsQuery,
  type PlayBookingWire,
  PlayCreateOrderRequest,
  PlayFulfilOrderRequest,
  PlaySessionsQuery,
  PlaySlotsQuery,
  type PlaySlotWire,
} from '../../../adapters/http/contract/play.codecs'
import type { OrderReqBody } from '../../../adapters/http/contract/payment.codecs'
import { HOUR_MS } from '../../../core/shared/constants'
import { NO_USER_DETAIL_FOUND, PAYMENT_AMOUNT_MISMATCH, PLAY_NOT_A_PLAY_CENTRE } from '../../../core/shared/messages'
import { CENTRE_TIME_ZONE } from '../../../core/shared/zone'
import { fromZonedTime } from 'date-fns-tz'
import type { Db } from '../../db/database'
import { centreById, centreByServiceId, productById, referenceList } from '../../selling/catalogue'
import { addDays, centreDayOf } from '../../../core/shared/centre-day'
import { membershipsOf } from '../../selling/memberships'
import { IDEMPOTENCY_KEY_REQUIRED, ORDER_NOT_FOUND, SLOT_FULL, SLOT_NOT_FOUND } from '../../selling/messages'
import { fulfilOrder, insertOrder, orderAnswer, orderById, orderRequestOf, priceOrder } from '../../selling/orders'
import { SALE_OTP_REQUIRED_CODE, checkSaleOtps } from '../../selling/sale-otp'
import { customerById } from '../../store/profile-store'
import type { ApiEnv } from '../api-env'
import { centreScopes } from '../centre-scope'
import { onceFor } from '../idempotency'
import { routeTable } from '../route'
import { idempotencyKey, type SellingDeps } from './selling-deps'
import { recordCashTaken } from '../../money/cash-drawer'
import { fieldOf } from '../../audit/audit-log'
import { memberOfOrder, orderSnapshot } from '../../audit/audit-subjects'

/** Texts only the sandbox says. */
export const NOT_A_PLAY_PRODUCT = 'Only play packs, play PT and academy packs are sold through the play order.'
export const COURSE_CATEGORY_MISMATCH = 'This academy pack belongs to another course category.'
export const ORDER_NOT_OPEN = 'This order is not waiting for payment.'
export const DAY_OUT_OF_RANGE = 'Play slots are listed from 30 days ago to 30 days ahead.'
export const SLOT_STARTED = 'This slot has already started.'
export const NO_PLAY_MEMBERSHIP = 'The user has no membership at this play centre on that day.'
export const CHILD_NOT_ON_ACCOUNT = 'This child is not a child user of the customer.'

/** Hourly slots of each sport, 06:00 to 22:00 centre time, four places each (courts, lanes). */
export const PLAY_FIRST_HOUR = 6
export const PLAY_LAST_HOUR = 21
export const PLAY_SLOT_CAPACITY = 4

type Sport = { id: number; name: string }

const slotIdOf = (centreId: number, sportId: number, day: string, hour: number): string =>
  `PLAY-${centreId}-${sportId}-${day.replaceAll('-', '')}-${String(hour).padStart(2, '0')}`

export const parseSlotId = (slotId: string): { centreId: number; sportId: number; day: string; hour: number } | undefined => {
  const m = /^PLAY-(\d{1,6})-(\d{1,6})-(\d{4})(\d{2})(\d{2})-(\d{2})$/.exec(slotId)
  if (m === null) return undefined
  const hour = Number(m[6])
  if (hour < PLAY_FIRST_HOUR || hour > PLAY_LAST_HOUR) return undefined
  return { centreId: Number(m[1]), sportId: Number(m[2]), day: `${m[3]}-${m[4]}-${m[5]}`, hour }
}

const hourStart = (day: string, hour: number): number => fromZonedTime(`${day}T${String(hour).padStart(2, '0')}:00:00`, CENTRE_TIME_ZONE).getTime()

const dayInRange = (day: string, now: number): boolean => day >= addDays(centreDayOf(now), -30) && day <= addDays(centreDayOf(now), 30) && !Number.isNaN(hourStart(day, 0))

const bookedCount = (db: Db, slotId: string): number => db.prepare("SELECT COUNT(*) FROM play_bookings WHERE slot_id = ? AND status = 'CONFIRMED'").pluck().get(slotId) as number

const slotsOf = (db: Db, centreId: number, sports: readonly Sport[], day: string): PlaySlotWire[] =>
  sports.flatMap((s) =>
    Array.from({ length: PLAY_LAST_HOUR - PLAY_FIRST_HOUR + 1 }, (_, i) => {
      const hour = PLAY_FIRST_HOUR + i
      const slotId = slotIdOf(centreId, s.id, day, hour)
      const startTime = hourStart(day, hour)
      return { slotId, sportId: s.id, sportName: s.name, startTime, endTime: startTime + HOUR_MS, capacity: PLAY_SLOT_CAPACITY, booked: bookedCount(db, slotId) }
    }),
  )

type BookingRow = { id: string; slot_id: string; user_id: string; centre_id: number; sport_id: number; start_at: number; end_at: number; child_id: string | null }

/** A child user of the account, by id ('first last'), or undefined. */
const childOf = (db: Db, userId: string, childId: string): { id: string; name: string } | undefined => {
  const row = db.prepare('SELECT id, data FROM child_users WHERE id = ? AND parent_user_id = ?').get(childId, userId) as { id: string; data: string } | undefined
  if (row === undefined) return undefined
  const c = JSON.parse(row.data) as { firstName?: string; lastName?: string }
  return { id: row.id, name: `${c.firstName ?? ''} ${c.lastName ?? ''}`.trim() }
}

const bookingWire = (db: Db, r: BookingRow): PlayBookingWire => {
  const sport = referenceList<Sport>(db, 'SPORT', r.centre_id).find((s) => s.id === r.sport_id)
  return {
    bookingId: r.id,
    userId: r.user_id,
    slotId: r.slot_id,
    sportId: r.sport_id,
    sportName: sport?.name ?? `Sport ${r.sport_id}`,
    startTime: r.start_at,
    endTime: r.end_at,
    centerId: r.centre_id,
    ...(r.child_id === null ? {} : { childId: r.child_id, childName: childOf(db, r.user_id, r.child_id)?.name ?? r.child_id }),
  }
}

/**
 * Play centre calls (part 2 §7): the play order (created, then fulfilled with the payment taken),
 * the day's sessions and a sport's slots, and bookings. Permission and the staff member's own
 * centre are checked on the server by routeTable (route.ts), whatever the portal shows.
 */
export const playRoutes = (d: SellingDeps): Hono<ApiEnv> => {
  const { db } = d
  const api = routeTable(db)
  const S = centreScopes(db)
  const refuse = (c: Context<ApiEnv>, status: 400 | 404 | 409, message: string) => c.json({ message }, status)

  /** Only a play centre's play products, and an academy pack only in its own course category. */
  const playOrderProblem = (body: OrderReqBody): string | undefined => {
    const centre = centreById(db, body.clientMetadata.centerId)
    if (centre === undefined || centre.wire.type !== 'PLAY') return PLAY_NOT_A_PLAY_CENTRE
    for (const line of body.orderProducts) {
      const product = productById(db, line.productId)
      if (product === undefined) continue // priceOrder answers 'Pack Details not found'
      if (!['PACK', 'PLAY_PT', 'PLAY_ACADEMY'].includes(product.kind)) return NOT_A_PLAY_PRODUCT
      const cc = line.option.courseCategoryId
      if (product.kind === 'PLAY_ACADEMY' && cc !== undefined && cc !== product.data.courseCategoryId) return COURSE_CATEGORY_MISMATCH
    }
    return undefined
  }

  api.post(
    PATHS.playCreateOrder,
    {
      audit: { action: 'CREATE_ORDER', subject: 'ORDER', id: (_i, a) => fieldOf(a, 'orderId'), member: (i) => i.body.orderReqBody.userId, track: (_i, a) => (a === undefined ? undefined : orderSnapshot(db, fieldOf(a, 'orderId'))) },
      permission: ['CENTER_SELL_PACKS', 'EDIT'],
      body: PlayCreateOrderRequest,
      centre: 'clientMetadata.centerId of the order',
      scope: (i) => S.at([S.ofCentreId(i.body.orderReqBody.clientMetadata.centerId)]),
    },
    async (c, i) => {
    const key = idempotencyKey(c)
    if (key === undefined) return refuse(c, 400, IDEMPOTENCY_KEY_REQUIRED)
    const body = i.body.orderReqBody
    if (centreById(db, body.clientMetadata.centerId) === undefined) return refuse(c, 404, PLAY_NOT_A_PLAY_CENTRE)
    return onceFor(db, c, `play-order:${key}`, { staffId: i.staff.id, request: i.body }, () => {
      const problem = playOrderProblem(body)
      if (problem !== undefined) return { status: 400, body: { message: problem } }
      const now = d.now()
      const priced = priceOrder(db, body, now, false)
      if (E.isLeft(priced)) return { status: priced.left.status, body: { message: priced.left.message } }
      const orderId = insertOrder(db, 'CASH', i.body, priced.right, i.staff.id, now)
      return { status: 200, body: orderAnswer(db, orderId) }
    })
  })

  api.post(
    PATHS.playFulfilOrder,
    { audit: { action: 'FULFIL_ORDER', subject: 'ORDER', id: (i) => i.body.orderId, member: (i) => memberOfOrder(db, i.body.orderId), track: (i) => orderSnapshot(db, i.body.orderId) }, permission: ['CENTER_SELL_PACKS', 'EDIT'], body: PlayFulfilOrderRequest, centre: 'the order’s centre (orderId)', scope: (i) => S.at([S.ofSaleOrder(i.body.orderId)]) },
    async (c, i) => {
    const key = idempotencyKey(c)
    if (key === undefined) return refuse(c, 400, IDEMPOTENCY_KEY_REQUIRED)
    const order = orderById(db, i.body.orderId)
    if (order === undefined) return refuse(c, 404, ORDER_NOT_FOUND)
    if (centreById(db, order.centreId)?.wire.type !== 'PLAY') return refuse(c, 400, PLAY_NOT_A_PLAY_CENTRE)
    return onceFor(db, c, `play-fulfil:${key}`, { staffId: i.staff.id, request: i.body }, () => {
      const now = orderById(db, i.body.orderId)
      if (now === undefined || now.status !== 'CREATED') return { status: 409, body: { message: ORDER_NOT_OPEN } }
      const paid = i.body.paymentSuccessReqBody.paymentModes.reduce((s, m) => s + m.amount, 0)
      if (paid !== now.amountPaise) return { status: 400, body: { message: PAYMENT_AMOUNT_MISMATCH } }
      // The cash OTP (company-owned and marketplace centres) and the PT price-drop OTP, checked here.
      const request = orderRequestOf(db, now.orderId)
      const paidInCash = i.body.paymentSuccessReqBody.paymentModes.some((m) => m.mode === 'CASH')
      const otps = request === undefined ? undefined : checkSaleOtps(db, i.staff, request, now.amountPaise, paidInCash, d.now())
      if (otps !== undefined && !otps.ok) return { status: 400, body: { message: otps.message, code: SALE_OTP_REQUIRED_CODE } }
      db.transaction(() => {
        otps?.take(now.orderId)
        fulfilOrder(db, now.orderId, d.now())
        recordCashTaken(db, i.staff.id, now.centreId, now.orderId, i.body.paymentSuccessReqBody.paymentModes, d.now())
      })()
      return { status: 200, body: orderAnswer(db, now.orderId) }
    })
  })

  const playCentre = (centerServiceId: string) => {
    const centre = centreByServiceId(db, Number(centerServiceId))
    return centre === undefined || centre.wire.type !== 'PLAY' ? undefined : centre
  }

  api.get(
    PATHS.playSessions,
    { permission: ['PLAY_PARTNER_SESSION', 'VIEW'], query: PlaySessionsQuery, centre: 'centerServiceId (query)', scope: (i) => S.at([S.ofServiceId(i.query.centerServiceId)]) },
    (c, i) => {
    const centre = playCentre(i.query.centerServiceId)
    if (centre === undefined) return refuse(c, 404, PLAY_NOT_A_PLAY_CENTRE)
    if (!dayInRange(i.query.day, d.now())) return refuse(c, 400, DAY_OUT_OF_RANGE)
    const sports = referenceList<Sport>(db, 'SPORT', centre.wire.id)
    const slots = slotsOf(db, centre.wire.id, sports, i.query.day).sort((a, b) => a.startTime - b.startTime || a.sportId - b.sportId)
    return c.json({ slots })
  })

  api.get(
    PATHS.playSlots,
    { permission: ['PLAY_PARTNER_SESSION', 'VIEW'], query: PlaySlotsQuery, centre: 'centerServiceId (query)', scope: (i) => S.at([S.ofServiceId(i.query.centerServiceId)]) },
    (c, i) => {
    const centre = playCentre(i.query.centerServiceId)
    if (centre === undefined) return refuse(c, 404, PLAY_NOT_A_PLAY_CENTRE)
    if (!dayInRange(i.query.day, d.now())) return refuse(c, 400, DAY_OUT_OF_RANGE)
    const sport = referenceList<Sport>(db, 'SPORT', centre.wire.id).find((s) => s.id === Number(i.query.sportId))
    if (sport === undefined) return refuse(c, 404, SLOT_NOT_FOUND)
    return c.json({ slots: slotsOf(db, centre.wire.id, [sport], i.query.day) })
  })

  api.post(
    PATHS.playBookings,
    {
      audit: { action: 'BOOK_PLAY_SESSION', subject: 'MEMBER', id: (i) => i.body.userId },
      permission: ['PLAY_PARTNER_SESSION', 'EDIT'],
      body: PlayBookRequest,
      centre: 'centerServiceId (body) and the slot’s centre (slotId)',
      scope: (i) => S.at([S.ofServiceId(i.body.centerServiceId), S.ofCentreId(parseSlotId(i.body.slotId)?.centreId)]),
    },
    async (c, i) => {
    const centre = playCentre(String(i.body.centerServiceId))
    if (centre === undefined) return refuse(c, 404, PLAY_NOT_A_PLAY_CENTRE)
    const slot = parseSlotId(i.body.slotId)
    const sport = slot === undefined ? undefined : referenceList<Sport>(db, 'SPORT', centre.wire.id).find((s) => s.id === slot.sportId)
    if (slot === undefined || slot.centreId !== centre.wire.id || sport === undefined || !dayInRange(slot.day, d.now())) return refuse(c, 404, SLOT_NOT_FOUND)
    if (customerById(db, i.body.userId) === undefined) return refuse(c, 404, NO_USER_DETAIL_FOUND)
    const child = i.body.childId === undefined ? undefined : childOf(db, i.body.userId, i.body.childId)
    if (i.body.childId !== undefined && child === undefined) return refuse(c, 400, CHILD_NOT_ON_ACCOUNT)
    return onceFor(db, c, idempotencyKey(c) === undefined ? undefined : `play-booking:${idempotencyKey(c)}`, { staffId: i.staff.id, request: i.body }, () => {
      const now = d.now()
      const start = hourStart(slot.day, slot.hour)
      if (start <= now) return { status: 400, body: { message: SLOT_STARTED } }
      const member = membershipsOf(db, i.body.userId).some((m) => m.centre_id === centre.wire.id && m.start_at <= start && m.end_at > start)
      if (!member) return { status: 400, body: { message: NO_PLAY_MEMBERSHIP } }
      // The account holder and each of their children hold a place of their own in a slot.
      const prior = db.prepare("SELECT * FROM play_bookings WHERE slot_id = ? AND user_id = ? AND COALESCE(child_id, '') = ?").get(i.body.slotId, i.body.userId, child?.id ?? '') as
        | BookingRow
        | undefined
      if (prior !== undefined) return { status: 200, body: bookingWire(db, prior) }
      const row: BookingRow | undefined = db.transaction(() => {
        if (bookedCount(db, i.body.slotId) >= PLAY_SLOT_CAPACITY) return undefined
        const r: BookingRow = {
          id: `PB-${randomUUID()}`,
          slot_id: i.body.slotId,
          user_id: i.body.userId,
          centre_id: centre.wire.id,
          sport_id: sport.id,
          start_at: start,
          end_at: start + HOUR_MS,
          child_id: child?.id ?? null,
        }
        db.prepare(
          'INSERT INTO play_bookings (id, slot_id, user_id, centre_id, sport_id, start_at, end_at, created_by, created_at, child_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
        ).run(r.id, r.slot_id, r.user_id, r.centre_id, r.sport_id, r.start_at, r.end_at, i.staff.id, now, r.child_id)
        return r
      })()
      if (row === undefined) return { status: 409, body: { message: SLOT_FULL } }
      return { status: 200, body: bookingWire(db, row) }
    })
  })

  api.get(
    PATHS.playBookings,
    { permission: ['PLAY_PARTNER_SESSION', 'VIEW'], query: PlayBookingsQuery, centre: 'centerServiceId (query)', scope: (i) => S.at([S.ofServiceId(i.query.centerServiceId)]) },
    (c, i) => {
    const centre = playCentre(i.query.centerServiceId)
    if (centre === undefined) return refuse(c, 404, PLAY_NOT_A_PLAY_CENTRE)
    if (customerById(db, i.query.userId) === undefined) return refuse(c, 404, NO_USER_DETAIL_FOUND)
    const rows = db.prepare('SELECT * FROM play_bookings WHERE user_id = ? AND centre_id = ? ORDER BY start_at LIMIT 500').all(i.query.userId, centre.wire.id) as BookingRow[]
    return c.json({ bookings: rows.map((r) => bookingWire(db, r)) })
  })

  return api.app
}
