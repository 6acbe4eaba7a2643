import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { TaskEither } from 'fp-ts/TaskEither'
import { type AddChildField, validateAddChild } from '../forms/add-child.rule'
import { type BcaField, validateBca } from '../forms/bca.rule'
import type { ValidationFailed } from '../shared/errors'
import {
  BCA_RECORDED,
  BIOMETRICS_CLEARED,
  CALL_BACK_PROMISED,
  CALL_FAILED,
  CHILD_ADDED,
  callFailedWithReason,
} from '../shared/messages'
import { type ActionFailed, type Done, act, actionFailed, done, fetchAs, reasonOf, serverSays } from '../shared/outcome'
import type { PiiCipher } from '../shared/pii-cipher.port'
import type { AddOn, BcaHistory, BcaRecord, CallOutcome, ChildUser, CustomerPhoneReveal } from './customer'
import type { CustomerDirectory } from './customer-directory.port'

export type ProfileDeps = { readonly customers: CustomerDirectory }

/** Records a BCA (the form's bounds first): 'BCA recorded successfully'. */
export const recordBca =
  (d: ProfileDeps) =>
  (r: { readonly userId: string; readonly centerId: number; readonly draft: unknown }): TaskEither<ValidationFailed<BcaField> | ActionFailed<'BcaFailed'>, Done<BcaRecord>> =>
    pipe(
      TE.fromEither(validateBca(r.draft)),
      TE.chainW((m) => act('BcaFailed', serverSays, BCA_RECORDED)(d.customers.recordBca(r.userId, r.centerId, m))),
    )

export const loadBcaHistory =
  (d: ProfileDeps) =>
  (centerId: number, phone: string): TaskEither<ActionFailed<'BcaUnavailable'>, BcaHistory> =>
    fetchAs('BcaUnavailable', serverSays)(d.customers.bcaHistory(centerId, phone))

/** Adds a child user (play academy): 'Child User Successfully Added'. */
export const addChild =
  (d: ProfileDeps) =>
  (r: { readonly userId: string; readonly customerPhone: string | undefined; readonly draft: unknown }): TaskEither<ValidationFailed<AddChildField> | ActionFailed<'AddChildFailed'>, Done<ChildUser>> =>
    pipe(
      TE.fromEither(validateAddChild(r.draft, r.customerPhone)),
      TE.chainW((c) => act('AddChildFailed', serverSays, CHILD_ADDED)(d.customers.addChild(r.userId, c))),
    )

export const loadChildren =
  (d: ProfileDeps) =>
  (userId: string): TaskEither<ActionFailed<'ChildrenUnavailable'>, readonly ChildUser[]> =>
    fetchAs('ChildrenUnavailable', serverSays)(d.customers.children(userId))

/** Clears the customer's biometrics at a centre: 'Successfully cleared biometrics'. */
export const clearBiometrics =
  (d: ProfileDeps) =>
  (r: { readonly phone: string; readonly centerId: number }): TaskEither<ActionFailed<'ClearBiometricsFailed'>, Done<number>> =>
    act('ClearBiometricsFailed', serverSays, BIOMETRICS_CLEARED)(d.customers.clearBiometrics(r.phone, r.centerId))

/** Add-ons of a membership (empty: 'No add-on packs found for this membership'). */
export const loadAddOns =
  (d: ProfileDeps) =>
  (membershipId: number): TaskEither<ActionFailed<'AddOnsUnavailable'>, readonly AddOn[]> =>
    fetchAs('AddOnsUnavailable', serverSays)(d.customers.addOns(membershipId))

/** The customer's phone for staff: decrypted at a PII-accessible centre, else only the masked text. */
export const revealPhone =
  (d: ProfileDeps & { readonly pii: PiiCipher }) =>
  (r: { readonly userId: string; readonly centerId: number }): TaskEither<ActionFailed<'PhoneUnavailable'>, CustomerPhoneReveal> =>
    pipe(
      fetchAs('PhoneUnavailable', serverSays)(d.customers.revealPhone(r.userId, r.centerId)),
      TE.chainW(({ sealedPhone, ...rest }) =>
        sealedPhone === undefined
          ? TE.right(rest)
          : pipe(
              d.pii.decrypt(sealedPhone, r.userId),
              TE.bimap(
                (e) => actionFailed('PhoneUnavailable', e.message),
                (phone) => ({ ...rest, phone }),
              ),
            ),
      ),
    )

/** The masked IVR call: 'you will recieve a call', 'Call Failed' when not sent, else the call's failure with its reason. */
export const callCustomer =
  (d: ProfileDeps) =>
  (r: { readonly userId: string; readonly centerId: number }): TaskEither<ActionFailed<'CallFailed'>, Done<CallOutcome>> =>
    pipe(
      d.customers.callViaIvr(r.userId, r.centerId),
      TE.mapLeft((e) => actionFailed('CallFailed', callFailedWithReason(reasonOf(e)), e)),
      TE.chainW((o) => (o.sent ? TE.right(done(CALL_BACK_PROMISED, o)) : TE.left(actionFailed('CallFailed', CALL_FAILED)))),
    )
