import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { CallTrailEntry, Task } from '../../core/task/task'
import type { TaskQueue } from '../../core/task/task-queue.port'
import { epochMs } from '../../core/shared/brands'
import { CallWire } from './contract/customer.codecs'
import { PATHS, pathWith } from './contract/paths'
import { type CallTrailEntryWire, CallTrailWire, ResolveTaskWire, TasksWire, type TaskWire } from './contract/task.codecs'
import type { HttpClient } from './http-client'
import { opt } from './wire-mapping'

export const taskFromWire = (w: TaskWire): Task => {
  const followUps: Record<string, readonly string[]> = {}
  for (const [leaf, cfg] of Object.entries(w.campaignConfig.dispositionConfigs)) followUps[leaf] = cfg.followUpOptions
  const f = w.dispositionConfigData
  return {
    uuid: w.taskUuid,
    userId: w.userId,
    status: w.status,
    campaignName: w.campaignName,
    refId: w.refId,
    expiryTime: epochMs(w.expiryTime),
    packProductType: w.packProductType,
    campaignConfig: { dispositions: w.campaignConfig.dispositions, dispositionsHierarchy: w.campaignConfig.dispositionsHierarchy, followUpOptions: followUps },
    ...opt('subStatus', w.subStatus),
    ...opt('remark', w.remark),
    ...(f === undefined || f === null || f.leadReactivateType === undefined || f.leadReactivateType === null
      ? {}
      : { followUp: { leadReactivateType: f.leadReactivateType, ...(typeof f.callbackTime === 'number' ? { callbackTime: epochMs(f.callbackTime) } : {}) } }),
    ...(w.resolvedAt === undefined || w.resolvedAt === null ? {} : { resolvedAt: epochMs(w.resolvedAt) }),
  }
}

const entryFromWire = (w: CallTrailEntryWire): CallTrailEntry => ({
  createdOn: epochMs(w.createdOn),
  lastModifiedOn: epochMs(w.lastModifiedOn),
  status: w.status,
  interactionStatus: w.interactionStatus,
  callerInteractionStatus: w.callerInteractionStatus,
  receiverInteractionStatus: w.receiverInteractionStatus,
  agentName: w.agentName,
  campaignName: w.campaignName,
  packProductType: w.packProductType,
  ...opt('subStatus', w.subStatus),
  ...opt('remarks', w.remarks),
  ...opt('recordingUrl', w.recordingUrl),
})

export const createHttpTaskQueue = (http: HttpClient): TaskQueue => ({
  tasks: (userId, types) =>
    pipe(http.send({ path: PATHS.tasks, params: { userId, packProductTypes: types.join(',') } }, TasksWire), TE.map((w) => w.tasks.map(taskFromWire))),
  callTrail: (taskUuid) =>
    pipe(
      http.send({ path: pathWith(PATHS.callTrail, { taskUuid }), params: { widgetName: 'callTrailV2' } }, CallTrailWire),
      TE.map((w) => w.callTrail.map(entryFromWire)),
    ),
  resolve: (taskUuid, r) =>
    pipe(
      http.send(
        {
          path: pathWith(PATHS.resolveTask, { taskUuid }),
          data: {
            status: r.status,
            subStatus: r.subStatus ?? null,
            remark: r.remark,
            dispositionConfigData:
              r.dispositionConfigData === undefined
                ? null
                : { leadReactivateType: r.dispositionConfigData.leadReactivateType, callbackTime: r.dispositionConfigData.callbackTime ?? null },
          },
        },
        ResolveTaskWire,
      ),
      TE.map((w) => taskFromWire(w.task)),
    ),
  callFor: (taskUuid, userId) => http.send({ path: PATHS.taskCall, data: { taskId: taskUuid, userId } }, CallWire),
})
