import * as E from 'fp-ts/Either'
import { referralAcceptance } from '../../core/lead/referral-acceptance.rule'
import type { Referral, ReferralBook } from '../../core/lead/referral-book.port'
import { notFound, rejected } from '../../core/shared/errors'
import * as M from '../../core/shared/messages'
import type { InMemoryProfileWorld } from './profile-world'
import { run } from './run'

/** Referrals over the in-process world: a known referrer and centre; each friend's number once. */
export const createInMemoryReferralBook = (w: InMemoryProfileWorld): ReferralBook & { readonly referrals: readonly Referral[] } => {
  const referrals: Referral[] = []
  return {
    referrals,
    record: (r) =>
      run(() => {
        const referrer = w.customers.get(r.referredByUserId)
        if (referrer === undefined) return E.left(notFound(M.NO_USER_DETAIL_FOUND))
        if (!w.centres.has(r.centerDetails.centerId)) return E.left(notFound(M.CENTRE_NOT_FOUND))
        const answer = referralAcceptance(r.customerDetails, referrer.phone, (phone) => referrals.some((x) => x.customerDetails.phone === phone))
        if (E.isLeft(answer)) return E.left(rejected(answer.left))
        if (answer.right.status === 'OK') referrals.push({ ...r, customerDetails: { name: r.customerDetails.name.trim(), phone: r.customerDetails.phone } })
        return E.right(answer.right)
      }),
  }
}
