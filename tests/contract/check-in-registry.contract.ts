import { describe, expect, it } from 'vitest'
import type { CheckInRegistry } from '../../core/check-in/check-in-registry.port'
import { epochMs } from '../../core/shared/brands'
import { centreDayOf, endOfCentreDay, startOfCentreDay } from '../../core/shared/centre-day'
import { CHECK_IN_PAGE_SIZE } from '../../core/shared/constants'
import { CULT_CENTRE, DEMO, MAIN_GYM, SPARE_CENTRE } from '../support/profile-world'
import { ok } from './profile-contract-support'

const today = () => centreDayOf(epochMs(Date.now()))

/** What every CheckInRegistry must do. */
export const checkInRegistryContract = (name: string, make: () => Promise<CheckInRegistry>): void => {
  describe(`CheckInRegistry contract: ${name}`, () => {
    it('lists only the asked states inside the window, in start order', async () => {
      const from = startOfCentreDay(today())
      const to = endOfCentreDay(today())
      const list = ok(await (await make()).list({ centerId: MAIN_GYM.id, from, to, states: ['created'], pageSize: CHECK_IN_PAGE_SIZE })())
      expect(list.length).toBeGreaterThan(0)
      for (const c of list) {
        expect(c.state).toBe('created')
        expect(c.startTime >= from && c.startTime <= to).toBe(true)
      }
      for (let i = 1; i < list.length; i++) expect((list[i]?.startTime ?? 0) >= (list[i - 1]?.startTime ?? 0)).toBe(true)
    })

    it('refuses a page size above 10000', async () => {
      const r = await (await make()).list({ centerId: MAIN_GYM.id, from: startOfCentreDay(today()), to: endOfCentreDay(today()), pageSize: CHECK_IN_PAGE_SIZE + 1 })()
      expect(r._tag).toBe('Left')
    })

    // Writes go to a customer and a centre no other suite counts on (the sandbox is shared).
    it('checks a member in once and out once', async () => {
      const r = await make()
      const inn = ok(await r.checkInMember(DEMO.ivrFails.id, SPARE_CENTRE.id, SPARE_CENTRE.cityId)()).checkIn
      expect(inn.state).toBe('validated')
      const twice = await r.checkInMember(DEMO.ivrFails.id, SPARE_CENTRE.id, SPARE_CENTRE.cityId)()
      expect(twice._tag === 'Left' && twice.left.message).toBe('Member is already checked in')
      const out = ok(await r.checkOut(inn.id, DEMO.ivrFails.id)())
      expect(out.checkOutTime).toBeDefined()
      const again = await r.checkOut(inn.id, DEMO.ivrFails.id)()
      expect(again._tag === 'Left' && again.left.message).toBe('No active checkins found')
    })

    it('refuses a paused member', async () => {
      const r = await (await make()).checkInMember(DEMO.paused.id, MAIN_GYM.id, MAIN_GYM.cityId)()
      expect(r._tag === 'Left' && r.left.message).toBe('Membership is paused. Unpause it to check in')
    })

    it('refuses past check-ins for a CULT centre', async () => {
      const r = await (await make()).past(DEMO.activeOver30.id, CULT_CENTRE.id, startOfCentreDay(today()), endOfCentreDay(today()))()
      expect(r._tag === 'Left' && r.left.message).toBe('Past check-ins are not available for CULT centres')
    })
  })
}
