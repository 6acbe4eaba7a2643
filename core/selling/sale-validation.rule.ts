import * as E from 'fp-ts/Either'
import type { Either } from 'fp-ts/Either'
import type { EpochMs, Paise } from '../shared/brands'
import type { ValidationFailed } from '../shared/errors'
import { validationFailed } from '../shared/errors'
import {
  CARD_LAST_FOUR_REQUIRED,
  CARD_RRN_REQUIRED,
  CASH_MISMATCH,
  MEMBERSHIP_START_DATE_REQUIRED,
  NO_TERMINAL_ID,
  PACK_DETAILS_NOT_FOUND,
  PAYMENT_AMOUNT_MISMATCH,
  PAYMENT_MODE_REQUIRED,
  PREFERRED_SPORT_NOT_SELECTED,
  START_DATE_NOT_AVAILABLE,
  START_DATE_OUTSIDE_WINDOW,
  TERMINAL_ID_REQUIRED,
  TRAINER_DETAILS_NOT_AVAILABLE,
} from '../shared/messages'
import type { CentreType } from '../centre/centre'
import { centreDaysBetween } from './sale-day'
import { withinTextBound } from '../shared/field-check'

/**
 * How the sale is paid:
 * - DIGITAL: the card machine (EDC, "paytmPayment") collects the amount;
 * - CASH: cash collected in full ("cashPayment" with the cash input);
 * - MANUAL: a non-online payment recorded as parts (cash, QR, card) that must add up.
 */
export type PaymentModeChoice = 'DIGITAL' | 'CASH' | 'MANUAL'

export type ManualPaymentPart =
  | { readonly kind: 'CASH'; readonly amount: Paise }
  | { readonly kind: 'QR'; readonly amount: Paise }
  | { readonly kind: 'CARD'; readonly amount: Paise; readonly rrn: string; readonly lastFourDigitsOfCard: string }

export type SaleField =
  | 'paymentMode'
  | 'terminalId'
  | 'cashCollected'
  | 'paymentModes'
  | 'cardRrn'
  | 'cardLastFour'
  | 'startDate'
  | 'preferredSport'
  | 'pack'
  | 'trainer'

export type SaleForm = {
  /** Total payable (computeQuote(...).total). */
  readonly total: Paise
  readonly paymentMode?: PaymentModeChoice
  /** The terminal chosen for a DIGITAL payment. */
  readonly terminalId?: string
  /** Terminal ids of the centre's card-machine config. */
  readonly configuredTerminalIds: readonly string[]
  /** Recurring packs are paid by link: no terminal is needed. */
  readonly isRecurring: boolean
  readonly cashCollected?: Paise
  readonly manualParts?: readonly ManualPaymentPart[]
  /** The server-suggested valid start; absent when it could not be found. */
  readonly suggestedStart?: EpochMs
  /** Start-date selection window in days after the suggested start. */
  readonly selectionWindowDays: number
  readonly startDate?: EpochMs
  readonly centreType: CentreType
  readonly preferredSport?: string
  /** A trial booking needs its pack. */
  readonly isTrialBooking: boolean
  readonly hasPack: boolean
  /** A PT order needs the trainer's identity. */
  readonly isPtOrder: boolean
  readonly trainerIdentityId?: string
}

export type ValidSale = SaleForm & { readonly paymentMode: PaymentModeChoice; readonly startDate: EpochMs }

/** Payment modes that can be chosen: digital is disabled when the total is zero. */
export const availablePaymentModes = (total: Paise, cashAllowed: boolean, manualAllowed: boolean): readonly PaymentModeChoice[] => [
  ...(total > 0 ? (['DIGITAL'] as const) : []),
  ...(cashAllowed ? (['CASH'] as const) : []),
  ...(manualAllowed ? (['MANUAL'] as const) : []),
]

const isBlank = (s: string | undefined): boolean => s === undefined || s.trim() === ''

const paymentErrors = (f: SaleForm): Partial<Record<SaleField, string>> => {
  const e: Partial<Record<SaleField, string>> = {}
  if (f.paymentMode === undefined || (f.paymentMode === 'DIGITAL' && f.total <= 0)) {
    e.paymentMode = PAYMENT_MODE_REQUIRED
    return e
  }
  if (f.paymentMode === 'DIGITAL' && f.total > 0 && !f.isRecurring) {
    if (f.configuredTerminalIds.length === 0) e.terminalId = NO_TERMINAL_ID
    else if (isBlank(f.terminalId)) e.terminalId = TERMINAL_ID_REQUIRED
  }
  if (f.paymentMode === 'CASH' && f.cashCollected !== f.total) e.cashCollected = CASH_MISMATCH
  if (f.paymentMode === 'MANUAL') {
    const parts = f.manualParts ?? []
    const sum = parts.reduce((s, p) => s + p.amount, 0)
    if (sum !== f.total || parts.some((p) => p.amount < 0)) e.paymentModes = PAYMENT_AMOUNT_MISMATCH
    const cards = parts.filter((p): p is Extract<ManualPaymentPart, { kind: 'CARD' }> => p.kind === 'CARD')
    if (cards.some((c) => isBlank(c.rrn))) e.cardRrn = CARD_RRN_REQUIRED
    if (cards.some((c) => !/^\d{4}$/.test(c.lastFourDigitsOfCard))) e.cardLastFour = CARD_LAST_FOUR_REQUIRED
  }
  return e
}

/**
 * The start date must exist and lie, in Asia/Kolkata calendar days, from the suggested valid
 * start to the suggested start plus the selection window (both inclusive).
 */
export const startDateError = (
  suggestedStart: EpochMs | undefined,
  windowDays: number,
  startDate: EpochMs | undefined,
): string | undefined => {
  if (suggestedStart === undefined) return START_DATE_NOT_AVAILABLE
  if (startDate === undefined) return MEMBERSHIP_START_DATE_REQUIRED
  const offset = centreDaysBetween(suggestedStart, startDate)
  return offset < 0 || offset > Math.max(0, windowDays) ? START_DATE_OUTSIDE_WINDOW : undefined
}

/** Validates a sale before the order is created, returning every error at once (§5). */
const validateSaleChecks = (f: SaleForm): Either<ValidationFailed<SaleField>, ValidSale> => {
  const e: Partial<Record<SaleField, string>> = { ...paymentErrors(f) }
  const start = startDateError(f.suggestedStart, f.selectionWindowDays, f.startDate)
  if (start !== undefined) e.startDate = start
  if (f.centreType === 'PLAY' && isBlank(f.preferredSport)) e.preferredSport = PREFERRED_SPORT_NOT_SELECTED
  if (f.isTrialBooking && !f.hasPack) e.pack = PACK_DETAILS_NOT_FOUND
  if (f.isPtOrder && isBlank(f.trainerIdentityId)) e.trainer = TRAINER_DETAILS_NOT_AVAILABLE
  if (Object.keys(e).length > 0 || f.paymentMode === undefined || f.startDate === undefined) return E.left(validationFailed(e))
  return E.right({ ...f, paymentMode: f.paymentMode, startDate: f.startDate })
}

/** validateSaleChecks, then the text bound: a text the server would refuse is refused under its field (TEXT_TOO_LONG) before any OTP or write. */
export const validateSale = (...args: Parameters<typeof validateSaleChecks>): ReturnType<typeof validateSaleChecks> =>
  withinTextBound({ ...args[0], trainer: args[0].trainerIdentityId, paymentModes: args[0].manualParts }, validateSaleChecks(...args))
