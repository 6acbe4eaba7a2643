import { createHmac, randomBytes, randomInt } from 'node:crypto'
import {
  CARD_ALPHABET,
  CARD_NUMBER_LENGTH,
  PASS_NONCE_LENGTH,
  PASS_REF_LENGTH,
  PASS_WINDOW_MS,
  encodeCardCode,
  encodePassCode,
  passSignedText,
  passWindowOf,
} from '../../core/check-in/member-pass.rule'
import type { MemberCardWire } from '../../adapters/http/contract/member-pass.codecs'
import type { Db } from '../db/database'
import { signingKey } from '../secrets/signing-key'

/*
 * The member pass and card as the server keeps them. The pass key is derived from the sandbox's
 * signing key (SANDBOX_SIGNING_KEY, else the data folder's own key: sandbox/secrets/signing-key.ts)
 * with a label of its own, so a pass signature can never stand for another signature the sandbox
 * makes. A member's pass reference is random and opaque (no phone, name or user id in a code).
 */

const passKeys = new WeakMap<Db, Buffer>()
const passKey = (db: Db): Buffer => {
  const known = passKeys.get(db)
  if (known !== undefined) return known
  const k = createHmac('sha256', signingKey(db)).update('member-pass v1').digest()
  passKeys.set(db, k)
  return k
}

/** The server's signature of a pass's signed text: HMAC-SHA256 under the pass key, its first 16 bytes. */
export const passSignature = (db: Db) => (signedText: string): string =>
  createHmac('sha256', passKey(db)).update(signedText).digest().subarray(0, 16).toString('base64url')

const randomB64 = (chars: number): string => randomBytes(Math.ceil((chars * 3) / 4)).toString('base64url').slice(0, chars)

/** The member's pass reference, made on first use. */
export const passRefOf = (db: Db, userId: string, now: number): string => {
  const known = db.prepare('SELECT ref FROM member_pass_refs WHERE user_id = ?').pluck().get(userId) as string | undefined
  if (known !== undefined) return known
  const ref = randomB64(PASS_REF_LENGTH)
  db.prepare('INSERT INTO member_pass_refs (user_id, ref, created_at) VALUES (?, ?, ?)').run(userId, ref, now)
  return ref
}

/** The member whose pass reference this is. */
export const memberOfPassRef = (db: Db, ref: string): string | undefined =>
  db.prepare('SELECT user_id FROM member_pass_refs WHERE ref = ?').pluck().get(ref) as string | undefined

/** A fresh pass code for the member in the window of `now` (a new nonce each time). */
export const issuePassCode = (db: Db, userId: string, now: number): string => {
  const parts = { ref: passRefOf(db, userId, now), window: passWindowOf(now), nonce: randomB64(PASS_NONCE_LENGTH) }
  return encodePassCode({ ...parts, signature: passSignature(db)(passSignedText(parts)) })
}

/** Whether this code (reference, window, nonce) was already used to check in. */
export const passUsed = (db: Db, ref: string, window: number, nonce: string): boolean =>
  db.prepare('SELECT 1 FROM member_pass_uses WHERE ref = ? AND pass_window = ? AND nonce = ?').get(ref, window, nonce) !== undefined

/**
 * Records a code as used (answers false when it already was). Codes older than the grace window
 * can never verify again, so their records are dropped as new ones come.
 */
export const usePass = (db: Db, ref: string, window: number, nonce: string, now: number): boolean => {
  db.prepare('DELETE FROM member_pass_uses WHERE used_at < ?').run(now - 5 * PASS_WINDOW_MS)
  return db.prepare('INSERT OR IGNORE INTO member_pass_uses (ref, pass_window, nonce, used_at) VALUES (?, ?, ?, ?)').run(ref, window, nonce, now).changes === 1
}

// ---- The printed card ----

type CardRow = { card_number: string; user_id: string; issued_at: number; revoked_at: number | null }

export const cardWire = (r: CardRow): MemberCardWire => ({
  cardNumber: r.card_number,
  code: encodeCardCode(r.card_number),
  issuedAt: r.issued_at,
  revokedAt: r.revoked_at,
})

/** The member's latest card (active or revoked), if any. */
export const latestCardOf = (db: Db, userId: string): CardRow | undefined =>
  db.prepare('SELECT * FROM member_cards WHERE user_id = ? ORDER BY issued_at DESC, rowid DESC LIMIT 1').get(userId) as CardRow | undefined

export const cardByNumber = (db: Db, cardNumber: string): CardRow | undefined =>
  db.prepare('SELECT * FROM member_cards WHERE card_number = ?').get(cardNumber) as CardRow | undefined

const freshCardNumber = (db: Db): string => {
  for (;;) {
    const n = Array.from({ length: CARD_NUMBER_LENGTH }, () => CARD_ALPHABET[randomInt(CARD_ALPHABET.length)]).join('')
    if (cardByNumber(db, n) === undefined) return n
  }
}

/** Issues a new card: the member's active card, if any, is revoked first (one active card a member). */
export const issueCard = (db: Db, userId: string, staffId: string, now: number): CardRow =>
  db.transaction(() => {
    db.prepare('UPDATE member_cards SET revoked_at = ?, revoked_by = ? WHERE user_id = ? AND revoked_at IS NULL').run(now, staffId, userId)
    const n = freshCardNumber(db)
    db.prepare('INSERT INTO member_cards (card_number, user_id, issued_at, issued_by, revoked_at, revoked_by) VALUES (?, ?, ?, ?, NULL, NULL)').run(n, userId, now, staffId)
    return cardByNumber(db, n) as CardRow
  })()

/** Revokes the member's active card; undefined when there is none. */
export const revokeCard = (db: Db, userId: string, staffId: string, now: number): CardRow | undefined => {
  const active = db.prepare('SELECT card_number FROM member_cards WHERE user_id = ? AND revoked_at IS NULL').pluck().get(userId) as string | undefined
  if (active === undefined) return undefined
  db.prepare('UPDATE member_cards SET revoked_at = ?, revoked_by = ? WHERE card_number = ?').run(now, staffId, active)
  return cardByNumber(db, active)
}
