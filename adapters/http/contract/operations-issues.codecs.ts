import * as t from 'io-ts'
import { IntFromString, optional, SafeInt as Int, boundedText as text } from './codec-helpers'

/*
 * Wire contract of Report Issue (v1/odin/issues) and Door Access Control (v1/doorAccess/*).
 * The lists repeat core/operations/issue.ts and door-device.ts (the contract imports nothing from core).
 */

const oneOf = <A extends string>(values: readonly A[], name: string) =>
  new t.Type<A, string, unknown>(
    name,
    (u): u is A => typeof u === 'string' && (values as readonly string[]).includes(u),
    (u, c) => (typeof u === 'string' && (values as readonly string[]).includes(u) ? t.success(u as A) : t.failure(u, c)),
    (a) => a,
  )

const ISSUE_STATUSES = ['OPEN', 'IN_PROGRESS', 'RESOLVED', 'CLOSED'] as const
const ISSUE_CATEGORIES = ['EQUIPMENT', 'FACILITY', 'HOUSEKEEPING', 'TABLET', 'DOOR_ACCESS', 'OTHERS'] as const
const DOOR_KINDS = ['EM_LOCK', 'SWING_BARRIER'] as const
const DOOR_VENDORS = ['Fortuna', 'AVTech', 'AVTechV2'] as const
const DOOR_ACTIONS = ['CHECKIN', 'CHECKOUT'] as const
const DOOR_STATUSES = ['OFFLINE', 'DOOR KEPT OPEN', 'FUNCTIONAL'] as const

export const IssuesQuery = t.type({ centerId: IntFromString })
/** The form as sent: texts are checked by the server's copy of the form rule (a category it does not know is a 400 with the form's words). */
export const ReportIssueBody = t.type({
  centerId: Int,
  category: text(40),
  categoryComment: optional(text(1000)),
  title: text(1000),
  description: text(1000),
})

export const IssueWire = t.type({
  id: t.string,
  centerId: t.number,
  category: oneOf(ISSUE_CATEGORIES, 'IssueCategory'),
  categoryComment: optional(t.string),
  title: t.string,
  description: t.string,
  status: oneOf(ISSUE_STATUSES, 'IssueStatus'),
  reportedBy: t.string,
  reportedAt: t.number,
  updatedAt: t.number,
})
export type IssueWire = t.TypeOf<typeof IssueWire>
export const IssuesWire = t.type({ issues: t.array(IssueWire) })
export type IssuesWire = t.TypeOf<typeof IssuesWire>

export const DoorDevicesQuery = t.type({ centerId: IntFromString })
export const DoorDeviceParams = t.type({ deviceId: text(64) })
/** A keyof codec, so the sandbox's request fuzzers can build a valid action. */
export const DoorActionBody = t.type({ action: t.keyof({ CHECKIN: null, CHECKOUT: null }, 'DoorAction') })

export const DoorDeviceWire = t.type({
  deviceId: t.string,
  centerId: t.number,
  name: t.string,
  deviceType: oneOf(DOOR_KINDS, 'DoorDeviceKind'),
  vendor: oneOf(DOOR_VENDORS, 'DoorVendor'),
  status: oneOf(DOOR_STATUSES, 'DoorStatus'),
  statusSince: t.number,
  lastAction: optional(t.type({ action: oneOf(DOOR_ACTIONS, 'DoorAction'), by: t.string, at: t.number })),
})
export type DoorDeviceWire = t.TypeOf<typeof DoorDeviceWire>
export const DoorDevicesWire = t.type({ devices: t.array(DoorDeviceWire) })
export type DoorDevicesWire = t.TypeOf<typeof DoorDevicesWire>
