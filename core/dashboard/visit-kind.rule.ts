import type { Centre } from '../centre/centre'
import type { DashboardSummary } from './dashboard'

/**
 * What a centre's dashboard counts as its visits: a play centre's bookings, any other centre's
 * check-ins. The answer says which it counted; this is what the screen labels its figures with
 * while the answer loads.
 */
export const visitKindAt = (centre: Pick<Centre, 'type'>): DashboardSummary['visitKind'] => (centre.type === 'PLAY' ? 'PLAY_BOOKINGS' : 'CHECK_INS')
