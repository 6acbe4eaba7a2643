import { fromZonedTime } from 'date-fns-tz'
import * as TE from 'fp-ts/TaskEither'
import type { PlayBooking, PlayOrder, PlaySlot } from '../../core/selling/play'
import type { PlayDesk } from '../../core/selling/play-desk.port'
import { centreDaysBetween } from '../../core/selling/sale-day'
import { epochMs, paise } from '../../core/shared/brands'
import type { Clock } from '../../core/shared/clock.port'
import { DAY_MS, HOUR_MS } from '../../core/shared/constants'
import { type GatewayError, notFound, rejected } from '../../core/shared/errors'
import {
  NO_USER_DETAIL_FOUND,
  PACK_DETAILS_NOT_FOUND,
  PAYMENT_AMOUNT_MISMATCH,
  PLAY_NOT_A_PLAY_CENTRE,
  SPOT_OFFER_NOT_ENABLED,
  START_DATE_NOT_AVAILABLE,
  TRAINER_DETAILS_NOT_AVAILABLE,
} from '../../core/shared/messages'
import { CENTRE_TIME_ZONE } from '../../core/shared/zone'

/** A product a play centre sells (price in paise, GST included). */
export type PlayProduct = {
  readonly productId: string
  readonly centerId: number
  readonly kind: 'PACK' | 'PLAY_PT' | 'PLAY_ACADEMY'
  readonly price: number
  readonly durationInDays: number
  readonly courseCategoryId?: string
}

export type InMemoryPlayData = {
  readonly centres: readonly { readonly id: number; readonly centerServiceId: number }[]
  readonly products: readonly PlayProduct[]
  readonly sports: readonly { readonly centerId: number; readonly id: number; readonly name: string }[]
  readonly trainers?: readonly { readonly id: string; readonly centerId: number }[]
  readonly users: readonly string[]
  /** Memberships the users hold (a booking needs one at the centre on the slot's day). */
  readonly memberships?: readonly { readonly userId: string; readonly centerId: number; readonly start: number; readonly end: number }[]
  /** The users' child users ('first last'): a booking may be for one of them. */
  readonly children?: readonly { readonly id: string; readonly parentId: string; readonly name: string }[]
}

/** Hourly slots 06:00-22:00 of each sport, four places each: the sandbox's schedule. */
const FIRST_HOUR = 6
const LAST_HOUR = 21
const CAPACITY = 4

const hourStart = (day: string, hour: number): number => fromZonedTime(`${day}T${String(hour).padStart(2, '0')}:00:00`, CENTRE_TIME_ZONE).getTime()

/** The play desk over fixed data, with the sandbox's behaviour: orders created then fulfilled once, slots with four places. */
export const createInMemoryPlayDesk = (data: InMemoryPlayData, clock: Clock): PlayDesk & { readonly orders: () => readonly PlayOrder[] } => {
  const orders = new Map<string, PlayOrder & { readonly centerId: number; readonly userId: string }>()
  const results = new Map<string, { ok: true; value: unknown } | { ok: false; error: GatewayError }>()
  const bookings: PlayBooking[] = []
  const centreOf = (csid: number) => data.centres.find((c) => c.centerServiceId === csid)
  const known = (userId: string) => data.users.includes(userId)
  let n = 0

  /** Runs a write once per key: a repeat answers the first result. */
  const once = <A>(key: string, run: () => { ok: true; value: A } | { ok: false; error: GatewayError }) => {
    const prior = results.get(key) ?? run()
    results.set(key, prior)
    return prior.ok ? TE.right(prior.value as A) : TE.left(prior.error)
  }

  const slotsOf = (centerId: number, sports: InMemoryPlayData['sports'], day: string): PlaySlot[] =>
    sports.flatMap((s) =>
      Array.from({ length: LAST_HOUR - FIRST_HOUR + 1 }, (_, i) => {
        const hour = FIRST_HOUR + i
        const slotId = `PLAY-${centerId}-${s.id}-${day.replaceAll('-', '')}-${String(hour).padStart(2, '0')}`
        const start = hourStart(day, hour)
        return { slotId, sportId: s.id, sportName: s.name, startTime: epochMs(start), endTime: epochMs(start + HOUR_MS), capacity: CAPACITY, booked: bookings.filter((b) => b.slotId === slotId).length }
      }),
    )

  return {
    orders: () => [...orders.values()],
    createOrder: (order, key) =>
      once(`order:${key}`, () => {
        if (!known(order.userId)) return { ok: false, error: notFound(NO_USER_DETAIL_FOUND) }
        if (order.esoOfferIds.length > 0) return { ok: false, error: rejected(SPOT_OFFER_NOT_ENABLED) }
        const now = clock.now()
        let amount = 0
        const planned: { productId: string; start: number; end: number }[] = []
        for (const line of order.products) {
          const p = data.products.find((x) => x.productId === line.productId && x.centerId === order.centerId)
          if (p === undefined) return { ok: false, error: rejected(PACK_DETAILS_NOT_FOUND) }
          if (p.kind === 'PLAY_PT' && !(data.trainers ?? []).some((t) => t.id === line.trainerIdentityId && t.centerId === order.centerId))
            return { ok: false, error: rejected(TRAINER_DETAILS_NOT_AVAILABLE) }
          const offset = centreDaysBetween(epochMs(now), line.startDate)
          if (offset < 0 || offset > 30) return { ok: false, error: rejected(START_DATE_NOT_AVAILABLE) }
          const quantity = line.quantity ?? 1
          amount += p.price * quantity
          planned.push({ productId: p.productId, start: line.startDate, end: line.startDate + p.durationInDays * quantity * DAY_MS })
        }
        n += 1
        const orderId = `PLAY-ORD-${n}`
        const placed = { orderId, status: 'CREATED' as const, amount: paise(amount), createdAt: epochMs(now), memberships: [], centerId: order.centerId, userId: order.userId, planned }
        orders.set(orderId, placed)
        return { ok: true, value: strip(placed) }
      }),
    fulfilOrder: (r, key) =>
      once(`fulfil:${key}`, () => {
        const o = orders.get(r.orderId) as (PlayOrder & { centerId: number; userId: string; planned: { productId: string; start: number; end: number }[] }) | undefined
        if (o === undefined) return { ok: false, error: notFound('No such order.') }
        if (o.status !== 'CREATED') return { ok: false, error: rejected('This order is not waiting for payment.') }
        if (r.payment.reduce((s, p) => s + p.amount, 0) !== o.amount) return { ok: false, error: rejected(PAYMENT_AMOUNT_MISMATCH) }
        const done = {
          ...o,
          status: 'PAYMENT_COMPLETED' as const,
          memberships: o.planned.map((m, i) => ({ id: `MEM-${o.orderId}-${i + 1}`, userId: o.userId, productId: m.productId, start: epochMs(m.start), end: epochMs(m.end) })),
        }
        orders.set(o.orderId, done)
        return { ok: true, value: strip(done) }
      }),
    sessions: (q) => {
      const c = centreOf(q.centerServiceId)
      if (c === undefined) return TE.left(notFound(PLAY_NOT_A_PLAY_CENTRE))
      return TE.right(slotsOf(c.id, data.sports.filter((s) => s.centerId === c.id), q.day).sort((a, b) => a.startTime - b.startTime || a.sportId - b.sportId))
    },
    slots: (q) => {
      const c = centreOf(q.centerServiceId)
      const sport = data.sports.find((s) => s.centerId === c?.id && s.id === q.sportId)
      if (c === undefined || sport === undefined) return TE.left(notFound('No such slot.'))
      return TE.right(slotsOf(c.id, [sport], q.day))
    },
    book: (r, key) =>
      once(`book:${key}`, () => {
        const c = centreOf(r.centerServiceId)
        const m = /^PLAY-(\d+)-(\d+)-(\d{4})(\d{2})(\d{2})-(\d{2})$/.exec(r.slotId)
        if (c === undefined || m === null || Number(m[1]) !== c.id) return { ok: false, error: notFound('No such slot.') }
        const sport = data.sports.find((s) => s.centerId === c.id && s.id === Number(m[2]))
        if (sport === undefined) return { ok: false, error: notFound('No such slot.') }
        if (!known(r.userId)) return { ok: false, error: notFound(NO_USER_DETAIL_FOUND) }
        const child = r.childId === undefined ? undefined : (data.children ?? []).find((k) => k.id === r.childId && k.parentId === r.userId)
        if (r.childId !== undefined && child === undefined) return { ok: false, error: rejected('This child is not a child user of the customer.') }
        const start = hourStart(`${m[3]}-${m[4]}-${m[5]}`, Number(m[6]))
        if (start <= clock.now()) return { ok: false, error: rejected('This slot has already started.') }
        if (!(data.memberships ?? []).some((x) => x.userId === r.userId && x.centerId === c.id && x.start <= start && x.end > start))
          return { ok: false, error: rejected('The user has no membership at this play centre on that day.') }
        const prior = bookings.find((b) => b.slotId === r.slotId && b.userId === r.userId && b.childId === child?.id)
        if (prior !== undefined) return { ok: true, value: prior }
        if (bookings.filter((b) => b.slotId === r.slotId).length >= CAPACITY) return { ok: false, error: rejected('This slot is full.') }
        const booking: PlayBooking = {
          bookingId: `PB-${bookings.length + 1}`,
          userId: r.userId,
          slotId: r.slotId,
          sportId: sport.id,
          sportName: sport.name,
          startTime: epochMs(start),
          endTime: epochMs(start + HOUR_MS),
          centerId: c.id,
          ...(child === undefined ? {} : { childId: child.id, childName: child.name }),
        }
        bookings.push(booking)
        return { ok: true, value: booking }
      }),
    bookings: (q) => {
      const c = centreOf(q.centerServiceId)
      if (c === undefined) return TE.left(notFound(PLAY_NOT_A_PLAY_CENTRE))
      if (!known(q.userId)) return TE.left(notFound(NO_USER_DETAIL_FOUND))
      return TE.right(bookings.filter((b) => b.userId === q.userId && b.centerId === c.id).sort((a, b) => a.startTime - b.startTime))
    },
  }
}

const strip = (o: PlayOrder): PlayOrder => ({ orderId: o.orderId, status: o.status, amount: o.amount, createdAt: o.createdAt, memberships: o.memberships })

