import * as t from 'io-ts'
import { type CheckInListWire, CheckInListWire as CheckInListWireSlow } from './check-in.codecs'

/**
 * The check-in list decoder on the hot path: 10,000 records per answer. It accepts exactly what
 * CheckInListWire accepts (a property test holds the two together), but checks with plain typeof
 * tests in one pass and returns the parsed object itself, with no copying. Only when a record is
 * wrong does it fall back to the generic codec, whose errors name the field.
 */
const isOpt = (v: unknown, type: 'number' | 'string'): boolean => v === undefined || v === null || typeof v === type
const isOptObj = (v: unknown): v is Record<string, unknown> | null | undefined =>
  v === undefined || v === null || (typeof v === 'object' && !Array.isArray(v))
const STATES: ReadonlySet<unknown> = new Set(['created', 'validated', 'cancelled'])
const TYPES: ReadonlySet<unknown> = new Set(['trial', 'complimentary', 'other'])

const isStringArray = (v: unknown): boolean => {
  if (!Array.isArray(v)) return false
  for (let i = 0; i < v.length; i++) if (typeof v[i] !== 'string') return false
  return true
}

const isCheckIn = (u: unknown): boolean => {
  if (typeof u !== 'object' || u === null || Array.isArray(u)) return false
  const r = u as Record<string, unknown>
  if (
    typeof r.id !== 'number' ||
    typeof r.centerId !== 'number' ||
    !STATES.has(r.state) ||
    typeof r.startTime !== 'number' ||
    typeof r.endTime !== 'number' ||
    typeof r.userId !== 'string' ||
    !TYPES.has(r.checkInType) ||
    !isStringArray(r.flags)
  )
    return false
  if (
    !isOpt(r.validatedAt, 'number') ||
    !isOpt(r.checkInTime, 'number') ||
    !isOpt(r.checkOutTime, 'number') ||
    !isOpt(r.firstName, 'string') ||
    !isOpt(r.lastName, 'string') ||
    !isOpt(r.userCheckinCount, 'number') ||
    !isOpt(r.trainerId, 'string') ||
    !isOpt(r.trainerName, 'string')
  )
    return false
  const g = r.checkInGuidance
  if (!isOptObj(g) || (g !== undefined && g !== null && typeof g.status !== 'string')) return false
  const lead = r.lead
  if (!isOptObj(lead) || (lead !== undefined && lead !== null && typeof lead.leadType !== 'string')) return false
  const m = r.modalConfigPayload
  if (!isOptObj(m)) return false
  if (m !== undefined && m !== null && m.EDIT_LEAD !== undefined) {
    const e = m.EDIT_LEAD
    if (typeof e !== 'object' || e === null || Array.isArray(e)) return false
    const er = e as Record<string, unknown>
    if (typeof er.userId !== 'string' || typeof er.centerId !== 'number') return false
  }
  return true
}

export const isCheckInList = (u: unknown): u is CheckInListWire => {
  if (typeof u !== 'object' || u === null || Array.isArray(u)) return false
  const r = u as Record<string, unknown>
  if (typeof r.pageNumber !== 'number' || typeof r.pageSize !== 'number' || typeof r.totalCount !== 'number') return false
  const list = r.checkIns
  if (!Array.isArray(list)) return false
  for (let i = 0; i < list.length; i++) if (!isCheckIn(list[i])) return false
  return true
}

export const CheckInListFast = new t.Type<CheckInListWire, CheckInListWire, unknown>(
  'CheckInList',
  isCheckInList,
  (u, c) => (isCheckInList(u) ? t.success(u) : CheckInListWireSlow.validate(u, c)),
  t.identity,
)
