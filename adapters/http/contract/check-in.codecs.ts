import * as t from 'io-ts'
import { BooleanFromString, CsvOf, IntFromString, optional } from './codec-helpers'

export const CheckInStateWire = t.keyof({ created: null, validated: null, cancelled: null })
export type CheckInStateWire = t.TypeOf<typeof CheckInStateWire>
export const CheckInTypeWire = t.keyof({ trial: null, complimentary: null, other: null })
export type CheckInTypeWire = t.TypeOf<typeof CheckInTypeWire>

/** One check-in as the list query returns it (part 1 §3). Times are epoch ms. */
export const CheckInWire = t.intersection([
  t.type({
    id: t.number,
    centerId: t.number,
    state: CheckInStateWire,
    startTime: t.number,
    endTime: t.number,
    userId: t.string,
    checkInType: CheckInTypeWire,
    flags: t.array(t.string),
  }),
  t.partial({
    validatedAt: optional(t.number),
    checkInTime: optional(t.number),
    checkOutTime: optional(t.number),
    firstName: optional(t.string),
    lastName: optional(t.string),
    userCheckinCount: optional(t.number),
    trainerId: optional(t.string),
    trainerName: optional(t.string),
    checkInGuidance: optional(t.type({ status: t.string })),
    lead: optional(t.type({ leadType: t.string })),
    modalConfigPayload: optional(t.partial({ EDIT_LEAD: t.type({ userId: t.string, centerId: t.number }) })),
  }),
])
export type CheckInWire = t.TypeOf<typeof CheckInWire>

// ---- Check-in list query (GET v1/checkIns) ----
export const CheckInListQuery = t.intersection([
  t.type({
    centerId: IntFromString,
    pageNumber: IntFromString,
    pageSize: IntFromString,
    startTimeFrom: IntFromString,
    startTimeTo: IntFromString,
  }),
  t.partial({
    includeUserDetails: BooleanFromString,
    states: CsvOf(CheckInStateWire, 'CheckInStates'),
    ownerEntityIdentifier: t.string,
  }),
])
export const CheckInListWire = t.type({
  checkIns: t.array(CheckInWire),
  pageNumber: t.number,
  pageSize: t.number,
  totalCount: t.number,
})
export type CheckInListWire = t.TypeOf<typeof CheckInListWire>

// ---- Past check-ins of a customer (GET v1/checkIns/past) ----
export const PastCheckInsQuery = t.type({
  userId: t.string,
  centerId: IntFromString,
  startTimeFrom: IntFromString,
  startTimeTo: IntFromString,
})
export const PastCheckInsWire = t.type({ checkIns: t.array(CheckInWire) })
export type PastCheckInsWire = t.TypeOf<typeof PastCheckInsWire>

// ---- Check in as member / as trial / by passcode ----
export const MemberCheckInBody = t.type({ userId: t.string, centerId: t.number, cityId: t.number })
export type MemberCheckInBody = t.TypeOf<typeof MemberCheckInBody>
export const TrialCheckInBody = t.intersection([
  t.type({ cityId: t.number, centerId: t.number, phone: t.string, countryCode: t.string }),
  t.partial({ firstName: t.string, lastName: t.string, welcomeMessage: optional(t.string) }),
])
export type TrialCheckInBody = t.TypeOf<typeof TrialCheckInBody>
export const PasscodeCheckInBody = t.partial({
  centerId: t.number,
  checkinId: optional(t.number),
  passcode: optional(t.string),
})
export type PasscodeCheckInBody = t.TypeOf<typeof PasscodeCheckInBody>
/**
 * An alert at check-in, as every check-in's answer carries it (here rather than in
 * check-in-alerts.codecs.ts: the check-in gateway loads with the composition root).
 */
export const CheckInAlertWire = t.type({
  kind: t.keyof({ membershipPaused: null, paymentDue: null, recentInjury: null, trialsUsedUp: null, membershipEnding: null, birthday: null }),
  severity: t.keyof({ warn: null, block: null }),
  message: t.string,
})
export type CheckInAlertWire = t.TypeOf<typeof CheckInAlertWire>

/** A check-in's answer; a check-in carries the alerts that warned (none on a checkout or a trainer change). */
export const CheckInResultWire = t.intersection([t.type({ message: t.string, checkIn: CheckInWire }), t.partial({ alerts: t.array(CheckInAlertWire) })])
export type CheckInResultWire = t.TypeOf<typeof CheckInResultWire>

// ---- Validate passcode (GET v1/checkIns/{id}/validate?passCode&centerId) ----
export const ValidatePasscodeQuery = t.intersection([t.type({ centerId: IntFromString }), t.partial({ passCode: t.string })])
export const ValidatePasscodeWire = t.type({ valid: t.boolean, checkInId: t.number })
export type ValidatePasscodeWire = t.TypeOf<typeof ValidatePasscodeWire>

// ---- Checkout (PUT v1/pitch/checkin/{id}/checkout?userId) ----
export const CheckoutQuery = t.type({ userId: t.string })

// ---- Assign trainer (PUT v1/checkIns/{id}/assignTrainer?trainerId&centerId) ----
export const AssignTrainerQuery = t.type({ trainerId: t.string, centerId: IntFromString })

// ---- Trainer list for a check-in (GET v1/checkIns/{id}/trainerList) ----
export const CheckInTrainerWire = t.type({
  name: t.string,
  identityId: t.string,
  recommended: t.boolean,
  checkInsAssigned: t.number,
  agentAssets: t.type({ mediaList: t.array(t.type({ mediaUrl: t.string })) }),
})
export const CheckInTrainersWire = t.type({ trainers: t.array(CheckInTrainerWire) })
export type CheckInTrainersWire = t.TypeOf<typeof CheckInTrainersWire>
