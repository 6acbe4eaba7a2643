import { describe, expect, it } from 'vitest'
import type { CentreDirectory } from '../../core/centre/centre-directory.port'

/**
 * What every CentreDirectory must do, whatever is behind it. Run against the in-memory adapter
 * and the HTTP adapter talking to a real sandbox, signed in as the owner persona.
 */
export const centreDirectoryContract = (name: string, make: () => Promise<CentreDirectory>): void => {
  describe(`CentreDirectory contract: ${name}`, () => {
    it("answers with the staff member's centres and who they are", async () => {
      const r = await (await make()).centreDetails()()
      if (r._tag === 'Left') throw new Error(r.left.message)
      expect(r.right.centers.length).toBeGreaterThan(0)
      expect(r.right.userContext.email).toMatch(/@/)
    })

    it('lists each centre once, with a service id, a name and a city', async () => {
      const r = await (await make()).centreDetails()()
      if (r._tag === 'Left') throw new Error(r.left.message)
      const ids = r.right.centers.map((c) => c.centerServiceId)
      expect(new Set(ids).size).toBe(ids.length)
      for (const c of r.right.centers) {
        expect(c.name.length).toBeGreaterThan(0)
        expect(Number.isInteger(c.cityId)).toBe(true)
      }
    })

    it('names only listed centres as PT enabled', async () => {
      const r = await (await make()).centreDetails()()
      if (r._tag === 'Left') throw new Error(r.left.message)
      const listed = new Set(r.right.centers.map((c) => c.id))
      for (const id of r.right.gymPtEnabledCenter) expect(listed.has(id)).toBe(true)
    })

    it('covers every centre type the spec names, a HYBRID category and a LUX subtype (owner persona)', async () => {
      const r = await (await make()).centreDetails()()
      if (r._tag === 'Left') throw new Error(r.left.message)
      const types = new Set(r.right.centers.map((c) => c.type))
      for (const t of ['GYMFIT', 'ONEPASS', 'CULT', 'PLAY', 'BOOTCAMP']) expect(types.has(t as never)).toBe(true)
      expect(r.right.centers.some((c) => c.category === 'HYBRID')).toBe(true)
      expect(r.right.centers.some((c) => c.subType === 'LUX')).toBe(true)
      expect(r.right.centers.some((c) => c.type === 'BOOTCAMP' && c.skus.some((s) => s.id === 5))).toBe(true)
    })
  })
}
