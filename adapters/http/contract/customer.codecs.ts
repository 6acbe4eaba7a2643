import * as t from 'io-ts'
import { CheckInWire } from './check-in.codecs'
import { IntFromString, optional } from './codec-helpers'

/** A customer; phone and email are sealed with encryptPii for this user id (pii-scheme.ts). */
export const UserWire = t.type({
  id: t.string,
  firstName: t.string,
  lastName: t.string,
  phone: t.string,
  email: optional(t.string),
  isPhoneVerified: t.boolean,
  profilePictureUrl: optional(t.string),
  cityId: t.number,
})
export type UserWire = t.TypeOf<typeof UserWire>

// ---- By phone (POST: the phone travels in the body, never in the URL) ----
export const PhoneBody = t.type({ phone: t.string })
export type PhoneBody = t.TypeOf<typeof PhoneBody>
export const UserByPhoneWire = t.type({ id: t.string, isPhoneVerified: t.boolean })
export type UserByPhoneWire = t.TypeOf<typeof UserByPhoneWire>
export const CreateUserBody = t.intersection([t.type({ phone: t.string }), t.partial({ firstName: t.string, lastName: t.string })])
export type CreateUserBody = t.TypeOf<typeof CreateUserBody>
export const UserResultWire = t.type({ user: UserWire })
export type UserResultWire = t.TypeOf<typeof UserResultWire>
export const UserByIdQuery = t.type({ userId: t.string })

// ---- Memberships ----
export const BenefitWire = t.type({ name: t.string, ticketsUsed: t.number, maxTickets: t.number })
export const MembershipMetadataWire = t.partial({ preferredTrainerId: optional(t.string), preferredCenterId: optional(t.number) })
export const MembershipWire = t.type({
  id: t.number,
  name: t.string,
  subTitle: t.string,
  status: t.keyof({ PURCHASED: null, PAUSED: null }),
  start: t.number,
  end: t.number,
  benefits: t.array(BenefitWire),
  metadata: MembershipMetadataWire,
  productType: t.string,
  centerId: t.number,
})
export type MembershipWire = t.TypeOf<typeof MembershipWire>

export const ProfileButtonWire = t.type({ action: t.string, title: t.string })
export type ProfileButtonWire = t.TypeOf<typeof ProfileButtonWire>
export const TrialUsageWire = t.type({ used: t.number, maxCount: t.number, status: t.string })
export const MembershipsConfigQuery = t.type({ centerId: IntFromString, centerServiceId: IntFromString })
/** POST form of the same call, used for play centres (carries sports data). */
export const MembershipsConfigBody = t.intersection([
  t.type({ centerId: t.number, centerServiceId: t.number }),
  t.partial({ sportsData: t.UnknownRecord }),
])
export const MembershipsConfigWire = t.type({
  memberships: t.array(MembershipWire),
  lastCheckins: t.array(CheckInWire),
  lastBookings: t.array(CheckInWire),
  trialUsage: TrialUsageWire,
  isV2: t.boolean,
  widgetData: t.type({
    user_profile_widget: t.type({
      primary: optional(ProfileButtonWire),
      secondary: optional(ProfileButtonWire),
      tertiary: optional(ProfileButtonWire),
      tooltipButtons: t.array(ProfileButtonWire),
      trialTitle: t.string,
      /** Sealed with the customer's user id. */
      parentPhone: optional(t.string),
      emergencyPhone: optional(t.string),
      booking_widget: t.type({ title: t.string, recent: t.array(CheckInWire) }),
    }),
  }),
})
export type MembershipsConfigWire = t.TypeOf<typeof MembershipsConfigWire>

// ---- Membership update (part 1 §3 membership update payload) ----
export const MembershipUpdateAction = t.keyof({ END_DATE: null, START_DATE: null, TRAINER: null, MAX_TICKETS: null, CENTER: null })
export type MembershipUpdateAction = t.TypeOf<typeof MembershipUpdateAction>
export const MembershipUpdateBody = t.intersection([
  t.type({ membershipId: t.number, action: MembershipUpdateAction }),
  t.partial({
    membershipName: optional(t.string),
    trainer: optional(t.string),
    /** Epoch ms. */
    startDate: optional(t.number),
    endDate: optional(t.number),
    agentId: optional(t.string),
    benefit: optional(t.partial({ maxTickets: optional(t.number) })),
    annotation: optional(t.string),
    /** End-date change: the membership's whole length in seconds from its start. */
    durationSeconds: optional(t.number),
    /** Start-date change: the new start in epoch seconds. */
    newStart: optional(t.number),
    /** Session-count change: repeats with the same id change nothing. */
    idempotenceId: optional(t.string),
    metadata: optional(t.partial({ preferredTrainerId: optional(t.string), preferredCenterId: optional(t.number) })),
  }),
])
export type MembershipUpdateBody = t.TypeOf<typeof MembershipUpdateBody>
export const MembershipUpdateWire = t.type({ message: t.string, membership: MembershipWire })
export type MembershipUpdateWire = t.TypeOf<typeof MembershipUpdateWire>

// ---- Child users ----
export const AddChildBody = t.partial({
  firstName: optional(t.string),
  lastName: optional(t.string),
  age: optional(t.number),
  emergencyPhone: optional(t.string),
})
export type AddChildBody = t.TypeOf<typeof AddChildBody>
export const ChildWire = t.type({
  id: t.string,
  firstName: t.string,
  lastName: t.string,
  age: t.number,
  userId: t.string,
  /** Both sealed with the parent's user id. */
  emergencyPhone: t.string,
  parentPhone: t.string,
})
export type ChildWire = t.TypeOf<typeof ChildWire>
export const ChildrenWire = t.type({ children: t.array(ChildWire) })
export type ChildrenWire = t.TypeOf<typeof ChildrenWire>
export const AddChildWire = t.type({ message: t.string, child: ChildWire })
export type AddChildWire = t.TypeOf<typeof AddChildWire>

// ---- BCA ----
export const BcaBody = t.intersection([
  t.type({ centerId: t.number, userId: t.string }),
  t.partial({
    weight: optional(t.number),
    muscleMass: optional(t.number),
    basalMetabolicRate: optional(t.number),
    visceralFatLevels: optional(t.number),
    bodyFatPercentage: optional(t.number),
  }),
])
export type BcaBody = t.TypeOf<typeof BcaBody>
export const BcaWire = t.type({
  id: t.number,
  centerId: t.number,
  userId: t.string,
  /** Sealed with the user id. */
  phoneNumber: t.string,
  weight: t.number,
  muscleMass: t.number,
  basalMetabolicRate: t.number,
  visceralFatLevels: t.number,
  bodyFatPercentage: t.number,
  createdAt: t.number,
})
export type BcaWire = t.TypeOf<typeof BcaWire>
export const BcaResultWire = t.type({ message: t.string, record: BcaWire })
export type BcaResultWire = t.TypeOf<typeof BcaResultWire>
export const BcaSearchBody = t.type({ centerId: t.number, phoneNumber: t.string })
export const BcaListWire = t.type({ records: t.array(BcaWire), lastRecordedAt: optional(t.number) })
export type BcaListWire = t.TypeOf<typeof BcaListWire>

// ---- Clear biometrics ----
export const ClearBiometricsBody = t.type({ mobileNumber: t.string, centerId: t.number })
export const ClearBiometricsWire = t.type({ message: t.string, cleared: t.number })
export type ClearBiometricsWire = t.TypeOf<typeof ClearBiometricsWire>

// ---- Add-ons by membership id ----
export const AddOnWire = t.type({
  orderId: t.string,
  benefitName: t.string,
  benefitType: t.string,
  tickets: optional(t.number),
  startDate: t.number,
  endDate: t.number,
  status: t.string,
})
export type AddOnWire = t.TypeOf<typeof AddOnWire>
export const AddOnsWire = t.type({ addOns: t.array(AddOnWire) })
export type AddOnsWire = t.TypeOf<typeof AddOnsWire>

// ---- Phone reveal and calls ----
export const UserCentreBody = t.type({ userId: t.string, centerId: t.number })
export const PhoneRevealWire = t.type({
  isPIIAccessibleGym: t.boolean,
  /** Sealed with the user id; present only at a PII-accessible centre. */
  phone: optional(t.string),
  /** Nine X characters and the last 4 digits. */
  maskedPhone: t.string,
  userName: t.string,
  cmPhone: optional(t.string),
})
export type PhoneRevealWire = t.TypeOf<typeof PhoneRevealWire>
export const CallWire = t.type({ sent: t.boolean, message: t.string })
export type CallWire = t.TypeOf<typeof CallWire>

// ---- Pitch ----
export const PitchBody = t.intersection([
  t.type({ centerId: t.number }),
  t.partial({
    centerType: optional(t.string),
    centerServiceCenterId: optional(t.number),
    customerName: optional(t.string),
    type: optional(t.keyof({ PLAY_JOINING: null, GYM_JOINING: null })),
    status: optional(t.literal('PITCHED')),
    remarks: optional(t.string),
    customerPhone: optional(t.string),
    source: optional(t.string),
    pitchedByUserId: optional(t.string),
    pitchSource: optional(t.string),
    leadType: optional(t.string),
    commentTag: optional(t.string),
    centerCategory: optional(t.keyof({ PLAY: null, GX: null, GA: null })),
    customerId: optional(t.string),
  }),
])
export type PitchBody = t.TypeOf<typeof PitchBody>
export const WalkInPitchBody = t.intersection([
  t.type({ centerServiceId: t.number, centerId: t.number, userId: t.string }),
  t.partial({ pitchByUserId: optional(t.string), remarks: optional(t.string) }),
])
export type WalkInPitchBody = t.TypeOf<typeof WalkInPitchBody>
export const PitchWire = t.type({ customerId: t.string, status: t.literal('PITCHED'), message: t.string })
export type PitchWire = t.TypeOf<typeof PitchWire>

// ---- Segment membership ----
export const SegmentQuery = t.type({ userId: t.string })
export const SegmentWire = t.type({ segmentId: t.number, userId: t.string, isMember: t.boolean })
export type SegmentWire = t.TypeOf<typeof SegmentWire>
