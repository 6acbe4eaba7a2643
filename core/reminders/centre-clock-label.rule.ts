import type { EpochMs } from '../shared/brands'
import { CENTRE_TIME_ZONE } from '../shared/zone'

const clock = new Intl.DateTimeFormat('en-US', { timeZone: CENTRE_TIME_ZONE, hour: 'numeric', minute: '2-digit', hour12: true })

/**
 * 'h:mm A' on the centre's clock (Asia/Kolkata), e.g. '7:05 PM', read with the platform's Intl
 * calendar: the reminder panel and the inbox need no date library (and do not share the check-in
 * list's time rule, which would split it out of the check-in chunk).
 */
export const centreClockLabel = (t: EpochMs): string => clock.format(t).replace(/\u202f/g, ' ')
