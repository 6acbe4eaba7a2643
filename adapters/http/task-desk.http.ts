import * as E from 'fp-ts/Either'
import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import { epochMs } from '../../core/shared/brands'
import type { CallInteraction, CallSummary, CentreTask } from '../../core/task/task-desk'
import type { TaskDesk } from '../../core/task/task-desk.port'
import { pathWith } from './contract/paths'
import { TASK_DESK_PATHS } from './contract/task-desk-paths'
import { CallSummaryJson, type CallInteractionWire, CallSummaryWire, CentreTaskPageWire, type CentreTaskWire, CentreTasksWire } from './contract/task-desk.codecs'
import type { HttpClient } from './http-client'
import { taskFromWire } from './task-queue.http'

const centreTaskFromWire = (w: CentreTaskWire): CentreTask => ({
  ...taskFromWire(w),
  customerName: w.customerName,
  centreId: w.centerId,
  dueTime: epochMs(w.dueTime),
})

/** interactionCallSummary is JSON text; one that does not parse as a summary is shown without one. */
const summaryOf = (json: string | null | undefined): CallSummary | undefined => {
  if (json === undefined || json === null || json.trim() === '') return undefined
  try {
    const d = CallSummaryJson.decode(JSON.parse(json))
    return E.isRight(d) ? d.right : undefined
  } catch {
    return undefined
  }
}

export const interactionFromWire = (w: CallInteractionWire): CallInteraction => {
  const summary = summaryOf(w.interactionCallSummary)
  return { interactionTime: epochMs(w.interactionTime), interactionComment: w.interactionComment, ...(summary === undefined ? {} : { summary }) }
}

export const createHttpTaskDesk = (http: HttpClient): TaskDesk => ({
  centreTasks: (q) =>
    pipe(
      http.send(
        {
          path: pathWith(TASK_DESK_PATHS.centreTasks, { centerId: q.centreId }),
          params: { page: String(q.page), ...(q.status === undefined ? {} : { status: q.status }), ...(q.due === undefined ? {} : { due: q.due }) },
        },
        CentreTasksWire,
      ),
      TE.map((w) => ({ tasks: w.tasks.map(centreTaskFromWire), page: w.page, totalPages: w.totalPages, total: w.total, statuses: w.statuses })),
    ),
  centreTaskPage: (q) =>
    pipe(
      http.send(
        {
          path: pathWith(TASK_DESK_PATHS.centreTaskPage, { centerId: q.centreId }),
          data: {
            ...(q.status === undefined || q.status === '' ? {} : { status: q.status }),
            ...(q.due === undefined ? {} : { due: q.due }),
            ...(q.pageSize === undefined ? {} : { pageSize: q.pageSize }),
            ...(q.cursor === undefined ? {} : { cursor: q.cursor }),
            ...(q.sortKey === undefined ? {} : { sortKey: q.sortKey }),
            ...(q.direction === undefined ? {} : { direction: q.direction }),
            ...(q.search === undefined || q.search.trim() === '' ? {} : { search: q.search.trim() }),
          },
        },
        CentreTaskPageWire,
      ),
      TE.map((w) => ({ tasks: w.tasks.map(centreTaskFromWire), total: w.total, all: w.all, next: w.next ?? undefined, pageSize: w.pageSize, statuses: w.statuses })),
    ),
  callSummary: (taskUuid) =>
    pipe(
      http.send({ path: pathWith(TASK_DESK_PATHS.callSummary, { taskUuid }) }, CallSummaryWire),
      TE.map((w) => w.interactions.map(interactionFromWire)),
    ),
})
