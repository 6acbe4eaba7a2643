import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { CARD_ALPHABET, encodeCardCode, encodePassCode } from '../../core/check-in/member-pass.rule'
import { SCAN_MAX_GAP_MS, type ScanKey, scansOf } from '../../core/check-in/scan-burst.rule'

/*
 * What a scan is at the desk: a code typed with at most 100 ms between keys and ended by Enter.
 * The same code typed at a person's pace, cut short, or not shaped like a code is not a scan.
 */

const b64 = (n: number) => fc.string({ unit: fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'), minLength: n, maxLength: n })
const passArb = fc
  .tuple(b64(12), fc.integer({ min: 0, max: 99_999_999 }), b64(8), b64(22))
  .map(([ref, window, nonce, signature]) => encodePassCode({ ref, window, nonce, signature }))
const cardArb = fc.string({ unit: fc.constantFrom(...CARD_ALPHABET), minLength: 12, maxLength: 12 }).map(encodeCardCode)
const codeArb = fc.oneof(passArb, cardArb)

/** The keys of a text typed with these gaps (one per key, Enter's last), from a start time. */
const typed = (text: string, gaps: readonly number[], start = 1_000): ScanKey[] => {
  const keys = [...text.split(''), 'Enter']
  let at = start
  return keys.map((key, i) => {
    at += i === 0 ? 0 : (gaps[(i - 1) % gaps.length] ?? 0)
    return { key, at }
  })
}
const fastGaps = fc.array(fc.integer({ min: 0, max: SCAN_MAX_GAP_MS }), { minLength: 1, maxLength: 80 })

describe('a scan at the desk', () => {
  it('a code typed fast and ended by Enter is one scan of exactly that code', () => {
    fc.assert(fc.property(codeArb, fastGaps, (code, gaps) => {
        expect(scansOf(typed(code, gaps))).toEqual([code])
      }))
  })

  it('a scanner pressing Shift for capitals does not break the burst', () => {
    fc.assert(
      fc.property(passArb, (code) => {
        const keys = typed(code, [5]).flatMap((k) => (/[A-Z]/.test(k.key) ? [{ key: 'Shift', at: k.at }, k] : [k]))
        expect(scansOf(keys)).toEqual([code])
      }),
    )
  })

  it('one pause longer than the gap anywhere in the code means it is not scanned', () => {
    fc.assert(
      fc.property(codeArb, fc.nat(), fc.integer({ min: SCAN_MAX_GAP_MS + 1, max: 5_000 }), (code, where, slow) => {
        const gaps = Array.from({ length: code.length }, (_, i) => (i === where % code.length ? slow : 10))
        expect(scansOf(typed(code, gaps))).toEqual([])
      }),
    )
  })

  it('typing at a person’s pace is never a scan', () => {
    fc.assert(fc.property(codeArb, fc.array(fc.integer({ min: SCAN_MAX_GAP_MS + 1, max: 600 }), { minLength: 1 }), (code, gaps) => {
        expect(scansOf(typed(code, gaps))).toEqual([])
      }))
  })

  it('a burst that is not shaped like a code is not a scan', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'abcxyz0123456789 .-'), minLength: 1, maxLength: 120 }), fastGaps, (text, gaps) => {
        fc.pre(!/^MP1\.|^MC1\./.test(text))
        expect(scansOf(typed(text, gaps))).toEqual([])
      }),
    )
  })

  it('a code cut short is not a scan', () => {
    fc.assert(fc.property(codeArb, fc.nat(), fastGaps, (code, cut, gaps) => {
        expect(scansOf(typed(code.slice(0, cut % code.length), gaps))).toEqual([])
      }))
  })

  it('keys typed before a pause do not stick to the next scan', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'abc123'), minLength: 1, maxLength: 10 }), codeArb, (noise, code) => {
        const before = typed(noise, [20]).slice(0, -1)
        const last = before[before.length - 1]?.at ?? 0
        expect(scansOf([...before, ...typed(code, [8], last + SCAN_MAX_GAP_MS + 1)])).toEqual([code])
      }),
    )
  })

  it('two scans one after the other are both read', () => {
    fc.assert(
      fc.property(codeArb, codeArb, (a, b) => {
        const first = typed(a, [3])
        const end = first[first.length - 1]?.at ?? 0
        expect(scansOf([...first, ...typed(b, [3], end + 400)])).toEqual([a, b])
      }),
    )
  })
})
