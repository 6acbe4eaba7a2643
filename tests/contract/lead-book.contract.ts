import { describe, expect, it } from 'vitest'
import type { LeadBook } from '../../core/lead/lead-book.port'
import * as M from '../../core/shared/messages'
import { DEMO, MAIN_GYM, PLAY_CENTRE } from '../support/profile-world'
import { type EpochMs, epochMs } from '../../core/shared/brands'
import { addDays, centreDayOf } from '../../core/shared/centre-day'
import { centreInstant } from '../../core/shared/field-check'
import { ok } from './profile-contract-support'

// Uday (upcoming) has no leads in the seed and no other suite captures one for him.
const U = DEMO.upcoming.id
const left = (r: { _tag: string; left?: { _tag: string; message: string } }) => (r._tag === 'Left' ? r.left : undefined)

/** What every LeadBook must do. */
export const leadBookContract = (name: string, make: () => Promise<LeadBook>): void => {
  describe(`LeadBook contract: ${name}`, () => {
    it('captures a PT lead owned by a PT trainer and finds it, newest first', async () => {
      const b = await make()
      const lead = { userId: U, assigneeId: 'staff-trainer', centerServiceId: MAIN_GYM.centerServiceId, leadType: 'HOT', createdBy: 'staff-owner', comment: 'Wants mornings' }
      const first = ok(await b.capture(lead)())
      const second = ok(await b.capture({ ...lead, leadType: 'WARM' })())
      expect(second).toBeGreaterThan(first)
      const found = ok(await b.search({ userIds: [U], centerServiceIds: [MAIN_GYM.centerServiceId], leadCategories: ['PT_LEAD'], leadStatuses: ['ACTIVE'] })())
      expect(found.leads.slice(0, 2).map((l) => l.leadId)).toEqual([second, first])
      expect(found.leads[1]).toMatchObject({ userId: U, assigneeId: 'staff-trainer', assigneeName: 'Rahul Nair', leadCategory: 'PT_LEAD', leadStatus: 'ACTIVE', leadType: 'HOT', comment: 'Wants mornings' })
      expect(found.isLMSPilotCenter).toBe(true)
    })

    it('treats an empty filter list as any', async () => {
      const b = await make()
      const any = ok(await b.search({ userIds: [U], centerServiceIds: [], leadCategories: [], leadStatuses: [] })())
      expect(any.leads.every((l) => l.userId === U)).toBe(true)
      expect(any.isLMSPilotCenter).toBe(false)
    })

    it('refuses an owner who is not a PT trainer and an unknown customer', async () => {
      const b = await make()
      const lead = { userId: U, assigneeId: 'agent-103', centerServiceId: MAIN_GYM.centerServiceId, leadType: 'HOT', createdBy: 'staff-owner' }
      expect(left(await b.capture(lead)())).toMatchObject({ _tag: 'Rejected', message: M.TRAINER_NOT_PT })
      expect(left(await b.capture({ ...lead, assigneeId: 'staff-trainer', userId: 'nobody' })())?._tag).toBe('NotFound')
    })
  })
}

// ---- leads desk ----
const PT_CUSTOMER = DEMO.none.id
const tomorrowAt11 = (): EpochMs => centreInstant(addDays(centreDayOf(epochMs(Date.now())), 1), '11:00')
const inDays = (n: number): EpochMs => centreInstant(addDays(centreDayOf(epochMs(Date.now())), n), '11:00')

/** What every LeadBook must do for the leads desk: history, update, PT pitch and lead, transfer. */
export const leadDeskContract = (name: string, make: () => Promise<LeadBook>): void => {
  describe(`LeadBook contract (leads desk): ${name}`, () => {
    it('answers the open lead with its task instance and the customer name, updates it, and shows the update first in its history', async () => {
      const b = await make()
      const leadId = ok(await b.capture({ userId: U, assigneeId: 'staff-trainer', centerServiceId: MAIN_GYM.centerServiceId, leadType: 'HOT', createdBy: 'staff-owner', comment: 'Desk contract' })())
      const before = ok(await b.history(U, MAIN_GYM.centerServiceId)())
      expect(before.lead).toMatchObject({ leadId, userId: U, customerName: `${DEMO.upcoming.first} ${DEMO.upcoming.last}` })
      const task = before.lead.taskInstanceId as string
      expect(task).toEqual(expect.any(String))
      const next = tomorrowAt11()
      ok(await b.update({ taskInstanceId: task, userId: U, commentTag: 'Price', comment: 'Call after payday', leadQuality: 'WARM', skipFollowUp: false, nextFollowUpTime: next })())
      const after = ok(await b.history(U, MAIN_GYM.centerServiceId)())
      expect(after.lead).toMatchObject({ leadId, leadQuality: 'WARM', commentTag: 'Price', comment: 'Call after payday', nextFollowUpTime: next })
      expect(after.interactions[0]).toMatchObject({ kind: 'UPDATED', comment: 'Call after payday', leadQuality: 'WARM', nextFollowUpTime: next })
      const found = ok(await b.search({ userIds: [U], centerServiceIds: [MAIN_GYM.centerServiceId], leadCategories: [], leadStatuses: ['ACTIVE'] })())
      expect(found.leads.find((l) => l.leadId === leadId)).toMatchObject({ leadQuality: 'WARM', nextFollowUpTime: next })
      // A COLD lead may skip its follow-up: it then has none.
      ok(await b.update({ taskInstanceId: task, userId: U, commentTag: 'Price', comment: 'Not now', leadQuality: 'COLD', skipFollowUp: true })())
      expect(ok(await b.history(U, MAIN_GYM.centerServiceId)()).lead.nextFollowUpTime).toBeUndefined()
    })

    it("refuses an update that skips a warm lead's follow-up, goes past 45 days, names another member or an unknown task", async () => {
      const b = await make()
      ok(await b.capture({ userId: U, assigneeId: 'staff-trainer', centerServiceId: MAIN_GYM.centerServiceId, leadType: 'HOT', createdBy: 'staff-owner' })())
      const task = ok(await b.history(U, MAIN_GYM.centerServiceId)()).lead.taskInstanceId as string
      const u = { taskInstanceId: task, userId: U, commentTag: 'Price', comment: 'x', leadQuality: 'WARM' as const, skipFollowUp: false, nextFollowUpTime: tomorrowAt11() }
      expect(left(await b.update({ ...u, skipFollowUp: true })())).toMatchObject({ _tag: 'Rejected', message: M.SKIP_ONLY_FOR_COLD })
      expect(left(await b.update({ ...u, nextFollowUpTime: inDays(47) })())).toMatchObject({ _tag: 'Rejected', message: M.FOLLOW_UP_DATE_OUT_OF_RANGE })
      expect(left(await b.update({ ...u, nextFollowUpTime: inDays(-2) })())).toMatchObject({ _tag: 'Rejected', message: M.FOLLOW_UP_DATE_OUT_OF_RANGE })
      expect(left(await b.update({ ...u, userId: DEMO.none.id })())).toMatchObject({ _tag: 'Rejected', message: M.LEAD_USER_MISMATCH })
      expect(left(await b.update({ ...u, taskInstanceId: 'ti-nobody' })())?._tag).toBe('NotFound')
    })

    it('answers the update configuration by product: CULTPASS at a gym, PLAY at a play centre, qualities HOT, WARM, COLD', async () => {
      const b = await make()
      const gym = ok(await b.updateConfig(MAIN_GYM.centerServiceId)())
      expect(gym.product).toBe('CULTPASS')
      expect(gym.commentTags[gym.product]?.length).toBeGreaterThan(0)
      expect(gym.leadQualities).toEqual(['HOT', 'WARM', 'COLD'])
      expect(ok(await b.updateConfig(PLAY_CENTRE.centerServiceId)()).product).toBe('PLAY')
    })

    it('offers only the centre’s PT trainers as PT lead owners, with the PT comment tags', async () => {
      const c = ok(await (await make()).ptModalConfig(PT_CUSTOMER, MAIN_GYM.centerServiceId)())
      const ids = c.trainers.map((t) => t.identityId)
      expect(ids).toEqual(expect.arrayContaining(['staff-trainer', 'agent-102', 'agent-104']))
      expect(ids).not.toContain('agent-103')
      expect(c.commentTags.length).toBeGreaterThan(0)
      expect(left(await (await make()).ptModalConfig('nobody', MAIN_GYM.centerServiceId)())?._tag).toBe('NotFound')
    })

    it('records a PT pitch: NOT_INTERESTED needs no owner and closes the lead; any other quality needs a PT trainer', async () => {
      const b = await make()
      const base = {
        userId: PT_CUSTOMER,
        centerServiceId: MAIN_GYM.centerServiceId,
        userActivityEventType: 'PT_PITCH' as const,
        vertical: 'PT' as const,
        activityDate: centreDayOf(epochMs(Date.now())),
        activityStartTime: epochMs(Date.now()),
        updateLeadFlag: false,
        comment: '',
        skipFollowUp: true,
      }
      const closed = ok(await b.submitPt({ ...base, leadQuality: 'NOT_INTERESTED' })())
      const all = ok(await b.search({ userIds: [PT_CUSTOMER], centerServiceIds: [MAIN_GYM.centerServiceId], leadCategories: ['PT_LEAD'], leadStatuses: [] })())
      expect(all.leads.find((l) => l.leadId === closed)).toMatchObject({ leadStatus: 'CLOSED', leadQuality: 'NOT_INTERESTED', assigneeId: '' })
      expect(left(await b.submitPt({ ...base, leadQuality: 'HOT' })())).toMatchObject({ _tag: 'Rejected', message: M.LEAD_OWNER_REQUIRED })
      expect(left(await b.submitPt({ ...base, leadQuality: 'HOT', activityOwner: 'agent-103' })())).toMatchObject({ _tag: 'Rejected', message: M.NOT_A_PT_LEAD_OWNER })
      const open = ok(await b.submitPt({ ...base, leadQuality: 'HOT', activityOwner: 'agent-104' })())
      // The PT Lead modal then updates that open lead (updateLeadFlag) and may hand it to another PT trainer.
      ok(await b.submitPt({ ...base, updateLeadFlag: true, leadQuality: 'WARM', activityOwner: 'agent-102', commentTag: 'Strength', skipFollowUp: false, nextFollowUpTime: tomorrowAt11() })())
      const cfg = ok(await b.ptModalConfig(PT_CUSTOMER, MAIN_GYM.centerServiceId)())
      expect(cfg.lead).toMatchObject({ leadId: open, assigneeId: 'agent-102', leadQuality: 'WARM', commentTag: 'Strength', nextFollowUpTime: tomorrowAt11() })
      expect(ok(await b.history(PT_CUSTOMER, MAIN_GYM.centerServiceId)()).interactions[0]).toMatchObject({ kind: 'PT_PITCH', leadQuality: 'WARM' })
    })

    it('transfers a lead to another owner of the centre (a dry run changes nothing), and refuses an owner from elsewhere', async () => {
      const b = await make()
      const leadId = ok(await b.capture({ userId: U, assigneeId: 'staff-trainer', centerServiceId: MAIN_GYM.centerServiceId, leadType: 'WARM', createdBy: 'staff-owner' })())
      const t = { centerServiceId: MAIN_GYM.centerServiceId, fromAssigneeId: 'staff-trainer', toAssigneeId: 'agent-102', leadIds: [leadId], dryRun: true }
      const owner = async () => ok(await b.search({ userIds: [U], centerServiceIds: [MAIN_GYM.centerServiceId], leadCategories: [], leadStatuses: [] })()).leads.find((l) => l.leadId === leadId)?.assigneeId
      expect(ok(await b.transfer(t)())).toEqual({ leadIds: [leadId], dryRun: true, toAssigneeName: 'Priya Menon' })
      expect(await owner()).toBe('staff-trainer')
      expect(ok(await b.transfer({ ...t, dryRun: false })()).leadIds).toEqual([leadId])
      expect(await owner()).toBe('agent-102')
      expect(left(await b.transfer({ ...t, fromAssigneeId: 'agent-102', toAssigneeId: 'agent-103', dryRun: false })())).toMatchObject({ _tag: 'Rejected', message: M.NOT_A_PT_LEAD_OWNER })
      expect(left(await b.transfer({ ...t, fromAssigneeId: 'agent-102', toAssigneeId: 'agent-701' })())).toMatchObject({ _tag: 'Rejected', message: M.TRANSFER_OWNER_NOT_AT_CENTRE })
      // The lead is no longer the first owner's: listed, it is named as unknown and nothing moves.
      expect(left(await b.transfer(t)())).toMatchObject({ _tag: 'NotFound', message: M.transferLeadsUnknown([leadId]) })
      expect(left(await b.transfer({ ...t, fromAssigneeId: 'agent-102', toAssigneeId: 'staff-trainer', leadIds: [leadId, 987654321] })())).toMatchObject({ _tag: 'NotFound', message: M.transferLeadsUnknown([987654321]) })
      expect(await owner()).toBe('agent-102')
    })
  })
}
