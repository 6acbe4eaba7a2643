import { CENTRE_TIME_ZONE } from './zone'

/**
 * A calendar day in the centre's zone (Asia/Kolkata), as 'YYYY-MM-DD'.
 * Days are computed in the centre's zone, never the machine's.
 */
export type CentreDay = string

const centreCalendar = new Intl.DateTimeFormat('en-US', {
  timeZone: CENTRE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
})

const centreClock = new Intl.DateTimeFormat('en-US', {
  timeZone: CENTRE_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
})

/** The centre's wall clock at an instant (month 1-12, hour 0-23), read with the platform's Intl calendar. */
export const centreWallClock = (t: number): { readonly year: number; readonly month: number; readonly day: number; readonly hour: number; readonly minute: number; readonly second: number } => {
  const parts = centreClock.formatToParts(t)
  const part = (type: Intl.DateTimeFormatPartTypes): number => Number(parts.find((p) => p.type === type)?.value ?? 0)
  return { year: part('year'), month: part('month'), day: part('day'), hour: part('hour'), minute: part('minute'), second: part('second') }
}

/**
 * The centre day an instant falls on. Read with the platform's Intl calendar rather than
 * date-fns-tz: the shell calls it on the first screen, which must stay small.
 */
export const centreDayOf = (t: number): CentreDay => {
  const parts = centreCalendar.formatToParts(t)
  const part = (type: Intl.DateTimeFormatPartTypes): string => parts.find((p) => p.type === type)?.value ?? ''
  return `${part('year').padStart(4, '0')}-${part('month')}-${part('day')}`
}
