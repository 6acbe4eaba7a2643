import * as E from 'fp-ts/Either'
import { Hono } from 'hono'
import { PATHS } from '../../../adapters/http/contract/paths'
import { EsoOfferRequest, type OfferWire, type PackWire, PremiumPacksQuery, PremiumSpotOffersRequest } from '../../../adapters/http/contract/selling.codecs'
import { isPremiumPack } from '../../../core/selling/premium-pack.rule'
import { NO_USER_DETAIL_FOUND } from '../../../core/shared/messages'
import type { Db } from '../../db/database'
import { centreById, centreByServiceId, productById, productOffers, productsAt, usableGrant } from '../../selling/catalogue'
import { CENTRE_NOT_FOUND } from '../../selling/messages'
import { customerById } from '../../store/profile-store'
import type { ApiEnv } from '../api-env'
import { requirePermission } from '../api-guards'
import { readBody, readQuery } from '../validate'
import type { SellingDeps } from './selling-deps'

const sellView = requirePermission('CENTER_SELL_PACKS', 'VIEW')


const premiumPacksAt = (db: Db, centreId: number): PackWire[] => productsAt(db, centreId, 'PACK').map((p) => p.data as PackWire).filter(isPremiumPack)

/**
 * Premium packs and their spot offers, and the eso offer (the spot offers granted to a user that an
 * order may carry in esoOfferIds), part 2 §7. Centres are the staff member's own (checked before
 * the route runs); unknown users and centres are 404s.
 */
export const premiumRoutes = (d: SellingDeps): Hono<ApiEnv> => {
  const { db } = d
  const app = new Hono<ApiEnv>()

  app.get(`/${PATHS.premiumPacks}`, sellView, (c) => {
    const q = readQuery(c, PremiumPacksQuery)
    if (E.isLeft(q)) return q.left
    const centre = centreByServiceId(db, Number(q.right.centerServiceId))
    if (centre === undefined) return c.json({ message: CENTRE_NOT_FOUND }, 404)
    if (customerById(db, q.right.userId) === undefined) return c.json({ message: NO_USER_DETAIL_FOUND }, 404)
    return c.json({ packs: premiumPacksAt(db, centre.wire.id) })
  })

  app.post(`/${PATHS.premiumSpotOffers}`, sellView, async (c) => {
    const b = await readBody(c, PremiumSpotOffersRequest)
    if (E.isLeft(b)) return b.left
    const centre = centreByServiceId(db, b.right.centerServiceId)
    if (centre === undefined) return c.json({ message: CENTRE_NOT_FOUND }, 404)
    if (customerById(db, b.right.userId) === undefined) return c.json({ message: NO_USER_DETAIL_FOUND }, 404)
    const premium = new Map(premiumPacksAt(db, centre.wire.id).map((p) => [p.productId, p]))
    const seen = new Set<string>()
    const offers: OfferWire[] = b.right.productIds.flatMap((id) =>
      (premium.get(id)?.offers ?? []).filter((o) => o.isSpotOffer && !seen.has(o.offerId) && seen.add(o.offerId) !== undefined),
    )
    return c.json({ offers })
  })

  app.post(`/${PATHS.esoOffer}`, sellView, async (c) => {
    const b = await readBody(c, EsoOfferRequest)
    if (E.isLeft(b)) return b.left
    if (centreById(db, b.right.centerId) === undefined) return c.json({ message: CENTRE_NOT_FOUND }, 404)
    if (customerById(db, b.right.userId) === undefined) return c.json({ message: NO_USER_DETAIL_FOUND }, 404)
    const now = d.now()
    const seen = new Set<string>()
    const offers: OfferWire[] = []
    for (const id of b.right.productIds) {
      const product = productById(db, id)
      if (product === undefined || product.centreId !== b.right.centerId) continue
      for (const o of productOffers(product))
        if (o.isSpotOffer && !seen.has(o.offerId) && usableGrant(db, b.right.userId, o.offerId, now) !== undefined) {
          seen.add(o.offerId)
          offers.push(o)
        }
    }
    return c.json({ offers })
  })

  return app
}
