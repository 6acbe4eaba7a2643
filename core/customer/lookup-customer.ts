import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { TaskEither } from 'fp-ts/TaskEither'
import { type ActionFailed, actionFailed } from '../shared/outcome'
import type { PiiCipher } from '../shared/pii-cipher.port'
import type { Customer, CustomerMemberships, SealedCustomer } from './customer'
import { type SearchQuery } from './search-input.rule'

/** The customer profile a look-up loads: the customer in clear, and the memberships response. */
export type CustomerProfile = {
  readonly customer: Customer
  readonly memberships: CustomerMemberships
  readonly parentPhone?: string
  readonly emergencyPhone?: string
  /** Set when the customer was found through a pitch recorded for an unknown phone. */
  readonly pitchRecorded?: boolean
}

export type LookupCustomerError =
  | ActionFailed<'UserNotFound'>
  | ActionFailed<'PitchFailed'>
  | ActionFailed<'NoUserDetail'>
  | ActionFailed<'ProfileUnavailable'>
  | ActionFailed<'DecryptionFailed'>

// ---- the screen's states as a small pure reducer ----

export type LookupState =
  | { readonly status: 'idle' }
  | { readonly status: 'loading'; readonly query: SearchQuery }
  | { readonly status: 'loaded'; readonly query: SearchQuery; readonly profile: CustomerProfile }
  | { readonly status: 'error'; readonly query: SearchQuery; readonly error: LookupCustomerError }

export type LookupEvent =
  | { readonly type: 'search'; readonly query: SearchQuery }
  | { readonly type: 'loaded'; readonly profile: CustomerProfile }
  | { readonly type: 'failed'; readonly error: LookupCustomerError }
  | { readonly type: 'reset' }

export const INITIAL_LOOKUP: LookupState = { status: 'idle' }

/** idle / loading / loaded / error; a reset returns to empty (idle). A late answer after a reset is ignored. */
export const lookupReducer = (s: LookupState, e: LookupEvent): LookupState => {
  switch (e.type) {
    case 'search':
      return { status: 'loading', query: e.query }
    case 'loaded':
      return s.status === 'loading' ? { status: 'loaded', query: s.query, profile: e.profile } : s
    case 'failed':
      return s.status === 'loading' ? { status: 'error', query: s.query, error: e.error } : s
    case 'reset':
      return INITIAL_LOOKUP
  }
}

// ---- the look-up itself ----

/** Decrypts an optional sealed value with the key of a user id. */
export const decryptWith =
  (pii: PiiCipher, userId: string) =>
  (sealed: string | undefined): TaskEither<LookupCustomerError, string | undefined> =>
    sealed === undefined
      ? TE.right(undefined)
      : pipe(
          pii.decrypt(sealed, userId),
          TE.mapLeft((e) => actionFailed('DecryptionFailed', e.message)),
        )

/** The customer with phone and e-mail decrypted with the user id. */
export const openCustomer = (c: SealedCustomer, pii: PiiCipher): TaskEither<LookupCustomerError, Customer> => {
  const open = decryptWith(pii, c.id)
  return pipe(
    TE.Do,
    TE.bind('phone', () => open(c.sealedPhone)),
    TE.bind('email', () => open(c.sealedEmail)),
    TE.map(({ phone, email }) => {
      const { sealedPhone: _p, sealedEmail: _e, ...rest } = c
      return { ...rest, phone: phone ?? '', ...(email === undefined ? {} : { email }) }
    }),
  )
}
