import { createHmac } from 'node:crypto'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  CARD_ALPHABET,
  PASS_WINDOW_MS,
  decodeCardNumber,
  decodePassCode,
  encodeCardCode,
  encodePassCode,
  nextWindowStart,
  passSignedText,
  passWindowOf,
  scannedCodeOf,
  verifyPassCode,
} from '../../core/check-in/member-pass.rule'

/*
 * The member pass's laws: a code the server signs verifies only in its own 60-second window and
 * the one after it; changing any one character of it makes it fail; the codec round-trips.
 * The oracle signer is HMAC-SHA256 cut to 16 bytes, as the server signs.
 */

const sign = (key: string) => (text: string): string => createHmac('sha256', key).update(text).digest().subarray(0, 16).toString('base64url')

const b64 = (n: number) => fc.string({ unit: fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'), minLength: n, maxLength: n })
const instant = fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2040, 0, 1) })
const keyArb = fc.string({ minLength: 16, maxLength: 44 })

const issued = (key: string, ref: string, nonce: string, at: number): string => {
  const parts = { ref, window: passWindowOf(at), nonce }
  return encodePassCode({ ...parts, signature: sign(key)(passSignedText(parts)) })
}

describe('the member pass code', () => {
  it('round-trips through its text, and is read as a pass', () => {
    fc.assert(
      fc.property(b64(12), fc.integer({ min: 0, max: 999_999_999_999 }), b64(8), b64(22), (ref, window, nonce, signature) => {
        const text = encodePassCode({ ref, window, nonce, signature })
        expect(decodePassCode(text)).toEqual({ ref, window, nonce, signature })
        expect(scannedCodeOf(text)).toEqual({ kind: 'pass', pass: { ref, window, nonce, signature } })
        expect(scannedCodeOf(` ${text}\n`)?.kind).toBe('pass')
      }),
    )
  })

  it('verifies in the window it was issued in and the next one, and in no other', () => {
    fc.assert(
      fc.property(keyArb, b64(12), b64(8), instant, fc.integer({ min: -5 * PASS_WINDOW_MS, max: 5 * PASS_WINDOW_MS }), (key, ref, nonce, at, later) => {
        const code = issued(key, ref, nonce, at)
        const seen = at + later
        const windowsLater = Math.floor(seen / PASS_WINDOW_MS) - Math.floor(at / PASS_WINDOW_MS)
        const v = verifyPassCode(code, sign(key), seen)
        if (windowsLater === 0 || windowsLater === 1) expect(v.ok).toBe(true)
        else expect(v).toEqual({ ok: false, reason: windowsLater > 1 ? 'expired' : 'notYetValid' })
      }),
    )
  })

  it('a code shown in the last second of its window still works a full minute on', () => {
    fc.assert(
      fc.property(keyArb, b64(12), b64(8), instant, (key, ref, nonce, at) => {
        const lastMs = nextWindowStart(at) - 1
        const code = issued(key, ref, nonce, lastMs)
        expect(verifyPassCode(code, sign(key), lastMs + PASS_WINDOW_MS).ok).toBe(true)
        expect(verifyPassCode(code, sign(key), lastMs + PASS_WINDOW_MS + 1).ok).toBe(false)
      }),
    )
  })

  it('fails when any one character is changed', () => {
    fc.assert(
      fc.property(keyArb, b64(12), b64(8), instant, fc.nat(), fc.integer({ min: 1, max: 0xffff }), (key, ref, nonce, at, where, delta) => {
        const code = issued(key, ref, nonce, at)
        const i = where % code.length
        const changed = String.fromCharCode((code.charCodeAt(i) + delta) % 0x10000)
        const tampered = code.slice(0, i) + changed + code.slice(i + 1)
        fc.pre(tampered !== code)
        expect(verifyPassCode(tampered, sign(key), at).ok).toBe(false)
      }),
    )
  })

  it('fails under another key', () => {
    fc.assert(
      fc.property(keyArb, keyArb, b64(12), b64(8), instant, (key, other, ref, nonce, at) => {
        fc.pre(key !== other)
        expect(verifyPassCode(issued(key, ref, nonce, at), sign(other), at)).toEqual({ ok: false, reason: 'badSignature' })
      }),
    )
  })

  it('carries nothing but the reference, the window, the nonce and the signature', () => {
    fc.assert(
      fc.property(keyArb, b64(12), b64(8), instant, (key, ref, nonce, at) => {
        const code = issued(key, ref, nonce, at)
        expect(code.split('.')).toEqual(['MP1', ref, String(passWindowOf(at)), nonce, expect.any(String)])
      }),
    )
  })
})

describe('the card code', () => {
  const cardArb = fc.string({ unit: fc.constantFrom(...CARD_ALPHABET), minLength: 12, maxLength: 12 })

  it('round-trips, and is read as a card', () => {
    fc.assert(
      fc.property(cardArb, (n) => {
        expect(decodeCardNumber(encodeCardCode(n))).toBe(n)
        expect(scannedCodeOf(encodeCardCode(n))).toEqual({ kind: 'card', cardNumber: n })
      }),
    )
  })

  it('refuses letters that read as digits, lower case and other lengths', () => {
    for (const bad of ['MC1.ABCDEFGHIJKL', 'MC1.abcdefghjkmn', 'MC1.ABCDEFGHJKM', 'MC1.ABCDEFGHJKMNP', 'MC1ABCDEFGHJKMN', 'MC2.ABCDEFGHJKMN'])
      expect(scannedCodeOf(bad)).toBeUndefined()
  })

  it('no text is both a pass and a card', () => {
    fc.assert(fc.property(fc.string({ maxLength: 80 }), (s) => {
        expect(decodePassCode(s) !== undefined && decodeCardNumber(s) !== undefined).toBe(false)
      }))
  })
})
