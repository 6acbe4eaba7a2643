import { FEATURE_LIST_WIRE_KEYS } from '../../../adapters/http/contract/access.codecs'
import type { FeatureLists } from '../../../core/access/access'
import { explainDenial } from '../../../core/access/route-access.rule'
import { ROUTES } from '../../../core/access/route-map'
import type { Centre } from '../../../core/centre/centre'
import { seedCentres } from '../../../sandbox/seed/centres'
import { PERSONAS } from '../../../sandbox/seed/personas'
import { SEED_FEATURE_LISTS } from '../../../sandbox/seed/profile'

/** The owner persona reaches every screen of the route map at some seeded centre of theirs. */
const owner = PERSONAS.find((p) => p.persona === 'owner')!
const centres: Centre[] = seedCentres(0)
  .filter((c) => owner.centres.includes(c.wire.id))
  .map(({ wire }) => ({
    id: wire.id,
    centerServiceId: wire.centerServiceId,
    name: wire.name,
    locality: wire.locality,
    type: wire.type,
    ...(wire.category == null ? {} : { category: wire.category }),
    ...(wire.subType == null ? {} : { subType: wire.subType }),
    centerModel: wire.centerModel,
    contextNames: wire.contextNames,
    skus: wire.skus,
    cityId: wire.address.city.cityId,
  }))
const ptEnabled = new Set(seedCentres(0).filter((c) => c.ptEnabled).map((c) => c.wire.id))
const featureLists: FeatureLists = Object.fromEntries(
  Object.entries(FEATURE_LIST_WIRE_KEYS).map(([name, key]) => [name, SEED_FEATURE_LISTS[key] ?? []]),
)
const user = { id: owner.id, name: owner.name, email: owner.email, ...(owner.empId === undefined ? {} : { empId: owner.empId }), ...(owner.cultEmployeeId === undefined ? {} : { cultEmployeeId: owner.cultEmployeeId }) }

/** Why the owner cannot open the route at each of their centres (empty somewhere = reachable). */
const denials = (path: string): string[][] =>
  centres.map((centre) =>
    [...explainDenial(ROUTES.find((r) => r.path === path)!, { centre, user, permissions: owner.permissions, ptEnabled: ptEnabled.has(centre.id), featureLists })],
  )

describe('owner persona', () => {
  it('holds every permission resource the route map names, at EDIT', () => {
    const resources = [...new Set(ROUTES.flatMap((r) => (r.gate.permission === undefined ? [] : [r.gate.permission.resource])))]
    expect(resources.filter((r) => !(owner.permissions[r] ?? []).includes('EDIT'))).toEqual([])
    expect(resources).toEqual(expect.arrayContaining(['PARTNER_REPORTS_REVENUE_TARGET', 'PARTNER_REPORTS_TRAINER_ATTENDANCE', 'PARTNER_REPORTS_GUARANTEED_GUIDANCE', 'PARTNER_REPORTS_SALES_PERFORMANCE', 'PARTNER_REPORTS_CPL']))
  })

  // The CM score screen needs a CLT employee id: the internal-cm persona, not the owner, reaches it.
  const ownerRoutes = ROUTES.filter((r) => r.gate.needsCltEmployeeId !== true)
  it.each(ownerRoutes.map((r) => [r.path]))('reaches %s at some seeded centre', (path) => {
    const d = denials(path)
    expect(d.some((reasons) => reasons.length === 0), JSON.stringify(d)).toBe(true)
  })

  it('reaches every report and every feature-gated screen', () => {
    const gated = ROUTES.filter((r) => r.group === 'Reports' || r.gate.featureList !== undefined || r.gate.healthPartner === true)
    expect(gated.length).toBeGreaterThan(15)
    expect(gated.filter((r) => !denials(r.path).some((x) => x.length === 0)).map((r) => r.path)).toEqual([])
  })

  it('the internal CM reaches the CM score screen', () => {
    const cm = PERSONAS.find((p) => p.persona === 'internal-cm')!
    expect(cm.empId?.startsWith('CLT')).toBe(true)
  })
})
