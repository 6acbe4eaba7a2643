import * as E from 'fp-ts/Either'
import { type CreditNote, creditNoteOf, parseCreditNoteNumber } from '../../core/money/credit-note.rule'
import { epochMs, paise } from '../../core/shared/brands'
import { REFUND_REASON_WORDS } from '../../core/shared/messages/money'
import type { Db } from '../db/database'
import { centreTaxFacts, taxInvoiceOf } from './tax-invoices'

/**
 * GST credit notes in the sandbox (docs/decisions/payment.md): each successful refund of an
 * invoiced order gets one, issued in the same transaction that makes the refund successful (a cash
 * refund or an approved card refund at once, a pending card refund when the gateway approves it),
 * from the centre's credit-note series for the financial year of that moment on the centre's clock.
 * SQLite runs one write transaction at a time, so two refunds never take the same number, and a
 * refund that fails or rolls back takes none.
 */

/** What a credit note is issued for: the refund that succeeded. */
export type CreditedRefundRow = { readonly refund_id: string; readonly order_id: string; readonly amount_paise: number; readonly reason: keyof typeof REFUND_REASON_WORDS }

/**
 * Issues the credit note of a successful refund at an instant (once: a refund already credited
 * keeps its note). Undefined when the order has no invoice, its centre has no tax facts, or the
 * rule refuses (the refund stands; nothing is numbered).
 */
export const issueCreditNote = (db: Db, r: CreditedRefundRow, at: number): CreditNote | undefined => {
  const existing = db.prepare('SELECT data FROM credit_notes WHERE refund_id = ?').pluck().get(r.refund_id) as string | undefined
  if (existing !== undefined) return JSON.parse(existing) as CreditNote
  const invoice = taxInvoiceOf(db, r.order_id)
  if (invoice === undefined) return undefined
  const centreId = db.prepare('SELECT centre_id FROM tax_invoices WHERE order_id = ?').pluck().get(r.order_id) as number
  const facts = centreTaxFacts(db, centreId)
  if (facts === undefined) return undefined
  const issuedNumbers = db.prepare('SELECT credit_note_no FROM credit_notes WHERE centre_id = ?').pluck().all(centreId) as string[]
  const earlier = creditNotesOf(db, r.order_id).map((n) => n.line)
  const note = creditNoteOf({ invoice, centreCode: facts.invoiceCode, refund: { amount: paise(r.amount_paise), at: epochMs(at), reason: REFUND_REASON_WORDS[r.reason] }, issuedNumbers, earlier })
  if (E.isLeft(note)) return undefined
  const no = parseCreditNoteNumber(note.right.creditNoteNo)
  if (no === undefined) return undefined
  db.prepare('INSERT INTO credit_notes (credit_note_no, refund_id, order_id, centre_id, financial_year, sequence, issued_at, data) VALUES (?, ?, ?, ?, ?, ?, ?, ?)').run(
    note.right.creditNoteNo,
    r.refund_id,
    r.order_id,
    centreId,
    no.financialYear.startYear,
    no.sequence,
    at,
    JSON.stringify(note.right),
  )
  return note.right
}

/** The credit notes of an order, in the order issued. */
export const creditNotesOf = (db: Db, orderId: string): CreditNote[] =>
  (db.prepare('SELECT data FROM credit_notes WHERE order_id = ? ORDER BY issued_at, sequence').pluck().all(orderId) as string[]).map((d) => JSON.parse(d) as CreditNote)
