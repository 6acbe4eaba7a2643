import type { CheckIn } from '../check-in/check-in'
import type { ServerProfileWidget } from '../membership/profile-actions.rule'
import type { Membership } from '../membership/membership'
import type { EpochMs } from '../shared/brands'

/** A customer with phone and e-mail in clear (part 1 §3 "Customer"). */
export type Customer = {
  readonly id: string
  readonly firstName: string
  readonly lastName: string
  readonly phone: string
  readonly email?: string
  readonly isPhoneVerified: boolean
  readonly profilePictureUrl?: string
  readonly cityId?: number
}

/** A customer as the directory hands it over: phone and e-mail sealed with a key from the user id. */
export type SealedCustomer = Omit<Customer, 'phone' | 'email'> & {
  readonly sealedPhone: string
  readonly sealedEmail?: string
}

/** What a phone look-up finds. */
export type CustomerRef = { readonly id: string; readonly isPhoneVerified: boolean }

export type TrialUsage = { readonly used: number; readonly maxCount: number; readonly status: string }

/** The customer memberships response (part 1 §3). Sealed phones are sealed with the customer's id. */
export type CustomerMemberships = {
  readonly memberships: readonly Membership[]
  readonly lastCheckins: readonly CheckIn[]
  readonly lastBookings: readonly CheckIn[]
  readonly trialUsage: TrialUsage
  readonly isV2: boolean
  readonly widget: ServerProfileWidget & {
    readonly trialTitle: string
    readonly sealedParentPhone?: string
    readonly sealedEmergencyPhone?: string
    readonly bookingWidget: { readonly title: string; readonly recent: readonly CheckIn[] }
  }
}

/** The centre the profile is opened at (memberships config asks for both ids). */
export type ProfileCentre = { readonly centerId: number; readonly centerServiceId: number; readonly play?: boolean }

/** A child user (play academy); phones sealed with the parent's user id. */
export type ChildUser = {
  readonly id: string
  readonly firstName: string
  readonly lastName: string
  readonly age: number
  readonly userId: string
  readonly sealedEmergencyPhone: string
  readonly sealedParentPhone: string
}

export type NewChild = { readonly firstName: string; readonly lastName: string; readonly age: number; readonly emergencyPhone: string }

/** 'first last(age)', as the child list labels a child. */
export const childLabel = (c: Pick<ChildUser, 'firstName' | 'lastName' | 'age'>): string => `${c.firstName} ${c.lastName}(${c.age})`

export type BcaMeasurements = {
  readonly weight: number
  readonly muscleMass: number
  readonly basalMetabolicRate: number
  readonly visceralFatLevels: number
  readonly bodyFatPercentage: number
}

/** A body-composition record (part 1 §3 "BCA record"); the phone is sealed with the user id. */
export type BcaRecord = BcaMeasurements & {
  readonly id: number
  readonly centerId: number
  readonly userId: string
  readonly sealedPhone: string
  readonly createdAt: EpochMs
}

export type BcaHistory = { readonly records: readonly BcaRecord[]; readonly lastRecordedAt?: EpochMs }

/** An add-on of a membership (part 1 §3 "Add-on"). */
export type AddOn = {
  readonly orderId: string
  readonly benefitName: string
  readonly benefitType: string
  readonly tickets?: number
  readonly startDate: EpochMs
  readonly endDate: EpochMs
  readonly status: string
}

/** The phone reveal answer; the phone is sealed and present only at a PII-accessible centre. */
export type SealedPhoneReveal = {
  readonly isPIIAccessibleGym: boolean
  readonly sealedPhone?: string
  readonly maskedPhone: string
  readonly userName: string
  readonly cmPhone?: string
}

export type CustomerPhoneReveal = Omit<SealedPhoneReveal, 'sealedPhone'> & { readonly phone?: string }

/** Whether a call was placed, with the server's words. */
export type CallOutcome = { readonly sent: boolean; readonly message: string }

/** What staff enter for a BCA record: the weight, and the measurements they have. */
export type BcaEntry = Partial<BcaMeasurements> & { readonly weight: number }
