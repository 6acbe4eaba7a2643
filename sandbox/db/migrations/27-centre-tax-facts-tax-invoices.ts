import type { Migration } from '../migration'

export const centreTaxFactsAndTaxInvoices: Migration = {
  id: 27,
  name: 'GST: each centre’s GSTIN, state and invoice code; the tax invoices issued to paid orders (one gap-free series per centre and financial year)',
  sql: `
      CREATE TABLE centre_tax_facts (
        centre_id INTEGER PRIMARY KEY,
        invoice_code TEXT NOT NULL UNIQUE,
        legal_name TEXT NOT NULL,
        gstin TEXT NOT NULL,
        state TEXT NOT NULL,
        state_code TEXT NOT NULL
      );
      CREATE TABLE tax_invoices (
        order_id TEXT PRIMARY KEY,
        centre_id INTEGER NOT NULL,
        financial_year INTEGER NOT NULL,
        sequence INTEGER NOT NULL,
        invoice_no TEXT NOT NULL UNIQUE,
        issued_at INTEGER NOT NULL,
        data TEXT NOT NULL,
        UNIQUE (centre_id, financial_year, sequence)
      );
    `,
}
