import type { TaskEither } from 'fp-ts/TaskEither'
import type { GatewayError } from '../shared/errors'
import type { RecurringLink, RecurringLinkRequest } from './order-desk.port'
import type { LookupDeps } from './selling-lookups'

/** A recurring payment link (valid 24 hours). */
export const recurringLink =
  (d: Pick<LookupDeps, 'orders'>) =>
  (r: RecurringLinkRequest): TaskEither<GatewayError, RecurringLink> =>
    d.orders.recurringLink(r)
