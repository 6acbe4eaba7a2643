import type { Either } from 'fp-ts/Either'
import * as E from 'fp-ts/Either'
import { CSV_HEADER_REQUIRED, CSV_NOT_READABLE, CSV_ROWS_REQUIRED, UPLOAD_COLUMN_MISSING, UPLOAD_COLUMN_UNKNOWN, UPLOAD_DUPLICATE_ROW, UPLOAD_TOO_MANY_ROWS } from '../shared/messages'
import { BULK_UPLOAD_MAX_ROWS, type BulkRow, type ColumnRule, type RowError } from './bulk-upload'

/** One column of an upload (defined beside the upload kinds' column lists, bulk-upload.ts). */
export type { ColumnRule }

/** The columns of an upload and, optionally, what makes two rows the same (reported as a duplicate). */
export type TableRule = { readonly columns: readonly ColumnRule[]; readonly keyOf?: (cells: readonly string[]) => string; readonly maxRows?: number }

/** A file read against its rule: the rows that pass and every problem of every row. */
export type TableReading = { readonly header: number; readonly rows: readonly BulkRow[]; readonly errors: readonly RowError[]; readonly dataRows: number }

/** A blank line: every cell empty or white space (skipped, part 3 §5). */
export const isBlankRow = (row: readonly string[]): boolean => row.every((c) => c.trim() === '')

/** A header name as matched: trimmed, any BOM dropped, case ignored. */
export const headerName = (s: string): string => s.replace(/^\uFEFF/, '').trim().toLowerCase()

/** Where the rule's columns sit in the header row (-1: an optional column left out), or the names that are missing. */
const columnIndexes = (rule: TableRule, header: readonly string[]): Either<readonly string[], readonly number[]> => {
  const names = header.map(headerName)
  const idx = rule.columns.map((c) => names.indexOf(c.name.toLowerCase()))
  const missing = rule.columns.filter((c, i) => idx[i] === -1 && c.optional !== true).map((c) => c.name)
  return missing.length > 0 ? E.left(missing) : E.right(idx)
}

/** Characters a text file does not hold: NUL and other control characters, and bytes that are not UTF-8 text. */
const isNotText = (code: number): boolean => (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || code === 0xfffd

/**
 * Whether the parsed lines are text at all: a binary file renamed .csv (a spreadsheet, an image)
 * reads as lines full of control characters and undecodable bytes. Judged on the first lines: any
 * NUL, or more than one character in twenty that is not text.
 */
export const looksLikeText = (raw: readonly (readonly string[])[]): boolean => {
  let chars = 0
  let bad = 0
  for (const line of raw.slice(0, 50))
    for (const cell of line) {
      if (cell.includes('\u0000')) return false
      chars += cell.length
      for (let i = 0; i < cell.length; i++) if (isNotText(cell.charCodeAt(i))) bad++
    }
  return bad * 20 <= chars
}

/** The header's names the rule does not know (blank header cells are not columns), as the file writes them. */
const unknownColumns = (rule: TableRule, header: readonly string[]): readonly string[] => {
  const known = new Set(rule.columns.map((c) => c.name.toLowerCase()))
  return header.map((h) => h.replace(/^\uFEFF/, '').trim()).filter((h) => h !== '' && !known.has(h.toLowerCase()))
}

/**
 * Reads the rows of a CSV file (as the parser gave them, one array of cells per line, blank lines
 * included so that the index + 1 is the file's row number) against an upload's rule (part 3 §5):
 * a file that is not text is refused as not a readable CSV;
 * the first non-blank line is the header row (columns found by name, any order, case ignored; an
 * optional column may be left out; a column the rule does not know is a problem of the header row
 * that names it, so that no value the file holds is dropped without a word); blank lines are
 * skipped; at least one data row; every cell checked; every problem reported with its row number,
 * column and reason, all at once. Pure and total.
 */
export const readTable = (rule: TableRule, raw: readonly (readonly string[])[]): TableReading => {
  if (!looksLikeText(raw)) return { header: 0, rows: [], errors: [{ row: 1, column: 'file', reason: CSV_NOT_READABLE }], dataRows: 0 }
  const h = raw.findIndex((r) => !isBlankRow(r))
  if (h === -1) return { header: 0, rows: [], errors: [{ row: 1, column: 'file', reason: CSV_HEADER_REQUIRED }], dataRows: 0 }
  const headerRow = h + 1
  const idx = columnIndexes(rule, raw[h] ?? [])
  if (E.isLeft(idx)) return { header: headerRow, rows: [], errors: idx.left.map((c) => ({ row: headerRow, column: c, reason: UPLOAD_COLUMN_MISSING(c) })), dataRows: 0 }
  const max = rule.maxRows ?? BULK_UPLOAD_MAX_ROWS
  const rows: BulkRow[] = []
  const errors: RowError[] = unknownColumns(rule, raw[h] ?? []).map((c) => ({ row: headerRow, column: c, reason: UPLOAD_COLUMN_UNKNOWN(c, rule.columns.map((k) => k.name)) }))
  const seen = new Map<string, number>()
  let dataRows = 0
  for (let i = h + 1; i < raw.length; i++) {
    const line = raw[i] ?? []
    if (isBlankRow(line)) continue
    dataRows++
    const row = i + 1
    if (dataRows > max) {
      errors.push({ row, column: 'file', reason: UPLOAD_TOO_MANY_ROWS(max) })
      break
    }
    const cells: string[] = []
    let ok = true
    rule.columns.forEach((c, k) => {
      const at = idx.right[k] ?? -1
      const checked = c.check(at === -1 ? '' : (line[at] ?? ''))
      if (E.isLeft(checked)) {
        ok = false
        errors.push({ row, column: c.name, reason: checked.left })
      } else cells.push(checked.right)
    })
    if (!ok) continue
    if (rule.keyOf !== undefined) {
      const key = rule.keyOf(cells)
      const first = seen.get(key)
      if (first !== undefined) {
        errors.push({ row, column: rule.columns[0]?.name ?? 'row', reason: UPLOAD_DUPLICATE_ROW(first) })
        continue
      }
      seen.set(key, row)
    }
    rows.push({ row, cells })
  }
  if (dataRows === 0) errors.push({ row: headerRow, column: 'file', reason: CSV_ROWS_REQUIRED })
  return { header: headerRow, rows, errors, dataRows }
}

/** A staged row as the server keeps it: its row number in the file and its cells, in the rule's column order. */
export type StagedRow = { readonly row: number; readonly cells: readonly string[] }

/**
 * The check a staged row gets again before a dry run or an apply (the server trusts no browser):
 * the number of cells, every cell against its column (the first problem of the row reported),
 * and, across the rows given in turn, a row repeating an earlier one's key. A row that passes comes
 * back with its cleaned cells. Keeps the keys it has seen, so make one per pass over the rows.
 */
export const stagedRowCheck = (rule: TableRule): ((r: StagedRow) => { readonly errors: readonly RowError[] } | { readonly cells: readonly string[] }) => {
  const seen = new Map<string, number>()
  const required = rule.columns.filter((c) => c.optional !== true).length
  return ({ row, cells: raw }) => {
    const errors: RowError[] = []
    let ok = raw.length >= required && raw.length <= rule.columns.length
    if (!ok) errors.push({ row, column: 'row', reason: `${rule.columns.length} cells expected` })
    const cells: string[] = []
    rule.columns.forEach((c, k) => {
      const v = c.check(raw[k] ?? '')
      if (E.isLeft(v)) {
        if (ok) errors.push({ row, column: c.name, reason: v.left })
        ok = false
      } else cells.push(v.right)
    })
    if (!ok) return { errors }
    const key = rule.keyOf?.(cells)
    if (key !== undefined) {
      const first = seen.get(key)
      if (first !== undefined) return { errors: [{ row, column: rule.columns[0]?.name ?? 'row', reason: UPLOAD_DUPLICATE_ROW(first) }] }
      seen.set(key, row)
    }
    return { cells }
  }
}
