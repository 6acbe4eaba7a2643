import * as E from 'fp-ts/Either'
import type { Either } from 'fp-ts/Either'
import type { EpochMs } from '../shared/brands'
import { centreWallClock } from '../shared/centre-day-of'
import { INVOICE_CENTRE_CODE_INVALID, INVOICE_SERIES_FULL } from '../shared/messages/money'

/**
 * Tax invoice numbers: one gap-free series per centre and Indian financial year (1 April to
 * 31 March, on the centre's clock). A number reads `<centre code>/<YY-YY>/<sequence>`, e.g.
 * `BLR1/26-27/00042`: at most 16 characters, letters, digits, hyphen and slash only, as GST
 * invoices require (docs/decisions/payment.md).
 */

/** An Indian financial year, named by the calendar year its April falls in (2026 = 2026-27). */
export type FinancialYear = { readonly startYear: number }

export type InvoiceNumber = {
  readonly centreCode: string
  readonly financialYear: FinancialYear
  /** 1, 2, 3, ... within the centre's series for the year. */
  readonly sequence: number
  readonly text: string
}

export const INVOICE_NUMBER_MAX_LENGTH = 16
export const INVOICE_SEQUENCE_DIGITS = 5
export const INVOICE_SEQUENCE_MAX = 10 ** INVOICE_SEQUENCE_DIGITS - 1
const CENTRE_CODE = /^[A-Z0-9]{1,4}$/
const INVOICE_NUMBER = /^([A-Z0-9]{1,4})\/(\d{2})-(\d{2})\/(\d{5})$/

/** The financial year an instant falls in, on the centre's clock (Asia/Kolkata). */
export const financialYearOf = (t: EpochMs): FinancialYear => {
  const w = centreWallClock(t)
  return { startYear: w.month >= 4 ? w.year : w.year - 1 }
}

const twoDigits = (n: number): string => String(((n % 100) + 100) % 100).padStart(2, '0')

/** How the year is written: '2026-27' in words, '26-27' inside an invoice number. */
export const financialYearLabel = (fy: FinancialYear): string => `${fy.startYear}-${twoDigits(fy.startYear + 1)}`
const financialYearInNumber = (fy: FinancialYear): string => `${twoDigits(fy.startYear)}-${twoDigits(fy.startYear + 1)}`

export const isInvoiceCentreCode = (code: string): boolean => CENTRE_CODE.test(code)

/**
 * The invoice number text of a sequence in a centre's series for a year; refused when the centre
 * code is not 1-4 capital letters or digits or the sequence is outside 1..99999.
 */
export const formatInvoiceNumber = (centreCode: string, fy: FinancialYear, sequence: number): Either<string, InvoiceNumber> => {
  if (!isInvoiceCentreCode(centreCode)) return E.left(INVOICE_CENTRE_CODE_INVALID)
  if (!Number.isSafeInteger(sequence) || sequence < 1 || sequence > INVOICE_SEQUENCE_MAX) return E.left(INVOICE_SERIES_FULL)
  const text = `${centreCode}/${financialYearInNumber(fy)}/${String(sequence).padStart(INVOICE_SEQUENCE_DIGITS, '0')}`
  return E.right({ centreCode, financialYear: fy, sequence, text })
}

/**
 * Reads an invoice number back; anything not in the series format reads as nothing. The century
 * of the two-digit year is the 2000s (the second half must be the year after the first).
 */
export const parseInvoiceNumber = (text: string): InvoiceNumber | undefined => {
  const m = INVOICE_NUMBER.exec(text)
  if (!m) return undefined
  const [, centreCode = '', from = '', to = '', seq = ''] = m
  const startYear = 2000 + Number(from)
  if (twoDigits(startYear + 1) !== to) return undefined
  const sequence = Number(seq)
  return sequence >= 1 ? { centreCode, financialYear: { startYear }, sequence, text } : undefined
}

/**
 * The next invoice number of a centre at an instant, given the numbers already issued (of any
 * centre or year: only the same centre's series for the instant's financial year counts): one past
 * the highest issued, so a number is never issued twice; 1 in a new financial year.
 */
export const nextInvoiceNumber = (issued: readonly string[], centreCode: string, at: EpochMs): Either<string, InvoiceNumber> => {
  const fy = financialYearOf(at)
  const highest = issued
    .map(parseInvoiceNumber)
    .filter((n): n is InvoiceNumber => n !== undefined && n.centreCode === centreCode && n.financialYear.startYear === fy.startYear)
    .reduce((max, n) => Math.max(max, n.sequence), 0)
  return formatInvoiceNumber(centreCode, fy, highest + 1)
}

/** The sequences missing from a series (1 to the highest issued), and those issued more than once. */
export const invoiceSeriesFaults = (
  issued: readonly string[],
  centreCode: string,
  fy: FinancialYear,
): { readonly missing: readonly number[]; readonly repeated: readonly number[] } => {
  const seqs = issued
    .map(parseInvoiceNumber)
    .filter((n): n is InvoiceNumber => n !== undefined && n.centreCode === centreCode && n.financialYear.startYear === fy.startYear)
    .map((n) => n.sequence)
  const seen = new Map<number, number>()
  for (const s of seqs) seen.set(s, (seen.get(s) ?? 0) + 1)
  const highest = seqs.reduce((max, s) => Math.max(max, s), 0)
  const missing = Array.from({ length: highest }, (_, i) => i + 1).filter((s) => !seen.has(s))
  const repeated = [...seen.entries()].filter(([, c]) => c > 1).map(([s]) => s).sort((a, b) => a - b)
  return { missing, repeated }
}
