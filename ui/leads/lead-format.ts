import type { EpochMs } from '../../core/shared/brands'
import { CENTRE_TIME_ZONE } from '../../core/shared/zone'

const when = new Intl.DateTimeFormat('en-IN', { timeZone: CENTRE_TIME_ZONE, day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit', hour12: true })

/** An instant as staff read it, in the centre's zone: '27 Nov 2026, 6:30 PM' (the platform's Intl, so the screens carry no date library). */
export const formatWhen = (t: EpochMs): string => when.format(t).replace(/\b(am|pm)\b/, (m) => m.toUpperCase())
