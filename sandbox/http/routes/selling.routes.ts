import { randomUUID } from 'node:crypto'
import * as E from 'fp-ts/Either'
import { Hono } from 'hono'
import { PATHS } from '../../../adapters/http/contract/paths'
import {
  AcademyPacksQuery,
  ActiveClientsQuery,
  ActiveMembershipsQuery,
  AddOnsQuery,
  AddSpotOfferRequest,
  type AddOnWire,
  BootcampSlotsQuery,
  CardMachinesQuery,
  CourseCategoriesQuery,
  EarliestStartRequest,
  ExchangeRequest,
  GroupBuyEligibilityRequest,
  OffersEligibilityRequest,
  PackStartDateRequest,
  PacksQuery,
  type PackWire,
  PlayPtPacksRequest,
  PremiumConfigQuery,
  PtPacksRequest,
  type PtPackWire,
  PtSpotOffersRequest,
  RecurringLinkRequest,
  SavePreferenceRequest,
  TrainersLevelQuery,
} from '../../../adapters/http/contract/selling.codecs'
import { RECURRING_LINK_VALID_MS } from '../../../core/shared/constants'
import { NO_CONFIG_PRESENT, NO_USER_DETAIL_FOUND, OFFER_APPLIED, PURCHASED_IN_PAST, SPOT_OFFER_NOT_ENABLED, USER_NOT_ELIGIBLE } from '../../../core/shared/messages'
import { GROUP_BUY_INELIGIBLE_PHONES } from '../../seed/selling'
import { hasBoughtBefore } from '../../selling/orders'
import { customerById } from '../../store/profile-store'
import { centreById, centreByServiceId, offerById, productById, productsAt, referenceList, usableGrant } from '../../selling/catalogue'
import { activeMemberships, exchangeDiscount, membershipsOf, START_DATE_SELECTION_WINDOW_DAYS, suggestedStart, suggestedStartAnswer } from '../../selling/memberships'
import { CENTRE_NOT_FOUND, MEMBERSHIP_NOT_FOUND, NOT_RECURRING, SLOT_FULL, SLOT_NOT_FOUND } from '../../selling/messages'
import { terminalsAt } from '../../selling/terminal'
import type { ApiEnv } from '../api-env'
import { requirePermission } from '../api-guards'
import { onceFor } from '../idempotency'
import { readBody, readQuery } from '../validate'
import { notYourCentre, ownsCentre, type SellingDeps } from './selling-deps'

const SELL = 'CENTER_SELL_PACKS'
const PT = 'CENTER_PT_PACKS'

const sellView = requirePermission(SELL, 'VIEW')
const sellEdit = requirePermission(SELL, 'EDIT')
const ptView = requirePermission(PT, 'VIEW')

/** The selling reads and small writes of part 2 §7 (orders and payments are in payment.routes.ts). */
export const sellingRoutes = (d: SellingDeps): Hono<ApiEnv> => {
  const { db } = d
  const app = new Hono<ApiEnv>()
  const notFound = (c: { json: (b: unknown, s: 404) => Response }, message = CENTRE_NOT_FOUND) => c.json({ message }, 404)
  /** Selling calls find customers in the one customers table the profile calls use. */
  const unknownCustomer = (userId: string): boolean => customerById(db, userId) === undefined

  const packsAt = (centreId: number, withFees: boolean): PackWire[] =>
    productsAt(db, centreId, 'PACK').map((p) => {
      const pack = p.data as PackWire
      if (withFees) return pack
      const { taxAndFeeDetails: _fees, ...rest } = pack
      return rest
    })

  for (const [path, withFees] of [[PATHS.packs, false], [PATHS.packsV2, true]] as const)
    app.get(`/${path}`, sellView, (c) => {
      const q = readQuery(c, PacksQuery)
      if (E.isLeft(q)) return q.left
      const centreId = Number(q.right.centerId)
      if (centreById(db, centreId) === undefined) return notFound(c)
      return c.json({ packs: packsAt(centreId, withFees) })
    })

  app.get(`/${PATHS.activeMemberships}`, sellView, (c) => {
    const q = readQuery(c, ActiveMembershipsQuery)
    if (E.isLeft(q)) return q.left
    if (unknownCustomer(q.right.userId)) return notFound(c, NO_USER_DETAIL_FOUND)
    return c.json({ memberships: activeMemberships(db, q.right.userId, d.now()) })
  })

  app.post(`/${PATHS.earliestStart}`, sellView, async (c) => {
    const b = await readBody(c, EarliestStartRequest)
    if (E.isLeft(b)) return b.left
    if (unknownCustomer(b.right.userId)) return notFound(c, NO_USER_DETAIL_FOUND)
    if (centreByServiceId(db, b.right.centerServiceId) === undefined) return notFound(c)
    return c.json(suggestedStartAnswer(suggestedStart(db, b.right.userId, b.right.isPtPack, d.now())))
  })

  app.post(`/${PATHS.packStartDate}`, sellView, async (c) => {
    const b = await readBody(c, PackStartDateRequest)
    if (E.isLeft(b)) return b.left
    if (centreByServiceId(db, b.right.centerServiceId) === undefined) return notFound(c)
    return c.json({ startDateSelectionWindow: START_DATE_SELECTION_WINDOW_DAYS })
  })

  app.post(`/${PATHS.membershipExchange}`, sellView, async (c) => {
    const b = await readBody(c, ExchangeRequest)
    if (E.isLeft(b)) return b.left
    if (unknownCustomer(b.right.userId)) return notFound(c, NO_USER_DETAIL_FOUND)
    const m = membershipsOf(db, b.right.userId).find((x) => x.id === b.right.membershipId)
    if (m === undefined) return notFound(c, MEMBERSHIP_NOT_FOUND)
    const pack = productById(db, b.right.packId)
    if (pack === undefined || pack.kind !== 'PACK') return c.json({ message: NO_CONFIG_PRESENT }, 404)
    return c.json(exchangeDiscount(m, pack.sellingPricePaise, b.right.exchangeTimeInEpochMilliSeconds))
  })

  app.get(`/${PATHS.premiumMembershipsConfig}`, sellView, (c) => {
    const q = readQuery(c, PremiumConfigQuery)
    if (E.isLeft(q)) return q.left
    const pack = productById(db, q.right.packId)
    if (pack === undefined || pack.kind !== 'PACK') return c.json({ message: NO_CONFIG_PRESENT }, 404)
    const base = pack.data as PackWire
    // Premium: packs of a higher tier (SELECT < ELITE < PRO) and at least the same length at the same centre.
    const rank = { SELECT: 0, ELITE: 1, PRO: 2 } as const
    const premiumPacks = packsAt(pack.centreId, true).filter(
      (p) => rank[p.type] > rank[base.type] && p.durationInDays >= base.durationInDays && p.product?.productSubType !== 'RECURRING',
    )
    return c.json({ packId: pack.productId, upgradeAvailable: premiumPacks.length > 0, premiumPacks })
  })

  app.get(`/${PATHS.addOnPacks}`, sellView, (c) => {
    const q = readQuery(c, AddOnsQuery)
    if (E.isLeft(q)) return q.left
    const centre = centreByServiceId(db, Number(q.right.centerServiceId))
    if (centre === undefined) return notFound(c)
    const duration = Number(q.right.basePackDuration)
    // Duration-based add-ons cannot outlast the base pack; the others always fit.
    const addOns = productsAt(db, centre.wire.id, 'ADD_ON')
      .map((p) => p.data as AddOnWire)
      .filter((a) => a.benefitType !== 'DURATION_BASED' || a.durationInDays <= duration)
    return c.json({ addOns })
  })

  app.post(`/${PATHS.ptPackCatalog}`, ptView, async (c) => {
    const b = await readBody(c, PtPacksRequest)
    if (E.isLeft(b)) return b.left
    const centre = centreById(db, b.right.centerId)
    if (centre === undefined) return notFound(c)
    const packs = productsAt(db, centre.wire.id, 'PT')
      .map((p) => p.data as PtPackWire)
      .filter((p) => p.productType === b.right.productType)
    const levels = [...new Set(packs.map((p) => p.levelCode ?? ''))].map((levelCode) => ({ levelCode, packs: packs.filter((p) => (p.levelCode ?? '') === levelCode) }))
    return c.json({ levels })
  })

  app.post(`/${PATHS.playPtPackCatalog}`, ptView, async (c) => {
    const b = await readBody(c, PlayPtPacksRequest)
    if (E.isLeft(b)) return b.left
    const centre = centreByServiceId(db, b.right.centerServiceId)
    if (centre === undefined) return notFound(c)
    return c.json({ packs: productsAt(db, centre.wire.id, 'PLAY_PT').map((p) => p.data as PtPackWire) })
  })

  app.get(`/${PATHS.playCourseCategories}`, sellView, (c) => {
    const q = readQuery(c, CourseCategoriesQuery)
    if (E.isLeft(q)) return q.left
    const centre = centreByServiceId(db, Number(q.right.centerServiceId))
    if (centre === undefined) return notFound(c)
    return c.json({ courseCategories: referenceList(db, 'COURSE_CATEGORY', centre.wire.id) })
  })

  app.get(`/${PATHS.playAcademyPacks}`, sellView, (c) => {
    const q = readQuery(c, AcademyPacksQuery)
    if (E.isLeft(q)) return q.left
    const centre = centreByServiceId(db, Number(q.right.centerServiceId))
    if (centre === undefined) return notFound(c)
    const packs = productsAt(db, centre.wire.id, 'PLAY_ACADEMY')
      .filter((p) => p.data.courseCategoryId === q.right.courseCategoryId)
      .map((p) => {
        const { courseCategoryId: _cc, ...pack } = p.data
        return pack as PtPackWire
      })
    return c.json({ packs })
  })

  app.get(`/${PATHS.sports}`, sellView, (c) => {
    const csid = c.req.query('centerServiceId')
    const centre = csid === undefined ? centreById(db, 4) : /^\d+$/.test(csid) ? centreByServiceId(db, Number(csid)) : undefined
    if (centre === undefined) return notFound(c)
    return c.json({ sports: referenceList(db, 'SPORT', centre.wire.id) })
  })

  app.post(`/${PATHS.ptSpotOffers}`, ptView, async (c) => {
    const b = await readBody(c, PtSpotOffersRequest)
    if (E.isLeft(b)) return b.left
    if (centreById(db, b.right.centerId) === undefined) return notFound(c)
    const offers = b.right.productIds.flatMap((id) => {
      const p = productById(db, id)
      if (p === undefined || p.centreId !== b.right.centerId) return []
      return ((p.data as PtPackWire).offers ?? []).filter((o) => o.isSpotOffer)
    })
    return c.json({ offers })
  })

  app.post(`/${PATHS.addSpotOfferConfig}`, sellEdit, async (c) => {
    const b = await readBody(c, AddSpotOfferRequest)
    if (E.isLeft(b)) return b.left
    const r = b.right
    if (r.offerIds.length === 0 || r.count < 1 || r.endDate < r.startDate || r.eligibilityValue !== r.userId)
      return c.json({ message: 'Invalid request: offerIds must not be empty, count at least 1, endDate after startDate, eligibilityValue the userId.' }, 400)
    if (r.offerIds.some((id) => offerById(db, id)?.isSpotOffer !== true)) return c.json({ message: SPOT_OFFER_NOT_ENABLED }, 400)
    if (unknownCustomer(r.userId)) return notFound(c, NO_USER_DETAIL_FOUND)
    return onceFor(db, c, `spot-offer:${r.idempotenceKey}`, () => {
      const grantId = `GRANT-${randomUUID()}`
      const ins = db.prepare(
        'INSERT INTO spot_offer_grants (id, user_id, offer_id, product_type, start_date, end_date, remaining, added_by, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
      )
      db.transaction(() => r.offerIds.forEach((offerId, i) => ins.run(i === 0 ? grantId : `${grantId}-${i}`, r.userId, offerId, r.productType, r.startDate, r.endDate, r.count, r.addedBy, d.now())))()
      return { status: 200, body: { message: OFFER_APPLIED, grantId } }
    })
  })

  app.post(`/${PATHS.offersEligibility}`, sellView, async (c) => {
    const b = await readBody(c, OffersEligibilityRequest)
    if (E.isLeft(b)) return b.left
    const now = d.now()
    const eligibleOfferIds = b.right.offerIds.filter((id) => usableGrant(db, b.right.userId, id, now) !== undefined)
    const ok = eligibleOfferIds.length === b.right.offerIds.length && b.right.offerIds.length > 0
    return c.json({ result: ok ? 'OK' : 'NOT_ELIGIBLE', eligibleOfferIds, message: ok ? null : SPOT_OFFER_NOT_ENABLED })
  })

  app.get(`/${PATHS.cardMachines}`, sellView, (c) => {
    const q = readQuery(c, CardMachinesQuery)
    if (E.isLeft(q)) return q.left
    const centreId = Number(q.right.centerId)
    if (centreById(db, centreId) === undefined) return c.json({ message: NO_CONFIG_PRESENT }, 404)
    const terminals = terminalsAt(db, centreId)
    return c.json({
      centerId: centreId,
      isPaytmEnabled: terminals.length > 0,
      cardMachines: terminals.map((t) => ({ machineType: t.machine_type, cardMachineTid: t.tid })),
    })
  })

  app.get(`/${PATHS.ptTrainersLevelBreakdown}`, ptView, (c) => {
    const q = readQuery(c, TrainersLevelQuery)
    if (E.isLeft(q)) return q.left
    const centre = centreByServiceId(db, Number(q.right.centerServiceId))
    if (centre === undefined) return notFound(c)
    const trainers = (db.prepare('SELECT data FROM pt_trainers WHERE centre_id = ? ORDER BY position').pluck().all(centre.wire.id) as string[]).map(
      (t) => JSON.parse(t) as { levelCode: string },
    )
    const levels = [...new Set(trainers.map((t) => t.levelCode))].sort().map((levelCode) => ({ levelCode, count: trainers.filter((t) => t.levelCode === levelCode).length }))
    return c.json({ trainers, levels })
  })

  app.get(`/${PATHS.ptActiveClients}`, ptView, (c) => {
    const q = readQuery(c, ActiveClientsQuery)
    if (E.isLeft(q)) return q.left
    const startTo = q.right.startTimeTo === undefined ? Number.MAX_SAFE_INTEGER : Number(q.right.startTimeTo)
    const endFrom = q.right.endTimeFrom === undefined ? 0 : Number(q.right.endTimeFrom)
    const limit = q.right.limit === undefined ? 100 : Math.max(0, Math.min(1000, Number(q.right.limit)))
    const order = q.right.sortOrder === 'DESC' ? 'DESC' : 'ASC'
    const clients = (
      db
        .prepare(`SELECT id, user_id, product_id, start_at, end_at FROM sold_memberships WHERE kind = 'PT' AND centre_id = ? AND start_at <= ? AND end_at >= ? ORDER BY start_at ${order} LIMIT ?`)
        .all(Number(q.right.centerId), startTo, endFrom, limit) as { id: string; user_id: string; product_id: string; start_at: number; end_at: number }[]
    ).map((m) => ({ membershipId: m.id, userId: m.user_id, productId: m.product_id, start: m.start_at, end: m.end_at }))
    return c.json({ clients })
  })

  app.get(`/${PATHS.bootcampSlots}`, sellView, (c) => {
    const q = readQuery(c, BootcampSlotsQuery)
    if (E.isLeft(q)) return q.left
    const centre = centreByServiceId(db, Number(q.right.centerServiceId))
    if (centre === undefined) return notFound(c)
    const slots = (
      db.prepare('SELECT * FROM bootcamp_slots WHERE centre_id = ? ORDER BY from_time').all(centre.wire.id) as {
        slot_id: string
        from_time: string
        to_time: string
        total: number
        consumed: number
        onboarding_time: string
      }[]
    ).map((s) => ({ bootcampSlotId: s.slot_id, fromSlotTime: s.from_time, toSlotTime: s.to_time, totalSlots: s.total, consumedSlots: s.consumed, onBoardingTime: s.onboarding_time }))
    return c.json({ slots })
  })

  app.post(`/${PATHS.savePreference}`, sellEdit, async (c) => {
    const b = await readBody(c, SavePreferenceRequest)
    if (E.isLeft(b)) return b.left
    if (unknownCustomer(b.right.userId)) return notFound(c, NO_USER_DETAIL_FOUND)
    const slot = db.prepare('SELECT total, consumed FROM bootcamp_slots WHERE slot_id = ?').get(b.right.preferenceValue) as { total: number; consumed: number } | undefined
    if (slot === undefined) return c.json({ message: SLOT_NOT_FOUND }, 404)
    if (slot.consumed >= slot.total) return c.json({ message: SLOT_FULL }, 409)
    db.prepare(
      'INSERT INTO user_preferences (user_id, pref_key, pref_value, updated_at) VALUES (?, ?, ?, ?) ON CONFLICT (user_id, pref_key) DO UPDATE SET pref_value = excluded.pref_value, updated_at = excluded.updated_at',
    ).run(b.right.userId, b.right.preferenceKey, b.right.preferenceValue, d.now())
    return c.json({ userId: b.right.userId, preferenceKey: b.right.preferenceKey, preferenceValue: b.right.preferenceValue })
  })

  app.post(`/${PATHS.recurringLink}`, sellEdit, async (c) => {
    const b = await readBody(c, RecurringLinkRequest)
    if (E.isLeft(b)) return b.left
    if (unknownCustomer(b.right.userId)) return notFound(c, NO_USER_DETAIL_FOUND)
    const centre = centreByServiceId(db, b.right.centerServiceId)
    if (centre === undefined) return notFound(c)
    if (!ownsCentre(c, centre.wire.id)) return notYourCentre(c)
    const product = productById(db, b.right.productId)
    if (product === undefined || product.centreId !== centre.wire.id || (product.data as PackWire).product?.productSubType !== 'RECURRING')
      return c.json({ message: NOT_RECURRING }, 400)
    const now = d.now()
    const id = `RL-${randomUUID()}`
    const link = `https://pay.sandbox.example/recurring/${id}`
    const expiresAt = now + RECURRING_LINK_VALID_MS
    db.prepare(
      'INSERT INTO recurring_links (id, user_id, product_id, centre_service_id, start_date, agent_id, link, expires_at, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
    ).run(id, b.right.userId, b.right.productId, b.right.centerServiceId, b.right.startDate, b.right.agentId, link, expiresAt, now)
    return c.json({ link, expiresAt })
  })

  app.post(`/${PATHS.groupBuyEligibility}`, sellView, async (c) => {
    const b = await readBody(c, GroupBuyEligibilityRequest)
    if (E.isLeft(b)) return b.left
    if (centreById(db, b.right.centerId) === undefined) return notFound(c)
    const phone: string = b.right.phone
    if ((GROUP_BUY_INELIGIBLE_PHONES as readonly string[]).includes(phone)) return c.json({ eligible: false, reason: USER_NOT_ELIGIBLE })
    // The member is found by id and by phone in the one customers table.
    if (hasBoughtBefore(db, b.right.userId, phone)) return c.json({ eligible: false, reason: PURCHASED_IN_PAST })
    return c.json({ eligible: true, reason: null })
  })

  return app
}
