import type { EpochMs } from '../shared/brands'
import { CENTRE_TIME_ZONE } from '../shared/zone'

const format = new Intl.DateTimeFormat('en-US', { timeZone: CENTRE_TIME_ZONE, hour: 'numeric', minute: '2-digit', hour12: true })

/** 'h:mm A' on the centre's clock (part 3 §9), e.g. '6:00 AM', whatever the machine's zone (the platform's Intl calendar, no date library). */
export const shiftClockTime = (t: EpochMs): string => format.format(t).replace(/\u202f|\s/g, ' ').toUpperCase()

/** The minute of the day an 'HH:mm' form field names (00:00 to 23:59), or undefined when it is not one. */
export const wallClockMinute = (hhmm: string): number | undefined => {
  const m = /^(\d{2}):(\d{2})$/.exec(hhmm)
  if (m === null) return undefined
  const h = Number(m[1])
  const min = Number(m[2])
  return h < 24 && min < 60 ? h * 60 + min : undefined
}
