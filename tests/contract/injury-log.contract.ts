import { describe, expect, it } from 'vitest'
import type { InjuryLog } from '../../core/injury/injury-log.port'
import * as M from '../../core/shared/messages'
import { aFiledInjury } from '../support/care'
import { DEMO, MAIN_GYM } from '../support/profile-world'
import { ok } from './profile-contract-support'

const GYM = { ...MAIN_GYM, name: 'Koramangala Gym', locality: 'Koramangala' }
const left = (r: { _tag: string; left?: { _tag: string; message: string } }) => (r._tag === 'Left' ? r.left : undefined)

/** What every InjuryLog must do (report injury v2). */
export const injuryLogContract = (name: string, make: () => Promise<InjuryLog>): void => {
  describe(`InjuryLog contract: ${name}`, () => {
    it('files a complete report and answers a ticket id; each report gets its own', async () => {
      const log = await make()
      const a = ok(await log.report(aFiledInjury(GYM, DEMO.activeOver30.id))())
      const b = ok(await log.report(aFiledInjury(GYM, DEMO.activeOver30.id, { description: 'Second incident' }))())
      expect(a.id).toMatch(/\S/)
      expect(b.id).not.toBe(a.id)
    })

    it('files a report with Others and its comment', async () => {
      const r = await (await make()).report(aFiledInjury(GYM, DEMO.activeOver30.id, { impactedBodyPart: 'Others', impactedBodyPartComment: 'Left calf' }))()
      expect(r._tag).toBe('Right')
    })

    it("refuses a report missing a required field or an Others comment, in the form's words", async () => {
      const log = await make()
      expect(left(await log.report(aFiledInjury(GYM, DEMO.activeOver30.id, { description: ' ' }))())).toMatchObject({ _tag: 'Rejected', message: M.FIELD_REQUIRED })
      expect(left(await log.report(aFiledInjury(GYM, DEMO.activeOver30.id, { firstAidProcedure: 'Others' }))())).toMatchObject({ _tag: 'Rejected', message: M.FIELD_REQUIRED })
      expect(left(await log.report(aFiledInjury(GYM, DEMO.activeOver30.id, { injuryDate: '2026-02-30' }))())).toMatchObject({ _tag: 'Rejected', message: M.DATE_REQUIRED })
    })

    it('refuses a format of another session type and a location of another format', async () => {
      const log = await make()
      expect(left(await log.report(aFiledInjury(GYM, DEMO.activeOver30.id, { workout: 'GX' }))())?._tag).toBe('Rejected')
      expect(left(await log.report(aFiledInjury(GYM, DEMO.activeOver30.id, { injuryLocation: 'Pool' }))())?._tag).toBe('Rejected')
    })

    it('answers NotFound for an unknown customer', async () => {
      expect(left(await (await make()).report(aFiledInjury(GYM, 'nobody-here'))())?._tag).toBe('NotFound')
    })
  })
}

/** Reading reports back (the profile's Report Injury area after a reload). */
export const injuryListContract = (name: string, make: () => Promise<InjuryLog>): void => {
  describe(`InjuryLog list contract: ${name}`, () => {
    it("lists a filed report with its ticket and answers, newest first, and only that customer's at that centre", async () => {
      const log = await make()
      const marker = `Slipped near the water cooler ${Date.now()}-${Math.round(Math.random() * 1e6)}`
      const first = ok(await log.report(aFiledInjury(GYM, DEMO.activeOver30.id, { description: `${marker} (first)` }))())
      const second = ok(await log.report(aFiledInjury(GYM, DEMO.activeOver30.id, { description: `${marker} (second)`, impactedBodyPart: 'Wrist' }))())
      // Someone whose alerts at check-in no suite of the shared sandbox reads.
      ok(await log.report(aFiledInjury(GYM, DEMO.upcoming.id, { description: `${marker} (someone else)` }))())
      const listed = ok(await log.list({ userId: DEMO.activeOver30.id, centerId: GYM.id })())
      const mine = listed.filter((r) => r.description.startsWith(marker))
      expect(mine.map((r) => r.id)).toEqual([second.id, first.id])
      expect(mine[0]).toMatchObject({ impactedBodyPart: 'Wrist', workout: 'Gym', format: 'PT', injuryDate: '2026-11-25', injuryTime: '10:30', injuryCause: 'Equipment' })
      expect(mine[0]?.filedAt).toBeGreaterThan(0)
      expect(listed.every((r, i) => i === 0 || (listed[i - 1]?.filedAt ?? 0) >= r.filedAt)).toBe(true)
    })

    it('answers an empty list for a customer with no reports at the centre', async () => {
      const log = await make()
      // Nobody files an injury for this demo customer (the IVR-failure case) in any suite.
      expect(ok(await log.list({ userId: DEMO.ivrFails.id, centerId: GYM.id })())).toEqual([])
    })

    it('answers NotFound for an unknown customer', async () => {
      expect(left(await (await make()).list({ userId: 'nobody-here', centerId: GYM.id })())?._tag).toBe('NotFound')
    })
  })
}
