import type { Migration } from '../migration'

export const taskCentresAndCallInteractions: Migration = {
  id: 16,
  name: 'tasks: each task’s centre and due time (the /crmTasks list), and the call interactions with their summaries',
  sql: `
      ALTER TABLE crm_tasks ADD COLUMN centre_id INTEGER;
      ALTER TABLE crm_tasks ADD COLUMN due_at INTEGER;
      CREATE INDEX crm_tasks_by_centre ON crm_tasks (centre_id);
      CREATE TABLE call_interactions (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        task_uuid TEXT NOT NULL,
        interaction_time INTEGER NOT NULL,
        data TEXT NOT NULL
      );
      CREATE INDEX call_interactions_by_task ON call_interactions (task_uuid, interaction_time);
    `,
}
