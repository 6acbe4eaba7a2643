import * as E from 'fp-ts/Either'
import { TIME_BASED_CALL_BACK } from '../../core/task/resolve-task.rule'
import { notFound, rejected } from '../../core/shared/errors'
import * as M from '../../core/shared/messages'
import { OPEN_TASK_STATUS, type CallTrailEntry, type Task } from '../../core/task/task'
import type { TaskQueue } from '../../core/task/task-queue.port'
import type { InMemoryProfileWorld } from './profile-world'
import { run } from './run'
import { placedCallStatuses } from '../http/contract/task.codecs'

/** Tasks and call trails over the in-process world; the server-side checks of a resolution as the sandbox makes them. */
export const createInMemoryTaskQueue = (w: InMemoryProfileWorld): TaskQueue => ({
  tasks: (userId, types) =>
    run(() => {
      if (!w.customers.has(userId)) return E.left(notFound(M.NO_USER_DETAIL_FOUND))
      return E.right([...w.tasks.values()].filter((t) => t.userId === userId && types.includes(t.packProductType)).sort((a, b) => a.uuid.localeCompare(b.uuid)))
    }),
  callTrail: (uuid) =>
    run(() => (w.tasks.has(uuid) ? E.right([...(w.trails.get(uuid) ?? [])].sort((a, b) => b.createdOn - a.createdOn)) : E.left(notFound(M.TASK_NOT_FOUND)))),
  resolve: (uuid, r) =>
    run(() => {
      const t = w.tasks.get(uuid)
      if (t === undefined) return E.left(notFound(M.TASK_NOT_FOUND))
      if (t.status !== OPEN_TASK_STATUS) return E.left(rejected(M.TASK_ALREADY_RESOLVED))
      const cfg = t.campaignConfig
      const status = r.status.trim()
      if (status === '') return E.left(rejected(M.TASK_STATUS_REQUIRED))
      if (!cfg.dispositions.includes(status)) return E.left(rejected(`Unknown status: ${status}`))
      const subs = cfg.dispositionsHierarchy[status] ?? []
      const sub = r.subStatus?.trim() ?? ''
      if (subs.length > 0 && sub === '') return E.left(rejected(M.TASK_SUB_STATUS_REQUIRED))
      if (subs.length > 0 && !subs.includes(sub)) return E.left(rejected(`Unknown sub-status: ${sub}`))
      const options = cfg.followUpOptions[subs.length > 0 ? sub : status] ?? []
      const followUp = r.dispositionConfigData?.leadReactivateType.trim() ?? ''
      if (options.length > 0 && followUp === '') return E.left(rejected(M.TASK_FOLLOW_UP_REQUIRED))
      if (followUp !== '' && !options.includes(followUp)) return E.left(rejected(`Unknown follow-up option: ${followUp}`))
      const now = w.clock.now()
      const at = r.dispositionConfigData?.callbackTime
      if (followUp === TIME_BASED_CALL_BACK && (at === undefined || at < now || at > t.expiryTime)) return E.left(rejected(M.TASK_CALLBACK_TIME_RANGE))
      if (r.remark.trim() === '') return E.left(rejected(M.REMARKS_ENTER))
      const { subStatus: _s, followUp: _f, ...rest } = t
      const next: Task = {
        ...rest,
        status,
        remark: r.remark.trim(),
        resolvedAt: now,
        ...(sub === '' ? {} : { subStatus: sub }),
        ...(followUp === '' ? {} : { followUp: { leadReactivateType: followUp, ...(followUp === TIME_BASED_CALL_BACK && at !== undefined ? { callbackTime: at } : {}) } }),
      }
      w.tasks.set(uuid, next)
      return E.right(next)
    }),
  callFor: (uuid, userId) =>
    run(() => {
      const t = w.tasks.get(uuid)
      if (t === undefined || t.userId !== userId) return E.left(notFound(M.TASK_NOT_FOUND))
      const sent = w.profiles.get(userId)?.ivrFails !== true
      const now = w.clock.now()
      const entry: CallTrailEntry = {
        createdOn: now,
        lastModifiedOn: now,
        ...placedCallStatuses(sent),
        agentName: w.staff.name,
        campaignName: t.campaignName,
        packProductType: t.packProductType,
      }
      w.trails.set(uuid, [...(w.trails.get(uuid) ?? []), entry])
      return E.right({ sent, message: sent ? M.CALL_INITIATED : M.CALL_FAILED })
    }),
})
