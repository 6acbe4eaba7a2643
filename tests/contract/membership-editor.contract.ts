import { describe, expect, it } from 'vitest'
import type { MembershipEditor } from '../../core/membership/membership-editor.port'
import type { PtPackMembership } from '../../core/pt/pt-pack'
import type { PtSchedule } from '../../core/pt/pt-schedule.port'
import { epochMs } from '../../core/shared/brands'
import { DAY_MS } from '../../core/shared/constants'
import * as M from '../../core/shared/messages'
import { DEMO } from '../support/profile-world'
import { ok } from './profile-contract-support'

/** The editor, and the schedule to read the membership back. */
export type MembershipEditorUnderTest = { readonly editor: MembershipEditor; readonly pt: PtSchedule }

const left = (r: { _tag: string; left?: { _tag: string; message: string } }) => (r._tag === 'Left' ? r.left : undefined)

/**
 * What every MembershipEditor must do. It edits Parul's play PT pack (playParent), which no other
 * suite changes or counts on (the sandbox is shared by every suite of a run).
 */
export const membershipEditorContract = (name: string, make: () => Promise<MembershipEditorUnderTest>): void => {
  describe(`MembershipEditor contract: ${name}`, () => {
    const pack = async (pt: PtSchedule): Promise<PtPackMembership> => {
      const p = ok(await pt.playPtPacks(DEMO.playParent.id)())[0]
      if (p === undefined) throw new Error('no play PT pack')
      return p
    }
    const agentId = 'staff-owner'

    it('moves the end date and answers the membership as it is after the change', async () => {
      const { editor, pt } = await make()
      const m = await pack(pt)
      const endDate = epochMs(m.end + 7 * DAY_MS)
      const next = ok(await editor.update({ membership: m, edit: { kind: 'END_DATE', endDate }, remarks: 'Medical leave', agentId })())
      expect(next.end).toBe(endDate)
      expect((await pack(pt)).end).toBe(endDate)
    })

    it('refuses an end date without remarks or before today, and changes nothing', async () => {
      const { editor, pt } = await make()
      const m = await pack(pt)
      expect(left(await editor.update({ membership: m, edit: { kind: 'END_DATE', endDate: epochMs(m.end + DAY_MS) }, remarks: ' ', agentId })())).toMatchObject({
        _tag: 'Rejected',
        message: M.END_DATE_AND_REMARKS_REQUIRED,
      })
      expect(left(await editor.update({ membership: m, edit: { kind: 'END_DATE', endDate: epochMs(Date.now() - DAY_MS) }, remarks: 'x', agentId })())).toMatchObject({
        _tag: 'Rejected',
        message: M.END_DATE_AFTER_START_AND_TODAY,
      })
      expect((await pack(pt)).end).toBe(m.end)
    })

    it('applies a session-count change once per idempotence id and never below the sessions used', async () => {
      const { editor, pt } = await make()
      const m = await pack(pt)
      const max = (m.benefits[0]?.maxTickets ?? 0) + 2
      const id = `contract-${Date.now()}`
      const first = ok(await editor.update({ membership: m, edit: { kind: 'MAX_TICKETS', maxTickets: max, idempotenceId: id }, remarks: 'Bonus sessions', agentId })())
      expect(first.benefits[0]?.maxTickets).toBe(max)
      const again = ok(await editor.update({ membership: m, edit: { kind: 'MAX_TICKETS', maxTickets: max + 3, idempotenceId: id }, remarks: 'Bonus sessions', agentId })())
      expect(again.benefits[0]?.maxTickets).toBe(max)
      expect((await pack(pt)).benefits[0]?.maxTickets).toBe(max)
      const below = await editor.update({ membership: m, edit: { kind: 'MAX_TICKETS', maxTickets: 0, idempotenceId: `${id}-b` }, remarks: 'x', agentId })()
      expect(left(below)).toMatchObject({ _tag: 'Rejected', message: M.MAX_TICKETS_BELOW_USED })
    })

    it('changes the trainer only to a PT trainer of the centre', async () => {
      const { editor, pt } = await make()
      const m = await pack(pt)
      const bad = await editor.update({ membership: m, edit: { kind: 'TRAINER', trainerId: 'agent-103' }, remarks: 'x', agentId })()
      expect(left(bad)).toMatchObject({ _tag: 'Rejected', message: M.TRAINER_NOT_PT })
      const same = ok(await editor.update({ membership: m, edit: { kind: 'TRAINER', trainerId: 'staff-coach' }, remarks: 'Confirmed coach', agentId })())
      expect(same.metadata?.preferredTrainerId).toBe('staff-coach')
    })

    it('answers NotFound for a membership that does not exist', async () => {
      const { editor, pt } = await make()
      const m = await pack(pt)
      const r = await editor.update({ membership: { ...m, id: 987654 }, edit: { kind: 'END_DATE', endDate: epochMs(m.end + DAY_MS) }, remarks: 'x', agentId })()
      expect(left(r)?._tag).toBe('NotFound')
    })
  })
}
