import { formatDateTime, formatDay } from '../../core/shared/display-format'

/** A moment as staff read it, in the centre's zone (Asia/Kolkata): '26 Nov 2026, 2:05 PM' (the core's format). */
export const centreTime = (ms: number): string => formatDateTime(ms)

/** A day as staff read it, in the centre's zone: '26 Nov 2026'. */
export const centreDate = (ms: number): string => formatDay(ms)
