import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { Permissions } from '../../core/access/access'
import { hasPermission } from '../../core/access/permission.rule'
import {
  allowedByCentreType,
  canAccess,
  explainDenial,
  homePath,
  matchRoute,
  menuEntries,
  menuRoutes,
  addressNeedsFeatureLists,
  routeNeedsFeatureLists,
} from '../../core/access/route-access.rule'
import { ROUTES } from '../../core/access/route-map'
import { ALL_PERMISSIONS, accessCentreArb, permissionsArb, subjectArb } from '../support/access'

const routeArb = fc.constantFrom(...ROUTES)

/** The union of two permission lists: everything either grants. */
const union = (a: Permissions, b: Permissions): Permissions => {
  const out: Record<string, ('VIEW' | 'EDIT')[]> = {}
  for (const [k, v] of [...Object.entries(a), ...Object.entries(b)]) out[k] = [...new Set([...(out[k] ?? []), ...v])]
  return out
}

describe('route access laws', () => {
  it('a route whose gate reads no feature list is decided the same with the lists or without them (the shell draws it before they come)', () => {
    fc.assert(
      fc.property(routeArb, subjectArb, (route, s) => {
        fc.pre(!routeNeedsFeatureLists(route))
        expect(explainDenial(route, { ...s, featureLists: {} })).toEqual(explainDenial(route, s))
      }),
    )
  })

  it('an address needs the feature lists exactly when the route it opens does', () => {
    for (const r of ROUTES) {
      const address = r.path.replace(/:[^/]+/g, '42')
      expect(addressNeedsFeatureLists(address), address).toBe(routeNeedsFeatureLists(matchRoute(address)?.route ?? r))
    }
    expect(addressNeedsFeatureLists('/checkin')).toBe(false)
    expect(addressNeedsFeatureLists('/reports/CPL')).toBe(true)
    expect(addressNeedsFeatureLists('/no-such-screen')).toBe(false)
  })

  it('a route is allowed exactly when its denial explanation is empty', () => {
    fc.assert(
      fc.property(routeArb, subjectArb, (route, s) => {
        expect(canAccess(route, s)).toBe(explainDenial(route, s).length === 0)
      }),
    )
  })

  it('the menu holds only allowed, non-hidden routes, each once, in route-map order', () => {
    fc.assert(
      fc.property(subjectArb, (s) => {
        const menu = menuRoutes(menuEntries(s))
        for (const r of menu) {
          expect(r.hidden).toBe(false)
          expect(canAccess(r, s)).toBe(true)
        }
        const order = menu.map((r) => ROUTES.indexOf(r))
        expect(order).toEqual([...order].sort((a, b) => a - b))
      }),
    )
  })

  it('the menu lists every allowed, non-hidden route (nothing allowed goes missing)', () => {
    fc.assert(
      fc.property(subjectArb, (s) => {
        const menu = menuRoutes(menuEntries(s))
        expect(menu).toEqual(ROUTES.filter((r) => !r.hidden && canAccess(r, s)))
      }),
    )
  })

  it('granting more permissions never removes an allowed route (monotone)', () => {
    fc.assert(
      fc.property(routeArb, subjectArb, permissionsArb, (route, s, more) => {
        const richer = { ...s, permissions: union(s.permissions, more) }
        if (canAccess(route, s)) expect(canAccess(route, richer)).toBe(true)
        for (const reason of explainDenial(route, richer)) expect(explainDenial(route, s)).toContain(reason)
      }),
    )
  })

  it('EDIT on a resource grants VIEW on it, never the other way round', () => {
    fc.assert(
      fc.property(permissionsArb, fc.string(), (p, resource) => {
        if (hasPermission(p, resource, 'EDIT')) expect(hasPermission(p, resource, 'VIEW')).toBe(true)
        expect(hasPermission({ ...p, [resource]: ['VIEW'] }, resource, 'EDIT')).toBe(false)
      }),
    )
  })

  it('PLAY-only and not-PLAY routes are mutually exclusive for every centre', () => {
    const playOnly = ROUTES.filter((r) => r.gate.onlyTypes?.length === 1 && r.gate.onlyTypes[0] === 'PLAY')
    const notPlay = ROUTES.filter((r) => r.gate.excludedTypes?.includes('PLAY'))
    expect(playOnly.length).toBeGreaterThan(0)
    expect(notPlay.length).toBeGreaterThan(0)
    fc.assert(
      fc.property(subjectArb, fc.constantFrom(...playOnly), fc.constantFrom(...notPlay), (s, a, b) => {
        expect(allowedByCentreType(a.gate, s.centre) && allowedByCentreType(b.gate, s.centre)).toBe(false)
        const everything = { ...s, permissions: ALL_PERMISSIONS, ptEnabled: true }
        expect(canAccess(a, everything) && canAccess(b, everything)).toBe(false)
      }),
    )
  })

  it("the redirect target of '/' is a route allowed by type for the centre", () => {
    fc.assert(
      fc.property(accessCentreArb, (centre) => {
        const target = matchRoute(homePath(centre))
        expect(target).toBeDefined()
        if (target !== undefined) expect(allowedByCentreType(target.route.gate, centre)).toBe(true)
      }),
    )
  })

  it('every route matches its own pattern with its parameters filled in', () => {
    fc.assert(
      fc.property(routeArb, fc.stringMatching(/^[A-Za-z0-9_-]{1,8}$/), (route, value) => {
        const address = route.path.replace(/:[A-Za-z]+/g, value)
        const m = matchRoute(address)
        expect(m?.route).toBe(route)
        for (const v of Object.values(m?.params ?? {})) expect(v).toBe(value)
      }),
    )
  })

  it('matching never throws, whatever the address', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const m = matchRoute(s)
        if (m !== undefined) expect(ROUTES).toContain(m.route)
      }),
    )
  })
})
