import type { EpochMs } from '../shared/brands'
import { CENTRE_TIME_ZONE } from '../shared/zone'

/*
 * Intl rather than date-fns-tz: these screens then share no date chunk with the customer profile,
 * whose route budget is tight (docs/performance.md).
 */
const FORMAT = new Intl.DateTimeFormat('en-US', {
  timeZone: CENTRE_TIME_ZONE,
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
})

/** When an issue was reported or a door opened, in the centre's zone: '25 Nov 2026, 4:07 pm'. */
export const operationsTimeLabel = (t: EpochMs): string => {
  const part = (type: Intl.DateTimeFormatPartTypes): string => FORMAT.formatToParts(t).find((p) => p.type === type)?.value ?? ''
  return `${part('day')} ${part('month')} ${part('year')}, ${part('hour')}:${part('minute')} ${part('dayPeriod').toLowerCase()}`
}
