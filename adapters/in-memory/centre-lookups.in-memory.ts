import * as TE from 'fp-ts/TaskEither'
import type { CentreConfiguration, CentreLookups, LeadCommentTags } from '../../core/centre/centre-lookups.port'
import { notFound } from '../../core/shared/errors'
import { NO_CONFIG_PRESENT, NO_USER_DETAIL_FOUND, SEGMENT_NOT_FOUND } from '../../core/shared/messages'

export type CentreLookupsData = {
  readonly configurations?: readonly CentreConfiguration[]
  /** Members by segment id. */
  readonly segments?: Readonly<Record<number, readonly string[]>>
  /** The customers the directory knows (a segment check of anyone else is NotFound). */
  readonly customers?: readonly string[]
  readonly commentTags?: LeadCommentTags
}

/** The look-ups over fixed data: the reference behaviour for the contract suite. */
export const createInMemoryCentreLookups = (data: CentreLookupsData = {}): CentreLookups => ({
  configuration: (centerId) => {
    const c = (data.configurations ?? []).find((x) => x.centerId === centerId)
    return c === undefined ? TE.left(notFound(NO_CONFIG_PRESENT)) : TE.right(c)
  },
  segmentMembership: (segmentId, userId) => {
    const members = data.segments?.[segmentId]
    if (members === undefined) return TE.left(notFound(SEGMENT_NOT_FOUND))
    if (!(data.customers ?? []).includes(userId)) return TE.left(notFound(NO_USER_DETAIL_FOUND))
    return TE.right(members.includes(userId))
  },
  leadCommentTags: () => TE.right(data.commentTags ?? {}),
})
