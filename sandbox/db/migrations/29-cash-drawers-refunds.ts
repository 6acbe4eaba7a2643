import type { Migration } from '../migration'

/**
 * The cash drawer of a staff member's shift at a centre (its float, every cash movement, the count
 * by denomination at close and a manager's sign-off) and refunds of orders, kept with what a GST
 * credit note needs later (order, amount in paise, mode, status, ARN, reason, staff, time, key, drawer).
 */
export const cashDrawersAndRefunds: Migration = {
  id: 29,
  name: 'cash drawers, their cash movements and order refunds',
  sql: `
      CREATE TABLE cash_drawers (
        drawer_id TEXT PRIMARY KEY,
        centre_id INTEGER NOT NULL,
        staff_id TEXT NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('OPEN', 'CLOSED', 'SIGNED_OFF')),
        opened_by_sale INTEGER NOT NULL DEFAULT 0,
        opened_at INTEGER NOT NULL,
        float_paise INTEGER NOT NULL CHECK (float_paise >= 0),
        count_json TEXT,
        expected_paise INTEGER,
        counted_paise INTEGER,
        difference_paise INTEGER,
        reason TEXT,
        closed_at INTEGER,
        signed_off_by TEXT,
        signed_off_at INTEGER,
        sign_off_remarks TEXT
      );
      CREATE UNIQUE INDEX cash_drawers_one_open ON cash_drawers (centre_id, staff_id) WHERE status = 'OPEN';
      CREATE INDEX cash_drawers_by_centre ON cash_drawers (centre_id, opened_at);
      CREATE TABLE cash_drawer_movements (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        drawer_id TEXT NOT NULL REFERENCES cash_drawers (drawer_id),
        kind TEXT NOT NULL CHECK (kind IN ('CASH_SALE', 'SPLIT_CASH_PART', 'CASH_REFUND')),
        amount_paise INTEGER NOT NULL CHECK (amount_paise >= 0),
        order_id TEXT NOT NULL,
        at INTEGER NOT NULL
      );
      CREATE INDEX cash_drawer_movements_by_drawer ON cash_drawer_movements (drawer_id, id);
      CREATE TABLE order_refunds (
        refund_id TEXT PRIMARY KEY,
        order_id TEXT NOT NULL,
        amount_paise INTEGER NOT NULL CHECK (amount_paise > 0),
        mode TEXT NOT NULL CHECK (mode IN ('CASH', 'CARD')),
        status TEXT NOT NULL CHECK (status IN ('SUCCESS', 'PENDING', 'FAILED')),
        arn TEXT,
        failure_code TEXT,
        pending_until INTEGER,
        reason TEXT NOT NULL,
        remarks TEXT,
        membership_action TEXT NOT NULL,
        staff_id TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        idempotency_key TEXT NOT NULL UNIQUE,
        drawer_id TEXT REFERENCES cash_drawers (drawer_id)
      );
      CREATE INDEX order_refunds_by_order ON order_refunds (order_id, created_at);
  `,
}
