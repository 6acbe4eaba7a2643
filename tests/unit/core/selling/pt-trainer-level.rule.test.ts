import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { trainerLevelBelowPack } from '../../../../core/selling/pt-trainer-level.rule'

describe('a trainer takes PT packs of their level or lower', () => {
  it('a level 2 gym trainer takes level 1 and 2 packs, not level 3', () => {
    expect(trainerLevelBelowPack('GYM_PT_LEVEL_L2', 'GYM_PT_LEVEL_L1')).toBe(false)
    expect(trainerLevelBelowPack('GYM_PT_LEVEL_L2', 'GYM_PT_LEVEL_L2')).toBe(false)
    expect(trainerLevelBelowPack('GYM_PT_LEVEL_L2', 'GYM_PT_LEVEL_L3')).toBe(true)
  })
  it('a pack without a level is anyone’s; a trainer without a level or of another group takes no levelled pack', () => {
    expect(trainerLevelBelowPack(null, null)).toBe(false)
    expect(trainerLevelBelowPack(undefined, '')).toBe(false)
    expect(trainerLevelBelowPack(null, 'GYM_PT_LEVEL_L1')).toBe(true)
    expect(trainerLevelBelowPack('', 'GYM_PT_LEVEL_L1')).toBe(true)
    expect(trainerLevelBelowPack('PLAY_COACHING_LEVEL_C3', 'GYM_PT_LEVEL_L1')).toBe(true)
    expect(trainerLevelBelowPack('PLAY_COACHING_LEVEL_C2', 'PLAY_COACHING_LEVEL_C1')).toBe(false)
  })
  it('within a group, refused exactly when the trainer’s number is smaller than the pack’s', () => {
    fc.assert(
      fc.property(fc.constantFrom('GYM_PT_LEVEL_L', 'PLAY_COACHING_LEVEL_C'), fc.integer({ min: 1, max: 9 }), fc.integer({ min: 1, max: 9 }), (g, t, p) => {
        expect(trainerLevelBelowPack(`${g}${t}`, `${g}${p}`)).toBe(t < p)
      }),
      { numRuns: 500 },
    )
  })
})
