import type { Centre, CentreType, UserContext } from '../centre/centre'

/** Access level on a permission resource (part 1 §6). EDIT implies VIEW. */
export type AccessLevel = 'VIEW' | 'EDIT'

/** The permission list fetched from the server: resource name to the levels granted on it. */
export type Permissions = Readonly<Record<string, readonly AccessLevel[]>>

/**
 * Per-centre feature lists read from remote configuration (part 1 §2, part 3 §6). Each list
 * holds centre service ids; the remote key names are not shown in the spec, so these are ours.
 */
export type FeatureListName =
  | 'CPL'
  | 'HABIT_REWARDS'
  | 'NEW_MEMBER_DASHBOARD'
  | 'PILATES_REPORT'
  | 'HEALTH_PARTNER'
  | 'ADD_ON_PACKS'
  | 'CLP_V2'

export const FEATURE_LIST_NAMES: readonly FeatureListName[] = [
  'CPL',
  'HABIT_REWARDS',
  'NEW_MEMBER_DASHBOARD',
  'PILATES_REPORT',
  'HEALTH_PARTNER',
  'ADD_ON_PACKS',
  'CLP_V2',
]

/** Feature lists by name, each a list of centre service ids. A missing list contains no centre. */
export type FeatureLists = Readonly<Partial<Record<FeatureListName, readonly number[]>>>

/** Who asks for a screen, at which centre, with what rights. */
export type AccessSubject = {
  readonly centre: Centre
  readonly user: UserContext
  readonly permissions: Permissions
  /** Personal training is enabled for this centre (centre details' gymPtEnabledCenter). */
  readonly ptEnabled: boolean
  readonly featureLists: FeatureLists
  /** The centre's termination date has passed (known when the subject was made with the time). */
  readonly closed?: boolean
}

/** Sidebar groups; top-level entries have no group. */
export type MenuGroup = 'Performance' | 'Manage Resource' | 'Employee' | 'Reports'

/** Everything a route needs before it is shown. Every condition present must hold. */
export type RouteGate = {
  /** The centre's type must be one of these (or its category must be `orCategory`). */
  readonly onlyTypes?: readonly CentreType[]
  /** A centre of this category passes `onlyTypes` whatever its type (CULT or HYBRID). */
  readonly orCategory?: 'HYBRID'
  /** The centre's type must not be one of these. */
  readonly excludedTypes?: readonly CentreType[]
  readonly permission?: { readonly resource: string; readonly level: AccessLevel }
  readonly needsCultEmployeeId?: boolean
  readonly needsEmployeeId?: boolean
  /** The employee id must start with CLT. */
  readonly needsCltEmployeeId?: boolean
  /** The centre's service id must be in this feature list. */
  readonly featureList?: FeatureListName
  /** Routes flagged as taking their permission from configuration: PT must be enabled for the centre. */
  readonly needsPtEnabled?: boolean
  /** The health-partner rule: centre in the HEALTH_PARTNER list, or the centre model is COCO. */
  readonly healthPartner?: boolean
  /** A selling screen: closed at a centre whose termination date has passed (part 1 §4). */
  readonly sellsPacks?: boolean
}

/** One screen of the portal. */
export type RouteDef = {
  /** Exact path pattern, `:name` for a parameter segment. */
  readonly path: string
  readonly title: string
  /** Sidebar group, or undefined for a top-level entry. */
  readonly group?: MenuGroup
  /** Never listed in the sidebar (reached by links only). */
  readonly hidden: boolean
  /** Carries the sidebar's 'New' badge. */
  readonly isNew: boolean
  readonly gate: RouteGate
}
