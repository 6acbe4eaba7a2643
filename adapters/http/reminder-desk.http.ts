import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { Reminder, ReminderAction } from '../../core/reminders/reminder'
import type { ReminderDesk } from '../../core/reminders/reminder-desk.port'
import { PATHS } from './contract/paths'
import { ReminderAckWire, type ReminderActionWire, RemindersWire, type ReminderWire } from './contract/task.codecs'
import type { HttpClient } from './http-client'
import { opt } from './wire-mapping'

const actionFromWire = (w: ReminderActionWire): ReminderAction => ({
  type: w.type,
  title: w.title,
  notificationId: w.notificationId,
  notificationAction: w.notificationAction,
  ...opt('taskInstanceId', w.taskInstanceId),
  ...opt('userId', w.userId),
})

const reminderFromWire = (w: ReminderWire): Reminder => ({
  entityId: w.entityId,
  notificationId: w.notificationId,
  title: w.title,
  subtitle: w.subtitle,
  expandView: w.expandView,
  actions: w.actions.map(actionFromWire),
  ...(w.headerAction === undefined || w.headerAction === null ? {} : { headerAction: actionFromWire(w.headerAction) }),
})

/** Reminders over HTTP: poll with receiverHierarchy EMAIL and the polling count; acknowledge an action. */
export const createHttpReminderDesk = (http: HttpClient): ReminderDesk => ({
  poll: (pollingCount) =>
    pipe(
      http.send({ path: PATHS.reminderPoll, data: { receiverHierarchy: 'EMAIL', pollingCount } }, RemindersWire),
      TE.map((w) => ({ reminders: w.reminders.data.map(reminderFromWire), actions: w.reminders.actions.map(actionFromWire) })),
    ),
  acknowledge: (a) =>
    pipe(
      http.send({ path: PATHS.reminderAck, data: a.payload === undefined ? { notificationAction: a.notificationAction, notificationId: a.notificationId } : a }, ReminderAckWire),
      TE.map((w) => ({ notificationAction: w.notificationAction, notificationId: w.notificationId })),
    ),
})
