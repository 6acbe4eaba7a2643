import { describe, expect, it } from 'vitest'
import { createManualClock } from '../../../adapters/clock/manual-clock'
import { createInMemoryLeadBook } from '../../../adapters/in-memory/lead-book.in-memory'
import { createInMemoryPitchDesk } from '../../../adapters/in-memory/pitch-desk.in-memory'
import { createProfileWorld } from '../../../adapters/in-memory/profile-world'
import { recordPtPitch } from '../../../core/lead/record-pt-pitch.use-case'
import { scheduledWalkIns } from '../../../core/lead/scheduled-walk-ins.use-case'
import { submitPtLead } from '../../../core/lead/submit-pt-lead.use-case'
import { transferLeads } from '../../../core/lead/transfer-leads.use-case'
import { updateLead } from '../../../core/lead/update-lead.use-case'
import { addDays, centreDayOf } from '../../../core/shared/centre-day'
import * as M from '../../../core/shared/messages'
import { DEMO, MAIN_GYM, seedDemoWorld } from '../../support/profile-world'

const world = () => {
  // 26 Nov 2026, 10:30 in Kolkata.
  const clock = createManualClock(Date.UTC(2026, 10, 26, 5, 0))
  const w = createProfileWorld(clock, { id: 'staff-cm', name: 'Vikram Shetty' })
  seedDemoWorld(w)
  return { w, clock, leads: createInMemoryLeadBook(w), pitches: createInMemoryPitchDesk(w) }
}
const captured = async (x: ReturnType<typeof world>, userId: string = DEMO.upcoming.id) => {
  const id = await x.leads.capture({ userId, assigneeId: 'staff-trainer', centerServiceId: MAIN_GYM.centerServiceId, leadType: 'HOT', createdBy: 'staff-cm' })()
  if (id._tag === 'Left') throw new Error(id.left.message)
  return `ti-${id.right}`
}

describe('updateLead (Record Lead, part 3 §5 and §8)', () => {
  it("shows every missing field at once in the spec's words and calls nothing", async () => {
    const x = world()
    const task = await captured(x)
    const r = await updateLead(x)({ taskInstanceId: task, userId: DEMO.upcoming.id, draft: {} })()
    expect(r).toEqual({
      _tag: 'Left',
      left: {
        _tag: 'ValidationFailed',
        errors: { commentTag: M.COMMENT_TAG_REQUIRED, comment: M.COMMENT_REQUIRED, leadQuality: M.LEAD_QUALITY_REQUIRED, followUpDate: M.FOLLOW_UP_DATE_REQUIRED, followUpTime: M.FOLLOW_UP_TIME_REQUIRED },
      },
    })
  })

  it("updates with the Kolkata instant of the chosen date and time and answers 'Lead Updated successfully'", async () => {
    const x = world()
    const task = await captured(x)
    const r = await updateLead(x)({ taskInstanceId: task, userId: DEMO.upcoming.id, draft: { commentTag: 'Price', comment: ' Call Friday ', leadQuality: 'WARM', followUpDate: '2026-11-27', followUpTime: '18:30' } })()
    expect(r).toEqual({ _tag: 'Right', right: { message: M.LEAD_UPDATED, value: null } })
    const lead = x.w.leads.find((l) => l.taskInstanceId === task)
    expect(lead).toMatchObject({ leadQuality: 'WARM', comment: 'Call Friday', nextFollowUpTime: Date.UTC(2026, 10, 27, 13, 0) })
  })

  it('a COLD lead with Don’t add follow-up time is sent without a follow-up; a date past 45 days is refused', async () => {
    const x = world()
    const task = await captured(x)
    const skip = await updateLead(x)({ taskInstanceId: task, userId: DEMO.upcoming.id, draft: { commentTag: 'Price', comment: 'Moved', leadQuality: 'COLD', skipFollowUp: true } })()
    expect(skip._tag).toBe('Right')
    expect(x.w.leads.find((l) => l.taskInstanceId === task)?.nextFollowUpTime).toBeUndefined()
    const late = addDays(centreDayOf(x.clock.now()), 46)
    const r = await updateLead(x)({ taskInstanceId: task, userId: DEMO.upcoming.id, draft: { commentTag: 'Price', comment: 'x', leadQuality: 'HOT', followUpDate: late, followUpTime: '10:00' } })()
    expect(r).toMatchObject({ _tag: 'Left', left: { _tag: 'ValidationFailed', errors: { followUpDate: M.FOLLOW_UP_DATE_OUT_OF_RANGE } } })
  })

  it("shows the server's reason when the update is refused", async () => {
    const x = world()
    const r = await updateLead(x)({ taskInstanceId: 'ti-none', userId: DEMO.upcoming.id, draft: { commentTag: 'Price', comment: 'x', leadQuality: 'COLD', skipFollowUp: true } })()
    expect(r).toMatchObject({ _tag: 'Left', left: { _tag: 'LeadUpdateFailed', message: M.NO_LEAD_TO_UPDATE } })
  })
})

describe('PT pitch and PT lead', () => {
  it('Record PT Pitch needs a lead type, and an owner unless NOT_INTERESTED', async () => {
    const x = world()
    const base = { userId: DEMO.none.id, centerServiceId: MAIN_GYM.centerServiceId }
    expect(await recordPtPitch(x)(base)()).toMatchObject({ _tag: 'Left', left: { errors: { leadQuality: M.LEAD_QUALITY_REQUIRED } } })
    expect(await recordPtPitch(x)({ ...base, leadQuality: 'HOT' })()).toMatchObject({ _tag: 'Left', left: { errors: { leadOwner: M.LEAD_OWNER_REQUIRED } } })
    expect(await recordPtPitch(x)({ ...base, leadQuality: 'NOT_INTERESTED' })()).toMatchObject({ _tag: 'Right', right: { message: M.LEAD_CAPTURED } })
    expect(await recordPtPitch(x)({ ...base, leadQuality: 'HOT', leadOwner: 'agent-103' })()).toMatchObject({ _tag: 'Left', left: { _tag: 'LeadCaptureFailed', message: M.LEAD_CAPTURE_FAILED } })
    const ok = await recordPtPitch(x)({ ...base, leadQuality: 'HOT', leadOwner: 'agent-104', comment: '  ' })()
    expect(ok).toMatchObject({ _tag: 'Right', right: { message: M.LEAD_CAPTURED } })
    expect(x.w.leads.at(-1)).toMatchObject({ assigneeId: 'agent-104', leadQuality: 'HOT', comment: '' })
  })

  it("the PT Lead modal updates the member's open PT lead ('Lead Updated successfully') without asking for its owner again", async () => {
    const x = world()
    await captured(x, DEMO.none.id)
    const open = x.w.leads.at(-1)
    const r = await submitPtLead(x)({
      userId: DEMO.none.id,
      centerServiceId: MAIN_GYM.centerServiceId,
      openLead: { taskInstanceId: open?.taskInstanceId ?? '', assigneeId: open?.assigneeId ?? '' },
      draft: { leadQuality: 'WARM', commentTag: 'Strength', followUpDate: '2026-11-28', followUpTime: '07:00' },
    })()
    expect(r).toMatchObject({ _tag: 'Right', right: { message: M.LEAD_UPDATED } })
    expect(x.w.leads.find((l) => l.leadId === open?.leadId)).toMatchObject({ assigneeId: 'staff-trainer', leadQuality: 'WARM', commentTag: 'Strength' })
  })
})

describe('transferLeads and scheduledWalkIns', () => {
  it('refuses the same owner twice or a missing owner before calling, and words a dry run and a transfer', async () => {
    const x = world()
    expect(await transferLeads(x)({ centerServiceId: 1001, fromAssigneeId: 'a', toAssigneeId: 'a', leadIds: [], dryRun: true })()).toMatchObject({ left: { errors: { toAssigneeId: M.TRANSFER_SAME_OWNER } } })
    expect(await transferLeads(x)({ centerServiceId: 1001, fromAssigneeId: '', toAssigneeId: 'a', leadIds: [], dryRun: true })()).toMatchObject({ left: { errors: { fromAssigneeId: M.TRANSFER_OWNER_REQUIRED } } })
    await captured(x)
    const dry = await transferLeads(x)({ centerServiceId: 1001, fromAssigneeId: 'staff-trainer', toAssigneeId: 'agent-102', leadIds: [], dryRun: true })()
    expect(dry).toMatchObject({ _tag: 'Right', right: { message: M.leadsWouldMove(1, 'Priya Menon') } })
    const done = await transferLeads(x)({ centerServiceId: 1001, fromAssigneeId: 'staff-trainer', toAssigneeId: 'agent-102', leadIds: [], dryRun: false })()
    expect(done).toMatchObject({ _tag: 'Right', right: { message: M.leadsTransferred(1, 'Priya Menon') } })
  })

  it("lists the walk-ins from the Clock's centre day", async () => {
    const x = world()
    const r = await scheduledWalkIns(x)(MAIN_GYM.id)()
    expect(r._tag === 'Right' && r.right.every((w) => centreDayOf(w.scheduledAt) >= centreDayOf(x.clock.now()))).toBe(true)
    expect(r._tag === 'Right' && r.right.length).toBe(5)
  })
})
