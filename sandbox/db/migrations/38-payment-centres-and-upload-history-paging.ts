import type { Migration } from '../migration'

/**
 * A card-machine payment names its centre (docs/api/paging.md): the payments and exceptions reports
 * read a centre's payments of the days along one index per sort, instead of finding them through
 * their orders and sorting them in memory. The centre is its order's (an order never moves centre):
 * backfilled here, and kept on every write by a trigger, whatever path inserts the payment (the
 * card machine, the seeds, a test); the card machine also writes it itself.
 *
 * Each index begins with the centre, continues with the sort key and the payment id (the
 * tie-breaker), and carries the amount and the state, so a page's count and amount total are read
 * from the index alone. They replace migration 34's payment indexes, which began with the time
 * across every centre.
 *
 * A bulk upload's history (segment, offer, extend, leads) is read a page at a time too: its index
 * begins with the kind and the centre, continues with the time the history orders by (applied,
 * else checked) and the upload id, and carries the status, so a page and its count walk the index.
 */
export const paymentCentresAndUploadHistoryPaging: Migration = {
  id: 38,
  name: 'payment centres: a card-machine payment names its centre (backfilled, kept by a trigger), indexed for each sort of the payments and exceptions reports; the bulk upload histories indexed for paging',
  sql: `
      ALTER TABLE terminal_payments ADD COLUMN centre_id INTEGER;
      UPDATE terminal_payments SET centre_id = (SELECT o.centre_id FROM sale_orders o WHERE o.order_id = terminal_payments.order_id);
      CREATE TRIGGER terminal_payments_keep_centre AFTER INSERT ON terminal_payments
        WHEN NEW.centre_id IS NULL
        BEGIN
          UPDATE terminal_payments SET centre_id = (SELECT o.centre_id FROM sale_orders o WHERE o.order_id = NEW.order_id) WHERE rowid = NEW.rowid;
        END;
      DROP INDEX IF EXISTS paging_terminal_payments_by_time;
      DROP INDEX IF EXISTS paging_terminal_payments_by_amount;
      CREATE INDEX paging_payments_by_centre_time ON terminal_payments (centre_id, created_at, payment_id, amount_paise, state);
      CREATE INDEX paging_payments_by_centre_amount ON terminal_payments (centre_id, amount_paise, payment_id, created_at, state);
      CREATE INDEX paging_payments_by_centre_id ON terminal_payments (centre_id, payment_id, created_at, amount_paise, state);
      CREATE INDEX paging_bulk_uploads_by_time ON bulk_uploads (kind, centre_id, COALESCE(applied_at, created_at), id, status);
    `,
}
