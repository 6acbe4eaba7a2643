import { describe, expect, it } from 'vitest'
import type { CultTrainerList } from '../../core/injury/cult-trainer-list.port'
import { MAIN_GYM } from '../support/profile-world'
import { ok } from './profile-contract-support'

const left = (r: { _tag: string; left?: { _tag: string; message: string } }) => (r._tag === 'Left' ? r.left : undefined)

/** What every CultTrainerList must do (fetch cult trainers list, part 3 §7). */
export const cultTrainerListContract = (name: string, make: () => Promise<CultTrainerList>): void => {
  describe(`CultTrainerList contract: ${name}`, () => {
    it("lists the centre's personal and floor trainers for Gym, by name, and not its front desk", async () => {
      const list = ok(await (await make()).trainers({ centerId: MAIN_GYM.id, workout: 'Gym' })())
      const names = list.map((t) => t.name)
      expect(names).toEqual(expect.arrayContaining(['Rahul Nair', 'Priya Menon', 'Arjun Pillai', 'Sneha Kulkarni']))
      expect(names).not.toContain('Meera Iyer')
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)))
      expect(list.find((t) => t.name === 'Rahul Nair')?.identityId).toBe('staff-trainer')
    })

    it('answers no trainer for a workout nobody at the centre trains', async () => {
      expect(ok(await (await make()).trainers({ centerId: MAIN_GYM.id, workout: 'Play' })())).toEqual([])
    })

    it('refuses a workout that is not GX, Gym or Play, and answers NotFound for an unknown centre', async () => {
      const list = await make()
      expect(left(await list.trainers({ centerId: MAIN_GYM.id, workout: 'Zumba' })())?._tag).toBe('Rejected')
      expect(left(await list.trainers({ centerId: 987654, workout: 'Gym' })())?._tag).toBe('NotFound')
    })
  })
}
