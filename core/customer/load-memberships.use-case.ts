import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { TaskEither } from 'fp-ts/TaskEither'
import type { GatewayError } from '../shared/errors'
import { actionFailed, reasonOf, serverSays } from '../shared/outcome'
import type { PiiCipher } from '../shared/pii-cipher.port'
import type { CustomerMemberships, ProfileCentre } from './customer'
import type { CustomerDirectory } from './customer-directory.port'
import { type LookupCustomerError, decryptWith } from './lookup-customer'

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
