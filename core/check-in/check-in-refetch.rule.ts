import type { CentreType } from '../centre/centre'
import type { CentreDay } from '../shared/centre-day'

/**
 * Query caching and refetch on window focus are off (part 1 §7), except the past check-in query,
 * which refetches on reconnect and focus, and is not made for CULT centres. On the check-in list,
 * a day before today is such a past check-in query; today's list (and any later day) is not.
 */
export const refetchesOnFocus = (listDay: CentreDay, today: CentreDay, centreType: CentreType): boolean =>
  centreType !== 'CULT' && listDay < today
