import fc from 'fast-check'
import Papa from 'papaparse'
import { describe, expect, it } from 'vitest'
import { csvText, neutraliseCell } from '../../core/shared/csv.rule'

/** OWASP CSV injection: a cell starting with one of these is read by a spreadsheet as a formula. */
const TRIGGERS = ['=', '+', '-', '@', '\t', '\r']
const isNumberText = (s: string) => /^[+-]?\d+(\.\d+)?$/.test(s)

const parse = (text: string): string[][] => Papa.parse<string[]>(text, { delimiter: ',', newline: '\r\n', skipEmptyLines: false }).data

/** Texts staff could type, weighted towards the dangerous starts and the characters CSV must quote. */
const text = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc.tuple(fc.constantFrom(...TRIGGERS), fc.string({ maxLength: 20 })).map(([t, s]) => t + s),
  fc.constantFrom('=HYPERLINK("http://evil.example","Click")', '@SUM(A1:A9)', '+cmd|\' /C calc\'!A0', '-2+3', 'a,b', 'say "hi"', 'two\r\nlines', ' padded ', '-12.50', '+919800000001'),
)
const table = fc.array(fc.array(text, { minLength: 1, maxLength: 5 }), { minLength: 1, maxLength: 6 }).filter((rows) => rows.every((r) => r.length === rows[0]?.length))

describe('CSV exports never hand a spreadsheet a formula (OWASP CSV injection)', () => {
  it('reads back every cell as written, or with one single quote in front when it starts like a formula', () => {
    fc.assert(
      fc.property(table, (rows) => {
        const back = parse(csvText(rows))
        expect(back.length).toBe(rows.length)
        rows.forEach((r, i) =>
          r.forEach((cell, j) => {
            const got = back[i]?.[j]
            const dangerous = TRIGGERS.includes(cell.charAt(0)) && !isNumberText(cell)
            if (dangerous) expect(got).toBe(`'${cell}`)
            else if (!TRIGGERS.includes(cell.charAt(0))) expect(got).toBe(cell)
            else expect([cell, `'${cell}`]).toContain(got)
          }),
        )
      }),
    )
  })

  it('leaves no text cell starting with a formula character, except a plain number', () => {
    fc.assert(
      fc.property(table, (rows) => {
        for (const cell of parse(csvText(rows)).flat()) if (TRIGGERS.includes(cell.charAt(0))) expect(isNumberText(cell) || /^\+\d[\d ]+$/.test(cell)).toBe(true)
      }),
    )
  })

  it('writes numbers as numbers: negative amounts, money with decimals and phone numbers are not quoted', () => {
    expect(csvText([[-1250, '-12.50', '+919800000001', 42]])).toBe('-1250,-12.50,+919800000001,42')
    expect(neutraliseCell('+91 98000 00001')).toBe('+91 98000 00001')
  })

  it('neutralises the issue’s example: a member named =HYPERLINK(…)', () => {
    expect(csvText([['Name'], ['=HYPERLINK("http://evil.example","Click")']])).toBe('Name\r\n"\'=HYPERLINK(""http://evil.example"",""Click"")"')
    expect(csvText([['@SUM(A1)', '-2+3', '\tx']])).toBe(`"'@SUM(A1)","'-2+3","'\tx"`)
  })
})
