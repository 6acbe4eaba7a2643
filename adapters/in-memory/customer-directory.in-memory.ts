import * as E from 'fp-ts/Either'
import type { TaskEither } from 'fp-ts/TaskEither'
import type { BcaRecord, ChildUser, Customer, CustomerMemberships, SealedCustomer } from '../../core/customer/customer'
import type { CustomerDirectory } from '../../core/customer/customer-directory.port'

import { BCA_BMR, BCA_BODY_FAT, BCA_MUSCLE_MASS, BCA_VISCERAL_FAT, CHILD_AGE_MAX, CHILD_AGE_MIN, LAST_CHECK_INS_SHOWN, PHONE_MASK } from '../../core/shared/constants'
import { type GatewayError, notFound, rejected } from '../../core/shared/errors'
import * as M from '../../core/shared/messages'
import { type InMemoryProfileWorld, addCustomer, customerByPhone, isPhone, nextId, seal } from './profile-world'

const run =
  <A>(f: () => Promise<E.Either<GatewayError, A>> | E.Either<GatewayError, A>): TaskEither<GatewayError, A> =>
  async () =>
    f()

const sealCustomer = async (c: Customer): Promise<SealedCustomer> => ({
  id: c.id,
  firstName: c.firstName,
  lastName: c.lastName,
  isPhoneVerified: c.isPhoneVerified,
  sealedPhone: await seal(c.id, c.phone),
  ...(c.email === undefined ? {} : { sealedEmail: await seal(c.id, c.email) }),
  ...(c.profilePictureUrl === undefined ? {} : { profilePictureUrl: c.profilePictureUrl }),
  ...(c.cityId === undefined ? {} : { cityId: c.cityId }),
})

const within = (v: number | undefined, r: { min: number; max: number }): boolean => typeof v === 'number' && v >= r.min && v <= r.max

/** A customer directory over the in-process world: the reference behaviour of the contract suite. */
export const createInMemoryCustomerDirectory = (w: InMemoryProfileWorld): CustomerDirectory => {
  const customer = (id: string): E.Either<GatewayError, Customer> => {
    const c = w.customers.get(id)
    return c === undefined ? E.left(notFound(M.NO_USER_DETAIL_FOUND)) : E.right(c)
  }
  const child = async (parent: Customer, id: string, x: { firstName: string; lastName: string; age: number; emergencyPhone: string }): Promise<ChildUser> => ({
    id,
    firstName: x.firstName,
    lastName: x.lastName,
    age: x.age,
    userId: parent.id,
    sealedEmergencyPhone: await seal(parent.id, x.emergencyPhone),
    sealedParentPhone: await seal(parent.id, parent.phone),
  })
  const bcaRecord = async (c: Customer, r: InMemoryProfileWorld['bca'][number]): Promise<BcaRecord> => ({
    id: r.id,
    centerId: r.centerId,
    userId: c.id,
    sealedPhone: await seal(c.id, c.phone),
    ...r.m,
    createdAt: r.createdAt,
  })
  return {
    userByPhone: (phone) =>
      run(() => {
        if (!isPhone(phone)) return E.left(rejected(M.INVALID_PHONE_NUMBER))
        const c = customerByPhone(w, phone)
        return c === undefined ? E.left(notFound(M.NO_USER_DETAIL_FOUND)) : E.right({ id: c.id, isPhoneVerified: c.isPhoneVerified })
      }),
    createByPhone: (phone, name) =>
      run(async () => {
        if (!isPhone(phone)) return E.left(rejected(M.INVALID_PHONE_NUMBER))
        const c = customerByPhone(w, phone) ?? addCustomer(w, phone, name?.firstName ?? '', name?.lastName ?? '', 1)
        return E.right(await sealCustomer(c))
      }),
    userById: (userId) =>
      run(async () => {
        const c = customer(userId)
        return E.isLeft(c) ? c : E.right(await sealCustomer(c.right))
      }),
    memberships: (userId, centre) =>
      run(async () => {
        const c = customer(userId)
        if (E.isLeft(c)) return c
        if (!w.centres.has(centre.centerId)) return E.left(notFound(M.CENTRE_NOT_FOUND))
        const p = w.profiles.get(userId) ?? { trial: { used: 0, maxCount: 3 }, isV2: false }
        const mine = [...w.checkIns.values()].filter((x) => x.userId === userId).sort((a, b) => b.startTime - a.startTime)
        const recent = (state: string) => mine.filter((x) => x.state === state).slice(0, LAST_CHECK_INS_SHOWN)
        const hasChildren = w.children.some((x) => x.parentId === userId)
        const lastBookings = recent('created')
        const body: CustomerMemberships = {
          memberships: [...w.memberships.values()].filter((m) => m.userId === userId && m.kind === 'GYM').map((m) => m.membership),
          lastCheckins: recent('validated'),
          lastBookings,
          trialUsage: { ...p.trial, status: p.trial.used < p.trial.maxCount ? 'ACTIVE' : 'EXHAUSTED' },
          isV2: p.isV2,
          widget: {
            tooltip: [],
            trialTitle: `Trials used ${p.trial.used}/${p.trial.maxCount}`,
            ...(hasChildren ? { sealedParentPhone: await seal(userId, c.right.phone) } : {}),
            ...(p.emergencyPhone === undefined ? {} : { sealedEmergencyPhone: await seal(userId, p.emergencyPhone) }),
            bookingWidget: { title: 'Recent bookings', recent: lastBookings },
          },
        }
        return E.right(body)
      }),
    children: (userId) =>
      run(async () => {
        const c = customer(userId)
        if (E.isLeft(c)) return c
        return E.right(await Promise.all(w.children.filter((x) => x.parentId === userId).map((x) => child(c.right, x.id, x.child))))
      }),
    addChild: (userId, x) =>
      run(async () => {
        const c = customer(userId)
        if (E.isLeft(c)) return c
        if (c.right.phone.trim() === '') return E.left(rejected(M.CUSTOMER_HAS_NO_PHONE))
        if (x.firstName.trim() === '') return E.left(rejected(M.FIRST_NAME_REQUIRED))
        if (x.lastName.trim() === '') return E.left(rejected(M.LAST_NAME_REQUIRED))
        if (!isPhone(x.emergencyPhone)) return E.left(rejected(M.VALID_PHONE_REQUIRED))
        if (!Number.isInteger(x.age) || x.age < CHILD_AGE_MIN || x.age > CHILD_AGE_MAX) return E.left(rejected(M.CHILD_AGE_RANGE))
        const id = `child-${nextId(w)}`
        w.children.push({ id, parentId: userId, child: x })
        return E.right(await child(c.right, id, x))
      }),
    recordBca: (userId, centerId, m) =>
      run(async () => {
        const c = customer(userId)
        if (E.isLeft(c)) return c
        if (!w.centres.has(centerId)) return E.left(notFound(M.CENTRE_NOT_FOUND))
        if (!(m.weight > 0)) return E.left(rejected(M.WEIGHT_REQUIRED))
        if (!within(m.muscleMass, BCA_MUSCLE_MASS)) return E.left(rejected(M.MUSCLE_MASS_RANGE))
        if (!within(m.bodyFatPercentage, BCA_BODY_FAT)) return E.left(rejected(M.BODY_FAT_RANGE))
        if (!within(m.visceralFatLevels, BCA_VISCERAL_FAT)) return E.left(rejected(M.VISCERAL_FAT_RANGE))
        if (!within(m.basalMetabolicRate, BCA_BMR)) return E.left(rejected(M.BMR_RANGE))
        const r = {
          id: nextId(w),
          userId,
          centerId,
          createdAt: w.clock.now(),
          m: {
            weight: m.weight,
            muscleMass: m.muscleMass as number,
            bodyFatPercentage: m.bodyFatPercentage as number,
            visceralFatLevels: m.visceralFatLevels as number,
            basalMetabolicRate: m.basalMetabolicRate as number,
          },
        }
        w.bca.push(r)
        return E.right(await bcaRecord(c.right, r))
      }),
    bcaHistory: (centerId, phone) =>
      run(async () => {
        if (!isPhone(phone)) return E.left(rejected(M.INVALID_PHONE_NUMBER))
        const c = customerByPhone(w, phone)
        if (c === undefined) return E.right({ records: [] })
        const rows = w.bca.filter((r) => r.userId === c.id && r.centerId === centerId).sort((a, b) => b.createdAt - a.createdAt || b.id - a.id)
        const records = await Promise.all(rows.map((r) => bcaRecord(c, r)))
        return E.right(records[0] === undefined ? { records } : { records, lastRecordedAt: records[0].createdAt })
      }),
    clearBiometrics: (phone, centerId) =>
      run(() => {
        if (!isPhone(phone)) return E.left(rejected(M.INVALID_PHONE_NUMBER))
        const centre = w.centres.get(centerId)
        if (centre === undefined) return E.left(notFound(M.CENTRE_NOT_FOUND))
        if (!centre.biometricWhitelisted) return E.left(rejected(M.BIOMETRICS_NOT_ENABLED))
        const c = customerByPhone(w, phone)
        if (c === undefined) return E.left(notFound(M.NO_USER_DETAIL_FOUND))
        return E.right(w.biometrics.delete(`${c.id}:${centerId}`) ? 1 : 0)
      }),
    addOns: (membershipId) =>
      run(() => (w.memberships.has(membershipId) ? E.right(w.addOns.get(membershipId) ?? []) : E.left(notFound(M.MEMBERSHIP_NOT_FOUND)))),
    revealPhone: (userId, centerId) =>
      run(async () => {
        const c = customer(userId)
        if (E.isLeft(c)) return c
        const centre = w.centres.get(centerId)
        if (centre === undefined) return E.left(notFound(M.CENTRE_NOT_FOUND))
        return E.right({
          isPIIAccessibleGym: centre.piiAccessible,
          maskedPhone: `${PHONE_MASK}${c.right.phone.slice(-4)}`,
          userName: `${c.right.firstName} ${c.right.lastName}`.trim(),
          ...(centre.piiAccessible ? { sealedPhone: await seal(userId, c.right.phone) } : {}),
          ...(w.staff.phone === undefined ? {} : { cmPhone: w.staff.phone }),
        })
      }),
    callViaIvr: (userId, centerId) =>
      run(() => {
        const c = customer(userId)
        if (E.isLeft(c)) return c
        if (!w.centres.has(centerId)) return E.left(notFound(M.CENTRE_NOT_FOUND))
        const sent = w.profiles.get(userId)?.ivrFails !== true
        return E.right({ sent, message: sent ? M.CALL_BACK_PROMISED : M.CALL_FAILED })
      }),
  }
}

