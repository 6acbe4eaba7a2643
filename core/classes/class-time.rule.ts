import type { EpochMs } from '../shared/brands'
import type { CentreDay } from '../shared/centre-day-of'
import { formatTime, formatWeekdayDay } from '../shared/display-format'

/** A clock time in the centre's zone, 'h:mm A' (part 3 §9): '6:00 AM'. */
export const clockTimeLabel = (t: EpochMs): string => formatTime(t)

/** A session's span on the centre's clock: '6:00 AM – 6:50 AM'. */
export const timeSpanLabel = (from: EpochMs, to: EpochMs): string => `${clockTimeLabel(from)} – ${clockTimeLabel(to)}`

/** A centre day as a heading: 'Thu, 26 Nov 2026'. */
export const dayHeadingLabel = (day: CentreDay): string => formatWeekdayDay(day)
