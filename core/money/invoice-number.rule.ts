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
 * A gap-free document series of a centre and financial year: tax invoices (`BLR1/26-27/00042`)
 * and credit notes (`BLR1/C26-27/0007`) differ only in the year's prefix, the sequence's digits
 * and the words when the series is full.
 */
export type DocumentSeries = { readonly yearPrefix: '' | 'C'; readonly digits: number; readonly full: string }

export const INVOICE_SERIES: DocumentSeries = { yearPrefix: '', digits: INVOICE_SEQUENCE_DIGITS, full: INVOICE_SERIES_FULL }

const seriesPattern = (series: DocumentSeries): RegExp => new RegExp(`^([A-Z0-9]{1,4})/${series.yearPrefix}(\\d{2})-(\\d{2})/(\\d{${series.digits}})$`)

/**
 * The number text of a sequence in a centre's series for a year; refused when the centre code is
 * not 1-4 capital letters or digits or the sequence is outside 1..(10^digits - 1).
 */
export const formatSeriesNumber = (series: DocumentSeries, centreCode: string, fy: FinancialYear, sequence: number): Either<string, InvoiceNumber> => {
  if (!isInvoiceCentreCode(centreCode)) return E.left(INVOICE_CENTRE_CODE_INVALID)
  if (!Number.isSafeInteger(sequence) || sequence < 1 || sequence > 10 ** series.digits - 1) return E.left(series.full)
  const text = `${centreCode}/${series.yearPrefix}${financialYearInNumber(fy)}/${String(sequence).padStart(series.digits, '0')}`
  return E.right({ centreCode, financialYear: fy, sequence, text })
}

/**
 * Reads a series number back; anything not in the series' format reads as nothing. The century
 * of the two-digit year is the 2000s (the second half must be the year after the first).
 */
export const parseSeriesNumber = (series: DocumentSeries, text: string): InvoiceNumber | undefined => {
  const m = seriesPattern(series).exec(text)
  if (!m) return undefined
  const [, centreCode = '', from = '', to = '', seq = ''] = m
  const startYear = 2000 + Number(from)
  if (twoDigits(startYear + 1) !== to) return undefined
  const sequence = Number(seq)
  return sequence >= 1 ? { centreCode, financialYear: { startYear }, sequence, text } : undefined
}

/**
 * The next number of a centre's series at an instant, given the numbers already issued (of any
 * centre or year: only the same centre's series for the instant's financial year counts): one past
 * the highest issued, so a number is never issued twice; 1 in a new financial year.
 */
export const nextSeriesNumber = (series: DocumentSeries, issued: readonly string[], centreCode: string, at: EpochMs): Either<string, InvoiceNumber> => {
  const fy = financialYearOf(at)
  const highest = issued
    .map((text) => parseSeriesNumber(series, text))
    .filter((n): n is InvoiceNumber => n !== undefined && n.centreCode === centreCode && n.financialYear.startYear === fy.startYear)
    .reduce((max, n) => Math.max(max, n.sequence), 0)
  return formatSeriesNumber(series, centreCode, fy, highest + 1)
}

export const formatInvoiceNumber = (centreCode: string, fy: FinancialYear, sequence: number): Either<string, InvoiceNumber> =>
  formatSeriesNumber(INVOICE_SERIES, centreCode, fy, sequence)
export const parseInvoiceNumber = (text: string): InvoiceNumber | undefined => parseSeriesNumber(INVOICE_SERIES, text)
export const nextInvoiceNumber = (issued: readonly string[], centreCode: string, at: EpochMs): Either<string, InvoiceNumber> =>
  nextSeriesNumber(INVOICE_SERIES, issued, centreCode, at)

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
