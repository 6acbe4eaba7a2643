import type { CentreWire } from '../../adapters/http/contract/centre.codecs'
import { DAY_MS } from '../../core/shared/constants'

export type SeedCentre = { readonly wire: CentreWire; readonly ptEnabled: boolean }

/** A centre as the API answers it (the scale seed builds its centres with it too). */
export const centre = (
  id: number,
  name: string,
  locality: string,
  type: CentreWire['type'],
  centerModel: CentreWire['centerModel'],
  extra: Partial<CentreWire> = {},
): CentreWire => ({
  id,
  centerServiceId: 1000 + id,
  cultCenterId: type === 'CULT' ? 500 + id : null,
  name,
  locality,
  type,
  centerModel,
  contextNames: [`CENTER_MANAGER_${1000 + id}`, `CENTER_${type}`],
  skus: [{ id: 1 }],
  address: { city: { cityId: id <= 6 ? 1 : 2 } },
  ...extra,
})

/**
 * The seeded centres: one of every type, model and category the spec names, a standalone
 * bootcamp (sku 5), a LUX subtype and a centre whose termination date has passed.
 */
export const seedCentres = (today: number): readonly SeedCentre[] => [
  { wire: centre(1, 'Koramangala Gym', 'Koramangala', 'GYMFIT', 'COCO', { skus: [{ id: 1 }, { id: 2 }] }), ptEnabled: true },
  { wire: centre(2, 'Indiranagar One Pass', 'Indiranagar', 'ONEPASS', 'FOFO', { skus: [{ id: 7 }] }), ptEnabled: false },
  { wire: centre(3, 'HSR Cult', 'HSR Layout', 'CULT', 'COCO'), ptEnabled: false },
  { wire: centre(4, 'Whitefield Play Arena', 'Whitefield', 'PLAY', 'COCO', { skus: [{ id: 3 }] }), ptEnabled: true },
  { wire: centre(5, 'Jayanagar Bootcamp', 'Jayanagar', 'BOOTCAMP', 'FOFO', { skus: [{ id: 5 }] }), ptEnabled: false },
  { wire: centre(6, 'Bellandur Hybrid', 'Bellandur', 'CULT', 'COCO', { category: 'HYBRID' }), ptEnabled: true },
  {
    wire: centre(7, 'Bandra Lux', 'Bandra West', 'GYMFIT', 'MARKETPLACE', { subType: 'LUX', skus: [{ id: 6 }] }),
    ptEnabled: true,
  },
  {
    wire: centre(8, 'Andheri Gym (closed)', 'Andheri East', 'GYMFIT', 'FOFO', { terminationDate: today - 10 * DAY_MS }),
    ptEnabled: false,
  },
]
