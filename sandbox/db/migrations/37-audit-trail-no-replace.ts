import type { Migration } from '../migration'

/**
 * The audit trail refuses an INSERT OR REPLACE (or REPLACE) that names an existing entry's id:
 * SQLite deletes the row it replaces without firing the DELETE trigger (recursive triggers are
 * off), so without this an entry could be rewritten. A new entry (no id, or a new one) is appended
 * as before; UPDATE OR REPLACE is already refused by the UPDATE trigger.
 */
export const auditTrailNoReplace: Migration = {
  id: 37,
  name: 'audit trail: an entry cannot be replaced by an insert naming its id',
  sql: `
      CREATE TRIGGER audit_trail_entries_no_replace BEFORE INSERT ON audit_trail_entries
        WHEN NEW.id IS NOT NULL AND EXISTS (SELECT 1 FROM audit_trail_entries WHERE id = NEW.id)
        BEGIN SELECT RAISE(ABORT, 'the audit trail is append-only'); END;
    `,
}
