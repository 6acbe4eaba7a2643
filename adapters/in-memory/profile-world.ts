import type { CheckIn } from '../../core/check-in/check-in'
import type { AddOn, BcaMeasurements, Customer, NewChild } from '../../core/customer/customer'
import type { OrderDetails, OrderRow } from '../../core/customer/order'
import type { Lead, Pitch } from '../../core/lead/lead'
import type { LeadInteraction, ScheduledWalkIn } from '../../core/lead/lead-desk'
import type { Membership } from '../../core/membership/membership'
import type { PtSession } from '../../core/pt/pt-session'
import type { EpochMs } from '../../core/shared/brands'
import type { Clock } from '../../core/shared/clock.port'
import type { CallTrailEntry, Task } from '../../core/task/task'
import { encryptPii } from '../http/contract/pii-scheme'
import { isTenDigitPhone } from '../../core/shared/phone.rule'

/**
 * The in-process state behind the in-memory gateways of the customer profile: the reference
 * behaviour the contract suites hold the HTTP gateways to. Phones and e-mails are kept in clear and
 * sealed on the way out, as the real API does.
 */
export type WorldCentre = {
  readonly id: number
  readonly centerServiceId: number
  readonly type: string
  readonly cityId: number
  readonly biometricWhitelisted: boolean
  readonly piiAccessible: boolean
}

export type WorldMembership = {
  readonly userId: string
  readonly kind: 'GYM' | 'PT' | 'PLAY_PT'
  readonly centerId: number
  readonly membership: Membership
  readonly trainerName?: string
  readonly preferredCenterId?: number
}

export type WorldAgent = {
  readonly identityId: string
  readonly name: string
  readonly email: string
  readonly phone: string
  readonly roles: readonly string[]
  /** Centre service ids where the agent is an active PT trainer. */
  readonly ptAt: readonly number[]
  /** Centre service ids the agent works at. */
  readonly worksAt: readonly number[]
}

export type WorldCheckIn = CheckIn & { readonly centerId: number; readonly passcode?: string }
export type WorldSession = PtSession & { readonly userId: string; readonly trainerName: string; readonly packId?: number }
export type WorldOrder = OrderRow & { readonly userId: string; readonly details: OrderDetails }

export type InMemoryProfileWorld = {
  readonly clock: Clock
  readonly staff: { readonly id: string; readonly name: string; readonly phone?: string }
  readonly centres: Map<number, WorldCentre>
  readonly customers: Map<string, Customer>
  readonly profiles: Map<string, { trial: { used: number; maxCount: number }; isV2: boolean; ivrFails?: boolean; emergencyPhone?: string }>
  readonly memberships: Map<number, WorldMembership>
  readonly children: { id: string; parentId: string; child: NewChild }[]
  readonly bca: { id: number; userId: string; centerId: number; createdAt: EpochMs; m: BcaMeasurements }[]
  readonly biometrics: Set<string>
  readonly addOns: Map<number, readonly AddOn[]>
  readonly checkIns: Map<string, WorldCheckIn>
  readonly agents: WorldAgent[]
  readonly sessions: Map<string, WorldSession>
  readonly orders: WorldOrder[]
  readonly tasks: Map<string, Task>
  readonly trails: Map<string, CallTrailEntry[]>
  readonly leads: Lead[]
  readonly pitches: (Pitch | { walkIn: true; userId: string; centerId?: number; at?: EpochMs; remarks?: string })[]
  readonly lmsPilotCentres: number[]
  /** Leads desk: each lead's interactions, the scheduled walk-ins, the assessment pilot gyms. */
  readonly leadInteractions: Map<number, LeadInteraction[]>
  readonly walkIns: ScheduledWalkIn[]
  readonly assessmentPilotCentres: number[]
  /** Idempotence ids already applied (session-count changes). */
  readonly applied: Set<string>
  seq: number
}

export const createProfileWorld = (clock: Clock, staff: InMemoryProfileWorld['staff'] = { id: 'staff-owner', name: 'Asha Rao' }): InMemoryProfileWorld => ({
  clock,
  staff,
  centres: new Map(),
  customers: new Map(),
  profiles: new Map(),
  memberships: new Map(),
  children: [],
  bca: [],
  biometrics: new Set(),
  addOns: new Map(),
  checkIns: new Map(),
  agents: [],
  sessions: new Map(),
  orders: [],
  tasks: new Map(),
  trails: new Map(),
  leads: [],
  pitches: [],
  lmsPilotCentres: [],
  leadInteractions: new Map(),
  walkIns: [],
  assessmentPilotCentres: [],
  applied: new Set(),
  seq: 900_000,
})

export const nextId = (w: InMemoryProfileWorld): number => ++w.seq

export const seal = (userId: string, clear: string): Promise<string> => encryptPii(globalThis.crypto, userId, clear)

/** A phone as the wire carries it: exactly 10 digits (the client normalises what people type). */
export const isPhone = isTenDigitPhone

export const customerByPhone = (w: InMemoryProfileWorld, phone: string): Customer | undefined => {
  for (const c of w.customers.values()) if (c.phone === phone) return c
  return undefined
}

export const addCustomer = (w: InMemoryProfileWorld, phone: string, firstName: string, lastName: string, cityId: number): Customer => {
  const c: Customer = { id: String(nextId(w)), firstName, lastName, phone, isPhoneVerified: false, cityId }
  w.customers.set(c.id, c)
  w.profiles.set(c.id, { trial: { used: 0, maxCount: 3 }, isV2: false })
  return c
}

export const centreByServiceId = (w: InMemoryProfileWorld, csid: number): WorldCentre | undefined => {
  for (const c of w.centres.values()) if (c.centerServiceId === csid) return c
  return undefined
}
