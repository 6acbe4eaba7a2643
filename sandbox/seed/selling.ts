import type { CentreWire } from '../../adapters/http/contract/centre.codecs'
import type { AddOnWire, OfferWire, PackWire, PtPackWire } from '../../adapters/http/contract/selling.codecs'
import { DAY_MS, GST_PERCENT, HOUR_MS } from '../../core/shared/constants'
import type { Db } from '../db/database'
import { productById } from '../selling/catalogue'
import { startOfCentreDayOf } from '../../core/shared/centre-day'
import type { MembershipRow } from '../selling/memberships'
import { mirrorMembership } from '../selling/profile-mirror'

/**
 * The selling seed: packs per centre type (prices in rupees, GST 18 percent included in the
 * selling price), PT packs per trainer level (GYM_PT_PRODUCT and the trial GYM_PT_PPC_PRODUCT),
 * play PT and academy packs, add-ons, offers, card terminals (two at the main gym, one at most
 * others, none at the bootcamp), bootcamp slots (one full), a few memberships and
 * payment links. Everything is fixed: the same rows on every machine, dates relative to today.
 */

/** Tables this seed owns, in an order safe to clear. */
export const SELLING_TABLES = [
  'sale_products',
  'sale_offers',
  'sale_reference',
  'spot_offer_grants',
  'card_terminals',
  'terminal_payments',
  'sale_orders',
  'sold_memberships',
  'pt_trainers', // no longer filled: a centre's trainers are its agents (sandbox/seed/trainers.ts)
  'bootcamp_slots',
  'user_preferences',
  'recurring_links',
  'otp_challenges',
  'sms_outbox',
  'payment_links',
  'play_bookings',
] as const

/** Users the selling seed gives memberships to (documented in sandbox/README.md). */
export const SELLING_SEED_USERS = {
  /** An ELITE gym membership with 200 days left: exchange is valid. */
  activeLong: 'user-sell-active-long',
  /** A gym membership with 20 days left: exchange invalid (under 30 days). */
  activeShort: 'user-sell-active-short',
  /** Bought a membership before: group buy says 'Purchased a membership in the past'. */
  pastBuyer: 'user-sell-past-buyer',
} as const

/** Phones of the selling seed's customers (customers table, like every other customer). */
export const SELLING_SEED_PHONES = {
  [SELLING_SEED_USERS.activeLong]: '9100000001',
  [SELLING_SEED_USERS.activeShort]: '9100000002',
  [SELLING_SEED_USERS.pastBuyer]: '9100000003',
} as const
/** A phone group buy always rejects with 'user is not eligible'. */
export const GROUP_BUY_INELIGIBLE_PHONES = ['9100000009'] as const
/** The past buyer's phone (group buy rejects it with 'Purchased a membership in the past'). */
export const PAST_BUYER_PHONE = SELLING_SEED_PHONES[SELLING_SEED_USERS.pastBuyer]
/** Phone with seeded payment links. */
export const PAYMENT_LINK_SEED_PHONE = '9900000001'

const withGst = (base: number): { basePrice: number; taxAmount: number; taxPercent: number; selling: number } => {
  const taxAmount = (base * GST_PERCENT) / 100
  return { basePrice: base, taxAmount, taxPercent: GST_PERCENT, selling: base + taxAmount }
}

const offer = (o: Omit<OfferWire, 'maxConsumptionCount'> & { maxConsumptionCount?: number }): OfferWire => ({ maxConsumptionCount: 1, ...o })

const OFFERS: readonly OfferWire[] = [
  offer({ offerId: 'OFFER-ANNUAL-1000', uiLabels: { description: 'Flat ₹1000 off the annual pack' }, productIds: [], isGroupOffer: false, discount: 1000, isSpotOffer: false }),
  offer({ offerId: 'OFFER-GROUP-1000', uiLabels: { description: 'Group buy: save ₹1000 per member' }, productIds: [], isGroupOffer: true, discount: 1000, isSpotOffer: false, maxConsumptionCount: 5 }),
  offer({ offerId: 'PT-SPOT-500', uiLabels: { description: 'Spot offer: ₹500 off this PT pack' }, productIds: [], isGroupOffer: false, discount: 500, isSpotOffer: true }),
  offer({ offerId: 'PREMIUM-SPOT-2000', uiLabels: { description: 'Spot offer: ₹2000 off a premium pack' }, productIds: [], isGroupOffer: false, discount: 2000, isSpotOffer: true }),
  offer({ offerId: 'PT-SPOT-1000', uiLabels: { description: 'Spot offer: ₹1000 off the 24-session PT pack' }, productIds: [], isGroupOffer: false, discount: 1000, isSpotOffer: true }),
]

type PackSpec = {
  key: string
  type: PackWire['type']
  months: number
  base: number
  benefit?: 'ELITE_PLUS' | 'PRO_PLUS'
  recurring?: boolean
  offerId?: string
}

const PACKS_BY_TYPE: Record<CentreWire['type'], readonly PackSpec[]> = {
  GYMFIT: [
    { key: 'SELECT-1M', type: 'SELECT', months: 1, base: 2000 },
    { key: 'ELITE-3M', type: 'ELITE', months: 3, base: 5000, offerId: 'OFFER-GROUP-1000' },
    { key: 'PRO-6M', type: 'PRO', months: 6, base: 9000 },
    { key: 'ELITE-12M', type: 'ELITE', months: 12, base: 15000, benefit: 'ELITE_PLUS', offerId: 'OFFER-ANNUAL-1000' },
    { key: 'SELECT-RECURRING', type: 'SELECT', months: 1, base: 1500, recurring: true },
  ],
  CULT: [
    { key: 'ELITE-1M', type: 'ELITE', months: 1, base: 3000 },
    { key: 'ELITE-3M', type: 'ELITE', months: 3, base: 7500, offerId: 'OFFER-GROUP-1000' },
    { key: 'PRO-12M', type: 'PRO', months: 12, base: 18000, benefit: 'PRO_PLUS', offerId: 'OFFER-ANNUAL-1000' },
  ],
  ONEPASS: [
    { key: 'SELECT-1M', type: 'SELECT', months: 1, base: 2500 },
    { key: 'SELECT-6M', type: 'SELECT', months: 6, base: 12000 },
  ],
  PLAY: [
    { key: 'PRO-1M', type: 'PRO', months: 1, base: 3500 },
    { key: 'PRO-3M', type: 'PRO', months: 3, base: 9000, offerId: 'OFFER-GROUP-1000' },
  ],
  BOOTCAMP: [
    { key: 'PRO-1M', type: 'PRO', months: 1, base: 4000 },
    { key: 'PRO-3M', type: 'PRO', months: 3, base: 10500 },
  ],
}

const productTypeFor = (c: CentreWire): PackWire['productType'] =>
  c.type === 'PLAY' ? 'PLAY' : c.subType === 'LUX' ? 'LUX_FITNESS_PRODUCT' : c.type === 'GYMFIT' ? 'GYMFIT_FITNESS_PRODUCT' : 'FITNESS'

const offerById = (id: string | undefined): OfferWire | undefined => OFFERS.find((o) => o.offerId === id)

const price = (selling: number, offers: readonly OfferWire[]): PackWire['price'] => {
  // Offers already in the price (not spot, not group) appear in the breakup: listing = selling + discounts.
  const breakup = offers.filter((o) => !o.isSpotOffer && !o.isGroupOffer).map((o) => ({ offerId: o.offerId, discount: o.discount }))
  const listing = selling + breakup.reduce((s, b) => s + b.discount, 0)
  return { mrp: Math.round(listing * 1.25), sellingPrice: selling, listingPrice: listing, currency: 'INR', breakup }
}

const packFor = (c: CentreWire, p: PackSpec): PackWire => {
  const tax = withGst(p.base)
  const o = offerById(p.offerId)
  // Premium packs (PRO) also carry the premium spot offer.
  const premiumSpot = p.type === 'PRO' && p.recurring !== true ? offerById('PREMIUM-SPOT-2000') : undefined
  const offers = [o, premiumSpot].filter((x): x is OfferWire => x !== undefined).map((x) => ({ ...x, productIds: [`PACK-${c.id}-${p.key}`] }))
  const durationInDays = p.months * 30
  const pack: PackWire = {
    id: `PACK-${c.id}-${p.key}`,
    productId: `PACK-${c.id}-${p.key}`,
    title: `${p.type} ${p.months} month${p.months === 1 ? '' : 's'}${p.recurring === true ? ' (monthly, recurring)' : ''}`,
    displayName: `${c.name}: ${p.type} ${p.months}M`,
    name: `${p.type}_${p.months}M`,
    duration: `${p.months} month${p.months === 1 ? '' : 's'}`,
    durationInDays,
    type: p.type,
    productType: productTypeFor(c),
    centerId: c.id,
    price: price(tax.selling, offers),
    taxBreakup: { basePrice: tax.basePrice, taxAmount: tax.taxAmount, taxPercent: tax.taxPercent },
    imageUrls: [],
    offers,
    taxAndFeeDetails: { gst: tax.taxAmount, platformFee: 0, platformFeeGst: 0, totalPlatformFee: 0, isTaxBreakupShown: true, basePrice: tax.basePrice },
  }
  if (p.benefit !== undefined)
    return {
      ...pack,
      benefitPackType: p.benefit,
      augments: {
        exhaustiveBenefitList: [
          { name: 'ALL_CENTRES', displayTitle: 'Unlimited access to every centre in the city' },
          { name: 'PAUSE', displayTitle: 'Pause up to 30 days' },
          { name: 'GUEST_PASS', displayTitle: '2 guest passes a month' },
        ],
      },
    }
  if (p.recurring === true)
    return { ...pack, product: { productSubType: 'RECURRING' }, augments: { exhaustiveBenefitList: [{ name: 'AUTO_RENEW', displayTitle: 'Renews every month until cancelled' }] } }
  if (c.type === 'BOOTCAMP') return { ...pack, meta: { daysOfWeek: ['MON', 'WED', 'FRI'], slotName: 'Morning bootcamp' } }
  return pack
}

const PT_LEVELS = [
  { levelCode: 'GYM_PT_LEVEL_L1', perSessionBase: 500 },
  { levelCode: 'GYM_PT_LEVEL_L2', perSessionBase: 700 },
  { levelCode: 'GYM_PT_LEVEL_L3', perSessionBase: 900 },
] as const

const ptPack = (
  centreId: number,
  productId: string,
  productType: PtPackWire['productType'],
  title: string,
  levelCode: string | null,
  sessions: number,
  base: number,
  offers: readonly OfferWire[],
): PtPackWire => ({
  productId,
  productType,
  title,
  levelCode,
  centerId: centreId,
  durationInDays: Math.max(30, sessions * 4),
  price: price(withGst(base).selling, offers),
  listingCategory: { restrictions: [{ restrictionCount: sessions }] },
  offers: offers.map((o) => ({ ...o, productIds: [productId] })),
})

const ptPacksFor = (c: CentreWire): PtPackWire[] =>
  PT_LEVELS.flatMap((l) => {
    const short = l.levelCode.slice(-2)
    const packs = [8, 12, 24].map((n) => {
      const id = `PT-${c.id}-${short}-${n}`
      const spot = n === 24 ? offerById('PT-SPOT-1000') : n === 12 ? offerById('PT-SPOT-500') : undefined
      return ptPack(c.id, id, 'GYM_PT_PRODUCT', `Personal training ${short}: ${n} sessions`, l.levelCode, n, n * l.perSessionBase, spot === undefined ? [] : [spot])
    })
    const trial = ptPack(c.id, `PT-${c.id}-${short}-TRIAL`, 'GYM_PT_PPC_PRODUCT', `PT trial session ${short}`, l.levelCode, 1, l.perSessionBase, [])
    return [...packs, trial]
  })

const COURSE_CATEGORIES = [
  { courseCategoryId: 'CC-BADMINTON-BEGINNER', courseCategoryName: 'Badminton beginners', workoutId: 301, minAge: 5, maxAge: 18 },
  { courseCategoryId: 'CC-SWIMMING-KIDS', courseCategoryName: 'Swimming for kids', workoutId: 302, minAge: 5, maxAge: 12 },
  { courseCategoryId: 'CC-TENNIS-ADULT', courseCategoryName: 'Tennis adults', workoutId: 303, minAge: 16, maxAge: 60 },
] as const

const SPORTS = [
  { id: 1, name: 'Badminton' },
  { id: 2, name: 'Swimming' },
  { id: 3, name: 'Tennis' },
  { id: 4, name: 'Table tennis' },
  { id: 5, name: 'Squash' },
] as const

const ADD_ONS = (centreId: number): AddOnWire[] => [
  {
    id: `ADDON-${centreId}-LOCKER-1M`,
    productId: `ADDON-${centreId}-LOCKER-1M`,
    product: { title: 'Locker (1 month)', description: 'A personal locker for a month' },
    price: { listingPrice: 590 },
    taxBreakup: { taxAmount: 90 },
    benefitType: 'DURATION_BASED',
    durationInDays: 30,
  },
  {
    id: `ADDON-${centreId}-LOCKER-12M`,
    productId: `ADDON-${centreId}-LOCKER-12M`,
    product: { title: 'Locker (12 months)', description: 'A personal locker for a year' },
    price: { listingPrice: 4720 },
    taxBreakup: { taxAmount: 720 },
    benefitType: 'DURATION_BASED',
    durationInDays: 360,
  },
  {
    id: `ADDON-${centreId}-TOWEL-10`,
    productId: `ADDON-${centreId}-TOWEL-10`,
    product: { title: 'Towel service (10 uses)', description: 'Fresh towel at every visit, 10 times' },
    price: { listingPrice: 236 },
    taxBreakup: { taxAmount: 36 },
    benefitType: 'TRACKED_CONSUMABLE',
    durationInDays: 90,
  },
  {
    id: `ADDON-${centreId}-DIET`,
    productId: `ADDON-${centreId}-DIET`,
    product: { title: 'Diet consultation', description: 'One session with a nutritionist' },
    price: { listingPrice: 1180 },
    taxBreakup: { taxAmount: 180 },
    benefitType: 'OTHER',
    durationInDays: 30,
  },
]

export const seedSelling = (db: Db, now: number): void => {
  const today = startOfCentreDayOf(now)
  const centres = (db.prepare('SELECT data, pt_enabled FROM centres ORDER BY id').all() as { data: string; pt_enabled: number }[]).map((r) => ({
    wire: JSON.parse(r.data) as CentreWire,
    ptEnabled: r.pt_enabled === 1,
  }))

  const insOffer = db.prepare('INSERT INTO sale_offers (offer_id, is_spot, is_group, discount_paise, data) VALUES (?, ?, ?, ?, ?)')
  for (const o of OFFERS) insOffer.run(o.offerId, o.isSpotOffer ? 1 : 0, o.isGroupOffer ? 1 : 0, o.discount * 100, JSON.stringify(o))

  const insProduct = db.prepare(
    'INSERT INTO sale_products (product_id, kind, centre_id, selling_price_paise, duration_days, position, data) VALUES (?, ?, ?, ?, ?, ?, ?)',
  )
  const insRef = db.prepare('INSERT INTO sale_reference (kind, id, centre_id, position, data) VALUES (?, ?, ?, ?, ?)')
  for (const { wire: c, ptEnabled } of centres) {
    PACKS_BY_TYPE[c.type].forEach((spec, i) => {
      const p = packFor(c, spec)
      insProduct.run(p.productId, 'PACK', c.id, Math.round(p.price.sellingPrice * 100), p.durationInDays, i, JSON.stringify(p))
    })
    ADD_ONS(c.id).forEach((a, i) => insProduct.run(a.productId, 'ADD_ON', c.id, Math.round(a.price.listingPrice * 100), a.durationInDays, i, JSON.stringify(a)))
    if (ptEnabled && c.type !== 'PLAY')
      ptPacksFor(c).forEach((p, i) => insProduct.run(p.productId, 'PT', c.id, Math.round(p.price.sellingPrice * 100), p.durationInDays, i, JSON.stringify(p)))
    if (c.type === 'PLAY') {
      const playPt = [8, 16].map((n) => ptPack(c.id, `PLAYPT-${c.id}-SWIM-${n}`, 'PLAY_PT', `Swimming personal training: ${n} sessions`, null, n, n * 600, []))
      playPt.forEach((p, i) => insProduct.run(p.productId, 'PLAY_PT', c.id, Math.round(p.price.sellingPrice * 100), p.durationInDays, i, JSON.stringify(p)))
      COURSE_CATEGORIES.forEach((cc, i) => {
        insRef.run('COURSE_CATEGORY', cc.courseCategoryId, c.id, i, JSON.stringify(cc))
        const packs = [1, 3].map((m) =>
          ptPack(c.id, `ACADEMY-${c.id}-${cc.courseCategoryId}-${m}M`, 'PLAY_ACADEMY', `${cc.courseCategoryName}: ${m} month${m === 1 ? '' : 's'}`, null, m * 12, m * 3000, []),
        )
        packs.forEach((p, j) =>
          insProduct.run(p.productId, 'PLAY_ACADEMY', c.id, Math.round(p.price.sellingPrice * 100), p.durationInDays, i * 10 + j, JSON.stringify({ ...p, courseCategoryId: cc.courseCategoryId })),
        )
      })
      SPORTS.forEach((s, i) => insRef.run('SPORT', String(s.id), c.id, i, JSON.stringify(s)))
    }
  }

  // Card terminals: two at the main gym (one approves by itself after 3 s, one waits for a person),
  // one at most other centres, none at the bootcamp (5) or the closed centre (8).
  const insTerminal = db.prepare('INSERT INTO card_terminals (tid, centre_id, machine_type, auto_approve_ms, next_outcome, position) VALUES (?, ?, ?, ?, NULL, ?)')
  insTerminal.run('EDC-1001-A', 1, 'PAYTM_EDC', 3000, 0)
  insTerminal.run('EDC-1001-B', 1, 'PAYTM_EDC', null, 1)
  for (const id of [2, 3, 4, 6, 7]) insTerminal.run(`EDC-${1000 + id}-A`, id, 'PAYTM_EDC', 3000, 0)

  const insSlot = db.prepare('INSERT INTO bootcamp_slots (slot_id, centre_id, from_time, to_time, total, consumed, onboarding_time) VALUES (?, ?, ?, ?, ?, ?, ?)')
  insSlot.run('BC-5-0600', 5, '06:00', '07:00', 20, 12, '05:45')
  insSlot.run('BC-5-0715', 5, '07:15', '08:15', 20, 20, '07:00')
  insSlot.run('BC-5-1800', 5, '18:00', '19:00', 25, 3, '17:45')
  insSlot.run('BC-5-1915', 5, '19:15', '20:15', 15, 14, '19:00')

  // The selling seed's customers live in the one customers table (with a profile), like all others.
  const insCustomer = db.prepare(
    'INSERT INTO customers (id, first_name, last_name, phone, email, is_phone_verified, profile_picture_url, city_id, created_at) VALUES (?, ?, ?, ?, NULL, 1, NULL, 1, ?)',
  )
  const insProfile = db.prepare('INSERT INTO customer_profiles (user_id, data) VALUES (?, ?)')
  const names: Record<string, [string, string]> = {
    [SELLING_SEED_USERS.activeLong]: ['Aditi', 'Long'],
    [SELLING_SEED_USERS.activeShort]: ['Siddharth', 'Short'],
    [SELLING_SEED_USERS.pastBuyer]: ['Padma', 'Purchaser'],
  }
  for (const [userId, phone] of Object.entries(SELLING_SEED_PHONES)) {
    const [first, last] = names[userId] ?? ['Sale', 'Customer']
    insCustomer.run(userId, first, last, phone, today - 400 * DAY_MS)
    insProfile.run(userId, JSON.stringify({ isV2: false, trial: { used: 3, maxCount: 3 } }))
  }

  const insMembership = db.prepare(
    'INSERT INTO sold_memberships (id, user_id, order_id, product_id, kind, centre_id, start_at, end_at, price_paise, data) VALUES (?, ?, NULL, ?, ?, ?, ?, ?, ?, ?)',
  )
  const membership = (id: string, userId: string, productId: string, start: number, days: number, pricePaise: number, name: string, type: string) =>
    insMembership.run(id, userId, productId, 'PACK', 1, start, start + days * DAY_MS, pricePaise, JSON.stringify({ name, type }))
  membership('MEM-SEED-LONG', SELLING_SEED_USERS.activeLong, 'PACK-1-ELITE-12M', today - 160 * DAY_MS, 360, 1_770_000, 'ELITE_12M', 'ELITE')
  membership('MEM-SEED-SHORT', SELLING_SEED_USERS.activeShort, 'PACK-1-ELITE-3M', today - 70 * DAY_MS, 90, 590_000, 'ELITE_3M', 'ELITE')
  membership('MEM-SEED-PAST', SELLING_SEED_USERS.pastBuyer, 'PACK-1-SELECT-1M', today - 400 * DAY_MS, 30, 236_000, 'SELECT_1M', 'SELECT')
  // ... and the customer profile shows them, as it shows everything sold.
  for (const m of db.prepare('SELECT * FROM sold_memberships').all() as MembershipRow[]) {
    const product = productById(db, m.product_id)
    mirrorMembership(db, {
      soldId: m.id,
      userId: m.user_id,
      saleKind: m.kind,
      centreId: m.centre_id,
      start: m.start_at,
      end: m.end_at,
      name: typeof product?.data.title === 'string' ? product.data.title : m.product_id,
      productData: product?.data ?? {},
      durationDays: Math.round((m.end_at - m.start_at) / DAY_MS),
    })
  }

  const insLink = db.prepare(
    'INSERT INTO payment_links (id, phone, amount_paise, request_id, description, created_by, status, link, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
  )
  insLink.run('PL-SEED-1', PAYMENT_LINK_SEED_PHONE, 236_000, 'seed-link-1', 'SELECT 1 month, Koramangala Gym', 'Meera Iyer', 'PAID', 'https://pay.sandbox.example/l/PL-SEED-1', now - 5 * DAY_MS)
  insLink.run('PL-SEED-2', PAYMENT_LINK_SEED_PHONE, 590_000, 'seed-link-2', 'ELITE 3 months, Koramangala Gym', 'Vikram Shetty', 'CREATED', 'https://pay.sandbox.example/l/PL-SEED-2', now - 2 * DAY_MS)
  insLink.run('PL-SEED-3', PAYMENT_LINK_SEED_PHONE, 47_200, 'seed-link-3', 'Locker (12 months)', 'Meera Iyer', 'CREATED', 'https://pay.sandbox.example/l/PL-SEED-3', now - 2 * HOUR_MS)
}
