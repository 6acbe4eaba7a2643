import type { TaskEither } from 'fp-ts/TaskEither'
import { SEGMENT_ID } from '../shared/constants'
import type { GatewayError } from '../shared/errors'
import type { CentreLookupsDeps } from './centre-lookups.port'

/** Whether the customer is in the segment (the spec's segment 28123 unless another is named). */
export const segmentMembership =
  (d: CentreLookupsDeps) =>
  (userId: string, segmentId: number = SEGMENT_ID): TaskEither<GatewayError, boolean> =>
    d.lookups.segmentMembership(segmentId, userId)
