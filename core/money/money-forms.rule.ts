import * as E from 'fp-ts/Either'
import type { Either } from 'fp-ts/Either'
import { type EpochMs, type Paise, paise } from '../shared/brands'
import type { ValidationFailed } from '../shared/errors'
import { type Check, collect, fail, fieldOf, ok, oneOf, trimmedText, withinTextBound } from '../shared/field-check'
import { MINOR_UNITS_PER_RUPEE } from '../shared/constants'
import { REFUND_AMOUNT_ABOVE_ZERO, REFUND_END_DATE_INVALID, DRAWER_FLOAT_INVALID, REFUND_REASON_REQUIRED, refundAtMost } from '../shared/messages/money'
import { closeOutDrawer, type DenominationCount, DENOMINATIONS } from './cash-drawer.rule'
import { MEMBERSHIP_ON_REFUND, type MembershipOnRefund, REFUND_REASONS, type RefundReason } from './money'

/** Rupees and at most two decimals of paise ('2360', '2,360.50') as whole paise; undefined otherwise. */
export const rupeesTextToPaise = (v: unknown): Paise | undefined => {
  const t = typeof v === 'number' ? String(v) : trimmedText(v)?.replace(/,/g, '')
  if (t === undefined || !/^\d{1,9}(\.\d{1,2})?$/.test(t)) return undefined
  const [whole, frac = ''] = t.split('.')
  return paise(Number(whole) * MINOR_UNITS_PER_RUPEE + Number(frac.padEnd(2, '0')))
}

/** The float a drawer opens with: rupees and paise, 0 or more. */
export const validateDrawerFloat = (draft: unknown): Either<ValidationFailed<'float'>, { float: Paise }> => {
  const float = rupeesTextToPaise(fieldOf(draft, 'float'))
  return withinTextBound(draft, collect({ float: float === undefined ? fail<Paise>(DRAWER_FLOAT_INVALID) : ok(float) }))
}

/** A count typed note by note: each field blank (none) or a whole number 0 or more. */
export const validateDrawerCount = (
  draft: unknown,
  expected: Paise,
): Either<ValidationFailed<'count' | 'reason'>, { count: DenominationCount; reason?: string }> => {
  const typed = fieldOf(draft, 'count')
  const count: Record<string, number> = {}
  for (const d of DENOMINATIONS) {
    const raw = fieldOf(typed, d.id)
    const text = typeof raw === 'number' ? String(raw) : (trimmedText(raw) ?? '0')
    count[d.id] = /^\d{1,6}$/.test(text) ? Number(text) : -1
  }
  const reason = trimmedText(fieldOf(draft, 'reason'))
  const outcome = closeOutDrawer({ float: expected, movements: [], count, ...(reason === undefined ? {} : { reason }) })
  const checked: Either<ValidationFailed<'count' | 'reason'>, { count: DenominationCount; reason?: string }> = E.isLeft(outcome)
    ? E.left({ _tag: 'ValidationFailed', errors: { [outcome.left.field]: outcome.left.message } })
    : // A reason typed is sent even when the figures shown balance: the server's expected cash may have moved since.
      E.right({ count, ...(reason === undefined ? {} : { reason }) })
  return withinTextBound(draft, checked)
}

export type RefundDraftValues = {
  readonly amount: Paise
  readonly reason: RefundReason
  readonly remarks?: string
  readonly membership: MembershipOnRefund
  readonly endAt?: EpochMs
}

/**
 * A refund form: an amount in rupees and paise above zero and at most what can still be refunded,
 * a reason from the list, what happens to the membership, and for SHORTEN a new end from today up
 * to the membership's current end (`endAt` as a centre day's start, chosen with the date picker).
 */
export const validateRefund = (
  draft: unknown,
  limits: { readonly refundable: Paise; readonly today: EpochMs; readonly membershipEnd?: EpochMs },
): Either<ValidationFailed<'amount' | 'reason' | 'membership' | 'endAt'>, RefundDraftValues> => {
  const amount = rupeesTextToPaise(fieldOf(draft, 'amount'))
  const amountCheck: Check<Paise> =
    amount === undefined || amount <= 0 ? fail(REFUND_AMOUNT_ABOVE_ZERO) : amount > limits.refundable ? fail(refundAtMost(limits.refundable)) : ok(amount)
  const reason = oneOf(REFUND_REASONS, fieldOf(draft, 'reason'))
  const membership = oneOf(MEMBERSHIP_ON_REFUND, fieldOf(draft, 'membership')) ?? 'KEEP'
  const endRaw = fieldOf(draft, 'endAt')
  const endAt = typeof endRaw === 'number' && Number.isFinite(endRaw) ? (endRaw as EpochMs) : undefined
  const endOk = endAt !== undefined && endAt >= limits.today && (limits.membershipEnd === undefined || endAt <= limits.membershipEnd)
  const remarks = trimmedText(fieldOf(draft, 'remarks'))
  const checked = collect({
    amount: amountCheck,
    reason: reason === undefined ? fail<RefundReason>(REFUND_REASON_REQUIRED) : ok(reason),
    membership: ok(membership),
    endAt: membership !== 'SHORTEN' ? ok<EpochMs | undefined>(undefined) : endOk ? ok<EpochMs | undefined>(endAt) : fail<EpochMs | undefined>(REFUND_END_DATE_INVALID),
  })
  return withinTextBound(
    draft,
    E.map((v: { amount: Paise; reason: RefundReason; membership: MembershipOnRefund; endAt: EpochMs | undefined }) => ({
      amount: v.amount,
      reason: v.reason,
      membership: v.membership,
      ...(v.endAt === undefined ? {} : { endAt: v.endAt }),
      ...(remarks === undefined ? {} : { remarks }),
    }))(checked),
  )
}
