// ---- Tasks and calls: /crmTasks, call trail per task, call-summary timeline (part) ----
// The spec's own words (TASK_RESOLVED 'Task Resolved successfully', REMARKS_ENTER 'Enter Remarks',
// CALL_INITIATED, CALL_FAILED, EMPTY_CALL_TRAILS 'No Call Trails', EMPTY_TABLE 'Nothing here') are
// in the other catalogue files; these are the labels the spec does not word.
export const CRM_TASKS_TITLE = 'Tasks'
export const TASK_FILTER_STATUS = 'Status'
export const TASK_FILTER_DUE = 'Due'
export const TASK_FILTER_ALL_STATUSES = 'All statuses'
export const TASK_FILTER_ANY_TIME = 'Any time'
export const TASK_DUE_LABELS = { OVERDUE: 'Overdue', TODAY: 'Due today', UPCOMING: 'Upcoming' } as const
export const TASK_PREVIOUS_PAGE = 'Previous page'
export const TASK_NEXT_PAGE = 'Next page'
export const taskPageOf = (page: number, total: number): string => `${page} / ${total}`
export const taskCountLine = (n: number): string => (n === 1 ? '1 task' : `${n} tasks`)
export const TASK_CUSTOMER = 'Customer'
export const TASK_CAMPAIGN = 'Campaign'
export const TASK_DUE_AT = 'Due'
export const TASK_EXPIRES_AT = 'Expires'
export const TASK_NOT_DUE = 'No further call'
export const taskCallBackAt = (when: string): string => `Call back ${when}`
export const TASK_CALL = 'Call'
export const TASK_SHOW_CALLS = 'Calls'
export const taskCallFor = (customer: string): string => `Call ${customer}`
export const taskResolveFor = (customer: string): string => `Resolve task of ${customer}`
export const taskCallsOf = (customer: string): string => `Calls of ${customer}`
export const TASK_CALLS_TITLE = 'Calls'
export const CALL_SUMMARY_TITLE = 'Call summary'
export const NO_CALL_SUMMARY = 'No call summaries yet'
export const CALL_INTENT_TRIAL = 'Trial intent'
export const CALL_INTENT_WALKIN = 'Walk-in intent'
export const CALL_INTENT_PURCHASE = 'Purchase intent'
export const CALL_INTENT_YES = 'Yes'
export const CALL_INTENT_NO = 'No'
export const TASK_CENTRE_NOT_YOURS = 'This centre is not one of yours.'
export const TASK_SEARCH = 'Search tasks'
export const TASK_SEARCH_HINT = 'Customer, user id or campaign'
