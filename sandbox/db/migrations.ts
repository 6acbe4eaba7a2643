/**
 * Schema migrations, applied in order once each. Add a new entry to change the schema;
 * never edit one that has shipped.
 */
export const MIGRATIONS: readonly { readonly id: number; readonly name: string; readonly sql: string }[] = [
  {
    id: 1,
    name: 'centres, staff and sessions',
    sql: `
      CREATE TABLE centres (
        id INTEGER PRIMARY KEY,
        center_service_id INTEGER NOT NULL UNIQUE,
        pt_enabled INTEGER NOT NULL DEFAULT 0,
        data TEXT NOT NULL
      );
      CREATE TABLE staff (
        id TEXT PRIMARY KEY,
        persona TEXT NOT NULL UNIQUE,
        data TEXT NOT NULL
      );
      CREATE TABLE staff_centres (
        staff_id TEXT NOT NULL REFERENCES staff(id),
        centre_id INTEGER NOT NULL REFERENCES centres(id),
        position INTEGER NOT NULL,
        PRIMARY KEY (staff_id, centre_id)
      );
      CREATE TABLE sessions (
        token TEXT PRIMARY KEY,
        staff_id TEXT NOT NULL REFERENCES staff(id),
        created_at INTEGER NOT NULL
      );
      CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
    `,
  },
  {
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
  },
]
