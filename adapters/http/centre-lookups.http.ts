import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { CentreLookups } from '../../core/centre/centre-lookups.port'
import { CentreConfigWire, CommentTagsWire } from './contract/access.codecs'
import { SegmentWire } from './contract/customer.codecs'
import { PATHS, pathWith } from './contract/paths'
import type { HttpClient } from './http-client'

export const createHttpCentreLookups = (http: HttpClient): CentreLookups => ({
  configuration: (centerId) => http.send({ path: PATHS.centreConfig, params: { centerId } }, CentreConfigWire),
  segmentMembership: (segmentId, userId) =>
    pipe(
      http.send({ path: pathWith(PATHS.segmentMembership, { segmentId: String(segmentId) }), params: { userId } }, SegmentWire),
      TE.map((w) => w.isMember),
    ),
  leadCommentTags: () => http.send({ path: PATHS.leadCommentTags }, CommentTagsWire),
})
