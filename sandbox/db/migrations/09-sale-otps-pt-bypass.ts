import type { Migration } from '../migration'

export const saleOtpsAndPtBypass: Migration = {
  id: 9,
  name: 'sale OTPs verified on the server, and the PT OTP-bypass whitelist',
  sql: `
      CREATE TABLE sale_otp_verifications (
        id INTEGER PRIMARY KEY,
        staff_id TEXT NOT NULL,
        context TEXT NOT NULL,
        user_id TEXT NOT NULL,
        amount_paise INTEGER NOT NULL,
        verified_at INTEGER NOT NULL,
        used_at INTEGER,
        order_id TEXT
      );
      CREATE INDEX sale_otp_verifications_by_sale ON sale_otp_verifications (staff_id, context, user_id, amount_paise);
      CREATE TABLE pt_otp_bypass (email TEXT PRIMARY KEY);
    `,
}
