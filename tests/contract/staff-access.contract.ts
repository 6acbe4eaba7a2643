import { describe, expect, it } from 'vitest'
import { FEATURE_LIST_NAMES } from '../../core/access/access'
import { hasPermission } from '../../core/access/permission.rule'
import type { StaffAccessDirectory } from '../../core/access/staff-access.port'

/**
 * What every StaffAccessDirectory must do. Run against the in-memory adapter and the HTTP
 * adapter talking to a real sandbox, signed in as the owner persona (every permission, a PARTNER
 * membership; the CPL list holds HSR Cult 1003 and Bellandur Hybrid 1006).
 */
export const staffAccessContract = (name: string, make: () => Promise<StaffAccessDirectory>): void => {
  describe(`StaffAccessDirectory contract: ${name}`, () => {
    it("answers with the owner's permissions and role memberships", async () => {
      const r = await (await make()).permissions()()
      if (r._tag === 'Left') throw new Error(r.left.message)
      expect(hasPermission(r.right.permissions, 'CENTER_CHECKINS', 'EDIT')).toBe(true)
      expect(r.right.memberships.map((m) => m.roleName)).toContain('PARTNER')
    })

    it('answers every feature list asked for, each a list of centre service ids', async () => {
      const r = await (await make()).featureLists(FEATURE_LIST_NAMES)()
      if (r._tag === 'Left') throw new Error(r.left.message)
      for (const n of FEATURE_LIST_NAMES) expect(Array.isArray(r.right[n])).toBe(true)
      expect(r.right.CPL).toEqual(expect.arrayContaining([1003, 1006]))
    })

    it('ends the session: afterwards it answers Unauthorised', async () => {
      const access = await make()
      const ended = await access.endSession()()
      if (ended._tag === 'Left') throw new Error(ended.left.message)
      const after = await access.permissions()()
      expect(after._tag === 'Left' ? after.left._tag : 'Right').toBe('Unauthorised')
    })

    it('answers only the lists asked for', async () => {
      const r = await (await make()).featureLists(['CPL'])()
      if (r._tag === 'Left') throw new Error(r.left.message)
      expect(Object.keys(r.right)).toEqual(['CPL'])
    })
  })
}
