import * as E from 'fp-ts/Either'
import type { Either } from 'fp-ts/Either'
import { OFFER_APPLIED, SPOT_OFFER_NOT_ENABLED, USER_DETAILS_NOT_FOUND } from '../shared/messages'

/** The spot offer is applied only when the eligibility result is OK: else 'Spot Offer not enabled'. */
export const spotOfferResult = (eligibilityResult: string | undefined): Either<string, string> =>
  eligibilityResult === 'OK' ? E.right(OFFER_APPLIED) : E.left(SPOT_OFFER_NOT_ENABLED)

export type OfferUser = { readonly userId: string; readonly phone: string }

/** Activating an offer needs the user's details (an id and a phone): else 'User Details not found'. */
export const offerActivationUser = (user: Partial<OfferUser> | undefined): Either<string, OfferUser> =>
  user?.userId === undefined || user.userId === '' || user.phone === undefined || user.phone === ''
    ? E.left(USER_DETAILS_NOT_FOUND)
    : E.right({ userId: user.userId, phone: user.phone })
