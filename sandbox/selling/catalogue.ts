import type { OfferWire } from '../../adapters/http/contract/selling.codecs'
import type { Db } from '../db/database'

/** Centres come from the one look-up both halves use (store/profile-store.ts). */
export { centreById, centreByServiceId, type CentreRow } from '../store/profile-store'

export type ProductKind = 'PACK' | 'PT' | 'ADD_ON' | 'PLAY_PT' | 'PLAY_ACADEMY'

export type ProductRow = {
  readonly productId: string
  readonly kind: ProductKind
  readonly centreId: number
  readonly sellingPricePaise: number
  readonly durationDays: number
  readonly data: Record<string, unknown>
}

type RawProduct = { product_id: string; kind: ProductKind; centre_id: number; selling_price_paise: number; duration_days: number; data: string }
const toProduct = (r: RawProduct): ProductRow => ({
  productId: r.product_id,
  kind: r.kind,
  centreId: r.centre_id,
  sellingPricePaise: r.selling_price_paise,
  durationDays: r.duration_days,
  data: JSON.parse(r.data) as Record<string, unknown>,
})

export const productById = (db: Db, productId: string): ProductRow | undefined => {
  const r = db.prepare('SELECT * FROM sale_products WHERE product_id = ?').get(productId) as RawProduct | undefined
  return r === undefined ? undefined : toProduct(r)
}

export const productsAt = (db: Db, centreId: number, kind: ProductKind): ProductRow[] =>
  (db.prepare('SELECT * FROM sale_products WHERE centre_id = ? AND kind = ? ORDER BY position').all(centreId, kind) as RawProduct[]).map(toProduct)

export const offerById = (db: Db, offerId: string): OfferWire | undefined => {
  const r = db.prepare('SELECT data FROM sale_offers WHERE offer_id = ?').pluck().get(offerId) as string | undefined
  return r === undefined ? undefined : (JSON.parse(r) as OfferWire)
}

/** Offers listed on a product (pack or PT pack). */
export const productOffers = (p: ProductRow): OfferWire[] => (Array.isArray(p.data.offers) ? (p.data.offers as OfferWire[]) : [])

export const referenceList = <A>(db: Db, kind: string, centreId: number): A[] =>
  (db.prepare('SELECT data FROM sale_reference WHERE kind = ? AND centre_id = ? ORDER BY position').pluck().all(kind, centreId) as string[]).map(
    (d) => JSON.parse(d) as A,
  )

/** Spot-offer grants of a user still usable at `now`. */
export const usableGrant = (db: Db, userId: string, offerId: string, now: number): { id: string; remaining: number } | undefined =>
  db
    .prepare(
      'SELECT id, remaining FROM spot_offer_grants WHERE user_id = ? AND offer_id = ? AND remaining > 0 AND start_date <= ? AND end_date >= ? ORDER BY created_at LIMIT 1',
    )
    .get(userId, offerId, now, now) as { id: string; remaining: number } | undefined
