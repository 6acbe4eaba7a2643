import { TASK_NEVER_DUE } from '../../core/task/task-paging.rule'

/**
 * When a centre's task is next due, in SQL over crm_tasks (core/task/task-due.rule.ts taskDueTime):
 * an open task at its scheduled time (due_at); a resolved one at the timed call-back it was given
 * (a follow-up with a call-back time); else never, which sorts last. The paging index on the task
 * list is on this very expression (migration 34), so it must not change without the index.
 * `t` names the table's alias ('' in the index itself).
 */
export const taskDueSql = (t = ''): string => {
  const c = t === '' ? '' : `${t}.`
  return `COALESCE(CASE WHEN json_extract(${c}data, '$.status') = 'OPEN' THEN ${c}due_at WHEN json_extract(${c}data, '$.dispositionConfigData.leadReactivateType') IS NOT NULL AND json_type(${c}data, '$.dispositionConfigData.callbackTime') = 'integer' THEN json_extract(${c}data, '$.dispositionConfigData.callbackTime') END, ${TASK_NEVER_DUE})`
}
