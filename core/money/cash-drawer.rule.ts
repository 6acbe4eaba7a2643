import * as E from 'fp-ts/Either'
import type { Either } from 'fp-ts/Either'
import type { Paise } from '../shared/brands'
import { paise } from '../shared/brands'
import { MINOR_UNITS_PER_RUPEE } from '../shared/constants'
import { DRAWER_COUNT_WHOLE_NUMBERS, DRAWER_DIFFERENCE_NEEDS_REASON } from '../shared/messages/money'

/**
 * The cash drawer of a shift: what should be in it (the float, plus cash sales and the cash parts
 * of split payments, less cash refunds), what was counted note by note, and the difference, which
 * needs a reason before the drawer can be closed.
 */

/** The notes and coins of the rupee a drawer is counted in, with their face value in rupees. */
export const DENOMINATIONS = [
  { id: 'NOTE_500', rupees: 500 },
  { id: 'NOTE_200', rupees: 200 },
  { id: 'NOTE_100', rupees: 100 },
  { id: 'NOTE_50', rupees: 50 },
  { id: 'NOTE_20', rupees: 20 },
  { id: 'NOTE_10', rupees: 10 },
  { id: 'COIN_20', rupees: 20 },
  { id: 'COIN_10', rupees: 10 },
  { id: 'COIN_5', rupees: 5 },
  { id: 'COIN_2', rupees: 2 },
  { id: 'COIN_1', rupees: 1 },
] as const

export type DenominationId = (typeof DENOMINATIONS)[number]['id']

/** How many of each note and coin were counted; a missing entry counts as none. */
export type DenominationCount = Partial<Readonly<Record<DenominationId, number>>>

export type CashMovementKind = 'CASH_SALE' | 'SPLIT_CASH_PART' | 'CASH_REFUND'

/** A cash movement recorded against the open drawer; amounts are 0 or more, the kind gives the sign. */
export type CashMovement = { readonly kind: CashMovementKind; readonly amount: Paise }

const signOf = (kind: CashMovementKind): number => (kind === 'CASH_REFUND' ? -1 : 1)

/** The cash that should be in the drawer: float + cash sales + cash parts of split payments − cash refunds. */
export const expectedCash = (float: Paise, movements: readonly CashMovement[]): Paise =>
  paise(movements.reduce<number>((sum, m) => sum + signOf(m.kind) * m.amount, float))

/** The counted cash of a count, or the message to show when a count is not a whole number 0 or more. */
export const countedCash = (count: DenominationCount): Either<string, Paise> => {
  let total = 0
  for (const d of DENOMINATIONS) {
    const n = count[d.id] ?? 0
    if (!Number.isSafeInteger(n) || n < 0) return E.left(DRAWER_COUNT_WHOLE_NUMBERS)
    total += n * d.rupees * MINOR_UNITS_PER_RUPEE
  }
  return E.right(paise(total))
}

export type CloseOutInput = {
  readonly float: Paise
  readonly movements: readonly CashMovement[]
  readonly count: DenominationCount
  /** Why counted and expected differ; needed only when they do. */
  readonly reason?: string
}

export type CloseOutFigures = {
  readonly expected: Paise
  readonly counted: Paise
  /** counted − expected: above zero is cash over, below zero cash short. */
  readonly difference: Paise
  /** The reason given, trimmed; absent when the drawer balances. */
  readonly reason?: string
}

export type CloseOutRefusal = { readonly field: 'count' | 'reason'; readonly message: string }

/** The close-out of a drawer, refused when a count is not a whole number or a difference has no reason. */
export const closeOutDrawer = (input: CloseOutInput): Either<CloseOutRefusal, CloseOutFigures> => {
  const counted = countedCash(input.count)
  if (E.isLeft(counted)) return E.left({ field: 'count', message: counted.left })
  const expected = expectedCash(input.float, input.movements)
  const difference = paise(counted.right - expected)
  if (difference === 0) return E.right({ expected, counted: counted.right, difference })
  const reason = (input.reason ?? '').trim()
  if (reason === '') return E.left({ field: 'reason', message: DRAWER_DIFFERENCE_NEEDS_REASON })
  return E.right({ expected, counted: counted.right, difference, reason })
}
