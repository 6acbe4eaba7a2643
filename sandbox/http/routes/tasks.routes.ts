import * as E from 'fp-ts/Either'
import { type Hono } from 'hono'
import type { CallWire } from '../../../adapters/http/contract/customer.codecs'
import { PATHS } from '../../../adapters/http/contract/paths'
import {
  type CallTrailEntryWire,
  CallTrailQuery,
  type CallTrailWire,
  ReminderAckBody,
  type ReminderAckWire,
  ReminderPollBody,
  type RemindersWire,
  type ReminderWire,
  ResolveTaskBody,
  type ResolveTaskWire,
  TASK_OPEN,
  TaskCallBody,
  TasksQuery,
  type TasksWire,
  type TaskWire,
  placedCallStatuses,
} from '../../../adapters/http/contract/task.codecs'
import { MINUTE_MS, REMINDER_SNOOZE_MS } from '../../../core/shared/constants'
import * as M from '../../../core/shared/messages'
import type { Db } from '../../db/database'
import { customerById, customerProfile, fail } from '../../store/profile-store'
import type { ApiEnv } from '../api-env'
import { centreScopes } from '../centre-scope'
import { cursorSigner } from '../../paging/keyset'
import { centreTaskPage } from '../../tasks/task-page'
import { type RouteDeps, routeTable } from '../route'
// ---- tasks and calls (part: /crmTasks) ----
import { TASK_DESK_PATHS } from '../../../adapters/http/contract/task-desk-paths'
import {
  type CallInteractionWire,
  type CallSummaryWire,
  CentreTaskPageBody,
  CentreTasksParams,
  CentreTasksQuery,
  type CentreTaskWire,
  type CentreTasksWire,
  TaskUuidParams,
} from '../../../adapters/http/contract/task-desk.codecs'
import { epochMs } from '../../../core/shared/brands'
import { pageCentreTasks } from '../../../core/task/task-due.rule'
import { memberOfTask } from '../../audit/audit-subjects'

export const TIME_BASED_CALL_BACK = 'TIME_BASED_CALL_BACK'

const taskByUuid = (db: Db, uuid: string): TaskWire | undefined => {
  const d = db.prepare('SELECT data FROM crm_tasks WHERE uuid = ?').pluck().get(uuid) as string | undefined
  return d === undefined ? undefined : (JSON.parse(d) as TaskWire)
}

const blank = (s: string | null | undefined): boolean => s === undefined || s === null || s.trim() === ''

/** Every problem of a resolution at once, in the order the form asks (part 1 §5 Resolve Task). */
export const resolutionErrors = (task: TaskWire, r: ResolveTaskBody, now: number): Record<string, string> => {
  const errors: Record<string, string> = {}
  const cfg = task.campaignConfig
  const status = r.status?.trim() ?? ''
  if (status === '') errors.status = M.TASK_STATUS_REQUIRED
  else if (!cfg.dispositions.includes(status)) errors.status = `Unknown status: ${status}`
  if (errors.status === undefined) {
    const subs = cfg.dispositionsHierarchy[status] ?? []
    const sub = r.subStatus?.trim() ?? ''
    if (subs.length > 0 && sub === '') errors.subStatus = M.TASK_SUB_STATUS_REQUIRED
    else if (subs.length > 0 && !subs.includes(sub)) errors.subStatus = `Unknown sub-status: ${sub}`
    if (errors.subStatus === undefined) {
      const leaf = subs.length > 0 ? sub : status
      const options = cfg.dispositionConfigs[leaf]?.followUpOptions ?? []
      const followUp = r.dispositionConfigData?.leadReactivateType?.trim() ?? ''
      if (options.length > 0 && followUp === '') errors.followUp = M.TASK_FOLLOW_UP_REQUIRED
      else if (followUp !== '' && !options.includes(followUp)) errors.followUp = `Unknown follow-up option: ${followUp}`
      else if (followUp === TIME_BASED_CALL_BACK) {
        const at = r.dispositionConfigData?.callbackTime
        if (typeof at !== 'number' || at < now || at > task.expiryTime) errors.callbackTime = M.TASK_CALLBACK_TIME_RANGE
      }
    }
  }
  if (blank(r.remark)) errors.remark = M.REMARKS_ENTER
  return errors
}

export const tasksRoutes = ({ db, now }: RouteDeps): Hono<ApiEnv> => {
  const api = routeTable(db)
  const S = centreScopes(db)

  api.get(PATHS.tasks, { permission: ['CRM_TASKS', 'VIEW'], query: TasksQuery, ...S.customer, screen: '/crmTasks' }, (c, i) => {
    if (customerById(db, i.query.userId) === undefined) return fail(c, 404, M.NO_USER_DETAIL_FOUND)
    const rows = db
      .prepare('SELECT data FROM crm_tasks WHERE user_id = ? AND pack_product_type IN (SELECT value FROM json_each(?)) ORDER BY uuid')
      .pluck()
      .all(i.query.userId, JSON.stringify(i.query.packProductTypes)) as string[]
    const body: TasksWire = { tasks: rows.map((r) => JSON.parse(r) as TaskWire) }
    return c.json(body)
  })

  api.get(PATHS.callTrail, { permission: ['CRM_TASKS', 'VIEW'], query: CallTrailQuery, ...S.customer, screen: '/crmTasks' }, (c, i) => {
    const uuid = i.params.taskUuid
    if (taskByUuid(db, uuid) === undefined) return fail(c, 404, M.TASK_NOT_FOUND)
    const rows = db.prepare('SELECT data FROM call_trails WHERE task_uuid = ? ORDER BY created_on DESC, id DESC').pluck().all(uuid) as string[]
    const body: CallTrailWire = { widgetName: i.query.widgetName, taskUuid: uuid, callTrail: rows.map((r) => JSON.parse(r) as CallTrailEntryWire) }
    return c.json(body)
  })

  // A task is its centre's (crm_tasks.centre_id): resolving or calling one needs that centre to be one
  // of the caller's; a task without a centre (the customer profile's own list) stays customer-wide.
  const taskCentreOf = db.prepare('SELECT centre_id FROM crm_tasks WHERE uuid = ?').pluck()
  const taskScope = (uuid: string) => {
    const v = taskCentreOf.get(uuid)
    return typeof v === 'number' ? S.at([v]) : S.customer.scope()
  }
  const OF_TASK = 'the task’s centre (:taskUuid / taskId); customer-wide for a task without one'
  api.post(PATHS.resolveTask, { audit: { action: 'RESOLVE_TASK', subject: 'MEMBER', id: (i) => memberOfTask(db, i.params.taskUuid) }, permission: ['CRM_TASKS', 'EDIT'], body: ResolveTaskBody, centre: OF_TASK, scope: (i) => taskScope(i.params.taskUuid), screen: '/crmTasks' }, async (c, i) => {
    const uuid = i.params.taskUuid
    const task = taskByUuid(db, uuid)
    if (task === undefined) return fail(c, 404, M.TASK_NOT_FOUND)
    if (task.status !== TASK_OPEN) return fail(c, 409, M.TASK_ALREADY_RESOLVED)
    const t = now()
    const errors = resolutionErrors(task, i.body, t)
    if (Object.keys(errors).length > 0) return c.json({ message: Object.values(errors)[0] as string, errors }, 400)
    const r = i.body
    const sub = r.subStatus?.trim() ?? ''
    const followUp = r.dispositionConfigData?.leadReactivateType?.trim() ?? ''
    const next: TaskWire = {
      ...task,
      status: (r.status as string).trim(),
      subStatus: sub === '' ? null : sub,
      remark: (r.remark as string).trim(),
      dispositionConfigData:
        followUp === ''
          ? null
          : { leadReactivateType: followUp, callbackTime: followUp === TIME_BASED_CALL_BACK ? (r.dispositionConfigData?.callbackTime ?? null) : null },
      resolvedAt: t,
    }
    db.prepare('UPDATE crm_tasks SET data = ? WHERE uuid = ?').run(JSON.stringify(next), uuid)
    const body: ResolveTaskWire = { message: M.TASK_RESOLVED, task: next }
    return c.json(body)
  })

  api.post(PATHS.taskCall, { audit: { action: 'CALL_MEMBER', subject: 'MEMBER', id: (i) => i.body.userId }, permission: ['CRM_TASKS', 'VIEW'], body: TaskCallBody, centre: OF_TASK, scope: (i) => taskScope(i.body.taskId), screen: '/crmTasks' }, async (c, i) => {
    const task = taskByUuid(db, i.body.taskId)
    if (task === undefined || task.userId !== i.body.userId) return fail(c, 404, M.TASK_NOT_FOUND)
    const t = now()
    const staff = i.staff
    const sent = customerProfile(db, task.userId).ivrFails !== true
    const entry: CallTrailEntryWire = {
      createdOn: t,
      lastModifiedOn: t,
      ...placedCallStatuses(sent),
      agentName: staff.name,
      campaignName: task.campaignName,
      packProductType: task.packProductType,
      subStatus: null,
      remarks: null,
      recordingUrl: null,
    }
    db.transaction(() => {
      db.prepare('INSERT INTO calls (kind, user_id, task_uuid, centre_id, staff_id, sent, created_at) VALUES (?, ?, ?, NULL, ?, ?, ?)').run(
        'TASK',
        task.userId,
        task.taskUuid,
        staff.id,
        sent ? 1 : 0,
        t,
      )
      db.prepare('INSERT INTO call_trails (task_uuid, created_on, data) VALUES (?, ?, ?)').run(task.taskUuid, t, JSON.stringify(entry))
    })()
    const body: CallWire = { sent, message: sent ? M.CALL_INITIATED : M.CALL_FAILED }
    return c.json(body)
  })

  // Reminders are addressed to the signed-in staff member: a session is all they need.
  api.post(PATHS.reminderPoll, { audit: { notAudited: 'reads the staff member’s own reminders, marking them delivered' }, permission: 'staff', body: ReminderPollBody, ...S.caller }, async (c, i) => {
    const rows = db
      .prepare('SELECT data FROM reminders WHERE staff_id = ? AND acknowledged_at IS NULL AND (snoozed_until IS NULL OR snoozed_until <= ?) ORDER BY notification_id')
      .pluck()
      .all(i.staff.id, now()) as string[]
    const body: RemindersWire = {
      reminders: {
        data: rows.map((r) => JSON.parse(r) as ReminderWire),
        actions: [{ type: 'SNOOZE', title: `Snooze for ${REMINDER_SNOOZE_MS / MINUTE_MS} minutes`, notificationId: 'ALL', notificationAction: 'SNOOZE', taskInstanceId: null, userId: null }],
      },
    }
    return c.json(body)
  })

  api.post(PATHS.reminderAck, { audit: { notAudited: 'acknowledges or snoozes the staff member’s own reminder' }, permission: 'staff', body: ReminderAckBody, ...S.caller }, async (c, i) => {
    const x = i.body
    const staffId = i.staff.id
    const t = now()
    const snoozeMs = typeof x.payload?.snoozeMs === 'number' && x.payload.snoozeMs > 0 ? x.payload.snoozeMs : REMINDER_SNOOZE_MS
    if (x.notificationId === 'ALL') {
      if (x.notificationAction !== 'SNOOZE') return fail(c, 400, `Unknown action for every reminder: ${x.notificationAction}`)
      db.prepare('UPDATE reminders SET snoozed_until = ? WHERE staff_id = ? AND acknowledged_at IS NULL').run(t + snoozeMs, staffId)
    } else {
      const d = db.prepare('SELECT data FROM reminders WHERE notification_id = ? AND staff_id = ?').pluck().get(x.notificationId, staffId) as string | undefined
      if (d === undefined) return fail(c, 404, M.REMINDER_NOT_FOUND)
      const reminder = JSON.parse(d) as ReminderWire
      if (!reminder.actions.some((a) => a.notificationAction === x.notificationAction)) return fail(c, 400, `Unknown action for this reminder: ${x.notificationAction}`)
      if (x.notificationAction === 'SNOOZE') db.prepare('UPDATE reminders SET snoozed_until = ? WHERE notification_id = ?').run(t + snoozeMs, x.notificationId)
      else db.prepare('UPDATE reminders SET acknowledged_at = ? WHERE notification_id = ?').run(t, x.notificationId)
    }
    const body: ReminderAckWire = { message: M.REMINDER_ACKNOWLEDGED, notificationId: x.notificationId, notificationAction: x.notificationAction }
    return c.json(body)
  })

  // ---- tasks and calls (part: /crmTasks) ----
  const taskCentre = db.prepare('SELECT centre_id FROM crm_tasks WHERE uuid = ?').pluck()
  const centreTaskRows = db.prepare(
    'SELECT t.data AS data, t.centre_id AS centreId, t.due_at AS dueAt, c.first_name AS first, c.last_name AS last FROM crm_tasks t LEFT JOIN customers c ON c.id = t.user_id WHERE t.centre_id = ?',
  )
  const centreOfTask = (uuid: string): number | undefined => {
    const v = taskCentre.get(uuid)
    return typeof v === 'number' ? v : undefined
  }

  api.get(
    TASK_DESK_PATHS.centreTasks,
    { permission: ['CRM_TASKS', 'VIEW'], params: CentreTasksParams, query: CentreTasksQuery, centre: 'centerId (path)', scope: (i) => S.at([S.ofCentreId(i.params.centerId)]), screen: '/crmTasks' },
    (c, i) => {
      if (S.ofCentreId(i.params.centerId) === undefined) return fail(c, 404, 'No such centre.')
      const rows = centreTaskRows.all(i.params.centerId) as { data: string; centreId: number; dueAt: number; first: string | null; last: string | null }[]
      const all = rows.map((r): CentreTaskWire & { uuid: string; followUp?: { leadReactivateType: string; callbackTime?: ReturnType<typeof epochMs> }; dueTime: number } => {
        const t = JSON.parse(r.data) as TaskWire
        const f = t.dispositionConfigData
        return {
          ...t,
          uuid: t.taskUuid,
          customerName: r.first === null ? t.userId : `${r.first} ${r.last ?? ''}`.trim(),
          centerId: r.centreId,
          dueTime: r.dueAt,
          ...(f?.leadReactivateType === undefined || f.leadReactivateType === null
            ? {}
            : { followUp: { leadReactivateType: f.leadReactivateType, ...(typeof f.callbackTime === 'number' ? { callbackTime: epochMs(f.callbackTime) } : {}) } }),
        }
      })
      const page = pageCentreTasks(
        all.map((t) => ({ ...t, dueTime: epochMs(t.dueTime) })),
        { status: i.query.status, due: i.query.due, page: i.query.page },
        epochMs(now()),
      )
      const body: CentreTasksWire = {
        tasks: page.tasks.map(({ uuid: _u, followUp: _f, ...w }) => w),
        page: page.page,
        totalPages: page.totalPages,
        total: page.total,
        statuses: [...page.statuses],
      }
      return c.json(body)
    },
  )

  // The task list a page at a time (docs/api/paging.md): filtered, searched and ordered along its index.
  const sign = cursorSigner(db)
  api.post(
    TASK_DESK_PATHS.centreTaskPage,
    {
      audit: 'reads',
      permission: ['CRM_TASKS', 'VIEW'],
      params: CentreTasksParams,
      body: CentreTaskPageBody,
      centre: 'centerId (path)',
      scope: (i) => S.at([S.ofCentreId(i.params.centerId)]),
      screen: '/crmTasks',
    },
    (c, i) => {
      if (S.ofCentreId(i.params.centerId) === undefined) return fail(c, 404, 'No such centre.')
      const { status, due, ...paging } = i.body
      const page = centreTaskPage(db, sign, i.params.centerId, { ...paging, status, due }, now())
      return E.isLeft(page) ? fail(c, page.left.status, page.left.message) : c.json(page.right)
    },
  )

  api.get(
    TASK_DESK_PATHS.callSummary,
    { permission: ['CRM_TASKS', 'VIEW'], params: TaskUuidParams, centre: 'the task’s centre (:taskUuid)', scope: (i) => S.at([centreOfTask(i.params.taskUuid)]), screen: '/crmTasks' },
    (c, i) => {
      const uuid = i.params.taskUuid
      if (taskByUuid(db, uuid) === undefined || centreOfTask(uuid) === undefined) return fail(c, 404, M.TASK_NOT_FOUND)
      const rows = db.prepare('SELECT data FROM call_interactions WHERE task_uuid = ? ORDER BY interaction_time DESC, id DESC').pluck().all(uuid) as string[]
      const body: CallSummaryWire = { taskUuid: uuid, interactions: rows.map((r) => JSON.parse(r) as CallInteractionWire) }
      return c.json(body)
    },
  )

  return api.app
}
