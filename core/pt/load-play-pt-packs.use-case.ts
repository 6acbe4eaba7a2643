import type { TaskEither } from 'fp-ts/TaskEither'
import { PLAY_PT_PACKS_FETCH_FAILED } from '../shared/messages'
import { type ActionFailed, fetchAs } from '../shared/outcome'
import type { PtPackMembership } from './pt-pack'
import { type PtDeps, fixed } from './pt-actions'

export const loadPlayPtPacks =
  (d: PtDeps) =>
  (userId: string): TaskEither<ActionFailed<'PtPacksUnavailable'>, readonly PtPackMembership[]> =>
    fetchAs('PtPacksUnavailable', fixed(PLAY_PT_PACKS_FETCH_FAILED))(d.pt.playPtPacks(userId))
