/**
 * Injury form option lists (part 3 §9). Labels follow the spec's words; where the spec only
 * describes an item (locations, levels), the label is ours.
 */

export const INJURY_LEVELS = [
  'No first aid needed',
  'First aid given and the member continued',
  'First aid given, member did not continue',
  'Staff helped take the member to a medical facility or home',
] as const
export type InjuryLevel = (typeof INJURY_LEVELS)[number]

export const SESSION_TYPES = ['GX', 'Gym', 'Play'] as const
export type SessionType = (typeof SESSION_TYPES)[number]

export const FORMATS_BY_SESSION = {
  GX: ['HRX', 'Strength', 'Boxing', 'Burn', 'Yoga', 'Dance'],
  Gym: ['GT', 'PT'],
  Play: ['Swim', 'Badminton', 'TT', 'Squash', 'Cricket', 'Football'],
} as const satisfies Record<SessionType, readonly string[]>
export type InjuryFormat = (typeof FORMATS_BY_SESSION)[SessionType][number]

/** Locations every session also has. */
export const COMMON_INJURY_LOCATIONS = ['Dugout/Reception', 'Washroom', 'Outside the center', 'Others'] as const

/** Session-specific locations, by format (location is chosen after session and format). */
export const LOCATIONS_BY_FORMAT: Readonly<Record<InjuryFormat, readonly string[]>> = {
  HRX: ['GX Studio'],
  Strength: ['GX Studio'],
  Boxing: ['GX Studio'],
  Burn: ['GX Studio'],
  Yoga: ['GX Studio'],
  Dance: ['GX Studio'],
  GT: ['Cardio Area', 'Strength Area', 'Free Weights Area'],
  PT: ['Cardio Area', 'Strength Area', 'Free Weights Area'],
  Swim: ['Pool', 'Deck', 'Change Rooms', 'Open Shower'],
  Badminton: ['Court'],
  Squash: ['Court'],
  TT: ['TT Room'],
  Cricket: ['Ground'],
  Football: ['Ground'],
}

/** Locations offered for a session and format: its own, then the common ones ending in Others. */
export const injuryLocations = (session: SessionType, format: InjuryFormat): readonly string[] =>
  (FORMATS_BY_SESSION[session] as readonly string[]).includes(format)
    ? [...LOCATIONS_BY_FORMAT[format], ...COMMON_INJURY_LOCATIONS]
    : []

export const BODY_PARTS = ['Head', 'Shoulder', 'Neck', 'Lower Back', 'Elbow', 'Wrist', 'Ankle', 'Knee', 'Hip', 'Fingers', 'Others'] as const

/** Symptom categories; each has its own detailed list ending in Others (items not shown in the spec). */
export const SYMPTOM_CATEGORIES = ['Internal Injury (muscles and joints)', 'Visible Injury', 'Medical Condition'] as const

export const FIRST_AID_ITEMS = ['None used', 'Gel/Ice pack', 'Glucose', 'ORS', 'Bandage', 'Pain spray', 'Others'] as const

export const FIRST_AID_PROCEDURES = [
  'None',
  'Bleeding',
  'Heart attack',
  'Electric shock',
  'Stroke',
  'Heat stroke',
  'Epilepsy',
  'Fracture',
  'Diabetes',
  'Blood pressure',
  'Skin burn',
  'CPR',
  'Others',
] as const

/** Prior history: 'Yes' is stored as 'Others' (and asks for a comment). */
export const PRIOR_HISTORY_OPTIONS = [
  { label: 'Yes', value: 'Others' },
  { label: 'No history', value: 'No history' },
  { label: 'No information', value: 'No information' },
] as const
export const PRIOR_HISTORY_VALUES = PRIOR_HISTORY_OPTIONS.map((o) => o.value)

export const INJURY_CAUSES = ['Equipment', 'Facilities', 'Workout', 'Staff', 'Member related'] as const

/** The choice that reveals a required free-text comment. */
export const OTHERS = 'Others'

/** The value the trainer list offers when no trainer was involved. */
export const NO_TRAINER = 'NA'
