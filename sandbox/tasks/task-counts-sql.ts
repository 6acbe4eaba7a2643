import { taskDueSql } from './task-due-sql'

/**
 * Each centre's tasks counted by status, kept on write (docs/api/paging.md, 'Kept on write'): the
 * task list's `all`, `statuses` and, without a search or a due filter, `total` read these few rows
 * instead of every task of the centre. Kept by triggers on `crm_tasks` in the very statement that
 * changes a task, so every write path (a task resolved, an offline call replayed, a seed) keeps
 * them and none can forget to.
 *
 * - `task_status_counts` (centre, status): the centre's tasks in that status. A task with no
 *   centre is in no centre's list and is not counted; a task whose status is not a text (or is
 *   empty) is counted under '' (in `all`, never listed, and no status filter finds it: an empty
 *   filter is no filter).
 */

/** The status a task is counted under: its status when it is a text, else ''. */
const statusOf = (row: string): string => `CASE WHEN json_type(${row}.data, '$.status') = 'text' THEN json_extract(${row}.data, '$.status') ELSE '' END`

const bump = (row: 'NEW' | 'OLD', sign: 1 | -1): string =>
  `INSERT INTO task_status_counts (centre_id, status, tasks) SELECT ${row}.centre_id, ${statusOf(row)}, ${sign} WHERE ${row}.centre_id IS NOT NULL
     ON CONFLICT (centre_id, status) DO UPDATE SET tasks = tasks + excluded.tasks;`

export const TASK_COUNT_TABLES_SQL = `
  CREATE TABLE task_status_counts (
    centre_id INTEGER NOT NULL, status TEXT NOT NULL, tasks INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (centre_id, status)
  ) WITHOUT ROWID;
  CREATE INDEX paging_crm_tasks_by_status_due ON crm_tasks (centre_id, json_extract(data, '$.status'), ${taskDueSql()}, uuid);
`

/** The triggers' names begin with this (a bulk load sets them aside and recounts once). */
export const TASK_COUNT_TRIGGER_PREFIX = 'task_status_counts_'

/** On crm_tasks: an insert adds its task, a delete takes it off, an update of its centre or document does both. */
export const TASK_COUNT_TRIGGERS_SQL = `
  CREATE TRIGGER task_status_counts_insert AFTER INSERT ON crm_tasks BEGIN
    ${bump('NEW', 1)}
  END;
  CREATE TRIGGER task_status_counts_delete AFTER DELETE ON crm_tasks BEGIN
    ${bump('OLD', -1)}
  END;
  CREATE TRIGGER task_status_counts_update AFTER UPDATE OF centre_id, data ON crm_tasks
  WHEN OLD.centre_id IS NOT NEW.centre_id OR ${statusOf('OLD')} IS NOT ${statusOf('NEW')} BEGIN
    ${bump('OLD', -1)}
    ${bump('NEW', 1)}
  END;
`

/** Recounts every centre's tasks by status from the tasks held (the migration's backfill; after a bulk load). */
export const TASK_COUNT_REBUILD_SQL = `
  DELETE FROM task_status_counts;
  INSERT INTO task_status_counts (centre_id, status, tasks)
    SELECT t.centre_id, ${statusOf('t')}, COUNT(*) FROM crm_tasks t WHERE t.centre_id IS NOT NULL GROUP BY 1, 2;
`
