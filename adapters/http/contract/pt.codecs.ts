import * as t from 'io-ts'
import { CsvOf, IntFromString, optional } from './codec-helpers'
import { BenefitWire, MembershipMetadataWire } from './customer.codecs'

/** A PT pack (a personal-training membership) of a customer. */
export const PtPackWire = t.type({
  id: t.number,
  name: t.string,
  status: t.keyof({ PURCHASED: null, PAUSED: null }),
  start: t.number,
  end: t.number,
  benefits: t.array(BenefitWire),
  trainerDetails: t.type({ name: t.string }),
  metadata: MembershipMetadataWire,
  productType: t.string,
  centerId: t.number,
})
export type PtPackWire = t.TypeOf<typeof PtPackWire>
export const PtPacksQuery = t.type({ userId: t.string })
export const PtPacksWire = t.type({ ptPacks: t.array(PtPackWire) })
export type PtPacksWire = t.TypeOf<typeof PtPacksWire>

export const PtSessionStatusWire = t.keyof({ BOOKED: null, ATTENDED: null, NO_SHOW: null, CANCELLED: null })
export type PtSessionStatusWire = t.TypeOf<typeof PtSessionStatusWire>
export const PtSessionWire = t.type({
  id: t.number,
  startTime: t.number,
  endTime: t.number,
  status: PtSessionStatusWire,
  centerId: t.number,
  identityId: t.string,
  trainerName: t.string,
  userId: t.string,
  bookingCode: t.string,
  metadata: t.type({ paid: t.boolean, doesNoShowCancellationPolicyV1Apply: t.boolean }),
})
export type PtSessionWire = t.TypeOf<typeof PtSessionWire>

/** PT sessions: tenant, service GYMFIT_PERSONAL_TRAINING, statuses, page 0, size 30; newest first. */
export const PtSessionsQuery = t.intersection([
  t.type({ userId: t.string, tenant: t.string, service: t.string, page: IntFromString, size: IntFromString }),
  t.partial({ statuses: CsvOf(PtSessionStatusWire, 'PtSessionStatuses') }),
])
export const PtSessionsWire = t.type({
  sessions: t.array(PtSessionWire),
  page: t.number,
  size: t.number,
  totalElements: t.number,
})
export type PtSessionsWire = t.TypeOf<typeof PtSessionsWire>

export const BookPtSessionBody = t.intersection([
  t.type({
    centerId: t.number,
    startTime: t.number,
    endTime: t.number,
    identityId: t.string,
    service: t.string,
    userId: t.string,
  }),
  t.partial({ source: optional(t.string), sessionBookingSource: optional(t.string) }),
])
export type BookPtSessionBody = t.TypeOf<typeof BookPtSessionBody>
export const ReschedulePtSessionBody = t.partial({
  startTime: optional(t.number),
  endTime: optional(t.number),
  oldSessionId: optional(t.number),
})
export type ReschedulePtSessionBody = t.TypeOf<typeof ReschedulePtSessionBody>
export const PtSessionResultWire = t.type({ message: t.string, session: PtSessionWire })
export type PtSessionResultWire = t.TypeOf<typeof PtSessionResultWire>

export const PtSlotsQuery = t.type({
  centerId: IntFromString,
  identityId: t.string,
  startTime: IntFromString,
  endTime: IntFromString,
  service: t.string,
})
export const PtSlotWire = t.type({
  startTime: t.number,
  endTime: t.number,
  status: t.keyof({ AVAILABLE: null, BOOKED: null, BLOCKED: null }),
})
export type PtSlotWire = t.TypeOf<typeof PtSlotWire>
export const PtSlotsWire = t.type({ slots: t.array(PtSlotWire) })
export type PtSlotsWire = t.TypeOf<typeof PtSlotsWire>

// ---- selling: PT sale and its OTPs ----
/** The PT OTP-bypass whitelist: staff e-mails (the server enforces it on every PT order too). */
export const PtOtpBypassWire = t.type({ emails: t.array(t.string) })
export type PtOtpBypassWire = t.TypeOf<typeof PtOtpBypassWire>
