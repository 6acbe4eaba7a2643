import type { Migration } from '../migration'

export const leadInteractionsAndWalkIns: Migration = {
  id: 11,
  name: 'leads desk: lead interactions and scheduled walk-ins',
  sql: `
      CREATE TABLE lead_interactions (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        lead_id INTEGER NOT NULL,
        created_at INTEGER NOT NULL,
        data TEXT NOT NULL
      );
      CREATE INDEX lead_interactions_by_lead ON lead_interactions (lead_id, created_at);
      CREATE INDEX leads_by_centre ON leads (center_service_id, status);
      CREATE TABLE scheduled_walkins (
        id INTEGER PRIMARY KEY,
        centre_id INTEGER NOT NULL,
        user_id TEXT NOT NULL,
        scheduled_at INTEGER NOT NULL
      );
      CREATE INDEX scheduled_walkins_by_centre ON scheduled_walkins (centre_id, scheduled_at);
    `,
}
