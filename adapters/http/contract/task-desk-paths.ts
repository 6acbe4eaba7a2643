/**
 * Paths of the /crmTasks calls (tasks and calls; part 3 §7 names the operations, the
 * paths are ours where it shows none). Kept out of PATHS, which the first screen loads, so they
 * travel with the task desk's gateway.
 */
export const TASK_DESK_PATHS = {
  centreTasks: 'v1/cmTasks/centre/:centerId',
  callSummary: 'v1/cmTasks/:taskUuid/callSummary',
  /** One page of the centre's tasks (docs/api/paging.md): a POST, so a search term never travels in an address. */
  centreTaskPage: 'v1/cmTasks/centre/:centerId/page',
} as const
