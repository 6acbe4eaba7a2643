import type { TaskEither } from 'fp-ts/TaskEither'
import { CHECKOUT_SUCCESSFUL, checkoutFailed } from '../shared/messages'
import { type ActionFailed, type Done, act } from '../shared/outcome'
import type { CheckIn } from './check-in'
import type { CheckInDeps } from './check-in-actions'

/** Ends a check-in: 'Checkout Successful', else 'Checkout unsuccessful {reason}'. */
export const checkOut =
  (d: CheckInDeps) =>
  (r: { readonly checkInId: string; readonly userId: string }): TaskEither<ActionFailed<'CheckoutFailed'>, Done<CheckIn>> =>
    act('CheckoutFailed', checkoutFailed, CHECKOUT_SUCCESSFUL)(d.checkIns.checkOut(r.checkInId, r.userId))
