// ---- Words for codes the server sends (payments, payment links, lead sources); see core/shared/enum-labels.ts ----
export const PAYMENT_STATUS_LABELS: Readonly<Record<string, string>> = {
  PAID: 'Paid',
  PENDING: 'Pending',
  FAILED: 'Failed',
  PARTIALLY_REFUNDED: 'Partly refunded',
  REFUNDED: 'Refunded',
  CREATED: 'Not paid yet',
}
export const PAYMENT_SOURCE_LABELS: Readonly<Record<string, string>> = { EDC: 'Card machine', PAYMENT_LINK: 'Payment link', CASH: 'Cash', GATEWAY: 'Card', GROUP: 'Cash (group buy)' }
export const PAYMENT_LINK_STATUS_LABELS: Readonly<Record<string, string>> = { CREATED: 'Sent, not paid yet', PAID: 'Paid', EXPIRED: 'Expired', CANCELLED: 'Cancelled', FAILED: 'Failed' }
/** Lead source codes (part 3 §3) in the words of the pitch source options. */
export const LEAD_SOURCE_LABELS: Readonly<Record<string, string>> = {
  GOOGLE_SEARCH: 'Google search',
  BILL_BOARD: 'Billboard',
  CULT_APP: 'App',
  SOCIAL_MEDIA: 'Social media',
  REFERRAL: 'Referral',
}
export const LEAD_STATUS_LABELS: Readonly<Record<string, string>> = { ACTIVE: 'Open', CLOSED: 'Closed' }
/** Target upload owners and metrics (the sandbox's lists say the same words). */
export const TARGET_OWNER_LABELS: Readonly<Record<string, string>> = { CENTER: 'Centre', CENTER_MANAGER: 'Centre manager', TRAINER: 'Trainer' }
export const TARGET_METRIC_LABELS: Readonly<Record<string, string>> = {
  NEW_MEMBERSHIPS: 'New memberships',
  RENEWALS: 'Renewals',
  REVENUE: 'Revenue (₹)',
  PT_SALES: 'PT sales',
  LEADS_CONVERTED: 'Leads converted',
  PT_SESSIONS: 'PT sessions',
  PT_RENEWALS: 'PT renewals',
}
/** A membership's status (part 1 §3: PURCHASED is shown as active) and an add-on's. */
export const MEMBERSHIP_STATUS_LABELS: Readonly<Record<string, string>> = { PURCHASED: 'Active', ACTIVE: 'Active', PAUSED: 'Paused', EXPIRED: 'Expired', CANCELLED: 'Cancelled', UPCOMING: 'Upcoming' }
