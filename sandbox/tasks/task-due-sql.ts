/**
 * When a centre's task is next due, in SQL over crm_tasks (core/task/task-due.rule.ts taskDueTime):
 * an open task at its scheduled time (due_at); a resolved one at the timed call-back it was given
 * (a follow-up with a call-back time); else never, which sorts last. The paging index on the task
 * list is on this very expression (migration 34), so it must not change without the index.
 */
export const TASK_NOT_DUE = 9007199254740991

export const TASK_DUE_SQL = `COALESCE(CASE WHEN json_extract(data, '$.status') = 'OPEN' THEN due_at
  WHEN json_extract(data, '$.dispositionConfigData.leadReactivateType') IS NOT NULL AND json_type(data, '$.dispositionConfigData.callbackTime') = 'integer'
  THEN json_extract(data, '$.dispositionConfigData.callbackTime') END, ${TASK_NOT_DUE})`
