import { randomUUID } from 'node:crypto'
import * as E from 'fp-ts/Either'
import { type Context, type Hono } from 'hono'
import { FEATURE_LISTS } from '../../../adapters/http/contract/access.codecs'
import type { CheckInWire } from '../../../adapters/http/contract/check-in.codecs'
import {
  AddChildBody,
  type AddChildWire,
  type AddOnsWire,
  type AddOnWire,
  BcaBody,
  type BcaListWire,
  type BcaResultWire,
  BcaSearchBody,
  type BcaWire,
  type CallWire,
  type ChildrenWire,
  type ChildWire,
  ClearBiometricsBody,
  type ClearBiometricsWire,
  CreateUserBody,
  MembershipsConfigBody,
  MembershipsConfigQuery,
  type MembershipsConfigWire,
  MembershipUpdateBody,
  type MembershipUpdateWire,
  PhoneBody,
  type PhoneRevealWire,
  PitchBody,
  type PitchWire,
  SegmentQuery,
  type SegmentWire,
  UserByIdQuery,
  type UserByPhoneWire,
  UserCentreBody,
  type UserResultWire,
  type UserWire,
  WalkInPitchBody,
} from '../../../adapters/http/contract/customer.codecs'
import { MembershipIdParams, SegmentIdParams } from '../../../adapters/http/contract/params.codecs'
import { PATHS } from '../../../adapters/http/contract/paths'
import {
  BCA_BMR,
  BCA_BODY_FAT,
  BCA_MUSCLE_MASS,
  BCA_VISCERAL_FAT,
  CHILD_AGE_MAX,
  CHILD_AGE_MIN,
  DAY_MS,
  LAST_CHECK_INS_SHOWN,
  PT_MEMBERSHIP_EDIT_DAYS_AFTER_END,
  SEGMENT_ID,
  START_DATE_LOOK_BACK_DAYS,
} from '../../../core/shared/constants'
import { nameRefusal } from '../../../core/customer/person-name.rule'
import * as M from '../../../core/shared/messages'
import type { Db } from '../../db/database'
import {
  agentById,
  centreById,
  type CustomerRow,
  customerById,
  customerByPhone,
  customerProfile,
  fail,
  inFeatureList,
  insertCustomer,
  isPhone,
  isPtTrainerAt,
  maskPhone,
  membershipById,
  membershipsOf,
  membershipWire,
  type StoredMembership,
  saveMembership,
  seal,
} from '../../store/profile-store'
import type { ApiEnv } from '../api-env'
import { centreScopes } from '../centre-scope'
import { routeTable } from '../route'
import { onceFor } from '../idempotency'

export type RouteDeps = { readonly db: Db; readonly now: () => number }

/** Answers a list of field errors: the first as the message, all of them in `errors`. */
const invalid = (c: Context, errors: Record<string, string>): Response =>
  c.json({ message: Object.values(errors)[0] ?? 'Invalid request', errors }, 400)

const blank = (s: string | null | undefined): boolean => s === undefined || s === null || s.trim() === ''

export const userWire = async (u: CustomerRow): Promise<UserWire> => ({
  id: u.id,
  firstName: u.first_name,
  lastName: u.last_name,
  phone: await seal(u.id, u.phone),
  email: u.email === null ? null : await seal(u.id, u.email),
  isPhoneVerified: u.is_phone_verified === 1,
  profilePictureUrl: u.profile_picture_url,
  cityId: u.city_id,
})

const recentCheckIns = (db: Db, userId: string, booking: boolean): CheckInWire[] =>
  (
    db
      .prepare(
        `SELECT full FROM check_ins WHERE user_id = ? AND state ${booking ? "= 'created'" : "= 'validated'"} ORDER BY start_time DESC LIMIT ?`,
      )
      .pluck()
      .all(userId, LAST_CHECK_INS_SHOWN) as string[]
  ).map((s) => JSON.parse(s) as CheckInWire)

export const customersRoutes = ({ db, now }: RouteDeps): Hono<ApiEnv> => {
  const api = routeTable(db)
  const S = centreScopes(db)

  // ---- look-ups by phone (in the body) and by id ----
  api.post(PATHS.userByPhone, { permission: ['CENTER_USER_DETAILS', 'VIEW'], body: PhoneBody, ...S.customer }, async (c, i) => {
    if (!isPhone(i.body.phone)) return fail(c, 400, M.INVALID_PHONE_NUMBER)
    const u = customerByPhone(db, i.body.phone)
    if (u === undefined) return fail(c, 404, M.NO_USER_DETAIL_FOUND)
    const body: UserByPhoneWire = { id: u.id, isPhoneVerified: u.is_phone_verified === 1 }
    return c.json(body)
  })

  api.post(PATHS.searchUser, { permission: ['CENTER_USER_DETAILS', 'VIEW'], body: PhoneBody, ...S.customer }, async (c, i) => {
    if (!isPhone(i.body.phone)) return fail(c, 400, M.INVALID_PHONE_NUMBER)
    const u = customerByPhone(db, i.body.phone)
    if (u === undefined) return fail(c, 404, M.NO_USER_DETAIL_FOUND)
    const body: UserResultWire = { user: await userWire(u) }
    return c.json(body)
  })

  // Creating a user for a phone that already has one answers that user again (200), changing nothing.
  api.post(PATHS.createUser, { permission: ['CENTER_USER_DETAILS', 'EDIT'], body: CreateUserBody, ...S.customer }, async (c, i) => {
    if (!isPhone(i.body.phone)) return fail(c, 400, M.INVALID_PHONE_NUMBER)
    const badName = nameRefusal(i.body.firstName ?? '') ?? nameRefusal(i.body.lastName ?? '')
    if (badName !== undefined) return fail(c, 400, badName)
    const existing = customerByPhone(db, i.body.phone)
    if (existing !== undefined) return c.json({ user: await userWire(existing) } satisfies UserResultWire, 200)
    const u = insertCustomer(db, { phone: i.body.phone, firstName: i.body.firstName?.trim() ?? '', lastName: i.body.lastName?.trim() ?? '', cityId: 1, now: now() })
    return c.json({ user: await userWire(u) } satisfies UserResultWire, 201)
  })

  api.get(PATHS.userById, { permission: ['CENTER_USER_DETAILS', 'VIEW'], query: UserByIdQuery, ...S.customer }, async (c, i) => {
    const u = customerById(db, i.query.userId)
    if (u === undefined) return fail(c, 404, M.NO_USER_DETAIL_FOUND)
    return c.json(await userWire(u))
  })

  // ---- memberships config (GET; POST with sports data for play centres) ----
  const membershipsConfig = async (c: Context, userId: string, centerId: number): Promise<Response> => {
    const u = customerById(db, userId)
    if (u === undefined) return fail(c, 404, M.NO_USER_DETAIL_FOUND)
    if (centreById(db, centerId) === undefined) return fail(c, 404, M.CENTRE_NOT_FOUND)
    const profile = customerProfile(db, userId)
    const lastBookings = recentCheckIns(db, userId, true)
    const children = db.prepare('SELECT COUNT(*) FROM child_users WHERE parent_user_id = ?').pluck().get(userId) as number
    const body: MembershipsConfigWire = {
      memberships: membershipsOf(db, userId, 'GYM').map(membershipWire),
      lastCheckins: recentCheckIns(db, userId, false),
      lastBookings,
      trialUsage: {
        used: profile.trial.used,
        maxCount: profile.trial.maxCount,
        status: profile.trial.used < profile.trial.maxCount ? 'ACTIVE' : 'EXHAUSTED',
      },
      isV2: profile.isV2,
      widgetData: {
        user_profile_widget: {
          primary: profile.buttons?.primary ?? null,
          secondary: profile.buttons?.secondary ?? null,
          tertiary: profile.buttons?.tertiary ?? null,
          tooltipButtons: [...(profile.buttons?.tooltipButtons ?? [])],
          trialTitle: `Trials used ${profile.trial.used}/${profile.trial.maxCount}`,
          parentPhone: children > 0 ? await seal(userId, u.phone) : null,
          emergencyPhone: profile.emergencyPhone === undefined ? null : await seal(userId, profile.emergencyPhone),
          booking_widget: { title: 'Recent bookings', recent: lastBookings },
        },
      },
    }
    return c.json(body)
  }
  api.get(PATHS.membershipsConfig, { permission: ['CENTER_USER_DETAILS', 'VIEW'], query: MembershipsConfigQuery, centre: 'centerId and centerServiceId (query)', scope: (i) => S.at([S.ofCentreId(i.query.centerId), S.ofServiceId(i.query.centerServiceId)]) }, async (c, i) => {
    return membershipsConfig(c, i.params.userId, i.query.centerId)
  })
  api.post(PATHS.membershipsConfig, { permission: ['CENTER_USER_DETAILS', 'VIEW'], body: MembershipsConfigBody, centre: 'centerId and centerServiceId (body)', scope: (i) => S.at([S.ofCentreId(i.body.centerId), S.ofServiceId(i.body.centerServiceId)]) }, async (c, i) => {
    return membershipsConfig(c, i.params.userId, i.body.centerId)
  })

  // ---- membership update: each change kind validated before anything is written ----
  api.post(PATHS.membershipUpdate, { permission: ['PT_MEMBERSHIP_UPDATE', 'EDIT'], body: MembershipUpdateBody, centre: 'the membership’s centre (membershipId); for CENTER also the target metadata.preferredCenterId', scope: (i) => S.at([S.ofMembership(i.body.membershipId), ...(i.body.action === 'CENTER' ? [S.ofCentreId(i.body.metadata?.preferredCenterId)] : [])]) }, async (c, i) => {
    const p = i.body
    const found = membershipById(db, p.membershipId)
    if (found === undefined) return fail(c, 404, M.MEMBERSHIP_NOT_FOUND)
    const m = found.m
    const t = now()
    if (m.end < t - PT_MEMBERSHIP_EDIT_DAYS_AFTER_END * DAY_MS) return fail(c, 409, M.MEMBERSHIP_EDIT_CLOSED)
    const remarks = p.annotation?.trim() ?? ''
    const planned = planUpdate(db, m, p, remarks, t)
    if (E.isLeft(planned)) return fail(c, 400, planned.left)
    const apply = (): { status: number; body: MembershipUpdateWire } => {
      const current = (membershipById(db, m.id) as { m: StoredMembership }).m
      const next = planned.right.change(current)
      db.transaction(() => {
        saveMembership(db, next)
        db.prepare('INSERT INTO membership_changes (membership_id, action, staff_id, payload, created_at) VALUES (?, ?, ?, ?, ?)').run(
          m.id,
          p.action,
          i.staff.id,
          JSON.stringify(p),
          t,
        )
      })()
      return { status: 200, body: { message: planned.right.message, membership: membershipWire(next) } }
    }
    if (p.action === 'MAX_TICKETS') return onceFor(db, c, `membership-update:${m.id}:${p.idempotenceId ?? ''}`, { staffId: i.staff.id, request: null }, apply)
    const r = apply()
    return c.json(r.body, 200)
  })

  // ---- child users ----
  api.get(PATHS.children, { permission: ['CENTER_USER_DETAILS', 'VIEW'], ...S.customer }, async (c, i) => {
    const parent = customerById(db, i.params.userId)
    if (parent === undefined) return fail(c, 404, M.NO_USER_DETAIL_FOUND)
    const rows = db.prepare('SELECT id, data FROM child_users WHERE parent_user_id = ? ORDER BY created_at').all(parent.id) as { id: string; data: string }[]
    const body: ChildrenWire = { children: await Promise.all(rows.map((r) => childWire(parent, r.id, JSON.parse(r.data) as StoredChild))) }
    return c.json(body)
  })
  api.post(PATHS.children, { permission: ['CENTER_USER_DETAILS', 'EDIT'], body: AddChildBody, ...S.customer }, async (c, i) => {
    const parent = customerById(db, i.params.userId)
    if (parent === undefined) return fail(c, 404, M.NO_USER_DETAIL_FOUND)
    if (blank(parent.phone)) return fail(c, 400, M.CUSTOMER_HAS_NO_PHONE)
    const x = i.body
    const errors: Record<string, string> = {}
    if (blank(x.firstName)) errors.firstName = M.FIRST_NAME_REQUIRED
    if (blank(x.lastName)) errors.lastName = M.LAST_NAME_REQUIRED
    if (!isPhone(x.emergencyPhone)) errors.emergencyPhone = M.VALID_PHONE_REQUIRED
    if (typeof x.age !== 'number' || !Number.isInteger(x.age) || x.age < CHILD_AGE_MIN || x.age > CHILD_AGE_MAX) errors.age = M.CHILD_AGE_RANGE
    if (Object.keys(errors).length > 0) return invalid(c, errors)
    const child: StoredChild = { firstName: (x.firstName ?? '').trim(), lastName: (x.lastName ?? '').trim(), age: x.age as number, emergencyPhone: x.emergencyPhone as string }
    const id = `child-${randomUUID()}`
    db.prepare('INSERT INTO child_users (id, parent_user_id, created_at, data) VALUES (?, ?, ?, ?)').run(id, parent.id, now(), JSON.stringify(child))
    const body: AddChildWire = { message: M.CHILD_ADDED, child: await childWire(parent, id, child) }
    return c.json(body, 201)
  })

  // ---- BCA ----
  api.post(PATHS.bcaCreate, { permission: ['CENTER_USER_DETAILS', 'EDIT'], body: BcaBody, centre: 'centerId (body)', scope: (i) => S.at([S.ofCentreId(i.body.centerId)]) }, async (c, i) => {
    const x = i.body
    const u = customerById(db, x.userId)
    if (u === undefined) return fail(c, 404, M.NO_USER_DETAIL_FOUND)
    if (centreById(db, x.centerId) === undefined) return fail(c, 404, M.CENTRE_NOT_FOUND)
    const within = (v: number | null | undefined, r: { min: number; max: number }): boolean =>
      typeof v === 'number' && Number.isFinite(v) && v >= r.min && v <= r.max
    const errors: Record<string, string> = {}
    if (typeof x.weight !== 'number' || !Number.isFinite(x.weight) || x.weight <= 0) errors.weight = M.WEIGHT_REQUIRED
    if (!within(x.muscleMass, BCA_MUSCLE_MASS)) errors.muscleMass = M.MUSCLE_MASS_RANGE
    if (!within(x.bodyFatPercentage, BCA_BODY_FAT)) errors.bodyFatPercentage = M.BODY_FAT_RANGE
    if (!within(x.visceralFatLevels, BCA_VISCERAL_FAT)) errors.visceralFatLevels = M.VISCERAL_FAT_RANGE
    if (!within(x.basalMetabolicRate, BCA_BMR)) errors.basalMetabolicRate = M.BMR_RANGE
    if (Object.keys(errors).length > 0) return invalid(c, errors)
    const data: StoredBca = {
      weight: x.weight as number,
      muscleMass: x.muscleMass as number,
      basalMetabolicRate: x.basalMetabolicRate as number,
      visceralFatLevels: x.visceralFatLevels as number,
      bodyFatPercentage: x.bodyFatPercentage as number,
    }
    const t = now()
    const id = Number(
      db.prepare('INSERT INTO bca_records (centre_id, user_id, created_at, data) VALUES (?, ?, ?, ?)').run(x.centerId, u.id, t, JSON.stringify(data)).lastInsertRowid,
    )
    const body: BcaResultWire = { message: M.BCA_RECORDED, record: await bcaWire(u, { id, centre_id: x.centerId, created_at: t, data }) }
    return c.json(body, 201)
  })
  api.post(PATHS.bcaSearch, { permission: ['CENTER_USER_DETAILS', 'VIEW'], body: BcaSearchBody, centre: 'centerId (body)', scope: (i) => S.at([S.ofCentreId(i.body.centerId)]) }, async (c, i) => {
    if (!isPhone(i.body.phoneNumber)) return fail(c, 400, M.INVALID_PHONE_NUMBER)
    const u = customerByPhone(db, i.body.phoneNumber)
    const rows =
      u === undefined
        ? []
        : (db.prepare('SELECT id, centre_id, created_at, data FROM bca_records WHERE centre_id = ? AND user_id = ? ORDER BY created_at DESC, id DESC').all(i.body.centerId, u.id) as {
            id: number
            centre_id: number
            created_at: number
            data: string
          }[])
    const records = u === undefined ? [] : await Promise.all(rows.map((r) => bcaWire(u, { ...r, data: JSON.parse(r.data) as StoredBca })))
    const body: BcaListWire = { records, lastRecordedAt: records[0]?.createdAt ?? null }
    return c.json(body)
  })

  // ---- biometrics, add-ons ----
  api.post(PATHS.clearBiometrics, { permission: ['CENTER_USER_DETAILS', 'EDIT'], body: ClearBiometricsBody, centre: 'centerId (body)', scope: (i) => S.at([S.ofCentreId(i.body.centerId)]) }, async (c, i) => {
    if (!isPhone(i.body.mobileNumber)) return fail(c, 400, M.INVALID_PHONE_NUMBER)
    const centre = centreById(db, i.body.centerId)
    if (centre === undefined) return fail(c, 404, M.CENTRE_NOT_FOUND)
    if (!inFeatureList(db, FEATURE_LISTS.biometricWhitelist, centre.wire.centerServiceId)) return fail(c, 400, M.BIOMETRICS_NOT_ENABLED)
    const u = customerByPhone(db, i.body.mobileNumber)
    if (u === undefined) return fail(c, 404, M.NO_USER_DETAIL_FOUND)
    const cleared = db.prepare('DELETE FROM biometric_enrolments WHERE user_id = ? AND centre_id = ?').run(u.id, centre.wire.id).changes
    const body: ClearBiometricsWire = { message: M.BIOMETRICS_CLEARED, cleared }
    return c.json(body)
  })

  api.get(PATHS.addOns, { permission: ['CENTER_USER_DETAILS', 'VIEW'], params: MembershipIdParams, centre: 'the membership’s centre (:membershipId)', scope: (i) => S.at([S.ofMembership(i.params.membershipId)]) }, (c, i) => {
    const id = Number(i.params.membershipId)
    if (!Number.isInteger(id) || membershipById(db, id) === undefined) return fail(c, 404, M.MEMBERSHIP_NOT_FOUND)
    const addOns = (db.prepare('SELECT data FROM membership_add_ons WHERE membership_id = ? ORDER BY id').pluck().all(id) as string[]).map(
      (d) => JSON.parse(d) as AddOnWire,
    )
    const body: AddOnsWire = { addOns }
    return c.json(body)
  })

  // ---- phone reveal and calls ----
  api.post(PATHS.phoneReveal, { permission: ['CENTER_USER_DETAILS', 'VIEW'], body: UserCentreBody, centre: 'centerId (body)', scope: (i) => S.at([S.ofCentreId(i.body.centerId)]) }, async (c, i) => {
    const u = customerById(db, i.body.userId)
    if (u === undefined) return fail(c, 404, M.NO_USER_DETAIL_FOUND)
    const centre = centreById(db, i.body.centerId)
    if (centre === undefined) return fail(c, 404, M.CENTRE_NOT_FOUND)
    const pii = inFeatureList(db, FEATURE_LISTS.piiAccessible, centre.wire.centerServiceId)
    const body: PhoneRevealWire = {
      isPIIAccessibleGym: pii,
      phone: pii ? await seal(u.id, u.phone) : null,
      maskedPhone: maskPhone(u.phone),
      userName: `${u.first_name} ${u.last_name}`.trim(),
      cmPhone: i.staff.phone,
    }
    return c.json(body)
  })

  api.post(PATHS.ivrCall, { permission: ['CENTER_USER_DETAILS', 'VIEW'], body: UserCentreBody, centre: 'centerId (body)', scope: (i) => S.at([S.ofCentreId(i.body.centerId)]) }, async (c, i) => {
    const u = customerById(db, i.body.userId)
    if (u === undefined) return fail(c, 404, M.NO_USER_DETAIL_FOUND)
    if (centreById(db, i.body.centerId) === undefined) return fail(c, 404, M.CENTRE_NOT_FOUND)
    const sent = customerProfile(db, u.id).ivrFails !== true
    db.prepare('INSERT INTO calls (kind, user_id, task_uuid, centre_id, staff_id, sent, created_at) VALUES (?, ?, NULL, ?, ?, ?, ?)').run(
      'IVR',
      u.id,
      i.body.centerId,
      i.staff.id,
      sent ? 1 : 0,
      now(),
    )
    const body: CallWire = { sent, message: sent ? M.CALL_BACK_PROMISED : M.CALL_FAILED }
    return c.json(body)
  })

  // ---- pitches ----
  api.post(PATHS.recordPitch, { permission: ['CM_LEADS', 'EDIT'], body: PitchBody, centre: 'centerId and centerServiceCenterId (body)', scope: (i) => S.at([S.ofCentreId(i.body.centerId), ...(typeof i.body.centerServiceCenterId === 'number' ? [S.ofServiceId(i.body.centerServiceCenterId)] : [])]) }, async (c, i) => {
    const x = i.body
    const errors: Record<string, string> = {}
    if (blank(x.customerName)) errors.customerName = M.CUSTOMER_NAME_REQUIRED
    if (blank(x.leadType)) errors.leadType = M.LEAD_QUALITY_IS_REQUIRED
    if (blank(x.source)) errors.source = M.SOURCE_REQUIRED
    if (blank(x.pitchedByUserId)) errors.pitchedByUserId = M.PITCHED_BY_REQUIRED
    if (blank(x.remarks)) errors.remarks = M.REMARKS_REQUIRED
    if (blank(x.customerId) && !isPhone(x.customerPhone)) errors.customerPhone = M.INVALID_PHONE_NUMBER
    if (Object.keys(errors).length > 0) return invalid(c, errors)
    const centre = centreById(db, x.centerId)
    if (centre === undefined) return fail(c, 404, M.CENTRE_NOT_FOUND)
    let customer: CustomerRow | undefined
    if (!blank(x.customerId)) {
      customer = customerById(db, x.customerId as string)
      if (customer === undefined) return fail(c, 404, M.NO_USER_DETAIL_FOUND)
    }
    const t = now()
    const customerId = db.transaction(() => {
      const u =
        customer ??
        customerByPhone(db, x.customerPhone as string) ??
        insertCustomer(db, { phone: x.customerPhone as string, ...splitName(x.customerName as string), cityId: centre.wire.address.city.cityId, now: t })
      db.prepare('INSERT INTO pitches (user_id, kind, created_at, data) VALUES (?, ?, ?, ?)').run(
        u.id,
        x.type ?? 'GYM_JOINING',
        t,
        JSON.stringify({ ...x, customerPhone: undefined, customerId: u.id, staffId: i.staff.id }),
      )
      return u.id
    })()
    const body: PitchWire = { customerId, status: 'PITCHED', message: M.PITCH_RECORDED_SUCCESSFULLY }
    return c.json(body, 201)
  })

  api.post(PATHS.walkInPitch, { permission: ['PARTNER_WALKINS', 'EDIT'], body: WalkInPitchBody, centre: 'centerId and centerServiceId (body)', scope: (i) => S.at([S.ofCentreId(i.body.centerId), S.ofServiceId(i.body.centerServiceId)]) }, async (c, i) => {
    const x = i.body
    const errors: Record<string, string> = {}
    if (blank(x.pitchByUserId)) errors.pitchByUserId = M.PITCHED_BY_REQUIRED
    if (blank(x.remarks)) errors.remarks = M.REMARKS_REQUIRED
    if (Object.keys(errors).length > 0) return invalid(c, errors)
    const u = customerById(db, x.userId)
    if (u === undefined) return fail(c, 404, M.NO_USER_DETAIL_FOUND)
    if (centreById(db, x.centerId) === undefined) return fail(c, 404, M.CENTRE_NOT_FOUND)
    db.prepare('INSERT INTO pitches (user_id, kind, created_at, data) VALUES (?, ?, ?, ?)').run(
      u.id,
      'SCHEDULED_WALK_IN',
      now(),
      JSON.stringify({ ...x, staffId: i.staff.id }),
    )
    const body: PitchWire = { customerId: u.id, status: 'PITCHED', message: M.PITCH_RECORDED }
    return c.json(body, 201)
  })

  // ---- segment membership (the fixed segment 28123) ----
  api.get(PATHS.segmentMembership, { permission: ['CENTER_USER_DETAILS', 'VIEW'], params: SegmentIdParams, query: SegmentQuery, ...S.customer }, (c, i) => {
    const segmentId = Number(i.params.segmentId)
    if (segmentId !== SEGMENT_ID) return fail(c, 404, M.SEGMENT_NOT_FOUND)
    if (customerById(db, i.query.userId) === undefined) return fail(c, 404, M.NO_USER_DETAIL_FOUND)
    const isMember = db.prepare('SELECT 1 FROM segment_members WHERE segment_id = ? AND user_id = ?').get(segmentId, i.query.userId) !== undefined
    const body: SegmentWire = { segmentId, userId: i.query.userId, isMember }
    return c.json(body)
  })

  return api.app
}

type StoredChild = { firstName: string; lastName: string; age: number; emergencyPhone: string }
type StoredBca = Omit<BcaWire, 'id' | 'centerId' | 'userId' | 'phoneNumber' | 'createdAt'>

const childWire = async (parent: CustomerRow, id: string, ch: StoredChild): Promise<ChildWire> => ({
  id,
  firstName: ch.firstName,
  lastName: ch.lastName,
  age: ch.age,
  userId: parent.id,
  emergencyPhone: await seal(parent.id, ch.emergencyPhone),
  parentPhone: await seal(parent.id, parent.phone),
})

const bcaWire = async (u: CustomerRow, r: { id: number; centre_id: number; created_at: number; data: StoredBca }): Promise<BcaWire> => ({
  id: r.id,
  centerId: r.centre_id,
  userId: u.id,
  phoneNumber: await seal(u.id, u.phone),
  ...r.data,
  createdAt: r.created_at,
})

const splitName = (full: string): { firstName: string; lastName: string } => {
  const parts = full.trim().split(/\s+/)
  return { firstName: parts[0] ?? '', lastName: parts.slice(1).join(' ') }
}

type Plan = { readonly message: string; readonly change: (m: StoredMembership) => StoredMembership }

/** Checks a membership update against the spec's rules; the change is applied only when all pass. */
const planUpdate = (db: Db, m: StoredMembership, p: MembershipUpdateBody, remarks: string, now: number): E.Either<string, Plan> => {
  const centreServiceIdOf = (centreId: number): number | undefined => centreById(db, centreId)?.wire.centerServiceId
  switch (p.action) {
    case 'END_DATE': {
      const hasEnd = typeof p.endDate === 'number' || typeof p.durationSeconds === 'number'
      if (!hasEnd || remarks === '') return E.left(M.END_DATE_AND_REMARKS_REQUIRED)
      const end = typeof p.durationSeconds === 'number' ? m.start + p.durationSeconds * 1000 : (p.endDate as number)
      if (!(end > m.start && end > now)) return E.left(M.END_DATE_AFTER_START_AND_TODAY)
      return E.right({ message: M.END_DATE_UPDATED, change: (cur) => ({ ...cur, end }) })
    }
    case 'START_DATE': {
      const hasStart = typeof p.startDate === 'number' || typeof p.newStart === 'number'
      if (!hasStart || remarks === '') return E.left(M.START_DATE_AND_REMARKS_REQUIRED)
      const start = typeof p.newStart === 'number' ? p.newStart * 1000 : (p.startDate as number)
      if (start < m.start - START_DATE_LOOK_BACK_DAYS * DAY_MS) return E.left(M.START_DATE_TOO_EARLY)
      if (start >= m.end) return E.left(M.START_DATE_AFTER_END)
      return E.right({ message: M.START_DATE_UPDATED, change: (cur) => ({ ...cur, start }) })
    }
    case 'TRAINER': {
      const trainerId = p.metadata?.preferredTrainerId ?? p.trainer ?? null
      if (blank(trainerId) || remarks === '') return E.left(M.TRAINER_AND_REMARKS_REQUIRED)
      const centreId = m.metadata.preferredCenterId ?? m.centerId
      const csid = centreServiceIdOf(centreId)
      const trainer = agentById(db, trainerId as string)
      if (trainer === undefined || csid === undefined || !isPtTrainerAt(trainer, csid)) return E.left(M.TRAINER_NOT_PT)
      return E.right({
        message: M.TRAINER_CHANGED,
        change: (cur) => ({ ...cur, metadata: { ...cur.metadata, preferredTrainerId: trainer.identityId }, trainerName: trainer.name }),
      })
    }
    case 'MAX_TICKETS': {
      const max = p.benefit?.maxTickets
      if (typeof max !== 'number' || remarks === '') return E.left(M.MAX_TICKETS_AND_REMARKS_REQUIRED)
      if (blank(p.idempotenceId)) return E.left(M.SESSION_COUNT_CHANGE_ID_REQUIRED)
      if (!Number.isInteger(max) || max < (m.benefits[0]?.ticketsUsed ?? 0)) return E.left(M.MAX_TICKETS_BELOW_USED)
      return E.right({
        message: M.SESSIONS_UPDATED,
        change: (cur) => ({ ...cur, benefits: cur.benefits.map((bn, i) => (i === 0 ? { ...bn, maxTickets: max } : bn)) }),
      })
    }
    case 'CENTER': {
      const centreId = p.metadata?.preferredCenterId
      if (typeof centreId !== 'number') return E.left(M.CENTRE_REQUIRED)
      const trainerId = p.metadata?.preferredTrainerId
      if (blank(trainerId)) return E.left(M.TRAINER_REQUIRED)
      const csid = centreServiceIdOf(centreId)
      if (csid === undefined) return E.left(M.CENTRE_NOT_FOUND)
      const trainer = agentById(db, trainerId as string)
      if (trainer === undefined || !isPtTrainerAt(trainer, csid)) return E.left(M.TRAINER_NOT_PT)
      return E.right({
        message: M.CENTRE_CHANGED,
        change: (cur) => ({
          ...cur,
          centerId: centreId,
          metadata: { ...cur.metadata, preferredCenterId: centreId, preferredTrainerId: trainer.identityId },
          trainerName: trainer.name,
        }),
      })
    }
  }
}
