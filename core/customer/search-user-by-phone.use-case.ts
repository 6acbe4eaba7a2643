import * as E from 'fp-ts/Either'
import type { TaskEither } from 'fp-ts/TaskEither'
import { PHONE_LOOKUP_FAILED } from '../shared/messages'
import { type ActionFailed, actionFailed } from '../shared/outcome'
import type { CustomerDirectory } from './customer-directory.port'

export type SearchUserByPhoneDeps = { readonly customers: CustomerDirectory }
export type SearchUserByPhoneError = ActionFailed<'PhoneLookupFailed'>

/**
 * Search user by phone (part 1 §7): the id of the customer with this 10-digit mobile number, or
 * undefined when nobody has it. Never records a pitch or creates anyone: the check-in lists use it
 * to find a member by phone. The phone travels in the request body, never in an address.
 */
export const searchUserByPhone =
  (d: SearchUserByPhoneDeps) =>
  (phone: string): TaskEither<SearchUserByPhoneError, string | undefined> =>
  async () => {
    const r = await d.customers.userByPhone(phone)()
    if (E.isRight(r)) return E.right(r.right.id)
    if (r.left._tag === 'NotFound') return E.right(undefined)
    return E.left(actionFailed('PhoneLookupFailed', PHONE_LOOKUP_FAILED, r.left))
  }
