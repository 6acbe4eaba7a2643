import * as E from 'fp-ts/Either'
import type { Either } from 'fp-ts/Either'
import type { ValidationFailed } from '../../core/shared/errors'
import { epochMs, type EpochMs } from '../../core/shared/brands'

/** The field errors of a validation outcome ({} when valid). */
export const errorsOf = <F extends string, V>(r: Either<ValidationFailed<F>, V>): Partial<Record<F, string>> =>
  E.isLeft(r) ? r.left.errors : {}

/** The valid value of an outcome, or a thrown test failure naming the errors. */
export const valueOf = <F extends string, V>(r: Either<ValidationFailed<F>, V>): V => {
  if (E.isLeft(r)) throw new Error(`expected valid, got ${JSON.stringify(r.left.errors)}`)
  return r.right
}

/** 2026-03-10 10:30 in Asia/Kolkata. */
export const NOW: EpochMs = epochMs(Date.UTC(2026, 2, 10, 5, 0))
export const DAY = 86_400_000

export const aValidPitch = {
  customerName: 'Asha Rao',
  leadQuality: 'HOT',
  commentTag: 'PRICE',
  source: 'REFERRAL',
  pitchedBy: 'staff-1',
  remarks: 'Wants a 3 month pack',
}

export const aValidInjury = {
  injuredPersonInfo: 'Member',
  injuryLevel: 'No first aid needed',
  workout: 'Gym',
  format: 'PT',
  cmDetails: 'Vikram Shetty',
  trainerDetails: 'NA',
  injuryDate: '2026-03-09',
  injuryTime: '18:30',
  injuryLocation: 'Cardio Area',
  impactedBodyPart: 'Knee',
  symptomsLevel1: 'Visible Injury',
  symptomsLevel2: 'Bruise',
  firstAidItem: ['Gel/Ice pack'],
  firstAidProcedure: 'None',
  priorHistory: 'No history',
  injuryCause: 'Workout',
  description: 'Slipped on the treadmill',
}
