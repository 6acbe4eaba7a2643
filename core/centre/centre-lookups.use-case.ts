import type { TaskEither } from 'fp-ts/TaskEither'
import { SEGMENT_ID } from '../shared/constants'
import type { GatewayError } from '../shared/errors'
import type { CentreConfiguration, CentreLookups, LeadCommentTags } from './centre-lookups.port'

export type CentreLookupsDeps = { readonly lookups: CentreLookups }

/** What a centre has switched on (PT, PII, biometrics, cash, payment link, add-ons, onboarding). */
export const centreConfiguration =
  (d: CentreLookupsDeps) =>
  (centerId: number): TaskEither<GatewayError, CentreConfiguration> =>
    d.lookups.configuration(centerId)

/** Whether the customer is in the segment (the spec's segment 28123 unless another is named). */
export const segmentMembership =
  (d: CentreLookupsDeps) =>
  (userId: string, segmentId: number = SEGMENT_ID): TaskEither<GatewayError, boolean> =>
    d.lookups.segmentMembership(segmentId, userId)

/** The lead comment tags keyed by product. */
export const leadCommentTags =
  (d: CentreLookupsDeps) =>
  (): TaskEither<GatewayError, LeadCommentTags> =>
    d.lookups.leadCommentTags()
