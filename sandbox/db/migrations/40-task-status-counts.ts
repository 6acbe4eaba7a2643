import { TASK_COUNT_REBUILD_SQL, TASK_COUNT_TABLES_SQL, TASK_COUNT_TRIGGERS_SQL } from '../../tasks/task-counts-sql'
import type { Migration } from '../migration'

export const taskStatusCounts: Migration = {
  id: 40,
  name: 'tasks: each centre’s tasks counted by status, kept by triggers, backfilled from the tasks held; an index on the task list’s status and due time',
  sql: `${TASK_COUNT_TABLES_SQL}\n${TASK_COUNT_TRIGGERS_SQL}\n${TASK_COUNT_REBUILD_SQL}`,
}
