/**
 * The server's reference lists for employees (the API answers them; the sandbox and the in-memory
 * adapter answer the same): PT levels by group type and specialisations by role.
 */
export const PT_LEVEL_CATALOGUE: Readonly<Record<'GYM_PT' | 'PLAY_COACHING', readonly { readonly code: string; readonly name: string }[]>> = {
  GYM_PT: [
    { code: 'GYM_PT_LEVEL_L1', name: 'Level 1' },
    { code: 'GYM_PT_LEVEL_L2', name: 'Level 2' },
    { code: 'GYM_PT_LEVEL_L3', name: 'Level 3' },
    { code: 'GYM_PT_LEVEL_L4', name: 'Level 4' },
  ],
  PLAY_COACHING: [
    { code: 'PLAY_COACHING_LEVEL_C1', name: 'Coach 1' },
    { code: 'PLAY_COACHING_LEVEL_C2', name: 'Coach 2' },
    { code: 'PLAY_COACHING_LEVEL_C3', name: 'Coach 3' },
  ],
}

export const SPECIALISATIONS_BY_ROLE: Readonly<Record<string, readonly string[]>> = {
  FMS_PERSONAL_TRAINER: ['Strength and conditioning', 'Weight loss', 'Rehabilitation', 'Sports nutrition', 'Pre and post natal'],
  FMS_FLOOR_TRAINER: ['Functional training', 'Mobility', 'Cardio programming'],
  FMS_GROUP_TRAINER: ['HRX', 'Yoga', 'Dance', 'Boxing', 'Strength'],
  AFM: ['Floor operations', 'Trainer development'],
  SWIMMING_PT: ['Stroke correction', 'Beginner swimming', 'Competitive swimming'],
}

/** Does a PT level code belong to the levels of a centre of this type? */
export const levelFitsCentre = (code: string, centreType: string): boolean =>
  PT_LEVEL_CATALOGUE[centreType === 'PLAY' ? 'PLAY_COACHING' : 'GYM_PT'].some((l) => l.code === code)
