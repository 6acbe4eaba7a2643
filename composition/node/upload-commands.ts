import { operationsTimeLabel } from '../../core/operations/operations-time.rule'
import { readFile } from 'node:fs/promises'
import { basename } from 'node:path'
import Papa from 'papaparse'
import { BULK_UPLOAD_COLUMNS, BULK_UPLOAD_KINDS, BULK_UPLOAD_OPTIONAL_COLUMNS, type BulkUploadKind, type RowError } from '../../core/operations/bulk-upload'
import type { UseCases } from '../../core/use-cases'
import { parseOptions } from './selling-commands'

// ---- operations: the upload CLI ----

export const UPLOAD_USAGE = `  upload <segment|offer|extend|leads> <file.csv> [--type SELECT|ELITE|PRO] [--centre <centerServiceId>] [--dry-run]
               a bulk upload through the same rules as the troubleshooting screens: every problem
               by row, column and reason (then exit 1, nothing applied); else applied, every row
               or none. --dry-run checks only (the server's check is kept in the upload history;
               no data changes). extend needs --type. Columns: ${BULK_UPLOAD_KINDS.map((k) => `${k} ${BULK_UPLOAD_COLUMNS[k].join(',')}${BULK_UPLOAD_OPTIONAL_COLUMNS[k].length === 0 ? '' : ` (optional ${BULK_UPLOAD_OPTIONAL_COLUMNS[k].join(',')})`}`).join('; ')}`

class CliError extends Error {}

/** One problem as a line: 'Row 3, userId: Digits only'. */
export const problemLine = (e: RowError): string => `Row ${e.row}, ${e.column}: ${e.reason}`

/** A CSV file's lines as cells, blank lines kept (index + 1 is the row number), as the screens read it. */
export const readCsvRows = (text: string): string[][] => Papa.parse<string[]>(text, { skipEmptyLines: false }).data

type Out = { readonly out: (s: string) => void; readonly err: (s: string) => void }
const STD: Out = { out: (s) => process.stdout.write(`${s}\n`), err: (s) => process.stderr.write(`${s}\n`) }

/**
 * `upload <kind> <file> [--dry-run]`: the bulk-upload use cases of the troubleshooting screens
 * (dryRunBulkUpload, then applyBulkUpload). Exit 0 when clean (and applied unless --dry-run), 1
 * when the file has problems or the server refuses, 2 on a usage error.
 */
export const runUploadCommand = async (portal: UseCases, args: readonly string[], json: boolean, io: Out = STD): Promise<number> => {
  try {
    const [kindArg, path, ...rest] = args
    const kind = BULK_UPLOAD_KINDS.find((k) => k === kindArg)
    if (kind === undefined) throw new CliError(`upload needs a kind: one of ${BULK_UPLOAD_KINDS.join(', ')}${kindArg === undefined ? '' : ` (not '${kindArg}')`}`)
    if (path === undefined || path.startsWith('--')) throw new CliError('upload needs a CSV file: npm run core -- upload <kind> <file.csv>')
    const o = parseOptions(rest)
    const one = (name: string): string | undefined => {
      const v = o.get(name)?.[0]
      return v === 'true' ? undefined : v
    }
    const dryRun = o.has('dry-run')
    const text = await readFile(path, 'utf8').catch((e: unknown) => {
      throw new CliError(`Cannot read ${path}: ${e instanceof Error ? e.message : String(e)}`)
    })
    const ctx = await portal.loadCentreContext()()
    if (ctx._tag === 'Left') throw new Error(`${ctx.left._tag}: ${ctx.left.message}`)
    const wanted = one('centre')
    const centre = wanted === undefined ? ctx.right.selected : ctx.right.centers.find((c) => String(c.centerServiceId) === wanted)
    if (centre === undefined) throw new Error(wanted === undefined ? 'You have no centre' : `No centre with service id ${wanted} among yours`)
    const type = one('type')
    return await uploadFile(portal, { kind, centreId: centre.id, centreName: centre.name, fileName: basename(path), text, dryRun, ...(type === undefined ? {} : { type }) }, json, io)
  } catch (e) {
    io.err(e instanceof Error ? e.message : String(e))
    return e instanceof CliError ? 2 : 1
  }
}

type UploadRequest = { kind: BulkUploadKind; centreId: number; centreName: string; fileName: string; text: string; type?: string; dryRun: boolean }

const uploadFile = async (portal: UseCases, r: UploadRequest, json: boolean, io: Out): Promise<number> => {
  const dry = await portal.dryRunBulkUpload({ kind: r.kind, centreId: r.centreId, fileName: r.fileName, raw: readCsvRows(r.text), ...(r.type === undefined ? {} : { type: r.type }) })()
  if (dry._tag === 'Left') {
    if (dry.left._tag === 'ValidationFailed') throw new CliError(Object.entries(dry.left.errors).map(([f, m]) => `${f === 'type' ? '--type' : f}: ${m}`).join('; '))
    throw new Error(dry.left.message)
  }
  const d = dry.right
  const check = d.check
  const summary = { kind: r.kind, centre: r.centreName, fileName: d.fileName, rows: d.dataRows, problems: d.errors, changes: check?.changes ?? 0, unchanged: check?.unchanged ?? 0 }
  if (d.errors.length > 0) {
    if (json) io.out(JSON.stringify({ ...summary, applied: false }, null, 2))
    else {
      io.out(`${d.fileName}: ${d.dataRows} rows, ${d.errors.length} problem${d.errors.length === 1 ? '' : 's'}; nothing was changed`)
      for (const e of d.errors) io.out(problemLine(e))
    }
    return 1
  }
  if (r.dryRun || check === undefined) {
    if (json) io.out(JSON.stringify({ ...summary, applied: false, ...(check?.alreadyApplied === undefined ? {} : { alreadyApplied: check.alreadyApplied }) }, null, 2))
    else {
      io.out(`${d.fileName}: ${d.dataRows} rows, no problems (dry run: nothing was changed)`)
      io.out(`Would change ${summary.changes} rows; ${summary.unchanged} already as asked`)
      if (check?.alreadyApplied !== undefined) io.out(`This file was applied before by ${check.alreadyApplied.uploadedBy} (${operationsTimeLabel(check.alreadyApplied.uploadedOn)}): applying it changes nothing`)
    }
    return 0
  }
  const applied = await portal.applyBulkUpload({ kind: r.kind, uploadId: check.uploadId })()
  if (applied._tag === 'Left') throw new Error(applied.left.message)
  const a = applied.right
  if (json) io.out(JSON.stringify({ ...summary, applied: a.value.status === 'APPLIED', message: a.message, status: a.value.status, changed: a.value.changed, uploadId: a.value.uploadId }, null, 2))
  else io.out(a.value.status === 'APPLIED' ? `${a.message}: ${a.value.changed} rows changed (upload ${a.value.uploadId})` : `${a.message} (upload ${a.value.uploadId})`)
  return 0
}
