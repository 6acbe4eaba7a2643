import type { Centre } from '../centre/centre'
import { enumLabel } from '../shared/enum-labels'
import {
  NEEDS_CLT_EMPLOYEE_ID,
  NEEDS_CULT_EMPLOYEE_ID,
  NEEDS_EMPLOYEE_ID,
  centreClosedNoSales,
  centreNotInFeatureList,
  healthPartnerNotEnabled,
  needsAccessOn,
  ptNotEnabled,
  screenNotFor,
  screenOnlyFor,
} from '../shared/messages'
import type { AccessSubject, FeatureListName, FeatureLists, MenuGroup, RouteDef, RouteGate } from './access'
import { hasPermission } from './permission.rule'
import { ROUTES } from './route-map'

const FEATURE_LABEL: Readonly<Record<FeatureListName, string>> = {
  CPL: 'the CPL report',
  HABIT_REWARDS: 'habit rewards',
  NEW_MEMBER_DASHBOARD: 'the new-member dashboard',
  PILATES_REPORT: 'the pilates report',
  HEALTH_PARTNER: 'the health-partner feature',
  ADD_ON_PACKS: 'add-on packs',
  CLP_V2: 'CLP v2',
}

const present = (s: string | undefined): s is string => typeof s === 'string' && s.trim() !== ''

/** Is the centre (by centre service id) in the named feature list? */
export const inFeatureList = (lists: FeatureLists, name: FeatureListName, centre: Centre): boolean =>
  (lists[name] ?? []).includes(centre.centerServiceId)

const listWords = (items: readonly string[], joiner: string): string =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${joiner} ${items[items.length - 1]}`

/** A centre type or category in the words staff use ('Gym', 'One Pass', 'Hybrid'). */
const kindWord = (code: string): string => enumLabel('centreType', code)

const centreKind = (centre: Centre): string =>
  centre.category !== undefined && centre.category !== '' ? `${kindWord(centre.type)} (${kindWord(centre.category)})` : kindWord(centre.type)

/** Why the centre's type (or category) keeps it from the gate; empty when the type fits. */
export const centreTypeReasons = (gate: RouteGate, c: Centre): readonly string[] => {
  const reasons: string[] = []
  const onlyOk =
    gate.onlyTypes === undefined ||
    gate.onlyTypes.includes(c.type) ||
    (gate.orCategory !== undefined && c.category === gate.orCategory)
  if (!onlyOk) {
    const allowed = listWords([...(gate.onlyTypes ?? []), ...(gate.orCategory === undefined ? [] : [gate.orCategory])].map(kindWord), 'or')
    reasons.push(screenOnlyFor(allowed, c.name, centreKind(c)))
  }
  const excluded = gate.excludedTypes ?? []
  if (excluded.includes(c.type)) reasons.push(screenNotFor(listWords(excluded.map(kindWord), 'or'), c.name, centreKind(c)))
  return reasons
}

/** The centre-type part of a gate alone: onlyTypes (or the category escape) and excludedTypes. */
export const allowedByCentreType = (gate: RouteGate, centre: Centre): boolean => centreTypeReasons(gate, centre).length === 0

/**
 * Every reason the subject may not open the route, in staff words; empty when allowed.
 * Order: centre type, staff identity, centre features, permission.
 */
export const explainDenial = (route: RouteDef, s: AccessSubject): readonly string[] => {
  const g = route.gate
  const c = s.centre
  const reasons: string[] = [...centreTypeReasons(g, c)]
  if (g.needsCultEmployeeId === true && !present(s.user.cultEmployeeId)) reasons.push(NEEDS_CULT_EMPLOYEE_ID)
  if (g.needsEmployeeId === true && !present(s.user.empId)) reasons.push(NEEDS_EMPLOYEE_ID)
  if (g.needsCltEmployeeId === true && !(s.user.empId ?? '').startsWith('CLT')) reasons.push(NEEDS_CLT_EMPLOYEE_ID)
  if (g.featureList !== undefined && !inFeatureList(s.featureLists, g.featureList, c))
    reasons.push(centreNotInFeatureList(c.name, FEATURE_LABEL[g.featureList]))
  if (g.needsPtEnabled === true && !s.ptEnabled) reasons.push(ptNotEnabled(c.name))
  if (g.healthPartner === true && !(inFeatureList(s.featureLists, 'HEALTH_PARTNER', c) || c.centerModel === 'COCO'))
    reasons.push(healthPartnerNotEnabled(c.name))
  if (g.sellsPacks === true && s.closed === true) reasons.push(centreClosedNoSales(c.name))
  if (g.permission !== undefined && !hasPermission(s.permissions, g.permission.resource, g.permission.level))
    reasons.push(needsAccessOn(g.permission.level, route.title))
  return reasons
}

/** Does the route's gate read a feature list (its own, or the health-partner one)? */
export const routeNeedsFeatureLists = (route: RouteDef): boolean => route.gate.featureList !== undefined || route.gate.healthPartner === true

/** May the subject open the route? Exactly when there is no reason to deny it. */
export const canAccess = (route: RouteDef, s: AccessSubject): boolean => explainDenial(route, s).length === 0

export type RouteMatch = { readonly route: RouteDef; readonly params: Readonly<Record<string, string>> }

const segments = (path: string): readonly string[] => {
  const trimmed = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path
  return trimmed.split('/')
}

const matchPattern = (pattern: string, pathname: string): Readonly<Record<string, string>> | undefined => {
  const want = segments(pattern)
  const got = segments(pathname)
  if (want.length !== got.length) return undefined
  const params: Record<string, string> = {}
  for (let i = 0; i < want.length; i++) {
    const w = want[i] ?? ''
    const g = got[i] ?? ''
    if (w.startsWith(':')) {
      if (g === '') return undefined
      let value: string
      try {
        value = decodeURIComponent(g)
      } catch {
        value = g
      }
      params[w.slice(1)] = value
    } else if (w !== g) return undefined
  }
  return params
}

/**
 * The route an address opens: exact match (one trailing slash tolerated), `:name` segments
 * match any non-empty segment and come back decoded in `params`. Undefined when none matches
 * (including '/', '/v2', which redirect, and the '/performance' menu heading).
 */
export const matchRoute = (pathname: string, routes: readonly RouteDef[] = ROUTES): RouteMatch | undefined => {
  if (typeof pathname !== 'string' || !pathname.startsWith('/')) return undefined
  for (const route of routes) {
    const params = matchPattern(route.path, pathname)
    if (params !== undefined) return { route, params }
  }
  return undefined
}

/** Does the route an address opens need the feature lists to be gated? False for an address no route matches. */
export const addressNeedsFeatureLists = (pathname: string): boolean => {
  const here = matchRoute(pathname)
  return here !== undefined && routeNeedsFeatureLists(here.route)
}

/** A sidebar entry: a top-level route, or a group with its routes. */
export type MenuEntry =
  | { readonly kind: 'item'; readonly route: RouteDef }
  | { readonly kind: 'group'; readonly group: MenuGroup; readonly routes: readonly RouteDef[] }

/**
 * The sidebar: allowed, non-hidden routes in route-map order; a group sits where its first
 * allowed route sits and holds its allowed routes in order; empty groups are left out.
 */
export const menuEntries = (s: AccessSubject, routes: readonly RouteDef[] = ROUTES): readonly MenuEntry[] => {
  const out: MenuEntry[] = []
  const groups = new Map<MenuGroup, RouteDef[]>()
  for (const route of routes) {
    if (route.hidden || !canAccess(route, s)) continue
    if (route.group === undefined) {
      out.push({ kind: 'item', route })
      continue
    }
    const existing = groups.get(route.group)
    if (existing !== undefined) existing.push(route)
    else {
      const list = [route]
      groups.set(route.group, list)
      out.push({ kind: 'group', group: route.group, routes: list })
    }
  }
  return out
}

/** The routes of the menu, flattened in sidebar order. */
export const menuRoutes = (entries: readonly MenuEntry[]): readonly RouteDef[] =>
  entries.flatMap((e) => (e.kind === 'item' ? [e.route] : e.routes))

/** Where '/' and '/v2' send the staff member: the Play Dashboard for PLAY, else the Overall Dashboard. */
export const homePath = (centre: Centre): '/homepage' | '/dashboard' => (centre.type === 'PLAY' ? '/homepage' : '/dashboard')

/** The external User Guide link shows for CULT centres and HYBRID-category centres. */
export const showsUserGuide = (centre: Centre): boolean => centre.type === 'CULT' || centre.category === 'HYBRID'
