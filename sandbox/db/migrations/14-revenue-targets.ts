import type { Migration } from '../migration'

export const revenueTargets: Migration = {
  id: 14,
  name: 'revenue targets per centre and month (the revenue-target report)',
  sql: `
      CREATE TABLE revenue_targets (
        centre_id INTEGER NOT NULL,
        month TEXT NOT NULL,
        target_paise INTEGER NOT NULL,
        PRIMARY KEY (centre_id, month)
      );
    `,
}
