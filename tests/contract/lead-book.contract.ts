import { describe, expect, it } from 'vitest'
import type { LeadBook } from '../../core/lead/lead-book.port'
import * as M from '../../core/shared/messages'
import { DEMO, MAIN_GYM } from '../support/profile-world'
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
