import { formatInTimeZone } from 'date-fns-tz'
import type { EpochMs } from '../../core/shared/brands'
import { CENTRE_TIME_ZONE } from '../../core/shared/zone'

/** An instant as staff read it, in the centre's zone: '27 Nov 2026, 6:30 PM'. */
export const formatWhen = (t: EpochMs): string => formatInTimeZone(t, CENTRE_TIME_ZONE, 'd MMM yyyy, h:mm a')
