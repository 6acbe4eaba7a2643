import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { ChildUser, CustomerMemberships, SealedCustomer } from '../../core/customer/customer'
import type { CustomerDirectory } from '../../core/customer/customer-directory.port'
import type { ServerButton } from '../../core/membership/profile-actions.rule'
import { epochMs } from '../../core/shared/brands'
import {
  AddChildWire,
  AddOnsWire,
  BcaListWire,
  BcaResultWire,
  type BcaWire,
  CallWire,
  ChildrenWire,
  type ChildWire,
  ClearBiometricsWire,
  MembershipsConfigWire,
  PhoneRevealWire,
  type ProfileButtonWire,
  UserByPhoneWire,
  UserResultWire,
  UserWire,
} from './contract/customer.codecs'
import { PATHS, pathWith } from './contract/paths'
import type { HttpClient } from './http-client'
import { checkInFromWire, membershipFromWire, opt } from './wire-mapping'

export const sealedCustomerFromWire = (w: UserWire): SealedCustomer => ({
  id: w.id,
  firstName: w.firstName,
  lastName: w.lastName,
  sealedPhone: w.phone,
  isPhoneVerified: w.isPhoneVerified,
  cityId: w.cityId,
  ...opt('sealedEmail', w.email),
  ...opt('profilePictureUrl', w.profilePictureUrl),
})

const button = (b: ProfileButtonWire | null | undefined): ServerButton | undefined =>
  b === undefined || b === null ? undefined : { actionType: b.action, title: b.title }

const membershipsFromWire = (w: MembershipsConfigWire): CustomerMemberships => {
  const p = w.widgetData.user_profile_widget
  return {
    memberships: w.memberships.map(membershipFromWire),
    lastCheckins: w.lastCheckins.map(checkInFromWire),
    lastBookings: w.lastBookings.map(checkInFromWire),
    trialUsage: w.trialUsage,
    isV2: w.isV2,
    widget: {
      ...opt('primary', button(p.primary)),
      ...opt('secondary', button(p.secondary)),
      ...opt('tertiary', button(p.tertiary)),
      tooltip: p.tooltipButtons.map((b) => ({ actionType: b.action, title: b.title })),
      trialTitle: p.trialTitle,
      ...opt('sealedParentPhone', p.parentPhone),
      ...opt('sealedEmergencyPhone', p.emergencyPhone),
      bookingWidget: { title: p.booking_widget.title, recent: p.booking_widget.recent.map(checkInFromWire) },
    },
  }
}

const childFromWire = (w: ChildWire): ChildUser => ({
  id: w.id,
  firstName: w.firstName,
  lastName: w.lastName,
  age: w.age,
  userId: w.userId,
  sealedEmergencyPhone: w.emergencyPhone,
  sealedParentPhone: w.parentPhone,
})

const bcaFromWire = (w: BcaWire) => ({
  id: w.id,
  centerId: w.centerId,
  userId: w.userId,
  sealedPhone: w.phoneNumber,
  weight: w.weight,
  muscleMass: w.muscleMass,
  basalMetabolicRate: w.basalMetabolicRate,
  visceralFatLevels: w.visceralFatLevels,
  bodyFatPercentage: w.bodyFatPercentage,
  createdAt: epochMs(w.createdAt),
})

export const createHttpCustomerDirectory = (http: HttpClient): CustomerDirectory => ({
  userByPhone: (phone) => http.send({ path: PATHS.userByPhone, data: { phone } }, UserByPhoneWire),
  createByPhone: (phone, name) =>
    pipe(http.send({ path: PATHS.createUser, data: { phone, ...(name ?? {}) } }, UserResultWire), TE.map((w) => sealedCustomerFromWire(w.user))),
  userById: (userId) => pipe(http.send({ path: PATHS.userById, params: { userId } }, UserWire), TE.map(sealedCustomerFromWire)),
  memberships: (userId, centre) =>
    pipe(
      centre.play === true
        ? http.send({ path: pathWith(PATHS.membershipsConfig, { userId }), data: { centerId: centre.centerId, centerServiceId: centre.centerServiceId } }, MembershipsConfigWire)
        : http.send(
            { path: pathWith(PATHS.membershipsConfig, { userId }), params: { centerId: centre.centerId, centerServiceId: centre.centerServiceId } },
            MembershipsConfigWire,
          ),
      TE.map(membershipsFromWire),
    ),
  children: (userId) => pipe(http.send({ path: pathWith(PATHS.children, { userId }) }, ChildrenWire), TE.map((w) => w.children.map(childFromWire))),
  addChild: (userId, child) => pipe(http.send({ path: pathWith(PATHS.children, { userId }), data: child }, AddChildWire), TE.map((w) => childFromWire(w.child))),
  recordBca: (userId, centerId, m, attemptKey) =>
    pipe(http.send({ path: PATHS.bcaCreate, data: { userId, centerId, ...m }, ...(attemptKey === undefined ? {} : { idempotencyKey: attemptKey }) }, BcaResultWire), TE.map((w) => bcaFromWire(w.record))),
  bcaHistory: (centerId, phone) =>
    pipe(
      http.send({ path: PATHS.bcaSearch, data: { centerId, phoneNumber: phone } }, BcaListWire),
      TE.map((w) => ({
        records: w.records.map(bcaFromWire),
        ...(w.lastRecordedAt === undefined || w.lastRecordedAt === null ? {} : { lastRecordedAt: epochMs(w.lastRecordedAt) }),
      })),
    ),
  clearBiometrics: (phone, centerId) =>
    pipe(http.send({ path: PATHS.clearBiometrics, data: { mobileNumber: phone, centerId } }, ClearBiometricsWire), TE.map((w) => w.cleared)),
  addOns: (membershipId) =>
    pipe(
      http.send({ path: pathWith(PATHS.addOns, { membershipId }) }, AddOnsWire),
      TE.map((w) =>
        w.addOns.map((a) => ({
          orderId: a.orderId,
          benefitName: a.benefitName,
          benefitType: a.benefitType,
          startDate: epochMs(a.startDate),
          endDate: epochMs(a.endDate),
          status: a.status,
          ...opt('tickets', a.tickets),
        })),
      ),
    ),
  revealPhone: (userId, centerId) =>
    pipe(
      http.send({ path: PATHS.phoneReveal, data: { userId, centerId } }, PhoneRevealWire),
      TE.map((w) => ({
        isPIIAccessibleGym: w.isPIIAccessibleGym,
        maskedPhone: w.maskedPhone,
        userName: w.userName,
        ...opt('sealedPhone', w.phone),
        ...opt('cmPhone', w.cmPhone),
      })),
    ),
  callViaIvr: (userId, centerId) => http.send({ path: PATHS.ivrCall, data: { userId, centerId } }, CallWire),
})
