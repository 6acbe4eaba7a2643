import type { Migration } from '../migration'

export const sessionInactivity: Migration = {
  id: 8,
  name: 'trust boundary: sessions expire after a working day of inactivity',
  sql: `
      ALTER TABLE sessions ADD COLUMN last_seen_at INTEGER;
      UPDATE sessions SET last_seen_at = created_at;
    `,
}
