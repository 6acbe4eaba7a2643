import type { Migration } from '../migration'

export const injuryReportsAndReferrals: Migration = {
  id: 7,
  name: 'injury reports and referrals',
  sql: `
      CREATE TABLE injury_reports (
        id INTEGER PRIMARY KEY,
        user_id TEXT NOT NULL,
        centre_id INTEGER NOT NULL,
        staff_id TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        data TEXT NOT NULL
      );
      CREATE TABLE referrals (
        id INTEGER PRIMARY KEY,
        referrer_id TEXT NOT NULL,
        centre_id INTEGER NOT NULL,
        phone TEXT NOT NULL,
        staff_id TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        data TEXT NOT NULL
      );
      CREATE INDEX referrals_by_phone ON referrals (phone);
    `,
}
