import { BULK_UPLOAD_KINDS } from '../../core/operations/bulk-upload'
import { formatDateTime } from '../../core/shared/display-format'
import { BULK_STATUS_WORDS, bulkRefused } from '../../core/shared/messages/uploads'
import { PAGE_SIZE_MAX } from '../../core/shared/paging.rule'
import type { UseCases } from '../../core/use-cases'
import { UsageError, chosenCentre } from './cli-centre'
import { printEveryPage } from './cli-pages'
import { splitArgs } from './cli-usage'

/** The upload history command of the headless CLI. */
export const UPLOAD_HISTORY_USAGE = `  upload-history <segment|offer|extend|leads> [--centre <centerServiceId>] [--search TEXT]
               a centre's history of one kind of bulk upload, newest first (default: the selected
               centre), read from the server a page at a time and printed as each page comes;
               --search finds a file name, uploader or membership type; the count goes to stderr`

/** Runs `upload-history <kind>`; exit 1 when the server refuses or cannot be reached, 2 on a usage error. */
export const runUploadHistoryCommand = async (portal: UseCases, args: readonly string[], json: boolean): Promise<number> => {
  try {
    const { positional, flags } = splitArgs(args)
    const kind = BULK_UPLOAD_KINDS.find((k) => k === positional[0])
    if (kind === undefined) throw new UsageError(`upload-history needs a kind: one of ${BULK_UPLOAD_KINDS.join(', ')}`)
    const flag = (k: string): string | undefined => flags.find(([n]) => n === k)?.[1]
    const centre = await chosenCentre(portal, flag('centre'))
    const search = flag('search')
    return await printEveryPage(
      (cursor) => portal.bulkUploadHistoryPage({ kind, centreId: centre.id, pageSize: PAGE_SIZE_MAX, ...(search === undefined ? {} : { search }), ...(cursor === undefined ? {} : { cursor }) })(),
      (r) => [formatDateTime(r.uploadedOn), r.uploadedBy, r.fileName, ...(kind === 'extend' ? [r.type ?? ''] : []), r.errors > 0 && r.status === 'CHECKED' ? bulkRefused(r.errors) : BULK_STATUS_WORDS[r.status], r.rows, r.changed],
      json,
      `uploads at ${centre.name}`,
    )
  } catch (e) {
    process.stderr.write(`${e instanceof Error ? e.message : String(e)}\n`)
    return e instanceof UsageError ? 2 : 1
  }
}
