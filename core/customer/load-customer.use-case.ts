import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { TaskEither } from 'fp-ts/TaskEither'
import { userNotFoundForId } from '../shared/messages'
import { actionFailed, reasonOf } from '../shared/outcome'
import type { PiiCipher } from '../shared/pii-cipher.port'
import type { Customer } from './customer'
import type { CustomerDirectory } from './customer-directory.port'
import { type LookupCustomerError, openCustomer } from './lookup-customer'

/** The profile header's customer: phone and e-mail decrypted; 'User not found for ID: {id} {reason}'. */
export const loadCustomer =
  (d: { readonly customers: CustomerDirectory; readonly pii: PiiCipher }) =>
  (userId: string): TaskEither<LookupCustomerError, Customer> =>
    pipe(
      d.customers.userById(userId),
      TE.mapLeft((e) => actionFailed('UserNotFound', userNotFoundForId(userId, reasonOf(e)), e)),
      TE.chainW((sealed) => openCustomer(sealed, d.pii)),
    )
