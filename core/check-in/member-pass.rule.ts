import type { EpochMs } from '../shared/brands'

/*
 * The member pass and the printed card, as text a scanner types or a camera reads.
 *
 * A pass code is `MP1.<member ref>.<window>.<nonce>.<signature>`:
 *  - the member ref is an opaque reference the server gave the member (never the phone, the name
 *    or the user id), 12 base64url characters;
 *  - the window is the 60-second window the code was issued in (minutes since the epoch, decimal);
 *  - the nonce makes every issued code unique (8 base64url characters), so a code can be used once;
 *  - the signature is the server's HMAC-SHA256 over everything before it, cut to its first 16
 *    bytes (22 base64url characters).
 * A card code is `MC1.<card number>`: 12 characters of Crockford's base32 (no I, L, O or U), issued
 * by the server at random and revocable.
 *
 * The signing itself happens on the server (the core holds no key): `verifyPassCode` takes the
 * signature the server computes for the signed text and decides the outcome.
 */

/** A pass code changes every 60 seconds. */
export const PASS_WINDOW_MS = 60_000
/** A code is still accepted during the one window after its own (a code shown at 10:00:59 works until 10:01:59). */
export const PASS_GRACE_WINDOWS = 1

export const PASS_PREFIX = 'MP1'
export const CARD_PREFIX = 'MC1'
export const PASS_REF_LENGTH = 12
export const PASS_NONCE_LENGTH = 8
export const PASS_SIGNATURE_LENGTH = 22
export const CARD_NUMBER_LENGTH = 12
/** The characters of a card number: Crockford's base32 (no I, L, O or U, so nothing reads as 1 or 0). */
export const CARD_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'

const B64URL = '[A-Za-z0-9_-]'
const PASS_SHAPE = new RegExp(
  `^${PASS_PREFIX}\\.(${B64URL}{${PASS_REF_LENGTH}})\\.(0|[1-9][0-9]{0,11})\\.(${B64URL}{${PASS_NONCE_LENGTH}})\\.(${B64URL}{${PASS_SIGNATURE_LENGTH}})$`,
)
const CARD_SHAPE = new RegExp(`^${CARD_PREFIX}\\.([${CARD_ALPHABET}]{${CARD_NUMBER_LENGTH}})$`)

/** The parts of a pass code. */
export type PassCode = {
  readonly ref: string
  readonly window: number
  readonly nonce: string
  readonly signature: string
}

/** What a scanned text is: a pass code, a card code, or neither. */
export type ScannedCode =
  | { readonly kind: 'pass'; readonly pass: PassCode }
  | { readonly kind: 'card'; readonly cardNumber: string }

/** The 60-second window an instant falls in. */
export const passWindowOf = (now: EpochMs | number): number => Math.floor(now / PASS_WINDOW_MS)

/** The first instant of the window after this one: when the pass page shows a new code. */
export const nextWindowStart = (now: EpochMs | number): number => (passWindowOf(now) + 1) * PASS_WINDOW_MS

/** The text the server signs: everything of the code before the signature. */
export const passSignedText = (p: Pick<PassCode, 'ref' | 'window' | 'nonce'>): string => `${PASS_PREFIX}.${p.ref}.${p.window}.${p.nonce}`

/** A pass code as text. */
export const encodePassCode = (p: PassCode): string => `${passSignedText(p)}.${p.signature}`

/** A card code as text. */
export const encodeCardCode = (cardNumber: string): string => `${CARD_PREFIX}.${cardNumber}`

/** A pass code's parts, or undefined when the text is not exactly a pass code's shape. */
export const decodePassCode = (text: string): PassCode | undefined => {
  const m = PASS_SHAPE.exec(text)
  if (m === null) return undefined
  const [, ref = '', window = '', nonce = '', signature = ''] = m
  const w = Number(window)
  return Number.isSafeInteger(w) ? { ref, window: w, nonce, signature } : undefined
}

/** A card number, or undefined when the text is not exactly a card code's shape. */
export const decodeCardNumber = (text: string): string | undefined => CARD_SHAPE.exec(text)?.[1]

/** What a scanned text is (surrounding spaces ignored), or undefined when it is neither a pass nor a card code. */
export const scannedCodeOf = (text: string): ScannedCode | undefined => {
  const t = text.trim()
  const pass = decodePassCode(t)
  if (pass !== undefined) return { kind: 'pass', pass }
  const card = decodeCardNumber(t)
  return card === undefined ? undefined : { kind: 'card', cardNumber: card }
}

/** Whether a text has the shape of a pass or card code. */
export const isScanCode = (text: string): boolean => scannedCodeOf(text) !== undefined

/** A card number as printed under its code: three groups of four. */
export const cardNumberForPrint = (cardNumber: string): string => cardNumber.replace(/(.{4})(?=.)/g, '$1 ')

/** Equal texts, compared in time that does not depend on where they differ. */
export const sameSignature = (a: string, b: string): boolean => {
  if (a.length !== b.length) return false
  let diff = 0
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i)
  return diff === 0
}

/** Where a window stands against now: its own window or the grace window, too old, or not yet come. */
export const windowStanding = (window: number, now: EpochMs | number): 'current' | 'expired' | 'future' => {
  const current = passWindowOf(now)
  if (window > current) return 'future'
  return current - window <= PASS_GRACE_WINDOWS ? 'current' : 'expired'
}

/** The outcome of checking a scanned pass code. */
export type PassVerdict =
  | { readonly ok: true; readonly pass: PassCode }
  | { readonly ok: false; readonly reason: 'malformed' | 'badSignature' | 'expired' | 'notYetValid' }

/**
 * Checks a pass code: its shape, then its signature (`signatureOf` is the server's signature of a
 * signed text), then its window. The signature is checked first, so a forged code learns nothing
 * about the clock. Single use is the server's record of used codes, not this rule.
 */
export const verifyPassCode = (text: string, signatureOf: (signedText: string) => string, now: EpochMs | number): PassVerdict => {
  const pass = decodePassCode(text.trim())
  if (pass === undefined) return { ok: false, reason: 'malformed' }
  if (!sameSignature(signatureOf(passSignedText(pass)), pass.signature)) return { ok: false, reason: 'badSignature' }
  const standing = windowStanding(pass.window, now)
  if (standing === 'expired') return { ok: false, reason: 'expired' }
  if (standing === 'future') return { ok: false, reason: 'notYetValid' }
  return { ok: true, pass }
}
