import type { Migration } from '../migration'

export const customers: Migration = {
  id: 2,
  name: 'customers',
  sql: `
      CREATE TABLE customers (
        id TEXT PRIMARY KEY,
        first_name TEXT NOT NULL,
        last_name TEXT NOT NULL,
        phone TEXT NOT NULL UNIQUE,
        email TEXT,
        is_phone_verified INTEGER NOT NULL DEFAULT 0,
        profile_picture_url TEXT,
        city_id INTEGER NOT NULL DEFAULT 1,
        created_at INTEGER NOT NULL
      );
      CREATE TABLE idempotent_results (
        key TEXT PRIMARY KEY,
        status INTEGER NOT NULL,
        body TEXT NOT NULL,
        created_at INTEGER NOT NULL
      );
    `,
}
