import type { EpochMs } from '../../core/shared/brands'
import { formatDateTime } from '../../core/shared/display-format'

/** An instant as staff read it, in the centre's zone: '27 Nov 2026, 6:30 PM' (the core's format). */
export const formatWhen = (t: EpochMs): string => formatDateTime(t)
