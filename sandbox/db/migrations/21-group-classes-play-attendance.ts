import type { Migration } from '../migration'

export const groupClassesAndPlayAttendance: Migration = {
  id: 21,
  name: 'group classes and their bookings; play bookings get a status, a level and attendance',
  sql: `
      ALTER TABLE play_bookings ADD COLUMN status TEXT NOT NULL DEFAULT 'CONFIRMED';
      ALTER TABLE play_bookings ADD COLUMN level TEXT NOT NULL DEFAULT 'JUNIOR';
      ALTER TABLE play_bookings ADD COLUMN attended_at INTEGER;
      ALTER TABLE play_bookings ADD COLUMN attended_by TEXT;
      CREATE INDEX play_bookings_by_centre_start ON play_bookings (centre_id, start_at);
      CREATE TABLE group_classes (
        id TEXT PRIMARY KEY,
        centre_id INTEGER NOT NULL,
        name TEXT NOT NULL,
        workout TEXT NOT NULL,
        trainer_name TEXT NOT NULL,
        start_at INTEGER NOT NULL,
        end_at INTEGER NOT NULL,
        capacity INTEGER NOT NULL
      );
      CREATE INDEX group_classes_by_centre ON group_classes (centre_id, start_at);
      CREATE TABLE class_bookings (
        class_id TEXT NOT NULL,
        user_id TEXT NOT NULL,
        status TEXT NOT NULL,
        position INTEGER,
        attended_at INTEGER,
        PRIMARY KEY (class_id, user_id)
      );
    `,
}
