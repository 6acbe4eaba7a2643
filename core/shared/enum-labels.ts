import {
  ATTENDANCE_STATUS_LABELS,
  CENTRE_TYPE_LABELS,
  DELINQUENCY_KIND_LABELS,
  DELINQUENCY_STATUS_LABELS,
  DOOR_ACTION_LABELS,
  DOOR_KIND_LABELS,
  DOOR_STATUS_LABELS,
  DOOR_VENDOR_LABELS,
  EMPLOYEE_STATUS_LABELS,
  INTERACTION_KIND_LABELS,
  ISSUE_CATEGORY_LABELS,
  ISSUE_STATUS_LABELS,
  LEAD_CATEGORY_LABELS,
  LEAD_QUALITY_LABELS,
  LEAD_SOURCE_LABELS,
  LEAD_STATUS_LABELS,
  LEAVE_STATUS_LABELS,
  MEMBERSHIP_STATUS_LABELS,
  PAYMENT_LINK_STATUS_LABELS,
  PAYMENT_SOURCE_LABELS,
  PAYMENT_STATUS_LABELS,
  SHIFT_KIND_LABELS,
  TARGET_METRIC_LABELS,
  TARGET_OWNER_LABELS,
} from './messages'

/**
 * The one labelling rule for codes a person reads (screens, CSV files, the CLI): every kind of
 * code has its words in the message catalogue, registered here by domain. A code with no words
 * yet is never shown raw: 'SOCIAL_MEDIA' reads 'Social media'. A value that is already words
 * (the server sometimes sends 'Open' or 'Settled') is shown as it is.
 */
export const ENUM_LABELS = {
  paymentStatus: PAYMENT_STATUS_LABELS,
  membershipStatus: MEMBERSHIP_STATUS_LABELS,
  paymentSource: PAYMENT_SOURCE_LABELS,
  paymentLinkStatus: PAYMENT_LINK_STATUS_LABELS,
  leadQuality: LEAD_QUALITY_LABELS,
  leadSource: LEAD_SOURCE_LABELS,
  leadStatus: LEAD_STATUS_LABELS,
  leadCategory: LEAD_CATEGORY_LABELS,
  leadInteraction: INTERACTION_KIND_LABELS,
  employeeStatus: EMPLOYEE_STATUS_LABELS,
  attendanceStatus: ATTENDANCE_STATUS_LABELS,
  leaveStatus: LEAVE_STATUS_LABELS,
  shiftKind: SHIFT_KIND_LABELS,
  delinquencyStatus: DELINQUENCY_STATUS_LABELS,
  delinquencyKind: DELINQUENCY_KIND_LABELS,
  issueStatus: ISSUE_STATUS_LABELS,
  issueCategory: ISSUE_CATEGORY_LABELS,
  doorStatus: DOOR_STATUS_LABELS,
  doorKind: DOOR_KIND_LABELS,
  doorVendor: DOOR_VENDOR_LABELS,
  doorAction: DOOR_ACTION_LABELS,
  centreType: CENTRE_TYPE_LABELS,
  targetOwner: TARGET_OWNER_LABELS,
  targetMetric: TARGET_METRIC_LABELS,
} as const satisfies Readonly<Record<string, Readonly<Record<string, string>>>>

export type EnumDomain = keyof typeof ENUM_LABELS

/** Upper-case words joined by underscores (or one upper-case word of 2+ letters): how the server writes a code. */
const CODE = /^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*$/

/** Codes that are words staff read as they are (acronyms), never turned into sentence case. */
export const READABLE_ACRONYMS: ReadonlySet<string> = new Set(['PT', 'GST', 'OTP', 'CSV', 'BCA', 'GX', 'ID', 'CPL', 'UPI', 'EMI', 'VIP', 'LUX', 'CM', 'PQS', 'EDC', 'ARN', 'SMS', 'KM', 'AM', 'PM', 'NA', 'OK'])

/** Whether a text is a raw code rather than words ('SOCIAL_MEDIA', 'PAID'; not 'PT', not 'Paid'). */
export const isRawCode = (s: string): boolean => CODE.test(s) && s.length > 1 && !READABLE_ACRONYMS.has(s)

/** 'SOCIAL_MEDIA' as words: 'Social media' (acronyms kept: 'PT_LEAD' is 'PT lead'). */
export const humaniseCode = (code: string): string =>
  code
    .split('_')
    .filter((w) => w !== '')
    .map((w, i) => (READABLE_ACRONYMS.has(w) ? w : i === 0 ? `${w.charAt(0)}${w.slice(1).toLowerCase()}` : w.toLowerCase()))
    .join(' ')

/** The words for a code of a domain; a code without words is humanised; words are kept. */
export const enumLabel = (domain: EnumDomain, value: string): string => {
  const words: Readonly<Record<string, string>> = ENUM_LABELS[domain]
  const known = words[value]
  if (known !== undefined) return known
  return isRawCode(value) ? humaniseCode(value) : value
}

/** Several codes of a domain as words, comma-separated ('HOT, WARM' is 'Hot, Warm'). */
export const enumListLabel = (domain: EnumDomain, values: readonly string[]): string => values.map((v) => enumLabel(domain, v)).join(', ')
