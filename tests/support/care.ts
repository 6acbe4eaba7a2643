import type { Centre } from '../../core/centre/centre'
import type { FiledInjuryReport } from '../../core/injury/injury-log.port'
import { injuryCentreName } from '../../core/injury/injury-report.rule'

/** A filled Report Injury form (every required field, no Others) at a centre. */
export const aValidInjuryDraft = (over: Record<string, unknown> = {}): Record<string, unknown> => ({
  injuredPersonInfo: 'Lakshmi Iyengar',
  injuryLevel: 'First aid given and the member continued',
  workout: 'Gym',
  format: 'PT',
  cmDetails: 'Asha Rao',
  trainerDetails: 'Rahul Nair',
  injuryDate: '2026-11-25',
  injuryTime: '10:30',
  injuryLocation: 'Free Weights Area',
  injuryDuringWorkout: true,
  impactedBodyPart: 'Knee',
  symptomsLevel1: 'Visible Injury',
  symptomsLevel2: 'Bruise',
  firstAidItem: ['Gel/Ice pack'],
  firstAidProcedure: 'None',
  priorHistory: 'No history',
  injuryCause: 'Equipment',
  description: 'A plate slipped off the rack onto the knee',
  ...over,
})

/** The same form as the payload the InjuryLog port receives. */
export const aFiledInjury = (centre: Pick<Centre, 'id' | 'name' | 'locality' | 'centerServiceId'>, userId: string, over: Partial<FiledInjuryReport> = {}): FiledInjuryReport => ({
  userId,
  subCategory: 'Gym',
  injuredPersonInfo: 'Lakshmi Iyengar',
  centerId: centre.id,
  centerName: injuryCentreName(centre as Centre),
  injuryLevel: 'First aid given and the member continued',
  workout: 'Gym',
  format: 'PT',
  cmDetails: 'Asha Rao',
  trainerDetails: 'Rahul Nair',
  injuryDate: '2026-11-25',
  injuryTime: '10:30',
  injuryLocation: 'Free Weights Area',
  injuryLocationComment: '',
  injuryDuringWorkout: true,
  impactedBodyPart: 'Knee',
  impactedBodyPartComment: '',
  symptomsLevel1: 'Visible Injury',
  symptomsLevel2: 'Bruise',
  symptomsLevel2Comment: '',
  firstAidItem: ['Gel/Ice pack'],
  firstAidItemComment: '',
  firstAidProcedure: 'None',
  firstAidProcedureComment: '',
  priorHistory: 'No history',
  priorHistoryComment: '',
  injuryCause: 'Equipment',
  description: 'A plate slipped off the rack onto the knee',
  trialMember: false,
  ...over,
})

let phoneSeq = 0
/** A 10-digit phone no seed uses and no earlier call of this run returned. */
export const freshFriendPhone = (): string => `5${String((Date.now() * 10 + phoneSeq++) % 1_000_000_000).padStart(9, '0')}`
