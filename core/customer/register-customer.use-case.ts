import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { TaskEither } from 'fp-ts/TaskEither'
import type { ValidationFailed } from '../shared/errors'
import { USER_NOT_CREATED } from '../shared/messages'
import { type ActionFailed, actionFailed, reasonOf } from '../shared/outcome'
import type { CustomerDirectory } from './customer-directory.port'
import { type RegisterCustomerField, validateRegisterCustomer } from './register-customer.rule'

export type RegisterCustomerDeps = { readonly customers: CustomerDirectory }
export type RegisterCustomerError = ValidationFailed<RegisterCustomerField> | ActionFailed<'UserNotCreated'>
/** The registered customer: the user id the sell screens load. */
export type RegisteredCustomer = { readonly userId: string; readonly firstName: string; readonly lastName: string }

/**
 * Register New User (part 2 §2 'create user by phone'): a walk-in whose phone finds nobody becomes
 * a customer (phone and name); a phone that already has a customer answers that customer. A refusal
 * says 'Something went wrong: user not created' with the server's reason.
 */
export const registerCustomer =
  (d: RegisterCustomerDeps) =>
  (draft: unknown): TaskEither<RegisterCustomerError, RegisteredCustomer> =>
    pipe(
      TE.fromEither(validateRegisterCustomer(draft)),
      TE.chainW((r) =>
        pipe(
          d.customers.createByPhone(r.phone, { firstName: r.firstName, lastName: r.lastName }),
          TE.mapLeft((e) => actionFailed('UserNotCreated', `${USER_NOT_CREATED} ${reasonOf(e)}`.trim(), e)),
          TE.map((c) => ({ userId: c.id, firstName: c.firstName, lastName: c.lastName })),
        ),
      ),
    )
