import { pipe } from 'fp-ts/function'
import type { TaskEither } from 'fp-ts/TaskEither'
import type { ListPages } from '../shared/list-pages.port'
import type { BulkHistoryPage, BulkHistoryRequest } from '../shared/list-pages.rule'
import { fetchAs } from '../shared/outcome'
import type { BulkUploadFailed } from './bulk-upload-deps'

/** One page of a centre's history of one kind of bulk upload, newest first, paged, searched and counted by the server. */
export const bulkUploadHistoryPage =
  (d: { readonly listPages: ListPages }) =>
  (q: BulkHistoryRequest): TaskEither<BulkUploadFailed, BulkHistoryPage> =>
    pipe(d.listPages.bulkHistory(q), fetchAs('BulkUploadFailed', (reason) => reason))
