import { epochMs, type EpochMs } from '../shared/brands'
import {
  TIME_PICKER_SHORT_STEP_MINUTES,
  TIME_PICKER_STEP_MINUTES,
  VALIDATED_WINDOW_AFTER_MS,
  VALIDATED_WINDOW_BEFORE_MS,
} from '../shared/constants'
import { centreDayOf, type CentreDay, endOfCentreDay, startOfCentreDay } from '../shared/centre-day'

/** Which check-in list: validated (Checkins, /checkin) or created (Bookings, /book). */
export type CheckInListKind = 'validated' | 'created'

/** A time window, both ends included. */
export type TimeWindow = { readonly from: EpochMs; readonly to: EpochMs }

/** The validated list's default window: the last 90 minutes to 1 minute ahead. */
export const defaultValidatedWindow = (now: EpochMs): TimeWindow => ({
  from: epochMs(now - VALIDATED_WINDOW_BEFORE_MS),
  to: epochMs(now + VALIDATED_WINDOW_AFTER_MS),
})

/** A whole centre day, first to last millisecond. */
export const wholeDayWindow = (day: CentreDay): TimeWindow => ({ from: startOfCentreDay(day), to: endOfCentreDay(day) })

/** The validated list cannot go past today: a later day is clamped to today. Bookings may look ahead. */
export const clampListDay = (kind: CheckInListKind, day: CentreDay, now: EpochMs): CentreDay => {
  const today = centreDayOf(now)
  return kind === 'validated' && day > today ? today : day
}

/** Whether the day navigator's "next" arrow is enabled (validated list: only before today). */
export const canGoToNextDay = (kind: CheckInListKind, day: CentreDay, now: EpochMs): boolean =>
  kind === 'created' || day < centreDayOf(now)

/**
 * The window a check-in list asks for when no From/To time is picked:
 * validated today is the default window (last 90 min to 1 min ahead); a past day (and any day of
 * the created list) is the whole centre day. A validated day after today is clamped to today.
 */
export const checkInListWindow = (kind: CheckInListKind, day: CentreDay, now: EpochMs): TimeWindow => {
  const d = clampListDay(kind, day, now)
  if (kind === 'validated' && d === centreDayOf(now)) return defaultValidatedWindow(now)
  return wholeDayWindow(d)
}

/** A window picked with the From and To time pickers on a centre day (minutes of the day). */
export const pickedWindow = (day: CentreDay, fromMinute: number, toMinute: number): TimeWindow => {
  const start = startOfCentreDay(day)
  return { from: epochMs(start + fromMinute * 60_000), to: epochMs(start + toMinute * 60_000) }
}

/** A time-picker option: minutes since midnight and its 'h:mm A' label. */
export type TimeOption = { readonly minuteOfDay: number; readonly label: string }

/** 'h:mm A' label of a minute of the day: 0 is '12:00 AM', 810 is '1:30 PM'. */
export const timeLabel = (minuteOfDay: number): string => {
  const h24 = Math.floor(minuteOfDay / 60) % 24
  const m = minuteOfDay % 60
  const h12 = h24 % 12 === 0 ? 12 : h24 % 12
  return `${h12}:${String(m).padStart(2, '0')} ${h24 < 12 ? 'AM' : 'PM'}`
}

/** Time-picker options over a day in 30-minute steps, or 15 when a short interval is requested. */
export const timePickerOptions = (shortInterval = false): readonly TimeOption[] => {
  const step = shortInterval ? TIME_PICKER_SHORT_STEP_MINUTES : TIME_PICKER_STEP_MINUTES
  const options: TimeOption[] = []
  for (let m = 0; m < 24 * 60; m += step) options.push({ minuteOfDay: m, label: timeLabel(m) })
  return options
}
