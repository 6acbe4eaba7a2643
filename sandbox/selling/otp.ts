import { randomInt } from 'node:crypto'
import type { OutboxMessageWire } from '../../adapters/http/contract/otp.codecs'
import { MINUTE_MS } from '../../core/shared/constants'
import type { Db } from '../db/database'

/** OTPs: 6 digits, single use, valid 10 minutes, at most 5 attempts. */
export const OTP_VALID_MS = 10 * MINUTE_MS
export const OTP_MAX_ATTEMPTS = 5

export const writeOutbox = (db: Db, phone: string, kind: OutboxMessageWire['kind'], body: string, now: number): void => {
  db.prepare('INSERT INTO sms_outbox (phone, kind, body, created_at) VALUES (?, ?, ?, ?)').run(phone, kind, body, now)
}

export const readOutbox = (db: Db, limit: number): OutboxMessageWire[] =>
  (
    db.prepare('SELECT id, phone, kind, body, created_at FROM sms_outbox ORDER BY id DESC LIMIT ?').all(limit) as {
      id: number
      phone: string
      kind: OutboxMessageWire['kind']
      body: string
      created_at: number
    }[]
  ).map((r) => ({ id: r.id, phone: r.phone, kind: r.kind, body: r.body, createdAt: r.created_at }))

export type OtpTarget = { readonly namespace: string; readonly identifier: string; readonly context: string }

/** Issues a new OTP for the target (earlier ones stop working) and writes it to the outbox. */
export const issueOtp = (db: Db, target: OtpTarget, phone: string, now: number, fixedOtp: string | undefined): void => {
  const code = fixedOtp ?? String(randomInt(0, 1_000_000)).padStart(6, '0')
  db.transaction(() => {
    db.prepare('UPDATE otp_challenges SET superseded = 1 WHERE namespace = ? AND identifier = ? AND context = ?').run(target.namespace, target.identifier, target.context)
    db.prepare('INSERT INTO otp_challenges (namespace, identifier, context, code, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)').run(
      target.namespace,
      target.identifier,
      target.context,
      code,
      now,
      now + OTP_VALID_MS,
    )
    writeOutbox(db, phone, 'OTP', `${code} is your OTP to verify your phone at the centre. It is valid for 10 minutes. Do not share it with anyone.`, now)
  })()
}

export type OtpCheck = 'OK' | 'OTP_WRONG' | 'OTP_EXPIRED' | 'OTP_USED' | 'OTP_ATTEMPTS_EXCEEDED' | 'OTP_NOT_REQUESTED'

/** Checks an OTP: each check counts as an attempt; a right one is used up. */
export const verifyOtp = (db: Db, target: OtpTarget, otp: string, now: number): OtpCheck =>
  db.transaction((): OtpCheck => {
    const c = db
      .prepare('SELECT id, code, expires_at, attempts, used_at FROM otp_challenges WHERE namespace = ? AND identifier = ? AND context = ? AND superseded = 0 ORDER BY id DESC LIMIT 1')
      .get(target.namespace, target.identifier, target.context) as { id: number; code: string; expires_at: number; attempts: number; used_at: number | null } | undefined
    if (c === undefined) return 'OTP_NOT_REQUESTED'
    if (c.used_at !== null) return 'OTP_USED'
    if (c.attempts >= OTP_MAX_ATTEMPTS) return 'OTP_ATTEMPTS_EXCEEDED'
    if (now >= c.expires_at) return 'OTP_EXPIRED'
    db.prepare('UPDATE otp_challenges SET attempts = attempts + 1 WHERE id = ?').run(c.id)
    if (otp !== c.code) return 'OTP_WRONG'
    db.prepare('UPDATE otp_challenges SET used_at = ? WHERE id = ?').run(now, c.id)
    return 'OK'
  })()
