import type { TaskEither } from 'fp-ts/TaskEither'
import type { GatewayError } from '../shared/errors'
import type {
  AddOn,
  BcaHistory,
  BcaEntry,
  BcaRecord,
  CallOutcome,
  ChildUser,
  CustomerMemberships,
  CustomerRef,
  NewChild,
  ProfileCentre,
  SealedCustomer,
  SealedPhoneReveal,
} from './customer'

/** Where customers, their profile data and their phones come from. Phones and e-mails stay sealed. */
export interface CustomerDirectory {
  /** NotFound when no customer has this phone. */
  userByPhone(phone: string): TaskEither<GatewayError, CustomerRef>
  /** Creates the customer for a phone (answers the existing one when there is one). */
  createByPhone(phone: string, name?: { readonly firstName: string; readonly lastName: string }): TaskEither<GatewayError, SealedCustomer>
  userById(userId: string): TaskEither<GatewayError, SealedCustomer>
  memberships(userId: string, centre: ProfileCentre): TaskEither<GatewayError, CustomerMemberships>
  children(userId: string): TaskEither<GatewayError, readonly ChildUser[]>
  addChild(userId: string, child: NewChild): TaskEither<GatewayError, ChildUser>
  /** `attemptKey`: the attempt's idempotency key (a resend with it, online or from the offline queue, is applied once). */
  recordBca(userId: string, centerId: number, m: BcaEntry, attemptKey?: string): TaskEither<GatewayError, BcaRecord>
  bcaHistory(centerId: number, phone: string): TaskEither<GatewayError, BcaHistory>
  clearBiometrics(phone: string, centerId: number): TaskEither<GatewayError, number>
  addOns(membershipId: number): TaskEither<GatewayError, readonly AddOn[]>
  revealPhone(userId: string, centerId: number): TaskEither<GatewayError, SealedPhoneReveal>
  /** The masked IVR call: the customer's phone rings through the centre's line. */
  callViaIvr(userId: string, centerId: number): TaskEither<GatewayError, CallOutcome>
}
