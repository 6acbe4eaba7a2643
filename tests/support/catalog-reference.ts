import type { AddOnWire, PackWire, PtPackWire } from '../../adapters/http/contract/selling.codecs'
import { addOnFromWire, packFromWire, ptPackFromWire } from '../../adapters/http/pack-catalog.http'
import type { InMemoryCatalogData } from '../../adapters/in-memory/pack-catalog.in-memory'
import type { InMemoryPlayData, PlayProduct } from '../../adapters/in-memory/play-desk.in-memory'
import type { PtTrainer } from '../../core/selling/catalog'
import { epochMs } from '../../core/shared/brands'
import { openDatabase } from '../../sandbox/db/database'
import { productsAt, referenceList } from '../../sandbox/selling/catalogue'
import { membershipsOf } from '../../sandbox/selling/memberships'
import { seedIfEmpty } from '../../sandbox/seed/seed'
import { ptTrainersAt } from '../../sandbox/store/trainers'

/**
 * The in-memory adapters' reference data for the catalogue and play contract suites: what a freshly
 * seeded sandbox holds, read through the same wire mappers the HTTP adapters use, so the two
 * adapters answer over the same packs, trainers, slots and users and the suite compares behaviour.
 */
export const catalogReferenceData = (now: number): { catalog: InMemoryCatalogData & { users: string[] }; play: InMemoryPlayData & { users: string[] } } => {
  const db = openDatabase(':memory:')
  try {
    seedIfEmpty(db, now)
    const centres = (db.prepare('SELECT id, center_service_id, data FROM centres ORDER BY id').all() as { id: number; center_service_id: number; data: string }[]).map((r) => ({
      id: r.id,
      centerServiceId: r.center_service_id,
      type: (JSON.parse(r.data) as { type: string }).type,
    }))
    const packWires = centres.flatMap((c) => productsAt(db, c.id, 'PACK').map((p) => p.data as PackWire))
    const packs = packWires.map(packFromWire)
    const rank: Record<string, number> = { SELECT: 0, ELITE: 1, PRO: 2 }
    const premium = packWires.map((base) => {
      const premiumPacks = packWires.filter(
        (p) => p.centerId === base.centerId && (rank[p.type] ?? 0) > (rank[base.type] ?? 0) && p.durationInDays >= base.durationInDays && p.product?.productSubType !== 'RECURRING',
      )
      return { packId: base.productId, upgradeAvailable: premiumPacks.length > 0, premiumPacks: premiumPacks.map(packFromWire) }
    })
    const pt = centres.flatMap((c) => productsAt(db, c.id, 'PT').map((p) => p.data as PtPackWire))
    const ptLevels = [...new Set(pt.map((p) => `${p.centerId}|${p.levelCode ?? ''}`))].map((k) => {
      const [centre, levelCode] = k.split('|') as [string, string]
      return { levelCode, packs: pt.filter((p) => String(p.centerId) === centre && (p.levelCode ?? '') === levelCode).map(ptPackFromWire) }
    })
    const users = db.prepare('SELECT id FROM customers').pluck().all() as string[]
    const trainers = centres.flatMap((c) =>
      ptTrainersAt(db, c.centerServiceId, c.type, now).map((t): PtTrainer & { centerServiceId: number; centreId: number } => ({
        identity: t.identityResponse,
        levelCode: t.levelCode,
        trainerType: t.trainerType,
        recommended: t.recommended,
        checkInsAssigned: t.checkInsAssigned,
        centerServiceId: c.centerServiceId,
        centreId: c.id,
      })),
    )
    const sold = db.prepare('SELECT id, user_id, product_id, kind, centre_id, start_at, end_at, price_paise FROM sold_memberships').all() as {
      id: string
      user_id: string
      product_id: string
      kind: string
      centre_id: number
      start_at: number
      end_at: number
      price_paise: number
    }[]
    const named = users.filter((u) => !/^3\d{5}$/.test(u))
    const userMemberships = named.flatMap((u) =>
      membershipsOf(db, u).map((m) => {
        const d = JSON.parse(m.data) as { name?: string; type?: string }
        return { id: m.id, userId: u, productId: m.product_id, name: d.name ?? m.product_id, type: d.type ?? m.kind, centerId: m.centre_id, start: epochMs(m.start_at), end: epochMs(m.end_at) }
      }),
    )
    const playCentres = centres.filter((c) => c.type === 'PLAY')
    const playProducts: PlayProduct[] = playCentres.flatMap((c) =>
      (['PACK', 'PLAY_PT', 'PLAY_ACADEMY'] as const).flatMap((kind) =>
        productsAt(db, c.id, kind).map((p) => ({
          productId: p.productId,
          centerId: c.id,
          kind,
          price: p.sellingPricePaise,
          durationInDays: p.durationDays,
          ...(typeof p.data.courseCategoryId === 'string' ? { courseCategoryId: p.data.courseCategoryId } : {}),
        })),
      ),
    )
    return {
      catalog: {
        packs,
        ptLevels,
        playPtPacks: centres.flatMap((c) => productsAt(db, c.id, 'PLAY_PT').map((p) => ptPackFromWire(p.data as PtPackWire))),
        addOns: productsAt(db, 1, 'ADD_ON').map((p) => addOnFromWire(p.data as AddOnWire)),
        slots: (db.prepare('SELECT * FROM bootcamp_slots ORDER BY from_time').all() as { slot_id: string; from_time: string; to_time: string; total: number; consumed: number; onboarding_time: string }[]).map((s) => ({
          bootcampSlotId: s.slot_id,
          fromSlotTime: s.from_time,
          toSlotTime: s.to_time,
          totalSlots: s.total,
          consumedSlots: s.consumed,
          onBoardingTime: s.onboarding_time,
        })),
        windowDays: 30,
        sports: referenceList<{ id: number; name: string }>(db, 'SPORT', 4),
        premium,
        memberships: sold.map((m) => ({ id: m.id, userId: m.user_id, start: m.start_at, end: m.end_at, price: m.price_paise })),
        centres: centres.map((c) => ({ id: c.id, centerServiceId: c.centerServiceId })),
        trainers: trainers.map(({ centreId: _c, ...t }) => t),
        ptClients: sold.filter((m) => m.kind === 'PT').map((m) => ({ membershipId: m.id, userId: m.user_id, productId: m.product_id, start: epochMs(m.start_at), end: epochMs(m.end_at), centerId: m.centre_id })),
        userMemberships,
        users: [...users],
        courseCategories: playCentres.flatMap((c) =>
          referenceList<{ courseCategoryId: string; courseCategoryName: string; workoutId: number; minAge: number; maxAge: number }>(db, 'COURSE_CATEGORY', c.id).map((cc) => ({ ...cc, centerServiceId: c.centerServiceId })),
        ),
        academyPacks: playCentres.flatMap((c) =>
          productsAt(db, c.id, 'PLAY_ACADEMY').map((p) => ({ ...ptPackFromWire(p.data as PtPackWire), courseCategoryId: String(p.data.courseCategoryId) })),
        ),
      },
      play: {
        centres: playCentres.map((c) => ({ id: c.id, centerServiceId: c.centerServiceId })),
        products: playProducts,
        sports: playCentres.flatMap((c) => referenceList<{ id: number; name: string }>(db, 'SPORT', c.id).map((s) => ({ ...s, centerId: c.id }))),
        trainers: trainers.map((t) => ({ id: t.identity.id, centerId: t.centreId })),
        users: [...users],
        memberships: userMemberships.map((m) => ({ userId: m.userId, centerId: m.centerId, start: m.start, end: m.end })),
      },
    }
  } finally {
    db.close()
  }
}
