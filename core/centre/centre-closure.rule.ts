import type { EpochMs } from '../shared/brands'
import { CENTRE_TIME_ZONE } from '../shared/zone'
import type { Centre } from './centre'

/** A centre is closed once its termination date has passed (part 1 §4: no new packs are sold there). */
export const isCentreClosed = (centre: Pick<Centre, 'terminationDate'>, now: EpochMs): boolean =>
  centre.terminationDate !== undefined && centre.terminationDate < now

// Read with the platform's Intl calendar rather than date-fns-tz: the shell shows it on the first
// screen, which must stay small. en-US gives 'Sep' for September, as date-fns does.
const closedOnCalendar = new Intl.DateTimeFormat('en-US', { timeZone: CENTRE_TIME_ZONE, year: 'numeric', month: 'short', day: 'numeric' })
const dayMonthYear = (t: EpochMs): string => {
  const parts = closedOnCalendar.formatToParts(t)
  const part = (type: Intl.DateTimeFormatPartTypes): string => parts.find((p) => p.type === type)?.value ?? ''
  return `${part('day')} ${part('month')} ${part('year')}`
}

/** The day a closed centre closed, as staff read it ('16 Nov 2026' on the centre's clock); undefined while it is open. */
export const centreClosedOn = (centre: Pick<Centre, 'terminationDate'>, now: EpochMs): string | undefined =>
  centre.terminationDate !== undefined && isCentreClosed(centre, now) ? dayMonthYear(centre.terminationDate) : undefined
