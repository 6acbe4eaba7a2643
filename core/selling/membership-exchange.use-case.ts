import * as TE from 'fp-ts/TaskEither'
import type { TaskEither } from 'fp-ts/TaskEither'
import type { EpochMs } from '../shared/brands'
import type { GatewayError } from '../shared/errors'
import type { MembershipExchange } from './pack'
import { exchangeApplicable } from './plan-options.rule'
import type { LookupDeps } from './selling-lookups'

export type ExchangeRequest = {
  readonly membershipId: string
  /** End of the membership exchanged: under 30 days left, the exchange is not applicable. */
  readonly membershipEnd: EpochMs
  readonly packId: string
  readonly userId: string
}

/** The exchange (upgrade) offer; not applicable (no call) when under 30 days remain. */
export const membershipExchange =
  (d: Pick<LookupDeps, 'catalog' | 'clock'>) =>
  (r: ExchangeRequest): TaskEither<GatewayError, MembershipExchange | undefined> => {
    const now = d.clock.now()
    if (!exchangeApplicable(r.membershipEnd, now)) return TE.right(undefined)
    return d.catalog.membershipExchange({ membershipId: r.membershipId, exchangeTime: now, packId: r.packId, userId: r.userId })
  }
