import type { Migration } from '../migration'

export const checkInAlertSettings: Migration = {
  id: 31,
  name: 'alerts at check-in: each centre’s alert settings, saved by its manager (no row: the defaults)',
  sql: `
      CREATE TABLE check_in_alert_settings (
        centre_id INTEGER PRIMARY KEY,
        settings TEXT NOT NULL,
        updated_by TEXT NOT NULL,
        updated_at INTEGER NOT NULL
      );
    `,
}
