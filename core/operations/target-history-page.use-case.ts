import { pipe } from 'fp-ts/function'
import type { TaskEither } from 'fp-ts/TaskEither'
import type { ListPages } from '../shared/list-pages.port'
import type { TargetHistoryPage, TargetHistoryRequest } from '../shared/list-pages.rule'
import { UPLOAD_HISTORY_FETCH_FAILED } from '../shared/messages'
import { type ActionFailed, fetchAs } from '../shared/outcome'

/** One page of a centre's target upload history, newest first ('Something went wrong:: Upload History could not be fetched'). */
export const targetHistoryPage =
  (d: { readonly listPages: ListPages }) =>
  (q: TargetHistoryRequest): TaskEither<ActionFailed<'HistoryFailed'>, TargetHistoryPage> =>
    pipe(d.listPages.targetHistory(q), fetchAs('HistoryFailed', () => UPLOAD_HISTORY_FETCH_FAILED))
