import type { Migration } from '../migration'

export const cmTrainingSessions: Migration = {
  id: 22,
  name: 'performance: CM Training sessions with the voice agent',
  sql: `
      CREATE TABLE cm_training_sessions (
        id TEXT PRIMARY KEY,
        staff_id TEXT NOT NULL,
        scenario TEXT NOT NULL,
        started_at INTEGER NOT NULL,
        duration_minutes INTEGER NOT NULL,
        score INTEGER NOT NULL,
        outcome TEXT NOT NULL,
        feedback TEXT NOT NULL
      );
      CREATE INDEX cm_training_sessions_by_staff ON cm_training_sessions (staff_id, started_at);
    `,
}
