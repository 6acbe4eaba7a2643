import { slotFetchWindow } from '../pt/trainer-slots.rule'
import { type EpochMs, epochMs } from '../shared/brands'
import { type CentreDay, startOfCentreDay } from '../shared/centre-day'
import { HOUR_MS } from '../shared/constants'
import { overlaps } from './roster.rule'

/** A bookable hour of an agent on the roster: free, booked (a slot booking) or blocked (a shift, a leave). */
export type RosterSlotStatus = 'AVAILABLE' | 'BOOKED' | 'BLOCKED'
export type RosterSlot = { readonly startTime: EpochMs; readonly endTime: EpochMs; readonly status: RosterSlotStatus }

/** A slot lasts one hour; slots start on the hour from 4 am to 10 pm centre time (inside the 4-hour buckets 4-23). */
export const ROSTER_SLOT_MS = HOUR_MS
const FIRST_HOUR = 4
const LAST_HOUR = 22

/** A booked slot on the roster: a PT session of exactly one slot (what a slot booking creates). */
export const isSlotBooking = (s: { readonly kind: string; readonly startTime: number; readonly endTime: number }): boolean =>
  s.kind === 'PERSONAL_TRAINING' && s.endTime - s.startTime === ROSTER_SLOT_MS

/**
 * The agent's slots on a centre day, from 49 minutes before now (the slot window, part 3 §4):
 * booked where a slot booking is, blocked where any other shift or a leave is, free otherwise.
 */
export const rosterSlots = (
  day: CentreDay,
  now: EpochMs,
  theirs: readonly { readonly kind: string; readonly startTime: number; readonly endTime: number }[],
): readonly RosterSlot[] => {
  const { from } = slotFetchWindow(day, now)
  const out: RosterSlot[] = []
  for (let h = FIRST_HOUR; h <= LAST_HOUR; h++) {
    const startTime = epochMs(startOfCentreDay(day) + h * HOUR_MS)
    if (startTime < from) continue
    const slot = { startTime, endTime: epochMs(startTime + ROSTER_SLOT_MS) }
    const hit = theirs.filter((s) => overlaps(slot, s))
    const status: RosterSlotStatus = hit.length === 0 ? 'AVAILABLE' : hit.every(isSlotBooking) ? 'BOOKED' : 'BLOCKED'
    out.push({ ...slot, status })
  }
  return out
}

/** Why a slot booking is refused (undefined: it can be booked): it must be one of the day's free slots. */
export const slotBookingRefusal = (
  startTime: number,
  day: CentreDay,
  now: EpochMs,
  theirs: readonly { readonly kind: string; readonly startTime: number; readonly endTime: number }[],
): 'NOT_A_SLOT' | 'TAKEN' | undefined => {
  const slot = rosterSlots(day, now, theirs).find((s) => s.startTime === startTime)
  if (slot === undefined) return 'NOT_A_SLOT'
  return slot.status === 'AVAILABLE' ? undefined : 'TAKEN'
}
