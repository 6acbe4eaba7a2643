import type { Migration } from '../migration'

export const memberPassesAndCards: Migration = {
  id: 28,
  name: 'check-in: each member’s opaque pass reference, the pass codes already used, and the printed member cards (revocable)',
  sql: `
      CREATE TABLE member_pass_refs (
        user_id TEXT PRIMARY KEY REFERENCES customers(id),
        ref TEXT NOT NULL UNIQUE,
        created_at INTEGER NOT NULL
      );
      CREATE TABLE member_pass_uses (
        ref TEXT NOT NULL,
        pass_window INTEGER NOT NULL,
        nonce TEXT NOT NULL,
        used_at INTEGER NOT NULL,
        PRIMARY KEY (ref, pass_window, nonce)
      );
      CREATE TABLE member_cards (
        card_number TEXT PRIMARY KEY,
        user_id TEXT NOT NULL REFERENCES customers(id),
        issued_at INTEGER NOT NULL,
        issued_by TEXT NOT NULL,
        revoked_at INTEGER,
        revoked_by TEXT
      );
      CREATE INDEX member_cards_by_user ON member_cards (user_id, issued_at);
    `,
}
