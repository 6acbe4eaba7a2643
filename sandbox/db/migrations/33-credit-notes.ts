import type { Migration } from '../migration'

/**
 * GST credit notes: one per successful refund of an invoiced order, issued in the transaction that
 * makes the refund successful, from the centre's own gap-free credit-note series for the financial
 * year, stored whole (the document never changes once issued).
 */
export const creditNotes: Migration = {
  id: 33,
  name: 'GST credit notes: one per successful refund, a gap-free series per centre and financial year',
  sql: `
      CREATE TABLE credit_notes (
        credit_note_no TEXT PRIMARY KEY,
        refund_id TEXT NOT NULL UNIQUE,
        order_id TEXT NOT NULL,
        centre_id INTEGER NOT NULL,
        financial_year INTEGER NOT NULL,
        sequence INTEGER NOT NULL,
        issued_at INTEGER NOT NULL,
        data TEXT NOT NULL,
        UNIQUE (centre_id, financial_year, sequence)
      );
      CREATE INDEX credit_notes_by_order ON credit_notes (order_id, issued_at, sequence);
  `,
}
