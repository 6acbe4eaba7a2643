import type { Either } from 'fp-ts/Either'
import { BCA_BMR, BCA_BODY_FAT, BCA_MUSCLE_MASS, BCA_VISCERAL_FAT } from '../shared/constants'
import type { ValidationFailed } from '../shared/errors'
import { BMR_RANGE, BODY_FAT_RANGE, MUSCLE_MASS_RANGE, VISCERAL_FAT_RANGE, WEIGHT_NOT_POSITIVE, WEIGHT_REQUIRED } from '../shared/messages'
import { collect, fail, fieldOf, numberOf, ok, type Check, withinTextBound } from '../shared/field-check'

export type BcaField = 'weight' | 'muscleMass' | 'bodyFatPercentage' | 'visceralFatLevels' | 'basalMetabolicRate'
export type BcaInput = {
  /** KG, above zero. */
  readonly weight: number
  readonly muscleMass?: number
  readonly bodyFatPercentage?: number
  readonly visceralFatLevels?: number
  readonly basalMetabolicRate?: number
}

const isBlank = (v: unknown): boolean => v === undefined || v === null || (typeof v === 'string' && v.trim() === '')

/** An optional measurement: blank passes as absent, else it must lie in [min, max] inclusive. */
const inRange = (v: unknown, b: { readonly min: number; readonly max: number }, message: string): Check<number | undefined> => {
  if (isBlank(v)) return ok(undefined)
  const n = numberOf(v)
  return n !== undefined && n >= b.min && n <= b.max ? ok(n) : fail(message)
}

/** Blank: 'Weight is required'; filled but not a number above zero: says so. */
const weightOf = (v: unknown): Check<number> => {
  if (isBlank(v)) return fail(WEIGHT_REQUIRED)
  const n = numberOf(v)
  return n !== undefined && n > 0 ? ok(n) : fail(WEIGHT_NOT_POSITIVE)
}

/**
 * Record BCA (part 1 §5): weight required (and a number above 0 kg when filled in); muscle mass 5-70, body fat 5-70, visceral fat 1-60,
 * basal metabolic rate 500-4000, each inclusive, each checked when filled in.
 */
const validateBcaChecks = (draft: unknown): Either<ValidationFailed<BcaField>, BcaInput> =>
  collect({
    weight: weightOf(fieldOf(draft, 'weight')),
    muscleMass: inRange(fieldOf(draft, 'muscleMass'), BCA_MUSCLE_MASS, MUSCLE_MASS_RANGE),
    bodyFatPercentage: inRange(fieldOf(draft, 'bodyFatPercentage'), BCA_BODY_FAT, BODY_FAT_RANGE),
    visceralFatLevels: inRange(fieldOf(draft, 'visceralFatLevels'), BCA_VISCERAL_FAT, VISCERAL_FAT_RANGE),
    basalMetabolicRate: inRange(fieldOf(draft, 'basalMetabolicRate'), BCA_BMR, BMR_RANGE),
  })

/** validateBcaChecks, then the text bound: a text the server would refuse is refused under its field (TEXT_TOO_LONG) before any OTP or write. */
export const validateBca = (...args: Parameters<typeof validateBcaChecks>): ReturnType<typeof validateBcaChecks> =>
  withinTextBound(args[0], validateBcaChecks(...args))
