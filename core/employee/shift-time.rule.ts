import type { EpochMs } from '../shared/brands'
import { CENTRE_TIME_ZONE } from '../shared/zone'

const format = new Intl.DateTimeFormat('en-US', { timeZone: CENTRE_TIME_ZONE, hour: 'numeric', minute: '2-digit', hour12: true })

/** 'h:mm A' on the centre's clock (part 3 §9), e.g. '6:00 AM', whatever the machine's zone (the platform's Intl calendar, no date library). */
export const shiftClockTime = (t: EpochMs): string => format.format(t).replace(/\u202f|\s/g, ' ').toUpperCase()
