import type { TaskEither } from 'fp-ts/TaskEither'
import type { GatewayError } from '../shared/errors'
import type { CentreLookupsDeps, LeadCommentTags } from './centre-lookups.port'

/** The lead comment tags keyed by product. */
export const leadCommentTags =
  (d: CentreLookupsDeps) =>
  (): TaskEither<GatewayError, LeadCommentTags> =>
    d.lookups.leadCommentTags()
