import { webcrypto } from 'node:crypto'
import type { Context } from 'hono'
import type { CentreWire } from '../../adapters/http/contract/centre.codecs'
import type { CheckInWire } from '../../adapters/http/contract/check-in.codecs'
import type { MembershipWire } from '../../adapters/http/contract/customer.codecs'
import { encryptPii } from '../../adapters/http/contract/pii-scheme'
import type { PtPackWire } from '../../adapters/http/contract/pt.codecs'
import { isTenDigitPhone } from '../../core/shared/phone.rule'
import type { Db } from '../db/database'

/** Shared look-ups of the profile, check-in, PT, task and lead routes. */

export type CentreRow = { readonly wire: CentreWire; readonly ptEnabled: boolean }

export const centreById = (db: Db, id: number): CentreRow | undefined => {
  const row = db.prepare('SELECT data, pt_enabled FROM centres WHERE id = ?').get(id) as { data: string; pt_enabled: number } | undefined
  return row === undefined ? undefined : { wire: JSON.parse(row.data) as CentreWire, ptEnabled: row.pt_enabled === 1 }
}

export const centreByServiceId = (db: Db, centerServiceId: number): CentreRow | undefined => {
  const row = db.prepare('SELECT data, pt_enabled FROM centres WHERE center_service_id = ?').get(centerServiceId) as
    | { data: string; pt_enabled: number }
    | undefined
  return row === undefined ? undefined : { wire: JSON.parse(row.data) as CentreWire, ptEnabled: row.pt_enabled === 1 }
}

export const featureList = (db: Db, key: string): number[] | undefined => {
  const row = db.prepare('SELECT center_service_ids FROM feature_lists WHERE key = ?').pluck().get(key) as string | undefined
  return row === undefined ? undefined : (JSON.parse(row) as number[])
}

export const inFeatureList = (db: Db, key: string, centerServiceId: number): boolean =>
  (featureList(db, key) ?? []).includes(centerServiceId)

export type CustomerRow = {
  readonly id: string
  readonly first_name: string
  readonly last_name: string
  readonly phone: string
  readonly email: string | null
  readonly is_phone_verified: number
  readonly profile_picture_url: string | null
  readonly city_id: number
  readonly created_at: number
}

export const customerById = (db: Db, id: string): CustomerRow | undefined =>
  db.prepare('SELECT * FROM customers WHERE id = ?').get(id) as CustomerRow | undefined

export const customerByPhone = (db: Db, phone: string): CustomerRow | undefined =>
  db.prepare('SELECT * FROM customers WHERE phone = ?').get(phone) as CustomerRow | undefined

/** Creates a customer with the next free numeric id. */
export const insertCustomer = (
  db: Db,
  c: { phone: string; firstName: string; lastName: string; cityId: number; now: number },
): CustomerRow => {
  const next = db.prepare('SELECT COALESCE(MAX(CAST(id AS INTEGER)), 100000) + 1 FROM customers').pluck().get() as number
  const id = String(next)
  db.prepare(
    'INSERT INTO customers (id, first_name, last_name, phone, email, is_phone_verified, profile_picture_url, city_id, created_at) VALUES (?, ?, ?, ?, NULL, 0, NULL, ?, ?)',
  ).run(id, c.firstName, c.lastName, c.phone, c.cityId, c.now)
  db.prepare('INSERT INTO customer_profiles (user_id, data) VALUES (?, ?)').run(id, JSON.stringify(defaultProfile()))
  return customerById(db, id) as CustomerRow
}

/** Per-customer settings the profile calls need beyond the customers table. */
export type CustomerProfile = {
  readonly isV2: boolean
  readonly trial: { readonly used: number; readonly maxCount: number }
  readonly buttons?: {
    readonly primary: { action: string; title: string } | null
    readonly secondary: { action: string; title: string } | null
    readonly tertiary: { action: string; title: string } | null
    readonly tooltipButtons: readonly { action: string; title: string }[]
  }
  /** The IVR call to this customer is not sent (simulates a failed call). */
  readonly ivrFails?: boolean
  readonly emergencyPhone?: string
}

export const defaultProfile = (): CustomerProfile => ({ isV2: false, trial: { used: 0, maxCount: 3 } })

export const customerProfile = (db: Db, userId: string): CustomerProfile => {
  const row = db.prepare('SELECT data FROM customer_profiles WHERE user_id = ?').pluck().get(userId) as string | undefined
  return row === undefined ? defaultProfile() : (JSON.parse(row) as CustomerProfile)
}

export const saveProfile = (db: Db, userId: string, p: CustomerProfile): void => {
  db.prepare('INSERT INTO customer_profiles (user_id, data) VALUES (?, ?) ON CONFLICT(user_id) DO UPDATE SET data = excluded.data').run(
    userId,
    JSON.stringify(p),
  )
}

const subtleCrypto = webcrypto as unknown as Crypto

/** Seals a phone number or e-mail for `userId` (pii-scheme.ts). */
export const seal = (userId: string, clear: string): Promise<string> => encryptPii(subtleCrypto, userId, clear)

/** Nine X characters and the last 4 digits (part 1 §6 phone privacy). */
export const maskPhone = (phone: string): string => `XXXXXXXXX${phone.slice(-4)}`

/** A phone as the wire carries it: exactly 10 digits (the client normalises what people type). */
export const isPhone = isTenDigitPhone

// ---- Memberships and PT packs ----

export type MembershipKind = 'GYM' | 'PT' | 'PLAY_PT'
/** A stored membership: the wire shape plus the trainer's name for PT packs. */
export type StoredMembership = MembershipWire & { readonly trainerName?: string }

export const membershipById = (db: Db, id: number): { kind: MembershipKind; userId: string; m: StoredMembership } | undefined => {
  const row = db.prepare('SELECT kind, user_id, data FROM customer_memberships WHERE id = ?').get(id) as
    | { kind: MembershipKind; user_id: string; data: string }
    | undefined
  return row === undefined ? undefined : { kind: row.kind, userId: row.user_id, m: JSON.parse(row.data) as StoredMembership }
}

export const membershipsOf = (db: Db, userId: string, kind: MembershipKind): StoredMembership[] =>
  (db.prepare('SELECT data FROM customer_memberships WHERE user_id = ? AND kind = ? ORDER BY start_at DESC').pluck().all(userId, kind) as string[]).map(
    (d) => JSON.parse(d) as StoredMembership,
  )

export const saveMembership = (db: Db, m: StoredMembership): void => {
  db.prepare('UPDATE customer_memberships SET start_at = ?, end_at = ?, data = ? WHERE id = ?').run(m.start, m.end, JSON.stringify(m), m.id)
}

export const membershipWire = (m: StoredMembership): MembershipWire => {
  const { trainerName: _t, ...wire } = m
  return wire
}

export const ptPackWire = (m: StoredMembership): PtPackWire => {
  const { trainerName, ...wire } = m
  return { ...wire, trainerDetails: { name: trainerName ?? '' } }
}

// ---- Agents ----

export type StoredAgent = {
  readonly identityId: string
  readonly name: string
  readonly email: string
  readonly phone: string
  readonly roles: readonly string[]
  readonly resourceServiceMapping: readonly { serviceName: string; centerServiceId: number; status: 'ACTIVE' | 'INACTIVE' }[]
  readonly agentAssets: { mediaList: { mediaUrl: string }[] }
}

export const PT_SERVICE_NAME = 'GYMFIT_PERSONAL_TRAINING'

export const agentById = (db: Db, identityId: string): StoredAgent | undefined => {
  const row = db.prepare('SELECT data FROM agents WHERE identity_id = ?').pluck().get(identityId) as string | undefined
  return row === undefined ? undefined : (JSON.parse(row) as StoredAgent)
}

export const agentsAt = (db: Db, centerServiceId: number): StoredAgent[] =>
  (db.prepare('SELECT data FROM agents WHERE center_service_id = ? ORDER BY identity_id').pluck().all(centerServiceId) as string[]).map(
    (d) => JSON.parse(d) as StoredAgent,
  )

/** An agent with an active personal-training service mapping at the centre. */
export const isPtTrainerAt = (a: StoredAgent, centerServiceId: number): boolean =>
  a.resourceServiceMapping.some((m) => m.serviceName === PT_SERVICE_NAME && m.status === 'ACTIVE' && m.centerServiceId === centerServiceId)

// ---- Check-ins ----

/**
 * A check-in is stored twice as JSON text: `data` without user details and `full` with the
 * customer's first and last name, so the list query joins stored texts without parsing anything.
 */
export const withUserDetails = (dataJson: string, firstName: string, lastName: string): string =>
  `${dataJson.slice(0, -1)},"firstName":${JSON.stringify(firstName)},"lastName":${JSON.stringify(lastName)}}`

export type StoredCheckIn = Omit<CheckInWire, 'firstName' | 'lastName'>

export const checkInById = (db: Db, id: number): { row: StoredCheckIn; centreId: number; passCode: string | null } | undefined => {
  const r = db.prepare('SELECT data, centre_id, pass_code FROM check_ins WHERE id = ?').get(id) as
    | { data: string; centre_id: number; pass_code: string | null }
    | undefined
  return r === undefined ? undefined : { row: JSON.parse(r.data) as StoredCheckIn, centreId: r.centre_id, passCode: r.pass_code }
}

export const checkInWireById = (db: Db, id: number): CheckInWire =>
  JSON.parse(db.prepare('SELECT full FROM check_ins WHERE id = ?').pluck().get(id) as string) as CheckInWire

export const saveCheckIn = (db: Db, c: StoredCheckIn): void => {
  const u = customerById(db, c.userId)
  const data = JSON.stringify(c)
  db.prepare('UPDATE check_ins SET state = ?, start_time = ?, data = ?, full = ? WHERE id = ?').run(
    c.state,
    c.startTime,
    data,
    withUserDetails(data, u?.first_name ?? '', u?.last_name ?? ''),
    c.id,
  )
}

export const insertCheckIn = (db: Db, c: StoredCheckIn, customer: { first_name: string; last_name: string }, passCode: string | null): void => {
  const data = JSON.stringify(c)
  db.prepare('INSERT INTO check_ins (id, centre_id, user_id, start_time, state, pass_code, data, full) VALUES (?, ?, ?, ?, ?, ?, ?, ?)').run(
    c.id,
    c.centerId,
    c.userId,
    c.startTime,
    c.state,
    passCode,
    data,
    withUserDetails(data, customer.first_name, customer.last_name),
  )
}

export const nextId = (db: Db, table: string, column = 'id'): number =>
  db.prepare(`SELECT COALESCE(MAX(${column}), 0) + 1 FROM ${table}`).pluck().get() as number

/** A 4xx answer with a message to show (the spec's text where it has one). */
export const fail = (c: Context, status: 400 | 403 | 404 | 409 | 422, message: string, extra: Record<string, unknown> = {}): Response =>
  c.json({ message, ...extra }, status)
