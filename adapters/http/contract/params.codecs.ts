import * as t from 'io-ts'
import { IntFromString } from './codec-helpers'

/**
 * Path parameters that are numbers, decoded once like any other input (a padded `%207` is the
 * number 7 to the centre check and to the route alike; `7x` is a 400).
 */
export const CheckInIdParams = t.type({ checkInId: IntFromString })
export const MembershipIdParams = t.type({ membershipId: IntFromString })
export const SessionIdParams = t.type({ sessionId: IntFromString })
export const SegmentIdParams = t.type({ segmentId: IntFromString })
