import { READABLE_ACRONYMS } from '../../core/shared/enum-labels'

/*
 * How a raw code is told from a word, for the route sweeps (what a person reads on a screen) and
 * the sandbox's tests (what the core writes from the server's values).
 */

/** Status words the server sends in capitals; upper-case product names (ELITE, BLACK, VIP PASS) are fine. */
const STATUS_WORDS = [
  'PAID', 'CREATED', 'HOT', 'WARM', 'COLD', 'ACTIVE', 'INACTIVE', 'PENDING', 'FAILED', 'EXPIRED', 'APPROVED', 'REJECTED', 'CONFIRMED',
  'CANCELLED', 'CLOSED', 'SUCCESS', 'COMPLETED', 'SCHEDULED', 'WAITLIST', 'ATTENDED', 'RESOLVED', 'REFUNDED', 'PAUSED', 'UPCOMING',
  'OVERDUE', 'CHECKED', 'APPLIED', 'UNCHANGED', 'CASH', 'EDC', 'GATEWAY', 'TRAINER', 'OWNER',
]
const RAW_CODE = new RegExp(`\\b[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+\\b|\\b(?:${STATUS_WORDS.join('|')})\\b`, 'g')

/** File names ('targets-TRAINER-PT_SESSIONS-1001.csv') are names, not words to translate. */
const FILE_NAME = /\S+\.(?:csv|zip|pdf|txt|xlsx|png|jpg)\b/gi

/** The raw codes in a text: underscored upper-case codes and status words in capitals, acronyms staff read as words and file names left out. */
export const rawCodesIn = (text: string): string[] =>
  [...new Set([...text.replace(FILE_NAME, ' ').matchAll(RAW_CODE)].map((m) => m[0]).filter((c) => !READABLE_ACRONYMS.has(c)))]
