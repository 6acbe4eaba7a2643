import { webcrypto } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { createWebCryptoPiiCipher } from '../../adapters/crypto/webcrypto-pii-cipher'
import { PT_SERVICE } from '../../core/shared/constants'
import type { StaffDirectory } from '../../core/staff/staff-directory.port'
import { MAIN_GYM } from '../support/profile-world'
import { ok } from './profile-contract-support'

const pii = createWebCryptoPiiCipher(webcrypto.subtle as unknown as SubtleCrypto)
const left = (r: { _tag: string; left?: { _tag: string; message: string } }) => (r._tag === 'Left' ? r.left : undefined)

/** What every StaffDirectory must do (read-only: the main gym's seeded staff). */
export const staffDirectoryContract = (name: string, make: () => Promise<StaffDirectory>): void => {
  describe(`StaffDirectory contract: ${name}`, () => {
    it('lists the employees of a centre having one of the asked roles', async () => {
      const list = ok(await (await make()).employees(MAIN_GYM.centerServiceId, ['FMS_PERSONAL_TRAINER'])())
      expect(list.map((e) => e.value)).toEqual(expect.arrayContaining(['staff-trainer', 'agent-102', 'agent-104']))
      expect(list.map((e) => e.value)).not.toContain('agent-103')
      expect(list.every((e) => e.roles.includes('FMS_PERSONAL_TRAINER'))).toBe(true)
      expect(list.find((e) => e.value === 'staff-trainer')).toMatchObject({ label: 'Rahul Nair', email: 'rahul.staff-trainer@centres.example' })
    })

    it('lists PT trainers only when asked, with e-mail and phone sealed by identity id', async () => {
      const d = await make()
      const pt = ok(await d.agents(MAIN_GYM.centerServiceId, true)())
      expect(pt.map((a) => a.identityId)).toEqual(expect.arrayContaining(['staff-trainer', 'agent-102', 'agent-104']))
      expect(pt.map((a) => a.identityId)).not.toContain('agent-103')
      const rahul = pt.find((a) => a.identityId === 'staff-trainer')
      expect(rahul?.services).toContainEqual({ serviceName: PT_SERVICE, centerServiceId: MAIN_GYM.centerServiceId, active: true })
      expect(rahul?.sealedEmail).not.toContain('@')
      expect(ok(await pii.decrypt(rahul?.sealedEmail ?? '', 'staff-trainer')())).toBe('rahul.staff-trainer@centres.example')
      expect(ok(await pii.decrypt(rahul?.sealedPhone ?? '', 'staff-trainer')())).toBe('9811100001')
      const all = ok(await d.agents(MAIN_GYM.centerServiceId, false)())
      expect(all.map((a) => a.identityId)).toContain('agent-103')
    })

    it('answers NotFound for an unknown centre', async () => {
      const d = await make()
      expect(left(await d.employees(999_999)())?._tag).toBe('NotFound')
      expect(left(await d.agents(999_999, true)())?._tag).toBe('NotFound')
    })
  })
}
