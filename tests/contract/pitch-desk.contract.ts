import { describe, expect, it } from 'vitest'
import type { Pitch } from '../../core/lead/lead'
import type { PitchDesk } from '../../core/lead/pitch-desk.port'
import * as M from '../../core/shared/messages'
import { DEMO, MAIN_GYM } from '../support/profile-world'
import { ok } from './profile-contract-support'
import { epochMs } from '../../core/shared/brands'
import { addDays, centreDayOf, startOfCentreDay } from '../../core/shared/centre-day'

/** A phone no seed and no other suite uses: the pitch creates its customer. */
const NEW_PHONE = '6000000417'
const left = (r: { _tag: string; left?: { _tag: string; message: string } }) => (r._tag === 'Left' ? r.left : undefined)

const pitch = (over: Partial<Pitch> = {}): Pitch => ({
  centerId: MAIN_GYM.id,
  centerServiceCenterId: MAIN_GYM.centerServiceId,
  centerType: 'GYMFIT',
  type: 'GYM_JOINING',
  customerName: 'Contract Walkin',
  customerPhone: NEW_PHONE,
  remarks: 'Asked about evening batches',
  source: 'WALK_IN',
  pitchedByUserId: 'staff-frontdesk',
  leadType: 'HOT',
  ...over,
})

/** What every PitchDesk must do. */
export const pitchDeskContract = (name: string, make: () => Promise<PitchDesk>): void => {
  describe(`PitchDesk contract: ${name}`, () => {
    it('records a pitch on an unknown phone by creating the customer, and a repeat lands on the same customer', async () => {
      const d = await make()
      const first = ok(await d.record(pitch())())
      expect(first.message).toBe(M.PITCH_RECORDED_SUCCESSFULLY)
      expect(first.customerId).not.toBe('')
      expect(ok(await d.record(pitch({ leadType: 'WARM' }))()).customerId).toBe(first.customerId)
    })

    it('records a pitch on a known customer id', async () => {
      const r = ok(await (await make()).record(pitch({ customerPhone: undefined, customerId: DEMO.upcoming.id }))())
      expect(r.customerId).toBe(DEMO.upcoming.id)
    })

    it("refuses a pitch without remarks or with a bad phone, naming the spec's reason", async () => {
      const d = await make()
      expect(left(await d.record(pitch({ remarks: ' ' }))())).toMatchObject({ _tag: 'Rejected', message: M.REMARKS_REQUIRED })
      expect(left(await d.record(pitch({ customerPhone: '12345' }))())).toMatchObject({ _tag: 'Rejected', message: M.INVALID_PHONE_NUMBER })
    })

    it('records a scheduled walk-in pitch for a customer, NotFound for an unknown one', async () => {
      const d = await make()
      const walkIn = { centerServiceId: MAIN_GYM.centerServiceId, centerId: MAIN_GYM.id, userId: DEMO.upcoming.id, pitchByUserId: 'staff-frontdesk', remarks: 'Coming Saturday' }
      expect(ok(await d.recordWalkIn(walkIn)())).toEqual({ customerId: DEMO.upcoming.id, message: M.PITCH_RECORDED })
      expect(left(await d.recordWalkIn({ ...walkIn, remarks: '' })())).toMatchObject({ _tag: 'Rejected', message: M.REMARKS_REQUIRED })
      expect(left(await d.recordWalkIn({ ...walkIn, userId: 'nobody' })())?._tag).toBe('NotFound')
    })
  })
}

// ---- leads desk ----
/** What every PitchDesk must do for /walkins. */
export const walkInContract = (name: string, make: () => Promise<PitchDesk>): void => {
  describe(`PitchDesk contract (scheduled walk-ins): ${name}`, () => {
    it("lists a centre's walk-ins of the coming 7 days earliest first, and a recorded walk-in pitch marks that walk-in pitched", async () => {
      const d = await make()
      const today = centreDayOf(epochMs(Date.now()))
      const list = ok(await d.scheduledWalkIns(MAIN_GYM.id, today)())
      expect(list.length).toBeGreaterThan(0)
      const times = list.map((x) => x.scheduledAt)
      expect(times).toEqual([...times].sort((a, b) => a - b))
      for (const x of list) {
        expect(x.scheduledAt).toBeGreaterThanOrEqual(startOfCentreDay(today))
        expect(x.scheduledAt).toBeLessThan(startOfCentreDay(addDays(today, 7)))
        expect(x.customerName.trim()).not.toBe('')
        expect(x.centerId).toBe(MAIN_GYM.id)
      }
      const open = list.find((x) => x.pitchedAt === undefined && centreDayOf(x.scheduledAt) === today)
      if (open === undefined) throw new Error('the seed schedules walk-ins at the main gym today')
      ok(await d.recordWalkIn({ centerServiceId: MAIN_GYM.centerServiceId, centerId: MAIN_GYM.id, userId: open.userId, pitchByUserId: 'staff-frontdesk', remarks: 'Walk-in contract' })())
      const after = ok(await d.scheduledWalkIns(MAIN_GYM.id, today)()).find((x) => x.id === open.id)
      expect(after).toMatchObject({ pitchRemarks: 'Walk-in contract', pitchedAt: expect.any(Number) })
    })

    it('answers NotFound for an unknown centre', async () => {
      expect(left(await (await make()).scheduledWalkIns(999, centreDayOf(epochMs(Date.now())))())?._tag).toBe('NotFound')
    })
  })
}
