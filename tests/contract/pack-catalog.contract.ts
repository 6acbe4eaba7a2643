import { SELLING_SEED_USERS } from '../../sandbox/seed/selling'
import { formatInTimeZone } from 'date-fns-tz'
import { describe, expect, it } from 'vitest'
import type { PackCatalog } from '../../core/selling/pack-catalog.port'
import { CENTRE_TIME_ZONE } from '../../core/shared/zone'
import { CONTRACT_CENTRE } from '../support/selling-contract'

/** What every PackCatalog must do (sandbox centre 6). */
export const packCatalogContract = (name: string, make: () => Promise<PackCatalog>): void => {
  describe(`PackCatalog contract: ${name}`, () => {
    it("lists the centre's own packs, each once, with a price in paise", async () => {
      const r = await (await make()).packs({ centerId: CONTRACT_CENTRE.id })()
      if (r._tag === 'Left') throw new Error(r.left.message)
      expect(r.right.length).toBeGreaterThan(0)
      expect(new Set(r.right.map((p) => p.id)).size).toBe(r.right.length)
      for (const p of r.right) {
        expect(p.centerId).toBe(CONTRACT_CENTRE.id)
        expect(Number.isInteger(p.price) && p.price > 0).toBe(true)
      }
    })

    it('suggests a start at the start of a Kolkata day, not before today, and a selection window', async () => {
      const c = await make()
      const s = await c.validStartDate({ durationSeconds: 30 * 86_400, tenant: 'CULT', userId: SELLING_SEED_USERS.pastBuyer, isPtPack: false, centerServiceId: CONTRACT_CENTRE.centerServiceId })()
      if (s._tag === 'Left') throw new Error(s.left.message)
      expect(formatInTimeZone(s.right.start, CENTRE_TIME_ZONE, 'HH:mm')).toBe('00:00')
      expect(s.right.day).toBe(formatInTimeZone(s.right.start, CENTRE_TIME_ZONE, 'yyyy-MM-dd'))
      expect(s.right.day >= formatInTimeZone(Date.now(), CENTRE_TIME_ZONE, 'yyyy-MM-dd')).toBe(true)
      const w = await c.selectionWindow({ centerServiceId: CONTRACT_CENTRE.centerServiceId })()
      expect(w._tag === 'Right' && w.right >= 0).toBe(true)
    })

    it('refuses to save an unknown bootcamp slot as a preference', async () => {
      const r = await (await make()).saveBootcampPreference({ userId: 'contract-new-user', slotId: 'NO-SUCH-SLOT' })()
      expect(r._tag === 'Left' && r.left._tag).toBe('NotFound')
    })
  })
}
