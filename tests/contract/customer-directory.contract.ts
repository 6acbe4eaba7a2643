import { webcrypto } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { createWebCryptoPiiCipher } from '../../adapters/crypto/webcrypto-pii-cipher'
import type { CustomerDirectory } from '../../core/customer/customer-directory.port'
import { DEMO, MAIN_GYM } from '../support/profile-world'
import { ok } from './profile-contract-support'

const pii = createWebCryptoPiiCipher(webcrypto.subtle as unknown as SubtleCrypto)

/** What every CustomerDirectory must do, run against the in-memory adapter and the HTTP adapter on the sandbox. */
export const customerDirectoryContract = (name: string, make: () => Promise<CustomerDirectory>): void => {
  describe(`CustomerDirectory contract: ${name}`, () => {
    it('finds a customer id by phone', async () => {
      const r = ok(await (await make()).userByPhone(DEMO.activeOver30.phone)())
      expect(r.id).toBe(DEMO.activeOver30.id)
    })

    it('answers NotFound for a phone nobody has', async () => {
      const r = await (await make()).userByPhone('9999999990')()
      expect(r._tag === 'Left' && r.left._tag).toBe('NotFound')
    })

    it('hands over phone and e-mail sealed with the user id', async () => {
      const c = ok(await (await make()).userById(DEMO.activeOver30.id)())
      expect(c.sealedPhone).not.toContain(DEMO.activeOver30.phone)
      expect(ok(await pii.decrypt(c.sealedPhone, c.id)())).toBe(DEMO.activeOver30.phone)
      expect(ok(await pii.decrypt(c.sealedEmail ?? '', c.id)())).toMatch(/@/)
    })

    it('answers the memberships response with the trial usage', async () => {
      const m = ok(await (await make()).memberships(DEMO.activeOver30.id, { centerId: MAIN_GYM.id, centerServiceId: MAIN_GYM.centerServiceId })())
      expect(m.memberships.length).toBeGreaterThan(0)
      expect(m.trialUsage.maxCount).toBeGreaterThan(0)
    })

    it('refuses an out-of-range BCA and records a valid one', async () => {
      const d = await make()
      const bad = await d.recordBca(DEMO.v2.id, MAIN_GYM.id, { weight: 70, muscleMass: 90, bodyFatPercentage: 20, visceralFatLevels: 8, basalMetabolicRate: 1500 })()
      expect(bad._tag === 'Left' && bad.left.message).toBe('Muscle mass must be in range of 5% to 70%')
      const r = ok(await d.recordBca(DEMO.v2.id, MAIN_GYM.id, { weight: 70, muscleMass: 40, bodyFatPercentage: 20, visceralFatLevels: 8, basalMetabolicRate: 1500 })())
      const h = ok(await d.bcaHistory(MAIN_GYM.id, DEMO.v2.phone)())
      expect(h.records[0]?.id).toBe(r.id)
      expect(h.lastRecordedAt).toBe(r.createdAt)
    })

    it('reveals the phone at a PII-accessible centre and masks it to the last 4 digits', async () => {
      const r = ok(await (await make()).revealPhone(DEMO.activeOver30.id, MAIN_GYM.id)())
      expect(r.maskedPhone).toBe(`XXXXXXXXX${DEMO.activeOver30.phone.slice(-4)}`)
      expect(r.isPIIAccessibleGym).toBe(true)
      expect(ok(await pii.decrypt(r.sealedPhone ?? '', DEMO.activeOver30.id)())).toBe(DEMO.activeOver30.phone)
    })

    it('says whether the IVR call was sent', async () => {
      const d = await make()
      expect(ok(await d.callViaIvr(DEMO.ivrFails.id, MAIN_GYM.id)()).sent).toBe(false)
      expect(ok(await d.callViaIvr(DEMO.activeOver30.id, MAIN_GYM.id)()).sent).toBe(true)
    })
  })
}
