import * as E from 'fp-ts/Either'
import Papa from 'papaparse'
import { describe, expect, it } from 'vitest'
import { looksLikeText, readTable } from '../../../../core/operations/csv-table.rule'

const rule = { columns: [{ name: 'name', check: (c: string) => (c.trim() === '' ? E.left('A value is required') : E.right(c.trim())) }] }

/** The bytes of a file as the browser's parser reads them (UTF-8 text). */
const parsed = (bytes: Uint8Array): string[][] => Papa.parse<string[]>(new TextDecoder().decode(bytes), { skipEmptyLines: false }).data

describe('a file named .csv that is not text', () => {
  it('a spreadsheet (a zip: PK header, NUL bytes) is refused as not a readable CSV, not as a missing column', () => {
    const xlsx = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00, 0x08, 0x00, 0x00, 0x00, 0x21, 0x00, 0xc3, 0x28, 0x9f, 0xff, 0x10, 0x02])
    const r = readTable(rule, parsed(xlsx))
    expect(r.errors).toEqual([{ row: 1, column: 'file', reason: expect.stringMatching(/^This file is not a readable CSV/) }])
  })

  it('an image (PNG bytes) is refused the same way', () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52, 0xfe, 0xfd, 0x01, 0x02])
    expect(readTable(rule, parsed(png)).errors[0]?.reason).toMatch(/not a readable CSV/)
  })

  it('a real CSV, with names in any script, a BOM and tabs in a cell, is text', () => {
    const text = new TextEncoder().encode('\uFEFFname\nŚrīnivās\tR\nअनन्या\n')
    expect(looksLikeText(parsed(text))).toBe(true)
    expect(readTable(rule, parsed(text)).errors).toEqual([])
  })

  it('a CSV without the column still says which column is missing', () => {
    expect(readTable(rule, [['phone'], ['9000000001']]).errors[0]?.reason).toBe("The header row has no 'name' column")
  })
})
