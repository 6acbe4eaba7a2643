import * as t from 'io-ts'
import { CsvOf, optional } from './codec-helpers'

/**
 * A task's campaign configuration. dispositions are the statuses; dispositionsHierarchy maps a
 * status to its sub-statuses (empty when it has none); dispositionConfigs maps the chosen leaf (the
 * sub-status, or the status when it has none) to its follow-up options (leadReactivateType values).
 */
export const CampaignConfigWire = t.type({
  dispositions: t.array(t.string),
  dispositionsHierarchy: t.record(t.string, t.array(t.string)),
  dispositionConfigs: t.record(t.string, t.type({ followUpOptions: t.array(t.string) })),
})
export type CampaignConfigWire = t.TypeOf<typeof CampaignConfigWire>

export const DispositionConfigDataWire = t.partial({
  leadReactivateType: optional(t.string),
  /** Epoch ms; needed for TIME_BASED_CALL_BACK, between now and the task's expiry. */
  callbackTime: optional(t.number),
})

export const TaskWire = t.type({
  taskUuid: t.string,
  userId: t.string,
  status: t.string,
  subStatus: optional(t.string),
  campaignName: t.string,
  refId: t.string,
  expiryTime: t.number,
  packProductType: t.string,
  campaignConfig: CampaignConfigWire,
  remark: optional(t.string),
  dispositionConfigData: optional(DispositionConfigDataWire),
  resolvedAt: optional(t.number),
})
export type TaskWire = t.TypeOf<typeof TaskWire>
/** Open status of a task nobody has resolved yet. */
export const TASK_OPEN = 'OPEN'

export const TasksQuery = t.type({ userId: t.string, packProductTypes: CsvOf(t.string, 'PackProductTypes') })
export const TasksWire = t.type({ tasks: t.array(TaskWire) })
export type TasksWire = t.TypeOf<typeof TasksWire>

export const CallTrailQuery = t.type({ widgetName: t.literal('callTrailV2') })
export const CallTrailEntryWire = t.type({
  createdOn: t.number,
  lastModifiedOn: t.number,
  status: t.string,
  interactionStatus: t.string,
  callerInteractionStatus: t.string,
  receiverInteractionStatus: t.string,
  agentName: t.string,
  campaignName: t.string,
  packProductType: t.string,
  subStatus: optional(t.string),
  remarks: optional(t.string),
  recordingUrl: optional(t.string),
})
export type CallTrailEntryWire = t.TypeOf<typeof CallTrailEntryWire>

/** The statuses of a call the server has just placed: ringing when the IVR reached the customer, else not reachable. */
export const placedCallStatuses = (sent: boolean): Pick<CallTrailEntryWire, 'status' | 'interactionStatus' | 'callerInteractionStatus' | 'receiverInteractionStatus'> => ({
  status: sent ? 'STARTED' : 'FAILED',
  interactionStatus: 'INITIATED',
  callerInteractionStatus: 'INITIATED',
  receiverInteractionStatus: sent ? 'RINGING' : 'NOT_REACHABLE',
})
export const CallTrailWire = t.type({ widgetName: t.string, taskUuid: t.string, callTrail: t.array(CallTrailEntryWire) })
export type CallTrailWire = t.TypeOf<typeof CallTrailWire>

export const ResolveTaskBody = t.partial({
  status: optional(t.string),
  subStatus: optional(t.string),
  remark: optional(t.string),
  dispositionConfigData: optional(DispositionConfigDataWire),
})
export type ResolveTaskBody = t.TypeOf<typeof ResolveTaskBody>
export const ResolveTaskWire = t.type({ message: t.string, task: TaskWire })
export type ResolveTaskWire = t.TypeOf<typeof ResolveTaskWire>

/** Call the customer for a task (v1/userCall/call/cm). */
export const TaskCallBody = t.type({ taskId: t.string, userId: t.string })

// ---- Reminders ----
export const ReminderActionTypeWire = t.keyof({ CALL_LEAD: null, SNOOZE: null, HABIT_COMPLETION_ACKNOWLEDGE: null })
export const ReminderActionWire = t.type({
  type: ReminderActionTypeWire,
  title: t.string,
  notificationId: t.string,
  notificationAction: t.string,
  taskInstanceId: optional(t.string),
  userId: optional(t.string),
})
export type ReminderActionWire = t.TypeOf<typeof ReminderActionWire>
export const ReminderWire = t.type({
  entityId: t.string,
  notificationId: t.string,
  title: t.string,
  subtitle: t.string,
  expandView: t.type({ title: t.string, description: t.string, subscript: t.string }),
  actions: t.array(ReminderActionWire),
  headerAction: optional(ReminderActionWire),
})
export type ReminderWire = t.TypeOf<typeof ReminderWire>
export const ReminderPollBody = t.type({ receiverHierarchy: t.literal('EMAIL'), pollingCount: t.number })
export const RemindersWire = t.type({
  reminders: t.type({ data: t.array(ReminderWire), actions: t.array(ReminderActionWire) }),
})
export type RemindersWire = t.TypeOf<typeof RemindersWire>
export const ReminderAckBody = t.intersection([
  t.type({ notificationAction: t.string, notificationId: t.string }),
  t.partial({ payload: optional(t.UnknownRecord) }),
])
export type ReminderAckBody = t.TypeOf<typeof ReminderAckBody>
export const ReminderAckWire = t.type({ message: t.string, notificationId: t.string, notificationAction: t.string })
export type ReminderAckWire = t.TypeOf<typeof ReminderAckWire>
