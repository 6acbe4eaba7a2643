import type { Either } from 'fp-ts/Either'
import * as E from 'fp-ts/Either'
import { validateReferral } from './referral.rule'
import { REFERRAL_ALREADY_MADE, REFERRAL_RECORDED, REFERRAL_SELF } from '../shared/messages'
import type { ReferralAnswer } from './referral-book.port'

/**
 * The server's answer to a referral whose payload is well formed (the sandbox and the in-memory
 * book share it): Left with the field message when the friend's name or phone is not valid
 * (part 3 §5); otherwise status OK, or a refusal in words when the customer refers their own
 * number or the friend's number was referred before (our rules; the spec shows only that a
 * non-OK status carries a message).
 */
export const referralAcceptance = (
  friend: { readonly name: string; readonly phone: string },
  referrerPhone: string | undefined,
  alreadyReferred: (phone: string) => boolean,
): Either<string, ReferralAnswer> => {
  const v = validateReferral(friend)
  if (E.isLeft(v)) return E.left(Object.values(v.left.errors)[0] ?? REFERRAL_RECORDED)
  if (referrerPhone !== undefined && referrerPhone === v.right.phone) return E.right({ status: 'FAILED', message: REFERRAL_SELF })
  if (alreadyReferred(v.right.phone)) return E.right({ status: 'FAILED', message: REFERRAL_ALREADY_MADE })
  return E.right({ status: 'OK', message: REFERRAL_RECORDED })
}
