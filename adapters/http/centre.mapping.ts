import type { Centre } from '../../core/centre/centre'
import { epochMs } from '../../core/shared/brands'
import type { CentreWire } from './contract/centre.codecs'

export const defined = <T>(v: T | null | undefined): v is T => v !== undefined && v !== null

/** A centre of the centre details answer, as the core's Centre. */
export const centreFromWire = (w: CentreWire): Centre => ({
  id: w.id,
  centerServiceId: w.centerServiceId,
  name: w.name,
  locality: w.locality,
  type: w.type,
  centerModel: w.centerModel,
  contextNames: w.contextNames,
  skus: w.skus,
  cityId: w.address.city.cityId,
  ...(defined(w.cultCenterId) ? { cultCenterId: w.cultCenterId } : {}),
  ...(defined(w.category) ? { category: w.category } : {}),
  ...(defined(w.subType) ? { subType: w.subType } : {}),
  ...(defined(w.linkedCenterId) ? { linkedCenterId: w.linkedCenterId } : {}),
  ...(defined(w.terminationDate) ? { terminationDate: epochMs(w.terminationDate) } : {}),
})
