import * as E from 'fp-ts/Either'
import type { Either } from 'fp-ts/Either'
import type { EpochMs } from './brands'
import { DAY_MS } from './constants'
import { validationFailed, type ValidationFailed } from './errors'
import { centreDayOf, centreWallInstant } from './centre-day'
import { TEXT_TOO_LONG } from './messages'
import { hasTextOverBound, textTooLong } from './text-bound'

/*
 * Small total helpers for form validation: read a field of any draft, check it, and collect
 * every field's outcome into one Either carrying every error at once.
 */

/** One field's outcome: its valid value, or the message to show under it. */
export type Check<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly message: string }

export const ok = <T>(value: T): Check<T> => ({ ok: true, value })
export const fail = <T = never>(message: string): Check<T> => ({ ok: false, message })

type Values<R> = { readonly [K in keyof R]: R[K] extends Check<infer T> ? T : never }

/**
 * Every failed check becomes an error keyed by its field; all pass gives the values. A text the
 * server would refuse (over TEXT_MAX_CHARS) fails its field here, before any OTP or write.
 */
export const collect = <R extends Record<string, Check<unknown>>>(
  checks: R,
): Either<ValidationFailed<keyof R & string>, Values<R>> => {
  const errors: Partial<Record<keyof R & string, string>> = {}
  const values: Record<string, unknown> = {}
  for (const key of Object.keys(checks) as (keyof R & string)[]) {
    const c = checks[key]
    if (c === undefined) continue
    if (c.ok && typeof c.value === 'string' && textTooLong(c.value)) errors[key] = TEXT_TOO_LONG
    else if (c.ok) values[key] = c.value
    else errors[key] = c.message
  }
  return Object.keys(errors).length > 0 ? E.left(validationFailed(errors)) : E.right(values as Values<R>)
}

/**
 * The fields of a draft (its own top-level keys) holding a text the server would refuse, at any
 * depth of the field's value, each keyed to TEXT_TOO_LONG.
 */
export const overBoundFields = (draft: unknown): Readonly<Record<string, string>> => {
  if (typeof draft !== 'object' || draft === null) return {}
  const errors: Record<string, string> = {}
  for (const [key, value] of Object.entries(draft)) if (hasTextOverBound(value)) errors[key] = TEXT_TOO_LONG
  return errors
}

/**
 * Every draft validator's last step: a field holding a text the server would refuse is refused
 * under that field with TEXT_TOO_LONG (before the field's other messages, which a shorter text may
 * still earn), so no OTP or write is ever sent for it. A validator built on `collect` or on its own
 * checks passes its draft and its outcome through here.
 */
export const withinTextBound = <F extends string, T>(
  draft: unknown,
  outcome: Either<ValidationFailed<F>, T>,
): Either<ValidationFailed<F>, T> => {
  const over = overBoundFields(draft) as Partial<Record<F, string>>
  if (Object.keys(over).length === 0) return outcome
  return E.left(validationFailed<F>({ ...(E.isLeft(outcome) ? outcome.left.errors : {}), ...over }))
}

/** A field of any draft (undefined when the draft is not an object or lacks it). */
export const fieldOf = (draft: unknown, key: string): unknown => {
  if (typeof draft !== 'object' || draft === null) return undefined
  return Object.prototype.hasOwnProperty.call(draft, key) ? (draft as Record<string, unknown>)[key] : undefined
}

/** A string with its surrounding whitespace removed; undefined when absent or blank. */
export const trimmedText = (v: unknown): string | undefined =>
  typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined

/** A finite number, from a number or a plain decimal string ('12', '12.5', '-3'); else undefined. */
export const numberOf = (v: unknown): number | undefined => {
  if (typeof v === 'number') return Number.isFinite(v) ? v : undefined
  if (typeof v === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(v)) {
    const n = Number(v)
    return Number.isFinite(n) ? n : undefined
  }
  return undefined
}

/** A whole number, by the same reading as numberOf. */
export const integerOf = (v: unknown): number | undefined => {
  const n = numberOf(v)
  return n !== undefined && Number.isInteger(n) ? n : undefined
}

/** An instant given as a finite number of epoch milliseconds. */
export const epochOf = (v: unknown): EpochMs | undefined =>
  typeof v === 'number' && Number.isFinite(v) && Math.abs(v) <= 8.64e15 ? (v as EpochMs) : undefined

/** A choice from a fixed list (exact match after trimming). */
export const oneOf = <T extends string>(list: readonly T[], v: unknown): T | undefined => {
  const t = trimmedText(v)
  return t !== undefined && (list as readonly string[]).includes(t) ? (t as T) : undefined
}

export const required = <T>(value: T | undefined, message: string): Check<T> =>
  value === undefined ? fail(message) : ok(value)

/** Whole days since 1970-01-01 of the calendar day an instant falls on in Asia/Kolkata. */
export const centreDayIndex = (t: EpochMs): number => {
  const [y, m, d] = centreDayOf(t).split('-').map(Number)
  return Math.round(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1) / DAY_MS)
}

/** The day index of a 'yyyy-MM-dd' calendar date, or undefined when it is not a real date. */
export const calendarDayIndex = (v: unknown): number | undefined => {
  if (typeof v !== 'string') return undefined
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v.trim())
  if (m === null) return undefined
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])]
  const utc = Date.UTC(y, mo - 1, d)
  const back = new Date(utc)
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d) return undefined
  return Math.round(utc / DAY_MS)
}

/** A 'HH:mm' clock time (24-hour), or undefined. */
export const clockTimeOf = (v: unknown): string | undefined => {
  const t = trimmedText(v)
  return t !== undefined && /^([01]\d|2[0-3]):[0-5]\d$/.test(t) ? t : undefined
}

/** The instant of a Kolkata calendar date and clock time. */
export const centreInstant = (date: string, time: string): EpochMs =>
  centreWallInstant(date, Number(time.slice(0, 2)), Number(time.slice(3, 5)))
