import { epochMs, type EpochMs } from '../shared/brands'
import { type CentreDay, centreHourOf, endOfCentreDay, startOfCentreDay } from '../shared/centre-day'
import { PT_SLOT_LOOK_BACK_MS, SLOT_BUCKETS } from '../shared/constants'
import { SLOT_BLOCKED, SLOT_BOOKED } from '../shared/messages'
import type { TrainerSlot } from './pt-session'

/** The slot query's start: the later of now minus 49 minutes and the start of the chosen day. */
export const slotFetchStart = (day: CentreDay, now: EpochMs): EpochMs =>
  epochMs(Math.max(now - PT_SLOT_LOOK_BACK_MS, startOfCentreDay(day)))

/** The slot query's window for a chosen day: from the fetch start to the end of that day. */
export const slotFetchWindow = (day: CentreDay, now: EpochMs): { readonly from: EpochMs; readonly to: EpochMs } => ({
  from: slotFetchStart(day, now),
  to: endOfCentreDay(day),
})

/** Only slots that are not blocked or booked can be chosen. */
export const isSlotSelectable = (s: Pick<TrainerSlot, 'status'>): boolean => {
  const st = s.status.toUpperCase()
  return st !== 'BLOCKED' && st !== 'BOOKED'
}

/** A slot in words: its times ('6:00 AM – 7:00 AM'), with '(Booked)' or '(Blocked)' when it cannot be chosen. */
export const slotInWords = (from: string, to: string, status: string): string => {
  const time = `${from} – ${to}`
  const st = status.toUpperCase()
  return st === 'BOOKED' ? `${time} (${SLOT_BOOKED})` : st === 'BLOCKED' ? `${time} (${SLOT_BLOCKED})` : time
}

/** A bucket's hour on a 12-hour clock, as its legend says it: '4 AM', '12 PM'. */
export const bucketHourWords = (h: number): string => `${h % 12 === 0 ? 12 : h % 12} ${h < 12 ? 'AM' : 'PM'}`

export type SlotBucket<S> = { readonly fromHour: number; readonly toHour: number; readonly slots: readonly S[] }

/**
 * Slots grouped into the 4-hour buckets 4-9, 9-14, 14-18, 18-23 by their start hour on the
 * centre's clock ([from, to)); slots starting outside every bucket are left out. Input order kept.
 */
export const bucketSlots = <S extends Pick<TrainerSlot, 'startTime'>>(slots: readonly S[]): readonly SlotBucket<S>[] => {
  const buckets = SLOT_BUCKETS.map(([fromHour, toHour]) => ({ fromHour, toHour, slots: [] as S[] }))
  for (const s of slots) {
    const h = centreHourOf(s.startTime)
    const b = buckets.find((x) => h >= x.fromHour && h < x.toHour)
    if (b !== undefined) b.slots.push(s)
  }
  return buckets
}
