import { describe, expect, it } from 'vitest'
import { CallWire } from '../../adapters/http/contract/customer.codecs'
import { LeadCaptureWire, LeadSearchWire } from '../../adapters/http/contract/lead.codecs'
import { PATHS } from '../../adapters/http/contract/paths'
import { CallTrailWire, RemindersWire, ReminderAckWire, ResolveTaskWire, TasksWire } from '../../adapters/http/contract/task.codecs'
import { DAY_MS, HOUR_MS } from '../../core/shared/constants'
import * as M from '../../core/shared/messages'
import { DEMO } from '../../sandbox/seed/profile'
import { anonymous, decoded, failsWith, pathWith, signIn } from '../support/sandbox-http'

describe('sandbox: tasks and call trails', () => {
  it('lists a customer\'s tasks by pack product types, with disposition hierarchies', async () => {
    const cm = await signIn('internal-cm')
    const t = await decoded(await cm.get(PATHS.tasks, { userId: DEMO.activeUnder30.id, packProductTypes: 'GYM_JOINING,PERSONAL_TRAINING' }), 200, TasksWire)
    expect(t.tasks.map((x) => x.taskUuid)).toEqual(['tsk-0001', 'tsk-0004'])
    expect(t.tasks[0]?.campaignConfig.dispositionsHierarchy.CONNECTED).toContain('CALL_BACK')
    const pt = await decoded(await cm.get(PATHS.tasks, { userId: DEMO.activeUnder30.id, packProductTypes: 'PERSONAL_TRAINING' }), 200, TasksWire)
    expect(pt.tasks).toEqual([])
    await failsWith(await cm.get(PATHS.tasks, { userId: DEMO.activeUnder30.id }), 400)
    await failsWith(await (await signIn('front-desk')).get(PATHS.tasks, { userId: DEMO.activeUnder30.id, packProductTypes: 'GYM_JOINING' }), 403)
    await failsWith(await anonymous().get(PATHS.tasks, { userId: DEMO.activeUnder30.id, packProductTypes: 'GYM_JOINING' }), 401)
  })

  it('answers the call trail (callTrailV2) newest first and adds an entry when staff call for the task', async () => {
    const cm = await signIn('internal-cm')
    const path = pathWith(PATHS.callTrail, { taskUuid: 'tsk-0003' })
    const before = await decoded(await cm.get(path, { widgetName: 'callTrailV2' }), 200, CallTrailWire)
    expect(before.callTrail.length).toBeGreaterThanOrEqual(2)
    await failsWith(await cm.get(path, { widgetName: 'callTrailV1' }), 400)
    await failsWith(await cm.get(pathWith(PATHS.callTrail, { taskUuid: 'tsk-none' }), { widgetName: 'callTrailV2' }), 404, M.TASK_NOT_FOUND)
    const call = await decoded(await cm.post(PATHS.taskCall, { taskId: 'tsk-0003', userId: DEMO.activePt.id }), 200, CallWire)
    expect(call).toEqual({ sent: true, message: M.CALL_INITIATED })
    const after = await decoded(await cm.get(path, { widgetName: 'callTrailV2' }), 200, CallTrailWire)
    expect(after.callTrail).toHaveLength(before.callTrail.length + 1)
    expect(after.callTrail[0]?.agentName).toBe('Farah Khan')
    await failsWith(await cm.post(PATHS.taskCall, { taskId: 'tsk-0003', userId: DEMO.none.id }), 404, M.TASK_NOT_FOUND)
  })

  it('resolves a task only with a valid resolution, answering every problem at once and changing nothing before', async () => {
    const cm = await signIn('internal-cm')
    const path = pathWith(PATHS.resolveTask, { taskUuid: 'tsk-0005' })
    const empty = await cm.post(path, { remark: '  ' })
    expect(empty.status).toBe(400)
    expect(((await empty.json()) as { errors: object }).errors).toEqual({ status: M.TASK_STATUS_REQUIRED, remark: M.REMARKS_ENTER })
    await failsWith(await cm.post(path, { status: 'CONNECTED', remark: 'ok' }), 400, M.TASK_SUB_STATUS_REQUIRED)
    await failsWith(await cm.post(path, { status: 'CONNECTED', subStatus: 'CALL_BACK', remark: 'ok' }), 400, M.TASK_FOLLOW_UP_REQUIRED)
    const callback = (at: number) => ({ status: 'CONNECTED', subStatus: 'CALL_BACK', remark: '  Call after 6  ', dispositionConfigData: { leadReactivateType: 'TIME_BASED_CALL_BACK', callbackTime: at } })
    await failsWith(await cm.post(path, callback(Date.now() - HOUR_MS)), 400, M.TASK_CALLBACK_TIME_RANGE)
    await failsWith(await cm.post(path, callback(Date.now() + 30 * DAY_MS)), 400, M.TASK_CALLBACK_TIME_RANGE)
    await failsWith(await (await signIn('front-desk')).post(path, callback(Date.now() + HOUR_MS)), 403)
    const list = await decoded(await cm.get(PATHS.tasks, { userId: DEMO.trialLeft.id, packProductTypes: 'GYM_JOINING' }), 200, TasksWire)
    expect(list.tasks.find((t) => t.taskUuid === 'tsk-0005')?.status).toBe('OPEN')
    const at = Date.now() + 2 * HOUR_MS
    const ok = await decoded(await cm.post(path, callback(at)), 200, ResolveTaskWire)
    expect(ok.message).toBe(M.TASK_RESOLVED)
    expect(ok.task).toMatchObject({ status: 'CONNECTED', subStatus: 'CALL_BACK', remark: 'Call after 6', dispositionConfigData: { leadReactivateType: 'TIME_BASED_CALL_BACK', callbackTime: at } })
    await failsWith(await cm.post(path, callback(at)), 409, M.TASK_ALREADY_RESOLVED)
    const noSub = await decoded(await cm.post(pathWith(PATHS.resolveTask, { taskUuid: 'tsk-0006' }), { status: 'PACK_PURCHASED', remark: 'Bought BLACK' }), 200, ResolveTaskWire)
    expect(noSub.task.subStatus).toBeNull()
  })
})

describe('sandbox: leads', () => {
  const capture = {
    userId: DEMO.activeUnder30.id, assigneeId: 'agent-102', assigneeType: 'TRAINER', centerId: 1001, leadCategory: 'PT_LEAD',
    leadType: 'WARM', leadStatus: 'ACTIVE', createdBy: 'staff-frontdesk', comment: 'Asked about PT',
  }

  it('captures a PT lead (\'Lead captured Successfully\') and finds it by search', async () => {
    const fd = await signIn('front-desk')
    const ok = await decoded(await fd.post(PATHS.leadCapture, capture), 201, LeadCaptureWire)
    expect(ok.message).toBe(M.LEAD_CAPTURED)
    const found = await decoded(await fd.post(PATHS.leadSearch, { userIds: [DEMO.activeUnder30.id], centerIds: [1001], leadCategories: ['PT_LEAD'], leadStatuses: ['ACTIVE'] }), 200, LeadSearchWire)
    expect(found.isLMSPilotCenter).toBe(true)
    expect(found.leads.map((l) => l.leadId)).toContain(ok.leadId)
    expect(found.leads.find((l) => l.leadId === ok.leadId)).toMatchObject({ assigneeName: 'Priya Menon', comment: 'Asked about PT' })
    // HSR (1003) is not one of the front desk's centres: refused, not an empty list.
    await failsWith(await fd.post(PATHS.leadSearch, { userIds: [], centerIds: [1003], leadCategories: [], leadStatuses: [] }), 403)
  })

  it('refuses a lead for a non-PT owner, a bad category, or without permission', async () => {
    const fd = await signIn('front-desk')
    await failsWith(await fd.post(PATHS.leadCapture, { ...capture, assigneeId: 'agent-103' }), 400, M.TRAINER_NOT_PT)
    await failsWith(await fd.post(PATHS.leadCapture, { ...capture, leadCategory: 'GYM_LEAD' }), 400)
    await failsWith(await fd.post(PATHS.leadCapture, { ...capture, userId: 'nobody' }), 404)
    await failsWith(await (await signIn('trainer')).post(PATHS.leadCapture, capture), 403)
    await failsWith(await (await signIn('trainer')).post(PATHS.leadSearch, { userIds: [], centerIds: [], leadCategories: [], leadStatuses: [] }), 403)
  })
})

describe('sandbox: reminders', () => {
  it('polls the staff member\'s reminders, acknowledges one and snoozes another', async () => {
    const cm = await signIn('centre-manager')
    const poll = async () => decoded(await cm.post(PATHS.reminderPoll, { receiverHierarchy: 'EMAIL', pollingCount: 1 }), 200, RemindersWire)
    const first = await poll()
    // The seeded ones: the sandbox is shared, and other suites' uploads add reminders of their own.
    const seeded = (ids: readonly string[]) => ids.filter((id) => id.startsWith('rem-staff-cm-'))
    expect(seeded(first.reminders.data.map((r) => r.notificationId))).toEqual(['rem-staff-cm-1', 'rem-staff-cm-2', 'rem-staff-cm-3'])
    const ack = await decoded(await cm.post(PATHS.reminderAck, { notificationAction: 'HABIT_COMPLETION_ACKNOWLEDGE', notificationId: 'rem-staff-cm-3', payload: {} }), 200, ReminderAckWire)
    expect(ack.message).toBe(M.REMINDER_ACKNOWLEDGED)
    await decoded(await cm.post(PATHS.reminderAck, { notificationAction: 'SNOOZE', notificationId: 'rem-staff-cm-2' }), 200, ReminderAckWire)
    expect(seeded((await poll()).reminders.data.map((r) => r.notificationId))).toEqual(['rem-staff-cm-1'])
    await failsWith(await cm.post(PATHS.reminderAck, { notificationAction: 'CALL_LEAD', notificationId: 'rem-staff-owner-1' }), 404, M.REMINDER_NOT_FOUND)
    await failsWith(await cm.post(PATHS.reminderAck, { notificationAction: 'DANCE', notificationId: 'rem-staff-cm-1' }), 400)
    await failsWith(await cm.post(PATHS.reminderPoll, { receiverHierarchy: 'PHONE', pollingCount: 1 }), 400)
    await failsWith(await anonymous().post(PATHS.reminderPoll, { receiverHierarchy: 'EMAIL', pollingCount: 1 }), 401)
    const none = await decoded(await (await signIn('no-permissions')).post(PATHS.reminderPoll, { receiverHierarchy: 'EMAIL', pollingCount: 1 }), 200, RemindersWire)
    expect(none.reminders.data).toEqual([])
  })
})
