import type { TaskEither } from 'fp-ts/TaskEither'
import { PT_PACKS_FETCH_FAILED } from '../shared/messages'
import { type ActionFailed, fetchAs } from '../shared/outcome'
import type { PtPackMembership } from './pt-pack'
import { type PtDeps, fixed } from './pt-actions'

export const loadPtPacks =
  (d: PtDeps) =>
  (userId: string): TaskEither<ActionFailed<'PtPacksUnavailable'>, readonly PtPackMembership[]> =>
    fetchAs('PtPacksUnavailable', fixed(PT_PACKS_FETCH_FAILED))(d.pt.ptPacks(userId))
