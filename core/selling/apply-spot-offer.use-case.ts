import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { TaskEither } from 'fp-ts/TaskEither'
import type { Clock } from '../shared/clock.port'
import { DAY_MS } from '../shared/constants'
import type { GatewayError } from '../shared/errors'
import type { IdGenerator } from '../shared/id-generator.port'
import type { PackProductType, PtProductType } from './pack'
import type { PackCatalog } from './pack-catalog.port'
import { offerActivationUser, spotOfferResult } from './offer-activation.rule'

export type SpotOfferDeps = { readonly catalog: PackCatalog; readonly clock: Clock; readonly ids: IdGenerator }

export type SpotOfferRefused = { readonly _tag: 'SpotOfferRefused'; readonly message: string }

export type ApplySpotOfferRequest = {
  readonly offerIds: readonly string[]
  readonly user?: { readonly userId?: string; readonly phone?: string }
  readonly addedBy: string
  readonly productType: PtProductType | PackProductType
  /** Days the grant is valid from now (default 1). */
  readonly validDays?: number
}

/**
 * Applies a spot offer: needs the user's details ('User Details not found'), adds the offer for
 * the user (once per idempotence key), then checks eligibility: OK gives 'Offer Applied
 * Successfully', anything else 'Spot Offer not enabled'.
 */
export const applySpotOffer =
  (d: SpotOfferDeps) =>
  (r: ApplySpotOfferRequest): TaskEither<SpotOfferRefused | GatewayError, string> => {
    const user = offerActivationUser(r.user)
    if (user._tag === 'Left') return TE.left({ _tag: 'SpotOfferRefused', message: user.left })
    const now = d.clock.now()
    return pipe(
      d.catalog.addSpotOffer({
        offerIds: r.offerIds,
        startDate: now,
        endDate: (now + (r.validDays ?? 1) * DAY_MS) as typeof now,
        count: 1,
        userId: user.right.userId,
        phone: user.right.phone,
        addedBy: r.addedBy,
        productType: r.productType,
        idempotenceKey: d.ids.next(),
      }),
      TE.chainW(() => d.catalog.offerEligibility({ userId: user.right.userId, offerIds: r.offerIds })),
      TE.chainW((e) => {
        const result = spotOfferResult(e.result)
        return result._tag === 'Left' ? TE.left<SpotOfferRefused>({ _tag: 'SpotOfferRefused', message: result.left }) : TE.right(result.right)
      }),
    )
  }
