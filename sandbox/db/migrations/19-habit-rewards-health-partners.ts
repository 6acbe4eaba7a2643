import type { Migration } from '../migration'

export const habitRewardsAndHealthPartners: Migration = {
  id: 19,
  name: 'habit rewards, their goodies and health-partner links',
  sql: `
      CREATE TABLE habit_rewards (
        id TEXT PRIMARY KEY,
        centre_id INTEGER NOT NULL,
        user_id TEXT NOT NULL,
        member_name TEXT NOT NULL,
        habit TEXT NOT NULL,
        target INTEGER NOT NULL,
        done INTEGER NOT NULL,
        window_end INTEGER NOT NULL,
        status TEXT NOT NULL,
        reward TEXT NOT NULL,
        acknowledged_by TEXT,
        acknowledged_on INTEGER
      );
      CREATE INDEX habit_rewards_by_centre ON habit_rewards (centre_id);
      CREATE TABLE goodies (
        id TEXT PRIMARY KEY,
        reward_id TEXT NOT NULL UNIQUE,
        centre_id INTEGER NOT NULL,
        user_id TEXT NOT NULL,
        member_name TEXT NOT NULL,
        item TEXT NOT NULL,
        habit TEXT NOT NULL,
        status TEXT NOT NULL,
        updated_on INTEGER NOT NULL,
        updated_by TEXT NOT NULL
      );
      CREATE INDEX goodies_by_centre ON goodies (centre_id);
      CREATE TABLE health_partner_links (
        hash TEXT PRIMARY KEY,
        centre_id INTEGER NOT NULL,
        user_id TEXT NOT NULL,
        member_name TEXT NOT NULL,
        link TEXT NOT NULL,
        generated_on INTEGER NOT NULL,
        expires_on INTEGER NOT NULL,
        generated_by TEXT NOT NULL
      );
      CREATE INDEX health_partner_links_by_centre ON health_partner_links (centre_id, generated_on);
    `,
}
