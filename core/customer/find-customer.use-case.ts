import * as E from 'fp-ts/Either'
import * as TE from 'fp-ts/TaskEither'
import type { TaskEither } from 'fp-ts/TaskEither'
import { NO_USER_DETAIL_FOUND, userNotFoundForId } from '../shared/messages'
import { type ActionFailed, actionFailed } from '../shared/outcome'
import type { CustomerDirectory } from './customer-directory.port'
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
