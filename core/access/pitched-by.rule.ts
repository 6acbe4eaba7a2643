import type { Centre } from '../centre/centre'

/**
 * Role names of the staff who may be chosen as 'Pitched By' (part 1 §6, part 3 §6).
 * Decision: the spec names them in words only; these are the role names we send to the
 * employee-list call ('internal CM' keeps the spec's own role name 'INTERNAL CM').
 */
export const PITCH_ROLE = {
  partnerStaff: 'PARTNER_STAFF',
  internalCm: 'INTERNAL CM',
  centreManager: 'CENTER_MANAGER',
  centreManagerWithoutTrainerEdit: 'CENTER_MANAGER_WITHOUT_TRAINER_EDIT',
  fmsCentreManager: 'FMS_CENTER_MANAGER',
  fmsGroupTrainer: 'FMS_GROUP_TRAINER',
  fmsMc: 'FMS_MC',
  playCm: 'PLAY_CM',
  fmsFloorTrainer: 'FMS_FLOOR_TRAINER',
  fmsPersonalTrainer: 'FMS_PERSONAL_TRAINER',
} as const

const R = PITCH_ROLE

export const CULT_PITCH_ROLES: readonly string[] = [
  R.partnerStaff,
  R.internalCm,
  R.centreManager,
  R.centreManagerWithoutTrainerEdit,
  R.fmsCentreManager,
  R.fmsGroupTrainer,
  R.fmsMc,
]
export const PLAY_PITCH_ROLES: readonly string[] = [R.playCm, R.fmsCentreManager]
export const HYBRID_PITCH_ROLES: readonly string[] = [...CULT_PITCH_ROLES, R.fmsFloorTrainer, R.fmsPersonalTrainer]
export const OTHER_PITCH_ROLES: readonly string[] = [
  R.partnerStaff,
  R.fmsCentreManager,
  R.fmsFloorTrainer,
  R.fmsPersonalTrainer,
  R.fmsMc,
]

/**
 * The roles eligible as 'Pitched By' at a centre. Decision: the HYBRID category wins over the
 * centre type (a hybrid CULT centre gets the hybrid list).
 */
export const pitchedByRoles = (centre: Centre): readonly string[] => {
  if (centre.category === 'HYBRID') return HYBRID_PITCH_ROLES
  if (centre.type === 'CULT') return CULT_PITCH_ROLES
  if (centre.type === 'PLAY') return PLAY_PITCH_ROLES
  return OTHER_PITCH_ROLES
}

/**
 * May the signed-in user be offered as 'Pitched By' themself? Only at CULT and HYBRID centres
 * ("the logged-in user is also checked for the CULT and hybrid lists"), when their role is listed.
 */
export const userEligibleToPitch = (centre: Centre, userRoleName: string | undefined): boolean =>
  (centre.type === 'CULT' || centre.category === 'HYBRID') &&
  userRoleName !== undefined &&
  pitchedByRoles(centre).includes(userRoleName)
