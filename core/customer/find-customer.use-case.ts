import * as E from 'fp-ts/Either'
import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { TaskEither } from 'fp-ts/TaskEither'
import type { GatewayError } from '../shared/errors'
import { NO_USER_DETAIL_FOUND, userNotFoundForId } from '../shared/messages'
import { type ActionFailed, actionFailed, reasonOf, serverSays } from '../shared/outcome'
import type { PiiCipher } from '../shared/pii-cipher.port'
import type { Customer, CustomerMemberships, ProfileCentre } from './customer'
import type { CustomerDirectory } from './customer-directory.port'
import { type LookupCustomerError, decryptWith, openCustomer } from './lookup-customer.use-case'
import { classifySearch } from './search-input.rule'

/**
 * Where a search leads (part 1 §4 "Customer lookup"): a customer id to load, or an unknown phone
 * for which a pitch is to be recorded (the Record Pitch modal, then the customer it returns).
 */
export type FoundCustomer = { readonly kind: 'found'; readonly customerId: string } | { readonly kind: 'unknownPhone'; readonly phone: string }

export type FindCustomerError = ActionFailed<'UserNotFound'> | ActionFailed<'NoUserDetail'>

/**
 * Resolves what was typed into the customer id the profile's blocks load with. 10 digits is a
 * phone: its customer id, or `unknownPhone` when nobody has it. Anything else is a user id, taken
 * as it is (the customer block then says 'User not found for ID: ...' when nobody has it), so the
 * blocks start at once, without waiting for a look-up.
 */
export const findCustomer =
  (d: { readonly customers: CustomerDirectory }) =>
  (input: string): TaskEither<FindCustomerError, FoundCustomer> => {
    const q = classifySearch(input)
    if (q.kind === 'invalid') return TE.left(actionFailed('UserNotFound', q.message))
    if (q.kind === 'userId')
      return q.userId === '' ? TE.left(actionFailed('UserNotFound', userNotFoundForId('', ''))) : TE.right({ kind: 'found', customerId: q.userId })
    return async () => {
      const found = await d.customers.userByPhone(q.phone)()
      if (E.isRight(found)) return E.right({ kind: 'found', customerId: found.right.id })
      if (found.left._tag === 'NotFound') return E.right({ kind: 'unknownPhone', phone: q.phone })
      return E.left(actionFailed('NoUserDetail', NO_USER_DETAIL_FOUND, found.left))
    }
  }

/** The profile header's customer: phone and e-mail decrypted; 'User not found for ID: {id} {reason}'. */
export const loadCustomer =
  (d: { readonly customers: CustomerDirectory; readonly pii: PiiCipher }) =>
  (userId: string): TaskEither<LookupCustomerError, Customer> =>
    pipe(
      d.customers.userById(userId),
      TE.mapLeft((e) => actionFailed('UserNotFound', userNotFoundForId(userId, reasonOf(e)), e)),
      TE.chainW((sealed) => openCustomer(sealed, d.pii)),
    )

/** The memberships response with the parent and emergency phones decrypted. */
export type ProfileMemberships = CustomerMemberships & { readonly parentPhone?: string; readonly emergencyPhone?: string }

/** The customer's memberships response at a centre (memberships, last check-ins and bookings, trials, buttons). */
export const loadMemberships =
  (d: { readonly customers: CustomerDirectory; readonly pii: PiiCipher }) =>
  (r: { readonly userId: string; readonly centre: ProfileCentre }): TaskEither<LookupCustomerError, ProfileMemberships> =>
    pipe(
      d.customers.memberships(r.userId, r.centre),
      TE.mapLeft((e: GatewayError) => actionFailed('ProfileUnavailable', serverSays(reasonOf(e)), e)),
      TE.bindTo('m'),
      TE.bindW('parentPhone', ({ m }) => decryptWith(d.pii, r.userId)(m.widget.sealedParentPhone)),
      TE.bindW('emergencyPhone', ({ m }) => decryptWith(d.pii, r.userId)(m.widget.sealedEmergencyPhone)),
      TE.map(({ m, parentPhone, emergencyPhone }) => ({
        ...m,
        ...(parentPhone === undefined ? {} : { parentPhone }),
        ...(emergencyPhone === undefined ? {} : { emergencyPhone }),
      })),
    )
