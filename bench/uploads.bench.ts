import { performance } from 'node:perf_hooks'
import { createManualClock } from '../adapters/clock/manual-clock'
import { createInMemoryBulkUploadDesk } from '../adapters/in-memory/bulk-upload-desk.in-memory'
import type { BulkUploadKind } from '../core/operations/bulk-upload'
import { readBulkUpload } from '../core/operations/bulk-upload-rules.rule'
import { dryRunBulkUpload } from '../core/operations/dry-run-bulk-upload.use-case'
import { LEAD_SOURCES } from '../core/shared/constants'
import { readCsvRows } from '../composition/node/upload-commands'

// ---- operations: the upload CLI ----

const ROWS = 10_000
const RUNS = 7

/** A 10,000-row file of a kind; with `badEvery`, every n-th row has a bad cell. */
const csvOf = (kind: 'segment' | 'leads', badEvery?: number): string => {
  const lines: string[] = [kind === 'segment' ? 'userId,segmentId' : 'name,phone,source,quality']
  for (let i = 0; i < ROWS; i++) {
    const bad = badEvery !== undefined && i % badEvery === 0
    if (kind === 'segment') lines.push(`${bad ? 'x' : ''}${700_001 + i},7102`)
    else lines.push(`Member ${i},${bad ? '12345' : String(9_100_000_000 + i)},${LEAD_SOURCES[i % LEAD_SOURCES.length] ?? 'REFERRAL'},${['HOT', 'WARM', 'COLD'][i % 3] ?? 'HOT'}`)
  }
  return `${lines.join('\n')}\n`
}

const median = (xs: readonly number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN

/** The median time of `RUNS` runs of `f` (after one warm-up run). */
const timed = async (f: () => unknown): Promise<number> => {
  await f()
  const ts: number[] = []
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now()
    await f()
    ts.push(performance.now() - t0)
  }
  return median(ts)
}

/**
 * The upload CLI's dry run of a 10,000-row file through the core rules (`npm run bench -- upload`):
 * papaparse reading the text, the core's row rule (readBulkUpload: header, cells, duplicates), and
 * the whole dryRunBulkUpload use case over the in-memory desk (staging in chunks of 400 rows and the
 * desk's check against its data), side by side in one run; median of 7 runs each.
 */
export const uploadsBench = {
  name: 'upload: dry run of a 10,000-row file through the core rules',
  run: async () => {
    const out: Record<string, string | number> = {}
    const files: readonly [string, BulkUploadKind, string][] = [
      ['segment, clean', 'segment', csvOf('segment')],
      ['leads, clean', 'leads', csvOf('leads')],
      ['segment, a bad row in 100', 'segment', csvOf('segment', 100)],
    ]
    for (const [label, kind, text] of files) {
      const parseMs = await timed(() => readCsvRows(text))
      const raw = readCsvRows(text)
      const reading = readBulkUpload(kind, raw)
      const rulesMs = await timed(() => readBulkUpload(kind, raw))
      const clock = createManualClock(Date.UTC(2026, 10, 26, 6))
      const dryRun = dryRunBulkUpload({ bulkUploads: createInMemoryBulkUploadDesk(clock) })
      const wholeMs = await timed(() => dryRun({ kind, centreId: 1, fileName: 'bench.csv', raw: readCsvRows(text) })())
      out[`${label}: rows / problems found`] = `${reading.dataRows} / ${reading.errors.length}`
      out[`${label}: parse ms`] = parseMs.toFixed(1)
      out[`${label}: core rules ms`] = rulesMs.toFixed(1)
      out[`${label}: core rules rows/s`] = Math.round(ROWS / (rulesMs / 1000))
      out[`${label}: dry run (parse + rules + in-memory check) ms`] = wholeMs.toFixed(1)
      out[`${label}: dry run rows/s`] = Math.round(ROWS / (wholeMs / 1000))
      out[`${label}: rules / parse`] = (rulesMs / parseMs).toFixed(2)
      out[`${label}: dry run / parse`] = (wholeMs / parseMs).toFixed(2)
    }
    return out
  },
}
