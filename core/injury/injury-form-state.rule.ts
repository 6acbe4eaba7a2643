import { OTHERS, injuryLocations, FORMATS_BY_SESSION, type InjuryFormat, type SessionType } from './injury-options'
import type { InjuryField } from './injury-report.rule'

/**
 * The injury form while it is being filled (part 3 §4 Injury form, §5): field values as the
 * widgets hold them. Validation of the finished draft is `validateInjuryReport`.
 */
export type InjuryFormDraft = Readonly<Partial<Record<InjuryField, unknown>>>

/** Fields each choice clears when it changes (part 3 §4). */
const CLEARED_BY: Partial<Record<InjuryField, readonly InjuryField[]>> = {
  workout: ['format', 'injuryLocation', 'injuryLocationComment'],
  symptomsLevel1: ['symptomsLevel2', 'symptomsLevel2Comment'],
}

/** Each 'Others' comment and the choice that reveals it. */
export const INJURY_OTHERS_COMMENTS = {
  injuryLocationComment: 'injuryLocation',
  impactedBodyPartComment: 'impactedBodyPart',
  symptomsLevel2Comment: 'symptomsLevel2',
  firstAidItemComment: 'firstAidItem',
  firstAidProcedureComment: 'firstAidProcedure',
  priorHistoryComment: 'priorHistory',
} as const satisfies Partial<Record<InjuryField, InjuryField>>
export type InjuryOthersComment = keyof typeof INJURY_OTHERS_COMMENTS

const choseOthers = (v: unknown): boolean => (Array.isArray(v) ? v.includes(OTHERS) : v === OTHERS)

const sameValue = (a: unknown, b: unknown): boolean =>
  Array.isArray(a) && Array.isArray(b) ? a.length === b.length && a.every((x, i) => x === b[i]) : a === b

const without = (draft: InjuryFormDraft, fields: readonly InjuryField[]): InjuryFormDraft =>
  Object.fromEntries(Object.entries(draft).filter(([k]) => !(fields as readonly string[]).includes(k))) as InjuryFormDraft

const isSession = (v: unknown): v is SessionType => typeof v === 'string' && Object.prototype.hasOwnProperty.call(FORMATS_BY_SESSION, v)

/** Whether the chosen location is still offered for the draft's session and format. */
const locationStillOffered = (d: InjuryFormDraft): boolean => {
  if (d.injuryLocation === undefined) return true
  if (!isSession(d.workout) || typeof d.format !== 'string') return false
  return injuryLocations(d.workout, d.format as InjuryFormat).includes(String(d.injuryLocation))
}

/** Comments whose choice no longer says Others are dropped (a hidden field is never sent). */
const dropHiddenComments = (d: InjuryFormDraft): InjuryFormDraft =>
  without(
    d,
    (Object.keys(INJURY_OTHERS_COMMENTS) as InjuryOthersComment[]).filter((c) => !choseOthers(d[INJURY_OTHERS_COMMENTS[c]])),
  )

/**
 * A field of the injury form changes (part 3 §4): changing the session type clears format,
 * location and location comment; changing the symptom category clears the detail and its
 * comment. Choosing the value already held changes nothing. Our additions, recorded in the
 * audit: a location no longer offered for a new format is cleared too, and an 'Others' comment
 * is dropped once its choice is no longer Others.
 */
export const changeInjuryField = (draft: InjuryFormDraft, field: InjuryField, value: unknown): InjuryFormDraft => {
  if (sameValue(draft[field], value)) return draft
  const cleared = without(draft, CLEARED_BY[field] ?? [])
  const next: InjuryFormDraft = { ...cleared, [field]: value }
  const located = locationStillOffered(next) ? next : without(next, ['injuryLocation', 'injuryLocationComment'])
  return dropHiddenComments(located)
}

/** The 'Others' comments shown (and required): those whose choice is Others (part 3 §4, §5). */
export const visibleOthersComments = (draft: InjuryFormDraft): readonly InjuryOthersComment[] =>
  (Object.keys(INJURY_OTHERS_COMMENTS) as InjuryOthersComment[]).filter((c) => choseOthers(draft[INJURY_OTHERS_COMMENTS[c]]))

/**
 * Whether a field can be used yet (part 3 §5): format waits for the session type; location for
 * session and format; symptom detail for the category. Every other field is always enabled.
 */
export const injuryFieldEnabled = (draft: InjuryFormDraft, field: InjuryField): boolean => {
  const has = (f: InjuryField): boolean => draft[f] !== undefined && draft[f] !== ''
  switch (field) {
    case 'format':
      return has('workout')
    case 'injuryLocation':
      return has('workout') && has('format')
    case 'symptomsLevel2':
      return has('symptomsLevel1')
    default:
      return true
  }
}
