import * as E from 'fp-ts/Either'
import type { Either } from 'fp-ts/Either'
import { pipe } from 'fp-ts/function'
import type { Centre } from '../centre/centre'
import type { ValidationFailed } from '../shared/errors'
import { DATE_REQUIRED, FIELD_REQUIRED } from '../shared/messages'
import { calendarDayIndex, clockTimeOf, collect, fail, fieldOf, ok, oneOf, required, trimmedText, type Check, withinTextBound } from '../shared/field-check'
import {
  BODY_PARTS,
  FIRST_AID_ITEMS,
  FIRST_AID_PROCEDURES,
  FORMATS_BY_SESSION,
  INJURY_CAUSES,
  INJURY_LEVELS,
  OTHERS,
  PRIOR_HISTORY_VALUES,
  SESSION_TYPES,
  SYMPTOM_CATEGORIES,
  injuryLocations,
  type InjuryFormat,
  type SessionType,
} from './injury-options'

export type InjuryField =
  | 'injuredPersonInfo'
  | 'injuryLevel'
  | 'workout'
  | 'format'
  | 'cmDetails'
  | 'trainerDetails'
  | 'injuryDate'
  | 'injuryTime'
  | 'injuryLocation'
  | 'injuryLocationComment'
  | 'impactedBodyPart'
  | 'impactedBodyPartComment'
  | 'symptomsLevel1'
  | 'symptomsLevel2'
  | 'symptomsLevel2Comment'
  | 'firstAidItem'
  | 'firstAidItemComment'
  | 'firstAidProcedure'
  | 'firstAidProcedureComment'
  | 'priorHistory'
  | 'priorHistoryComment'
  | 'injuryCause'
  | 'description'

/** The injury report payload (part 3 §3) before userId is added on submit. */
export type InjuryReport = {
  readonly subCategory: string
  readonly injuredPersonInfo: string
  readonly centerId: number
  readonly centerName: string
  readonly injuryLevel: string
  readonly workout: SessionType
  readonly format: InjuryFormat
  readonly cmDetails: string
  readonly trainerDetails: string
  /** 'yyyy-MM-dd'. */
  readonly injuryDate: string
  /** 'HH:mm'. */
  readonly injuryTime: string
  readonly injuryLocation: string
  readonly injuryLocationComment: string
  readonly injuryDuringWorkout: boolean
  readonly impactedBodyPart: string
  readonly impactedBodyPartComment: string
  readonly symptomsLevel1: string
  readonly symptomsLevel2: string
  readonly symptomsLevel2Comment: string
  readonly firstAidItem: readonly string[]
  readonly firstAidItemComment: string
  readonly firstAidProcedure: string
  readonly firstAidProcedureComment: string
  readonly priorHistory: string
  readonly priorHistoryComment: string
  readonly injuryCause: string
  readonly description: string
  readonly trialMember: boolean
}

/** The centre as the report names it: 'name (locality/ centerServiceId)'. */
export const injuryCentreName = (c: Centre): string => `${c.name} (${c.locality}/ ${c.centerServiceId})`

/** subCategory: Gym for the GT and PT formats, otherwise the format itself. */
export const injurySubCategory = (format: InjuryFormat): string => (format === 'GT' || format === 'PT' ? 'Gym' : format)

const need = <T>(v: T | undefined): Check<T> => required(v, FIELD_REQUIRED)
const text = (draft: unknown, key: string): string | undefined => trimmedText(fieldOf(draft, key))

/** An 'Others' comment: required (and trimmed) only when Others was chosen; '' otherwise. */
const othersComment = (chosenOthers: boolean, draft: unknown, key: string): Check<string> => {
  if (!chosenOthers) return ok('')
  const c = text(draft, key)
  return c === undefined ? fail(FIELD_REQUIRED) : ok(c)
}

const multiChoice = (list: readonly string[], v: unknown): readonly string[] | undefined => {
  if (!Array.isArray(v) || v.length === 0) return undefined
  const picked = v.map((x) => oneOf(list, x))
  return picked.every((x): x is string => x !== undefined) ? [...new Set(picked)] : undefined
}

/**
 * Report Injury (part 3 §5): every field is required ('This field can't be empty'; the date
 * 'Date is required') except the Others comments, each required only when Others is chosen.
 * Format must belong to the session type and location to the session and format; symptom
 * detail needs its category. subCategory is Gym for GT/PT, else the format.
 */
const validateInjuryReportChecks = (draft: unknown, centre: Centre): Either<ValidationFailed<InjuryField>, InjuryReport> => {
  const workout = oneOf(SESSION_TYPES, fieldOf(draft, 'workout'))
  const format = workout === undefined ? undefined : oneOf(FORMATS_BY_SESSION[workout] as readonly InjuryFormat[], fieldOf(draft, 'format'))
  const location =
    workout === undefined || format === undefined ? undefined : oneOf(injuryLocations(workout, format), fieldOf(draft, 'injuryLocation'))
  const bodyPart = oneOf(BODY_PARTS, fieldOf(draft, 'impactedBodyPart'))
  const symptoms1 = oneOf(SYMPTOM_CATEGORIES, fieldOf(draft, 'symptomsLevel1'))
  const symptoms2 = symptoms1 === undefined ? undefined : text(draft, 'symptomsLevel2')
  const items = multiChoice(FIRST_AID_ITEMS, fieldOf(draft, 'firstAidItem'))
  const procedure = oneOf(FIRST_AID_PROCEDURES, fieldOf(draft, 'firstAidProcedure'))
  const history = oneOf(PRIOR_HISTORY_VALUES, fieldOf(draft, 'priorHistory'))
  const rawDate = text(draft, 'injuryDate')
  return pipe(
    collect({
      injuredPersonInfo: need(text(draft, 'injuredPersonInfo')),
      injuryLevel: need(oneOf(INJURY_LEVELS, fieldOf(draft, 'injuryLevel'))),
      workout: need(workout),
      format: need(format),
      cmDetails: need(text(draft, 'cmDetails')),
      trainerDetails: need(text(draft, 'trainerDetails')),
      injuryDate: required(rawDate !== undefined && calendarDayIndex(rawDate) !== undefined ? rawDate : undefined, DATE_REQUIRED),
      injuryTime: need(clockTimeOf(fieldOf(draft, 'injuryTime'))),
      injuryLocation: need(location),
      injuryLocationComment: othersComment(location === OTHERS, draft, 'injuryLocationComment'),
      impactedBodyPart: need(bodyPart),
      impactedBodyPartComment: othersComment(bodyPart === OTHERS, draft, 'impactedBodyPartComment'),
      symptomsLevel1: need(symptoms1),
      symptomsLevel2: need(symptoms2),
      symptomsLevel2Comment: othersComment(symptoms2 === OTHERS, draft, 'symptomsLevel2Comment'),
      firstAidItem: need(items),
      firstAidItemComment: othersComment(items?.includes(OTHERS) ?? false, draft, 'firstAidItemComment'),
      firstAidProcedure: need(procedure),
      firstAidProcedureComment: othersComment(procedure === OTHERS, draft, 'firstAidProcedureComment'),
      priorHistory: need(history),
      priorHistoryComment: othersComment(history === OTHERS, draft, 'priorHistoryComment'),
      injuryCause: need(oneOf(INJURY_CAUSES, fieldOf(draft, 'injuryCause'))),
      description: need(text(draft, 'description')),
    }),
    E.map((v) => ({
      ...v,
      subCategory: injurySubCategory(v.format),
      centerId: centre.id,
      centerName: injuryCentreName(centre),
      injuryDuringWorkout: fieldOf(draft, 'injuryDuringWorkout') === true,
      trialMember: fieldOf(draft, 'trialMember') === true,
    })),
  )
}

/** validateInjuryReportChecks, then the text bound: a text the server would refuse is refused under its field (TEXT_TOO_LONG) before any OTP or write. */
export const validateInjuryReport = (...args: Parameters<typeof validateInjuryReportChecks>): ReturnType<typeof validateInjuryReportChecks> =>
  withinTextBound(args[0], validateInjuryReportChecks(...args))
