import type { Migration } from '../migration'

export const inboxMessages: Migration = {
  id: 17,
  name: 'reminders and inbox: the staff members\' inbox messages',
  sql: `
      CREATE TABLE inbox_messages (
        id TEXT PRIMARY KEY,
        staff_id TEXT NOT NULL,
        sent_at INTEGER NOT NULL,
        read_at INTEGER,
        data TEXT NOT NULL
      );
      CREATE INDEX inbox_messages_by_staff ON inbox_messages (staff_id, sent_at);
    `,
}
