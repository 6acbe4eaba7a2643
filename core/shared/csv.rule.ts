/**
 * The one CSV rule every export uses (the report screens' CSV, `report --csv`, `issues --csv`):
 * a spreadsheet must never read a cell as a formula. Following OWASP's CSV injection guidance, a
 * text cell that starts with `=`, `+`, `-`, `@`, a tab or a carriage return is written with a
 * single quote in front of it and the field quoted, so Excel, LibreOffice and Sheets show the text
 * as it was typed and run nothing. A number stays a number: a numeric cell, a text that is a
 * plain number ('-12.50', '+5') or a phone number ('+91 98000 00001') is not touched.
 */

/** The characters that make a spreadsheet read a cell as a formula (OWASP). */
export const FORMULA_TRIGGERS: readonly string[] = ['=', '+', '-', '@', '\t', '\r']

const PLAIN_NUMBER = /^[+-]?\d+(\.\d+)?$/
const PHONE = /^\+\d[\d ]{6,19}$/

/** Whether a text would be read as a formula (a plain number or a phone number is not). */
export const startsLikeFormula = (s: string): boolean =>
  s !== '' && FORMULA_TRIGGERS.includes(s.charAt(0)) && !PLAIN_NUMBER.test(s) && !PHONE.test(s)

/** A cell as it is written: a text that would be read as a formula gets a single quote in front. */
export const neutraliseCell = (v: string | number | null | undefined): string => {
  if (v === null || v === undefined) return ''
  if (typeof v === 'number') return Number.isFinite(v) ? String(v) : ''
  return startsLikeFormula(v) ? `'${v}` : v
}

/** One field of a line: quoted when it holds a comma, a quote, a line break, or was neutralised. */
const field = (v: string | number | null | undefined): string => {
  const text = neutraliseCell(v)
  const quote = /[",\r\n]/.test(text) || text !== (typeof v === 'string' ? v : text) || text.startsWith(' ') || text.endsWith(' ')
  return quote ? `"${text.replace(/"/g, '""')}"` : text
}

/** One line: a line whose only field is empty is written '""', so it is a row and not a blank line. */
const line = (r: readonly (string | number | null | undefined)[]): string => {
  const text = r.map(field).join(',')
  return text === '' && r.length > 0 ? '""' : text
}

/** The CSV text of a table (header first if given), lines ended by CRLF as RFC 4180 writes them. */
export const csvText = (rows: readonly (readonly (string | number | null | undefined)[])[]): string => rows.map(line).join('\r\n')

/** A table with a header row of labels, as the report exports hand it over. */
export const csvOfTable = (t: { readonly fields: readonly string[]; readonly data: readonly (readonly (string | number)[])[] }): string => csvText([t.fields, ...t.data])
