import type { Hono } from 'hono'
import { PATHS } from '../../../adapters/http/contract/paths'
import { EsoOfferRequest, type OfferWire, type PackWire, PremiumPacksQuery, PremiumSpotOffersRequest } from '../../../adapters/http/contract/selling.codecs'
import { isPremiumPack } from '../../../core/selling/premium-pack.rule'
import { NO_USER_DETAIL_FOUND } from '../../../core/shared/messages'
import type { Db } from '../../db/database'
import { centreById, centreByServiceId, productById, productOffers, productsAt, usableGrant } from '../../selling/catalogue'
import { CENTRE_NOT_FOUND } from '../../selling/messages'
import { customerById } from '../../store/profile-store'
import type { ApiEnv } from '../api-env'
import { centreScopes } from '../centre-scope'
import { routeTable } from '../route'
import type { SellingDeps } from './selling-deps'

const premiumPacksAt = (db: Db, centreId: number): PackWire[] => productsAt(db, centreId, 'PACK').map((p) => p.data as PackWire).filter(isPremiumPack)

/**
 * Premium packs and their spot offers, and the eso offer (the spot offers granted to a user that an
 * order may carry in esoOfferIds), part 2 §7. Centres are the staff member's own (routeTable checks
 * them before the handler runs); unknown users and centres are 404s.
 */
export const premiumRoutes = (d: SellingDeps): Hono<ApiEnv> => {
  const { db } = d
  const api = routeTable(db)
  const S = centreScopes(db)

  api.get(
    PATHS.premiumPacks,
    { permission: ['CENTER_SELL_PACKS', 'VIEW'], query: PremiumPacksQuery, centre: 'centerServiceId (query)', scope: (i) => S.at([S.ofServiceId(i.query.centerServiceId)]) },
    (c, i) => {
    const centre = centreByServiceId(db, Number(i.query.centerServiceId))
    if (centre === undefined) return c.json({ message: CENTRE_NOT_FOUND }, 404)
    if (customerById(db, i.query.userId) === undefined) return c.json({ message: NO_USER_DETAIL_FOUND }, 404)
    return c.json({ packs: premiumPacksAt(db, centre.wire.id) })
  })

  api.post(
    PATHS.premiumSpotOffers,
    { audit: 'reads', permission: ['CENTER_SELL_PACKS', 'VIEW'], body: PremiumSpotOffersRequest, centre: 'centerServiceId (body)', scope: (i) => S.at([S.ofServiceId(i.body.centerServiceId)]) },
    (c, i) => {
    const centre = centreByServiceId(db, i.body.centerServiceId)
    if (centre === undefined) return c.json({ message: CENTRE_NOT_FOUND }, 404)
    if (customerById(db, i.body.userId) === undefined) return c.json({ message: NO_USER_DETAIL_FOUND }, 404)
    const premium = new Map(premiumPacksAt(db, centre.wire.id).map((p) => [p.productId, p]))
    const seen = new Set<string>()
    const offers: OfferWire[] = i.body.productIds.flatMap((id) =>
      (premium.get(id)?.offers ?? []).filter((o) => o.isSpotOffer && !seen.has(o.offerId) && seen.add(o.offerId) !== undefined),
    )
    return c.json({ offers })
  })

  api.post(
    PATHS.esoOffer,
    { audit: 'reads', permission: ['CENTER_SELL_PACKS', 'VIEW'], body: EsoOfferRequest, centre: 'centerId (body)', scope: (i) => S.at([S.ofCentreId(i.body.centerId)]) },
    (c, i) => {
    if (centreById(db, i.body.centerId) === undefined) return c.json({ message: CENTRE_NOT_FOUND }, 404)
    if (customerById(db, i.body.userId) === undefined) return c.json({ message: NO_USER_DETAIL_FOUND }, 404)
    const now = d.now()
    const seen = new Set<string>()
    const offers: OfferWire[] = []
    for (const id of i.body.productIds) {
      const product = productById(db, id)
      if (product === undefined || product.centreId !== i.body.centerId) continue
      for (const o of productOffers(product))
        if (o.isSpotOffer && !seen.has(o.offerId) && usableGrant(db, i.body.userId, o.offerId, now) !== undefined) {
          seen.add(o.offerId)
          offers.push(o)
        }
    }
    return c.json({ offers })
  })

  return api.app
}
