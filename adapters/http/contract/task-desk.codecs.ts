import * as t from 'io-ts'
import { IntFromString, boundedText, optional } from './codec-helpers'
import { PageFields, PageInfoWire } from './paging.codecs'
import { TaskWire } from './task.codecs'

export const TaskDueWire = t.keyof({ OVERDUE: null, TODAY: null, UPCOMING: null })

export const CentreTasksParams = t.type({ centerId: IntFromString })
export const CentreTasksQuery = t.partial({ status: t.string, due: TaskDueWire, page: IntFromString })
export type CentreTasksQuery = t.TypeOf<typeof CentreTasksQuery>

export const CentreTaskWire = t.intersection([TaskWire, t.type({ customerName: t.string, centerId: t.number, dueTime: t.number })])
export type CentreTaskWire = t.TypeOf<typeof CentreTaskWire>

export const CentreTasksWire = t.type({
  tasks: t.array(CentreTaskWire),
  page: t.number,
  totalPages: t.number,
  total: t.number,
  statuses: t.array(t.string),
})
export type CentreTasksWire = t.TypeOf<typeof CentreTasksWire>

export const TaskUuidParams = t.type({ taskUuid: t.string })

/** interactionCallSummary is JSON text, as the spec has it: context and the three intents. */
export const CallInteractionWire = t.type({
  interactionTime: t.number,
  interactionComment: t.string,
  interactionCallSummary: optional(t.string),
})
export type CallInteractionWire = t.TypeOf<typeof CallInteractionWire>
export const CallSummaryWire = t.type({ taskUuid: t.string, interactions: t.array(CallInteractionWire) })
export type CallSummaryWire = t.TypeOf<typeof CallSummaryWire>

export const CallSummaryJson = t.type({ context: t.string, isTrialIntent: t.boolean, isWalkinIntent: t.boolean, isPurchaseIntent: t.boolean })

/** A page of the centre's tasks asked for (docs/api/paging.md): the filters and the page's choices. */
export const CentreTaskPageBody = t.intersection([t.partial({ status: boundedText(40), due: TaskDueWire }), PageFields])

/** A page of the centre's tasks: the tasks, the count of the centre's tasks without filters or search (`all`), its statuses, and the page's information. */
export const CentreTaskPageWire = t.intersection([t.type({ tasks: t.array(CentreTaskWire), all: t.number, statuses: t.array(t.string) }), PageInfoWire])
export type CentreTaskPageWireT = t.TypeOf<typeof CentreTaskPageWire>
