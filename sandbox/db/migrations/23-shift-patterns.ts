import type { Migration } from '../migration'

export const shiftPatterns: Migration = {
  id: 23,
  name: 'roster: the centres’ shift patterns (named weekly templates, their days as JSON)',
  sql: `
      CREATE TABLE shift_patterns (
        pattern_id TEXT PRIMARY KEY,
        center_service_id INTEGER NOT NULL,
        name TEXT NOT NULL,
        days TEXT NOT NULL,
        position INTEGER NOT NULL
      );
      CREATE INDEX shift_patterns_by_centre ON shift_patterns (center_service_id, position);
    `,
}
