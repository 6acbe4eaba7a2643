import type { CorePorts } from '../ports'
import { centreConfiguration } from './centre-configuration.use-case'
import { leadCommentTags } from './lead-comment-tags.use-case'
import { segmentMembership } from './segment-membership.use-case'
import { centrePage } from './centre-page.use-case'

/** The centre use cases, bound to their ports. */
export const centreUseCases = (p: CorePorts) => ({
  centreConfiguration: centreConfiguration(p),
  leadCommentTags: leadCommentTags(p),
  segmentMembership: segmentMembership(p),
  centrePage: centrePage(p),
})
