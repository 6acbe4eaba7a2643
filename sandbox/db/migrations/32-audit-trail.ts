import type { Migration } from '../migration'

/**
 * The audit trail: one row per write a staff member made, appended in the same transaction as the
 * write. Rows are never changed or removed: the triggers refuse UPDATE and DELETE on the table.
 */
export const auditTrail: Migration = {
  id: 32,
  name: 'audit trail: every staff write about a member, order, lead, employee or setting (append-only)',
  sql: `
      CREATE TABLE audit_trail_entries (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        at INTEGER NOT NULL,
        staff_id TEXT NOT NULL,
        staff_name TEXT NOT NULL,
        centre_id INTEGER,
        action TEXT NOT NULL,
        subject_kind TEXT NOT NULL,
        subject_id TEXT NOT NULL,
        member_id TEXT,
        changes TEXT NOT NULL,
        remarks TEXT,
        call TEXT NOT NULL
      );
      CREATE INDEX audit_trail_by_time ON audit_trail_entries (at DESC, id DESC);
      CREATE INDEX audit_trail_by_member ON audit_trail_entries (member_id, at DESC);
      CREATE INDEX audit_trail_by_centre ON audit_trail_entries (centre_id, at DESC);
      CREATE TRIGGER audit_trail_entries_no_update BEFORE UPDATE ON audit_trail_entries
        BEGIN SELECT RAISE(ABORT, 'the audit trail is append-only'); END;
      CREATE TRIGGER audit_trail_entries_no_delete BEFORE DELETE ON audit_trail_entries
        BEGIN SELECT RAISE(ABORT, 'the audit trail is append-only'); END;
    `,
}
