import * as t from 'io-ts'
import { IntFromString, SafeInt as Int, boundedText as text } from './codec-helpers'

/*
 * Wire contract of the customer-care calls of the profile (part 3 §3, §7 "Injury and referral"):
 * report injury v2 and record referral.
 */

/** POST v1/odin/injury/v2: the injury report payload plus userId. */
export const InjuryReportBody = t.type({
  userId: text(64),
  subCategory: text(64),
  injuredPersonInfo: text(200),
  centerId: Int,
  centerName: text(300),
  injuryLevel: text(200),
  workout: text(32),
  format: text(32),
  cmDetails: text(200),
  trainerDetails: text(200),
  injuryDate: text(10),
  injuryTime: text(5),
  injuryLocation: text(100),
  injuryLocationComment: text(1000),
  injuryDuringWorkout: t.boolean,
  impactedBodyPart: text(100),
  impactedBodyPartComment: text(1000),
  symptomsLevel1: text(100),
  symptomsLevel2: text(200),
  symptomsLevel2Comment: text(1000),
  firstAidItem: t.array(text(100)),
  firstAidItemComment: text(1000),
  firstAidProcedure: text(100),
  firstAidProcedureComment: text(1000),
  priorHistory: text(100),
  priorHistoryComment: text(1000),
  injuryCause: text(100),
  description: text(4000),
  trialMember: t.boolean,
})
export type InjuryReportBody = t.TypeOf<typeof InjuryReportBody>

export const InjuryTicketWire = t.type({ id: t.string })
export type InjuryTicketWire = t.TypeOf<typeof InjuryTicketWire>

/** POST v1/referrals: the referral payload (centerServiceCenterId travels as a string). */
export const ReferralBody = t.type({
  centerDetails: t.type({
    centerType: text(32),
    centerId: Int,
    centerServiceCenterId: text(20),
    centerCategory: t.keyof({ play: null, general: null }),
  }),
  customerDetails: t.type({ name: text(200), phone: text(20) }),
  referralSubmittedByEmailId: text(320),
  referredByUserId: text(64),
})
export type ReferralBody = t.TypeOf<typeof ReferralBody>

export const ReferralWire = t.type({ status: t.string, message: t.string })
export type ReferralWire = t.TypeOf<typeof ReferralWire>

/** GET v1/odin/injuries?userId&centerId: the customer's injury reports at the centre, newest first. */
export const InjuriesQuery = t.type({ userId: text(64), centerId: IntFromString })
export type InjuriesQuery = t.TypeOf<typeof InjuriesQuery>

export const ReportedInjuryWire = t.type({
  id: t.string,
  filedAt: t.number,
  injuredPersonInfo: t.string,
  centerName: t.string,
  injuryLevel: t.string,
  workout: t.string,
  format: t.string,
  injuryDate: t.string,
  injuryTime: t.string,
  injuryLocation: t.string,
  impactedBodyPart: t.string,
  symptomsLevel1: t.string,
  symptomsLevel2: t.string,
  injuryCause: t.string,
  cmDetails: t.string,
  trainerDetails: t.string,
  description: t.string,
})
export type ReportedInjuryWire = t.TypeOf<typeof ReportedInjuryWire>

export const InjuriesWire = t.type({ injuries: t.array(ReportedInjuryWire) })
export type InjuriesWire = t.TypeOf<typeof InjuriesWire>

/** POST v1/cult/trainers: the centre, the workout (GX, Gym or Play) and the staff member's cult employee id. */
export const CultTrainersBody = t.intersection([t.type({ centerId: Int, workout: text(32) }), t.partial({ cultEmployeeId: text(64) })])
export type CultTrainersBody = t.TypeOf<typeof CultTrainersBody>

export const CultTrainersWire = t.type({ trainers: t.array(t.type({ identityId: t.string, name: t.string })) })
export type CultTrainersWire = t.TypeOf<typeof CultTrainersWire>
