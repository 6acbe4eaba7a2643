import type { CorePorts } from '../ports'
import { updateMembership } from './update-membership.use-case'

/** The membership use cases, bound to their ports. */
export const membershipUseCases = (p: CorePorts) => ({
  updateMembership: updateMembership(p),
})
