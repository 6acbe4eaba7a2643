import type { Migration } from '../migration'

export const centresStaffAndSessions: Migration = {
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
}
