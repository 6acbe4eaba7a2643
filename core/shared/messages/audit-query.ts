// ---- Audit trail: what a search or an export refuses (kept apart so the use cases load no word lists) ----
export const AUDIT_MEMBER_ID_INVALID = 'A user id is digits only'
export const AUDIT_DAY_INVALID = 'Pick a day as YYYY-MM-DD'
