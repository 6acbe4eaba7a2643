import * as t from 'io-ts'
import { IntFromString } from './codec-helpers'

// ---- Permission fetch (GET /v1/permission) ----
export const AccessTypeWire = t.keyof({ VIEW: null, EDIT: null })
export const PermissionsWire = t.type({
  permissions: t.array(t.type({ resource: t.string, accessTypes: t.array(AccessTypeWire) })),
  /** Role memberships in order; the last one's roleName is the user's role (spec part 1 §6). */
  memberships: t.array(t.type({ roleName: t.string, contexts: t.array(t.string) })),
})
export type PermissionsWire = t.TypeOf<typeof PermissionsWire>

// ---- Feature lists (GET v1/centers/fetchWatchmenConfig?key=NAME) ----
/**
 * Names of the remote configuration lists of centre service ids. The spec does not name them;
 * these are the sandbox's names, shared with the client.
 */
export const FEATURE_LISTS = {
  cpl: 'CPL_ENABLED_CENTERS',
  habitRewards: 'HABIT_REWARDS_CENTERS',
  newMemberDashboard: 'NEW_MEMBER_DASHBOARD_CENTERS',
  clpV2: 'CLP_V2_CENTERS',
  pilatesReport: 'PILATES_REPORT_CENTERS',
  healthPartner: 'HEALTH_PARTNER_CENTERS',
  biometricWhitelist: 'BIOMETRIC_WHITELIST_CENTERS',
  paymentLinkWhitelist: 'PAYMENT_LINK_WHITELIST_CENTERS',
  cashPayment: 'CASH_PAYMENT_CENTERS',
  addOns: 'ADD_ON_ENABLED_CENTERS',
  onboarding: 'ONBOARDING_FLOW_CENTERS',
  piiAccessible: 'PII_ACCESSIBLE_CENTERS',
  lmsPilot: 'LMS_PILOT_CENTERS',
} as const
export type FeatureListName = (typeof FEATURE_LISTS)[keyof typeof FEATURE_LISTS]

/** The remote list behind each feature list the route map gates on (core/access FeatureListName). */
export const FEATURE_LIST_WIRE_KEYS = {
  CPL: FEATURE_LISTS.cpl,
  HABIT_REWARDS: FEATURE_LISTS.habitRewards,
  NEW_MEMBER_DASHBOARD: FEATURE_LISTS.newMemberDashboard,
  PILATES_REPORT: FEATURE_LISTS.pilatesReport,
  HEALTH_PARTNER: FEATURE_LISTS.healthPartner,
  ADD_ON_PACKS: FEATURE_LISTS.addOns,
  CLP_V2: FEATURE_LISTS.clpV2,
} as const satisfies Readonly<Record<string, FeatureListName>>

export const FeatureListQuery = t.type({ key: t.string })
export const FeatureListWire = t.type({ key: t.string, centerServiceIds: t.array(t.number) })
export type FeatureListWire = t.TypeOf<typeof FeatureListWire>

// ---- Centre configuration (GET v1/center/centerConfigs?centerId) ----
export const CentreConfigQuery = t.type({ centerId: IntFromString })
export const CentreConfigWire = t.type({
  centerId: t.number,
  centerServiceId: t.number,
  ptEnabled: t.boolean,
  piiAccessible: t.boolean,
  biometricEnabled: t.boolean,
  cashPaymentEnabled: t.boolean,
  paymentLinkEnabled: t.boolean,
  addOnEnabled: t.boolean,
  onboardingEnabled: t.boolean,
})
export type CentreConfigWire = t.TypeOf<typeof CentreConfigWire>

// ---- Employees by centre service id and role names ----
export const EmployeesQuery = t.intersection([
  t.type({ centerServiceId: IntFromString }),
  t.partial({ roles: t.string }),
])
export const EmployeesWire = t.type({
  employees: t.array(t.type({ label: t.string, value: t.string, email: t.string, roles: t.array(t.string) })),
})
export type EmployeesWire = t.TypeOf<typeof EmployeesWire>

// ---- Agents and trainers by centre (email and phone encrypted with the agent's identityId) ----
export const ServiceMappingWire = t.type({
  serviceName: t.string,
  centerServiceId: t.number,
  status: t.keyof({ ACTIVE: null, INACTIVE: null }),
})
export const AgentAssetsWire = t.type({ mediaList: t.array(t.type({ mediaUrl: t.string })) })
export const AgentWire = t.type({
  name: t.string,
  identityId: t.string,
  emailId: t.string,
  phoneNumber: t.string,
  roles: t.array(t.string),
  resourceServiceMapping: t.array(ServiceMappingWire),
  agentAssets: AgentAssetsWire,
})
export type AgentWire = t.TypeOf<typeof AgentWire>
export const AgentsQuery = t.intersection([
  t.type({ centerServiceId: IntFromString }),
  t.partial({ ptOnly: t.keyof({ true: null, false: null }) }),
])
export const AgentsWire = t.type({ content: t.array(AgentWire) })
export type AgentsWire = t.TypeOf<typeof AgentsWire>

// ---- Lead comment tags, keyed by product (for example CULTPASS) ----
export const CommentTagsWire = t.record(t.string, t.array(t.string))
export type CommentTagsWire = t.TypeOf<typeof CommentTagsWire>
