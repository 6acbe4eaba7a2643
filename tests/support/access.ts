import fc from 'fast-check'
import type { Centre, UserContext } from '../../core/centre/centre'
import {
  FEATURE_LIST_NAMES,
  type AccessLevel,
  type AccessSubject,
  type FeatureLists,
  type Permissions,
} from '../../core/access/access'
import { ROUTES } from '../../core/access/route-map'
import { aCentre, centreArb } from './centres'

/** Every resource the route map names, plus one it does not. */
export const ROUTE_RESOURCES: readonly string[] = [
  ...new Set(ROUTES.flatMap((r) => (r.gate.permission === undefined ? [] : [r.gate.permission.resource]))),
  'SOME_OTHER_RESOURCE',
]

export const aUser = (over: Partial<UserContext> = {}): UserContext => ({
  id: 'staff-1',
  name: 'Test Staff',
  email: 'staff@centres.example',
  ...over,
})

/** A subject with nothing granted at a plain gym, any field overridden. */
export const aSubject = (over: Partial<AccessSubject> = {}): AccessSubject => ({
  centre: aCentre({ name: 'Koramangala Gym' }),
  user: aUser(),
  permissions: {},
  ptEnabled: false,
  featureLists: {},
  ...over,
})

/** Every resource of the route map granted at EDIT. */
export const ALL_PERMISSIONS: Permissions = Object.fromEntries(ROUTE_RESOURCES.map((r) => [r, ['VIEW', 'EDIT'] as const]))

export const levelsArb: fc.Arbitrary<readonly AccessLevel[]> = fc.subarray(['VIEW', 'EDIT'] as AccessLevel[])

export const permissionsArb: fc.Arbitrary<Permissions> = fc.dictionary(fc.constantFrom(...ROUTE_RESOURCES), levelsArb)

export const accessCentreArb: fc.Arbitrary<Centre> = fc
  .tuple(centreArb, fc.constantFrom<string | undefined>(undefined, 'HYBRID', 'LUX'))
  .map(([c, category]) => (category === undefined ? c : { ...c, category }))

export const userArb: fc.Arbitrary<UserContext> = fc.record(
  {
    id: fc.string({ minLength: 1, maxLength: 8 }),
    name: fc.string({ maxLength: 10 }),
    email: fc.string({ maxLength: 10 }),
    empId: fc.oneof(fc.constantFrom('CLT123', 'EMP9', 'clt1', ''), fc.string({ maxLength: 6 })),
    cultEmployeeId: fc.oneof(fc.constantFrom('CE1', ''), fc.string({ maxLength: 4 })),
  },
  { requiredKeys: ['id', 'name', 'email'] },
)

const featureListsFor = (centre: Centre): fc.Arbitrary<FeatureLists> =>
  fc.dictionary(
    fc.constantFrom(...FEATURE_LIST_NAMES),
    fc.array(fc.oneof(fc.constant(centre.centerServiceId), fc.integer({ min: 1, max: 1_000_000 })), { maxLength: 3 }),
  )

export const subjectArb: fc.Arbitrary<AccessSubject> = accessCentreArb.chain((centre) =>
  fc.record({
    centre: fc.constant(centre),
    user: userArb,
    permissions: permissionsArb,
    ptEnabled: fc.boolean(),
    featureLists: featureListsFor(centre),
  }),
)
