import type { Migration } from '../migration'

export const playBookings: Migration = {
  id: 6,
  name: 'play bookings (selling catalogue, issue 12)',
  sql: `
      CREATE TABLE play_bookings (
        id TEXT PRIMARY KEY,
        slot_id TEXT NOT NULL,
        user_id TEXT NOT NULL,
        centre_id INTEGER NOT NULL,
        sport_id INTEGER NOT NULL,
        start_at INTEGER NOT NULL,
        end_at INTEGER NOT NULL,
        created_by TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        UNIQUE (slot_id, user_id)
      );
      CREATE INDEX play_bookings_by_slot ON play_bookings (slot_id);
      CREATE INDEX play_bookings_by_user ON play_bookings (user_id, centre_id);
    `,
}
