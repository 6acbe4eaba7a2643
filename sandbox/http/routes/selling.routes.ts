import { randomUUID } from 'node:crypto'
import { type Hono } from 'hono'
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
  SportsQuery,
  RecurringLinkRequest,
  SavePreferenceRequest,
  TrainersLevelQuery,
} from '../../../adapters/http/contract/selling.codecs'
import { RECURRING_LINK_VALID_MS } from '../../../core/shared/constants'
import { NO_CONFIG_PRESENT, NO_USER_DETAIL_FOUND, OFFER_APPLIED, PURCHASED_IN_PAST, SPOT_OFFER_NOT_ENABLED, USER_NOT_ELIGIBLE } from '../../../core/shared/messages'
import { GROUP_BUY_INELIGIBLE_PHONES } from '../../seed/selling'
import { hasBoughtBefore } from '../../selling/orders'
import { customerById } from '../../store/profile-store'
import { ptTrainersAt } from '../../store/trainers'
import { centreById, centreByServiceId, offerById, productById, productsAt, referenceList, usableGrant } from '../../selling/catalogue'
import { activeMemberships, exchangeDiscount, membershipsOf, START_DATE_SELECTION_WINDOW_DAYS, suggestedStart, suggestedStartAnswer } from '../../selling/memberships'
import { CENTRE_NOT_FOUND, MEMBERSHIP_NOT_FOUND, NOT_RECURRING, SLOT_FULL, SLOT_NOT_FOUND } from '../../selling/messages'
import { terminalsAt } from '../../selling/terminal'
import type { ApiEnv } from '../api-env'
import { centreScopes } from '../centre-scope'
import { routeTable } from '../route'
import { onceFor } from '../idempotency'
import { notYourCentre, ownsCentre, type SellingDeps } from './selling-deps'

const SELL = 'CENTER_SELL_PACKS'


/** The selling reads and small writes of part 2 §7 (orders and payments are in payment.routes.ts). */
export const sellingRoutes = (d: SellingDeps): Hono<ApiEnv> => {
  const { db } = d
  const api = routeTable(db)
  const S = centreScopes(db)
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
    api.get(path, { permission: [SELL, 'VIEW'], query: PacksQuery, centre: 'centerId (query)', scope: (i) => S.at([S.ofCentreId(i.query.centerId)]) }, (c, i) => {
      const centreId = Number(i.query.centerId)
      if (centreById(db, centreId) === undefined) return notFound(c)
      return c.json({ packs: packsAt(centreId, withFees) })
    })

  api.get(PATHS.activeMemberships, { permission: ['CENTER_SELL_PACKS', 'VIEW'], query: ActiveMembershipsQuery, ...S.customer }, (c, i) => {
    if (unknownCustomer(i.query.userId)) return notFound(c, NO_USER_DETAIL_FOUND)
    return c.json({ memberships: activeMemberships(db, i.query.userId, d.now()) })
  })

  api.post(PATHS.earliestStart, { audit: 'reads', permission: ['CENTER_SELL_PACKS', 'VIEW'], body: EarliestStartRequest, centre: 'centerServiceId (body)', scope: (i) => S.at([S.ofServiceId(i.body.centerServiceId)]) }, async (c, i) => {
    if (unknownCustomer(i.body.userId)) return notFound(c, NO_USER_DETAIL_FOUND)
    if (centreByServiceId(db, i.body.centerServiceId) === undefined) return notFound(c)
    return c.json(suggestedStartAnswer(suggestedStart(db, i.body.userId, i.body.isPtPack, d.now())))
  })

  api.post(PATHS.packStartDate, { audit: 'reads', permission: ['CENTER_SELL_PACKS', 'VIEW'], body: PackStartDateRequest, centre: 'centerServiceId (body)', scope: (i) => S.at([S.ofServiceId(i.body.centerServiceId)]) }, async (c, i) => {
    if (centreByServiceId(db, i.body.centerServiceId) === undefined) return notFound(c)
    return c.json({ startDateSelectionWindow: START_DATE_SELECTION_WINDOW_DAYS })
  })

  api.post(PATHS.membershipExchange, { audit: 'reads', permission: ['CENTER_SELL_PACKS', 'VIEW'], body: ExchangeRequest, centre: 'the new pack’s centre (packId)', scope: (i) => S.at([S.ofProduct(i.body.packId)]) }, async (c, i) => {
    if (unknownCustomer(i.body.userId)) return notFound(c, NO_USER_DETAIL_FOUND)
    const m = membershipsOf(db, i.body.userId).find((x) => x.id === i.body.membershipId)
    if (m === undefined) return notFound(c, MEMBERSHIP_NOT_FOUND)
    const pack = productById(db, i.body.packId)
    if (pack === undefined || pack.kind !== 'PACK') return c.json({ message: NO_CONFIG_PRESENT }, 404)
    return c.json(exchangeDiscount(m, pack.sellingPricePaise, i.body.exchangeTimeInEpochMilliSeconds))
  })

  api.get(PATHS.premiumMembershipsConfig, { permission: ['CENTER_SELL_PACKS', 'VIEW'], query: PremiumConfigQuery, centre: 'the pack’s centre (packId)', scope: (i) => S.at([S.ofProduct(i.query.packId)]) }, (c, i) => {
    const pack = productById(db, i.query.packId)
    if (pack === undefined || pack.kind !== 'PACK') return c.json({ message: NO_CONFIG_PRESENT }, 404)
    const base = pack.data as PackWire
    // Premium: packs of a higher tier (SELECT < ELITE < PRO) and at least the same length at the same centre.
    const rank = { SELECT: 0, ELITE: 1, PRO: 2 } as const
    const premiumPacks = packsAt(pack.centreId, true).filter(
      (p) => rank[p.type] > rank[base.type] && p.durationInDays >= base.durationInDays && p.product?.productSubType !== 'RECURRING',
    )
    return c.json({ packId: pack.productId, upgradeAvailable: premiumPacks.length > 0, premiumPacks })
  })

  api.get(PATHS.addOnPacks, { permission: ['CENTER_SELL_PACKS', 'VIEW'], query: AddOnsQuery, centre: 'centerServiceId (query)', scope: (i) => S.at([S.ofServiceId(i.query.centerServiceId)]) }, (c, i) => {
    const centre = centreByServiceId(db, Number(i.query.centerServiceId))
    if (centre === undefined) return notFound(c)
    const duration = Number(i.query.basePackDuration)
    // Duration-based add-ons cannot outlast the base pack; the others always fit.
    const addOns = productsAt(db, centre.wire.id, 'ADD_ON')
      .map((p) => p.data as AddOnWire)
      .filter((a) => a.benefitType !== 'DURATION_BASED' || a.durationInDays <= duration)
    return c.json({ addOns })
  })

  api.post(PATHS.ptPackCatalog, { audit: 'reads', permission: ['CENTER_PT_PACKS', 'VIEW'], body: PtPacksRequest, centre: 'centerId (body)', scope: (i) => S.at([S.ofCentreId(i.body.centerId)]) }, async (c, i) => {
    const centre = centreById(db, i.body.centerId)
    if (centre === undefined) return notFound(c)
    const packs = productsAt(db, centre.wire.id, 'PT')
      .map((p) => p.data as PtPackWire)
      .filter((p) => p.productType === i.body.productType)
    const levels = [...new Set(packs.map((p) => p.levelCode ?? ''))].map((levelCode) => ({ levelCode, packs: packs.filter((p) => (p.levelCode ?? '') === levelCode) }))
    return c.json({ levels })
  })

  api.post(PATHS.playPtPackCatalog, { audit: 'reads', permission: ['CENTER_PT_PACKS', 'VIEW'], body: PlayPtPacksRequest, centre: 'centerServiceId (body)', scope: (i) => S.at([S.ofServiceId(i.body.centerServiceId)]) }, async (c, i) => {
    const centre = centreByServiceId(db, i.body.centerServiceId)
    if (centre === undefined) return notFound(c)
    return c.json({ packs: productsAt(db, centre.wire.id, 'PLAY_PT').map((p) => p.data as PtPackWire) })
  })

  api.get(PATHS.playCourseCategories, { permission: ['CENTER_SELL_PACKS', 'VIEW'], query: CourseCategoriesQuery, centre: 'centerServiceId (query)', scope: (i) => S.at([S.ofServiceId(i.query.centerServiceId)]) }, (c, i) => {
    const centre = centreByServiceId(db, Number(i.query.centerServiceId))
    if (centre === undefined) return notFound(c)
    return c.json({ courseCategories: referenceList(db, 'COURSE_CATEGORY', centre.wire.id) })
  })

  api.get(PATHS.playAcademyPacks, { permission: ['CENTER_SELL_PACKS', 'VIEW'], query: AcademyPacksQuery, centre: 'centerServiceId (query)', scope: (i) => S.at([S.ofServiceId(i.query.centerServiceId)]) }, (c, i) => {
    const centre = centreByServiceId(db, Number(i.query.centerServiceId))
    if (centre === undefined) return notFound(c)
    const packs = productsAt(db, centre.wire.id, 'PLAY_ACADEMY')
      .filter((p) => p.data.courseCategoryId === i.query.courseCategoryId)
      .map((p) => {
        const { courseCategoryId: _cc, ...pack } = p.data
        return pack as PtPackWire
      })
    return c.json({ packs })
  })

  api.get(PATHS.sports, { permission: [SELL, 'VIEW'], query: SportsQuery, centre: 'centerServiceId (query); absent: the seeded play arena (4)', scope: (i) => S.at([i.query.centerServiceId === undefined ? S.ofCentreId(4) : S.ofServiceId(i.query.centerServiceId)]) }, (c, i) => {
    const centre = i.query.centerServiceId === undefined ? centreById(db, 4) : centreByServiceId(db, i.query.centerServiceId)
    if (centre === undefined) return notFound(c)
    return c.json({ sports: referenceList(db, 'SPORT', centre.wire.id) })
  })

  api.post(PATHS.ptSpotOffers, { audit: 'reads', permission: ['CENTER_PT_PACKS', 'VIEW'], body: PtSpotOffersRequest, centre: 'centerId and centerServiceId (body)', scope: (i) => S.at([S.ofCentreId(i.body.centerId), S.ofServiceId(i.body.centerServiceId)]) }, async (c, i) => {
    if (centreById(db, i.body.centerId) === undefined) return notFound(c)
    const offers = i.body.productIds.flatMap((id) => {
      const p = productById(db, id)
      if (p === undefined || p.centreId !== i.body.centerId) return []
      return ((p.data as PtPackWire).offers ?? []).filter((o) => o.isSpotOffer)
    })
    return c.json({ offers })
  })

  api.post(PATHS.addSpotOfferConfig, { audit: { action: 'GIVE_OFFER', subject: 'MEMBER', id: (i) => i.body.userId }, permission: ['CENTER_SELL_PACKS', 'EDIT'], body: AddSpotOfferRequest, ...S.customer }, async (c, i) => {
    const r = i.body
    if (r.offerIds.length === 0 || r.count < 1 || r.endDate < r.startDate || r.eligibilityValue !== r.userId)
      return c.json({ message: 'Invalid request: offerIds must not be empty, count at least 1, endDate after startDate, eligibilityValue the userId.' }, 400)
    if (r.offerIds.some((id) => offerById(db, id)?.isSpotOffer !== true)) return c.json({ message: SPOT_OFFER_NOT_ENABLED }, 400)
    if (unknownCustomer(r.userId)) return notFound(c, NO_USER_DETAIL_FOUND)
    return onceFor(db, c, `spot-offer:${r.idempotenceKey}`, { staffId: i.staff.id, request: null }, () => {
      const grantId = `GRANT-${randomUUID()}`
      const ins = db.prepare(
        'INSERT INTO spot_offer_grants (id, user_id, offer_id, product_type, start_date, end_date, remaining, added_by, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
      )
      db.transaction(() => r.offerIds.forEach((offerId, i) => ins.run(i === 0 ? grantId : `${grantId}-${i}`, r.userId, offerId, r.productType, r.startDate, r.endDate, r.count, r.addedBy, d.now())))()
      return { status: 200, body: { message: OFFER_APPLIED, grantId } }
    })
  })

  api.post(PATHS.offersEligibility, { audit: 'reads', permission: ['CENTER_SELL_PACKS', 'VIEW'], body: OffersEligibilityRequest, ...S.customer }, async (c, i) => {
    const now = d.now()
    const eligibleOfferIds = i.body.offerIds.filter((id) => usableGrant(db, i.body.userId, id, now) !== undefined)
    const ok = eligibleOfferIds.length === i.body.offerIds.length && i.body.offerIds.length > 0
    return c.json({ result: ok ? 'OK' : 'NOT_ELIGIBLE', eligibleOfferIds, message: ok ? null : SPOT_OFFER_NOT_ENABLED })
  })

  api.get(PATHS.cardMachines, { permission: ['CENTER_SELL_PACKS', 'VIEW'], query: CardMachinesQuery, centre: 'centerId (query)', scope: (i) => S.at([S.ofCentreId(i.query.centerId)]) }, (c, i) => {
    const centreId = Number(i.query.centerId)
    if (centreById(db, centreId) === undefined) return c.json({ message: NO_CONFIG_PRESENT }, 404)
    const terminals = terminalsAt(db, centreId)
    return c.json({
      centerId: centreId,
      isPaytmEnabled: terminals.length > 0,
      cardMachines: terminals.map((t) => ({ machineType: t.machine_type, cardMachineTid: t.tid })),
    })
  })

  api.get(PATHS.ptTrainersLevelBreakdown, { permission: ['CENTER_PT_PACKS', 'VIEW'], query: TrainersLevelQuery, centre: 'centerServiceId (query)', scope: (i) => S.at([S.ofServiceId(i.query.centerServiceId)]) }, (c, i) => {
    const centre = centreByServiceId(db, Number(i.query.centerServiceId))
    if (centre === undefined) return notFound(c)
    // The centre's PT trainers, the ones PT booking and the order's trainer check accept (sandbox/store/trainers.ts).
    const trainers = ptTrainersAt(db, centre.wire.centerServiceId, centre.wire.type, d.now())
    const levels = [...new Set(trainers.map((t) => t.levelCode))].sort().map((levelCode) => ({ levelCode, count: trainers.filter((t) => t.levelCode === levelCode).length }))
    return c.json({ trainers, levels })
  })

  api.get(PATHS.ptActiveClients, { permission: ['CENTER_PT_PACKS', 'VIEW'], query: ActiveClientsQuery, centre: 'centerId (query)', scope: (i) => S.at([S.ofCentreId(i.query.centerId)]) }, (c, i) => {
    const startTo = i.query.startTimeTo === undefined ? Number.MAX_SAFE_INTEGER : Number(i.query.startTimeTo)
    const endFrom = i.query.endTimeFrom === undefined ? 0 : Number(i.query.endTimeFrom)
    const limit = i.query.limit === undefined ? 100 : Math.max(0, Math.min(1000, Number(i.query.limit)))
    const order = i.query.sortOrder === 'DESC' ? 'DESC' : 'ASC'
    const clients = (
      db
        .prepare(`SELECT id, user_id, product_id, start_at, end_at FROM sold_memberships WHERE kind = 'PT' AND centre_id = ? AND start_at <= ? AND end_at >= ? ORDER BY start_at ${order} LIMIT ?`)
        .all(Number(i.query.centerId), startTo, endFrom, limit) as { id: string; user_id: string; product_id: string; start_at: number; end_at: number }[]
    ).map((m) => ({ membershipId: m.id, userId: m.user_id, productId: m.product_id, start: m.start_at, end: m.end_at }))
    return c.json({ clients })
  })

  api.get(PATHS.bootcampSlots, { permission: ['CENTER_SELL_PACKS', 'VIEW'], query: BootcampSlotsQuery, centre: 'centerServiceId (query)', scope: (i) => S.at([S.ofServiceId(i.query.centerServiceId)]) }, (c, i) => {
    const centre = centreByServiceId(db, Number(i.query.centerServiceId))
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

  api.post(PATHS.savePreference, { audit: { action: 'SET_SLOT_PREFERENCE', subject: 'MEMBER', id: (i) => i.body.userId }, permission: ['CENTER_SELL_PACKS', 'EDIT'], body: SavePreferenceRequest, centre: 'the bootcamp slot’s centre (preferenceValue)', scope: (i) => S.at([S.ofBootcampSlot(i.body.preferenceValue)]) }, async (c, i) => {
    if (unknownCustomer(i.body.userId)) return notFound(c, NO_USER_DETAIL_FOUND)
    const slot = db.prepare('SELECT total, consumed FROM bootcamp_slots WHERE slot_id = ?').get(i.body.preferenceValue) as { total: number; consumed: number } | undefined
    if (slot === undefined) return c.json({ message: SLOT_NOT_FOUND }, 404)
    if (slot.consumed >= slot.total) return c.json({ message: SLOT_FULL }, 409)
    db.prepare(
      'INSERT INTO user_preferences (user_id, pref_key, pref_value, updated_at) VALUES (?, ?, ?, ?) ON CONFLICT (user_id, pref_key) DO UPDATE SET pref_value = excluded.pref_value, updated_at = excluded.updated_at',
    ).run(i.body.userId, i.body.preferenceKey, i.body.preferenceValue, d.now())
    return c.json({ userId: i.body.userId, preferenceKey: i.body.preferenceKey, preferenceValue: i.body.preferenceValue })
  })

  api.post(PATHS.recurringLink, { audit: { action: 'SEND_RECURRING_LINK', subject: 'MEMBER', id: (i) => i.body.userId }, permission: ['CENTER_SELL_PACKS', 'EDIT'], body: RecurringLinkRequest, centre: 'centerServiceId (body)', scope: (i) => S.at([S.ofServiceId(i.body.centerServiceId)]) }, async (c, i) => {
    if (unknownCustomer(i.body.userId)) return notFound(c, NO_USER_DETAIL_FOUND)
    const centre = centreByServiceId(db, i.body.centerServiceId)
    if (centre === undefined) return notFound(c)
    if (!ownsCentre(c, centre.wire.id)) return notYourCentre(c)
    const product = productById(db, i.body.productId)
    if (product === undefined || product.centreId !== centre.wire.id || (product.data as PackWire).product?.productSubType !== 'RECURRING')
      return c.json({ message: NOT_RECURRING }, 400)
    const now = d.now()
    const id = `RL-${randomUUID()}`
    const link = `https://pay.sandbox.example/recurring/${id}`
    const expiresAt = now + RECURRING_LINK_VALID_MS
    db.prepare(
      'INSERT INTO recurring_links (id, user_id, product_id, centre_service_id, start_date, agent_id, link, expires_at, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
    ).run(id, i.body.userId, i.body.productId, i.body.centerServiceId, i.body.startDate, i.body.agentId, link, expiresAt, now)
    return c.json({ link, expiresAt })
  })

  api.post(PATHS.groupBuyEligibility, { audit: 'reads', permission: ['CENTER_SELL_PACKS', 'VIEW'], body: GroupBuyEligibilityRequest, centre: 'centerId (body)', scope: (i) => S.at([S.ofCentreId(i.body.centerId)]) }, async (c, i) => {
    if (centreById(db, i.body.centerId) === undefined) return notFound(c)
    const phone: string = i.body.phone
    if ((GROUP_BUY_INELIGIBLE_PHONES as readonly string[]).includes(phone)) return c.json({ eligible: false, reason: USER_NOT_ELIGIBLE })
    // The member is found by id and by phone in the one customers table.
    if (hasBoughtBefore(db, i.body.userId, phone)) return c.json({ eligible: false, reason: PURCHASED_IN_PAST })
    return c.json({ eligible: true, reason: null })
  })

  return api.app
}
