/**
 * Who may take a PT pack of a level. A level code is a group and a rank: the group is the code
 * without its last two characters (GYM_PT_LEVEL_, PLAY_COACHING_LEVEL_) and the rank the number in
 * its last two characters (L1 to L4, C1 to C3; part 2: PT levels use the last two characters of the
 * level code). A trainer may take a pack of their own level or a lower one of the same group; a pack
 * without a level may be taken by any trainer; a trainer without a level, or of another group, may
 * take no pack that has one.
 */

type Level = { readonly group: string; readonly rank: number }

const levelOf = (code: string | null | undefined): Level | undefined => {
  const c = (code ?? '').trim()
  const m = /^(.*)[A-Za-z](\d)$/.exec(c)
  return m === null ? undefined : { group: m[1] ?? '', rank: Number(m[2]) }
}

/** Is the trainer's PT level below the pack's level (so the trainer may not take the pack)? */
export const trainerLevelBelowPack = (trainerLevel: string | null | undefined, packLevel: string | null | undefined): boolean => {
  if ((packLevel ?? '').trim() === '') return false
  const pack = levelOf(packLevel)
  const trainer = levelOf(trainerLevel)
  if (pack === undefined) return false
  return trainer === undefined || trainer.group !== pack.group || trainer.rank < pack.rank
}
