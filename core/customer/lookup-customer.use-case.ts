import * as E from 'fp-ts/Either'
import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { TaskEither } from 'fp-ts/TaskEither'
import type { Pitch } from '../lead/lead'
import type { PitchDesk } from '../lead/pitch-desk.port'
import type { GatewayError } from '../shared/errors'
import { NO_USER_DETAIL_FOUND, RECORD_PITCH_FAILED, userNotFoundByPhone, userNotFoundForId } from '../shared/messages'
import { actionFailed, reasonOf } from '../shared/outcome'
import type { PiiCipher } from '../shared/pii-cipher.port'
import type { ProfileCentre } from './customer'
import type { CustomerDirectory } from './customer-directory.port'
import { classifySearch } from './search-input.rule'
import { type CustomerProfile, type LookupCustomerError, decryptWith, openCustomer } from './lookup-customer'

export type LookupCustomerRequest = {
  /** What was typed: 10 digits is a phone search, anything else a user id. */
  readonly input: string
  readonly centre: ProfileCentre
  /** The pitch to record when a phone search finds nobody (its phone is the searched one). */
  readonly pitch?: Omit<Pitch, 'customerPhone' | 'customerId'>
  /** Do not record a pitch for an unknown phone. */
  readonly suppressPitch?: boolean
  /**
   * The input is a user id the portal already holds (a sell screen's history entry, a link), not
   * text a person typed: it is loaded as that id, whatever characters the id has.
   */
  readonly knownUserId?: boolean
}

export type LookupCustomerDeps = { readonly customers: CustomerDirectory; readonly pitches: PitchDesk; readonly pii: PiiCipher }

/** Loads a customer by id: the user (phone and e-mail decrypted with the user id) and the memberships response. */
const loadById =
  (d: LookupCustomerDeps, centre: ProfileCentre) =>
  (userId: string): TaskEither<LookupCustomerError, CustomerProfile> =>
    pipe(
      d.customers.userById(userId),
      TE.mapLeft((e) => actionFailed('UserNotFound', userNotFoundForId(userId, reasonOf(e)), e)),
      TE.chainW((sealed) => openCustomer(sealed, d.pii)),
      TE.bindTo('customer'),
      TE.bindW('memberships', () =>
        pipe(
          d.customers.memberships(userId, centre),
          TE.mapLeft((e: GatewayError) => actionFailed('ProfileUnavailable', reasonOf(e), e)),
        ),
      ),
      TE.bindW('parentPhone', ({ memberships }) => decryptWith(d.pii, userId)(memberships.widget.sealedParentPhone)),
      TE.bindW('emergencyPhone', ({ memberships }) => decryptWith(d.pii, userId)(memberships.widget.sealedEmergencyPhone)),
      TE.map(({ customer, memberships, parentPhone, emergencyPhone }) => ({
        customer,
        memberships,
        ...(parentPhone === undefined ? {} : { parentPhone }),
        ...(emergencyPhone === undefined ? {} : { emergencyPhone }),
      })),
    )

const pitchInstead = (d: LookupCustomerDeps, r: LookupCustomerRequest, phone: string): TaskEither<LookupCustomerError, CustomerProfile> => {
  if (r.suppressPitch === true || r.pitch === undefined) return TE.left(actionFailed('UserNotFound', userNotFoundByPhone(phone)))
  return pipe(
    d.pitches.record({ ...r.pitch, customerPhone: phone }),
    TE.mapLeft((e) => actionFailed('PitchFailed', RECORD_PITCH_FAILED, e)),
    TE.chainW((receipt) => loadById(d, r.centre)(receipt.customerId)),
    TE.map((p) => ({ ...p, pitchRecorded: true })),
  )
}

/**
 * Searches a customer by phone or user id (part 1 §4 "Customer lookup"). A phone search that finds
 * no id records a pitch instead (unless suppressed) and, on success, loads the customer by the
 * returned id, otherwise 'Record Pitch unsuccessful'. Loads the memberships response and decrypts
 * phone and e-mail with the user id.
 */
export const lookupCustomer =
  (d: LookupCustomerDeps) =>
  (r: LookupCustomerRequest): TaskEither<LookupCustomerError, CustomerProfile> => {
    if (r.knownUserId === true && r.input.trim() !== '') return loadById(d, r.centre)(r.input.trim())
    const q = classifySearch(r.input)
    if (q.kind === 'invalid') return TE.left(actionFailed('UserNotFound', q.message))
    if (q.kind === 'userId') {
      if (q.userId === '') return TE.left(actionFailed('UserNotFound', userNotFoundForId('', '')))
      return loadById(d, r.centre)(q.userId)
    }
    return async () => {
      const found = await d.customers.userByPhone(q.phone)()
      if (E.isRight(found)) return loadById(d, r.centre)(found.right.id)()
      if (found.left._tag === 'NotFound') return pitchInstead(d, r, q.phone)()
      return E.left(actionFailed('NoUserDetail', NO_USER_DETAIL_FOUND, found.left))
    }
  }
