import { formatInTimeZone } from 'date-fns-tz'
import type { EpochMs } from '../shared/brands'
import { CENTRE_TIME_ZONE } from '../shared/zone'
import type { Centre } from './centre'

/** A centre is closed once its termination date has passed (part 1 §4: no new packs are sold there). */
export const isCentreClosed = (centre: Pick<Centre, 'terminationDate'>, now: EpochMs): boolean =>
  centre.terminationDate !== undefined && centre.terminationDate < now

/** The day a closed centre closed, as staff read it ('16 Nov 2026' on the centre's clock); undefined while it is open. */
export const centreClosedOn = (centre: Pick<Centre, 'terminationDate'>, now: EpochMs): string | undefined =>
  centre.terminationDate !== undefined && isCentreClosed(centre, now) ? formatInTimeZone(centre.terminationDate, CENTRE_TIME_ZONE, 'd MMM yyyy') : undefined
