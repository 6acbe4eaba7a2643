import type { Migration } from '../migration'

export const operationsIssuesAndDoorAccess: Migration = {
  id: 18,
  name: 'operations: issues reported at a centre (odin) and door access devices with their use',
  sql: `
      CREATE TABLE odin_issues (
        id INTEGER PRIMARY KEY,
        centre_id INTEGER NOT NULL,
        category TEXT NOT NULL,
        category_comment TEXT NOT NULL DEFAULT '',
        title TEXT NOT NULL,
        description TEXT NOT NULL,
        status TEXT NOT NULL,
        staff_id TEXT,
        reported_by TEXT NOT NULL,
        reported_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL
      );
      CREATE INDEX odin_issues_by_centre ON odin_issues (centre_id, reported_at);
      CREATE TABLE door_devices (
        device_id TEXT PRIMARY KEY,
        centre_id INTEGER NOT NULL,
        name TEXT NOT NULL,
        kind TEXT NOT NULL,
        vendor TEXT NOT NULL,
        status TEXT NOT NULL,
        status_since INTEGER NOT NULL
      );
      CREATE TABLE door_events (
        id INTEGER PRIMARY KEY,
        device_id TEXT NOT NULL,
        action TEXT NOT NULL,
        staff_id TEXT NOT NULL,
        staff_name TEXT NOT NULL,
        at INTEGER NOT NULL
      );
      CREATE INDEX door_events_by_device ON door_events (device_id, at);
    `,
}
