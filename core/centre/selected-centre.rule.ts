import type { Centre } from './centre'

/** The centre kept from an earlier choice when it is still listed, else the first centre. */
export const selectedCentre = (centres: readonly Centre[], storedServiceId: string | undefined): Centre | undefined =>
  centres.find((c) => String(c.centerServiceId) === storedServiceId) ?? centres[0]

/** Centres whose name or locality contains the query, case-insensitively. */
export const searchCentres = (centres: readonly Centre[], query: string): readonly Centre[] => {
  const q = query.trim().toLowerCase()
  if (q === '') return centres
  return centres.filter((c) => c.name.toLowerCase().includes(q) || c.locality.toLowerCase().includes(q))
}
