import type { Db } from '../db/database'
import { PERSONAS } from './personas'

/** Tables of the sale OTPs (verifications recorded by the server, the PT OTP-bypass whitelist). */
export const SALE_OTP_TABLES = ['sale_otp_verifications', 'pt_otp_bypass'] as const

/** The staff whose PT sales skip the price-drop OTP: the internal centre manager (persona internal-cm). */
export const PT_OTP_BYPASS_PERSONAS = ['internal-cm'] as const

export const seedSaleOtp = (db: Db, _now: number): void => {
  const ins = db.prepare('INSERT INTO pt_otp_bypass (email) VALUES (?)')
  for (const p of PERSONAS) if ((PT_OTP_BYPASS_PERSONAS as readonly string[]).includes(p.persona)) ins.run(p.email)
}
