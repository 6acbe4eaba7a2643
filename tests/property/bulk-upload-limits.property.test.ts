import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import { readBulkUpload } from '../../core/operations/bulk-upload-rules.rule'
import type { BulkUploadKind } from '../../core/operations/bulk-upload'
import { readTable } from '../../core/operations/csv-table.rule'
import { TARGET_FILE_RULE } from '../../core/operations/target-upload.rule'

/*
 * The upload rules' limits, against the numbers the product states (written here as literals,
 * never read from the rules): the spec's phone of exactly 10 digits with country code +91 (part 3
 * §9), the lead sources and qualities of part 3 §3, the membership types SELECT, ELITE, PRO; the
 * documented decisions of the uploads: a segment id from 1 to 999,999,999, an extension of 1 to
 * 365 days, an offer id of at most 64 characters, a lead name of at most 100, a target from 0 to
 * 1,000,000,000, a month written YYYY-MM, at most 10,000 rows a file. Each bound is shown at the
 * bound (passes) and one past it (fails).
 */

const SEGMENT_ID_MAX = 999_999_999
const EXTEND_DAYS_MIN = 1
const EXTEND_DAYS_MAX = 365
const OFFER_ID_MAX_CHARS = 64
const LEAD_NAME_MAX_CHARS = 100
const LEAD_OWNER_MAX_CHARS = 64
const TARGET_MAX = 1_000_000_000
const MAX_ROWS = 10_000
const PHONE_DIGITS = 10
const LEAD_SOURCES = ['GOOGLE_SEARCH', 'BILL_BOARD', 'CULT_APP', 'SOCIAL_MEDIA', 'REFERRAL']
const LEAD_QUALITIES = ['HOT', 'WARM', 'COLD', 'NOT_INTERESTED']

const HEADERS: Readonly<Record<BulkUploadKind, readonly string[]>> = {
  segment: ['userId', 'segmentId'],
  offer: ['userId', 'offerId'],
  extend: ['membershipId', 'days'],
  leads: ['name', 'phone', 'source', 'quality'],
}

/** Does a one-row file of this kind pass the rule? */
const passes = (kind: BulkUploadKind, cells: readonly string[], header: readonly string[] = HEADERS[kind]): boolean => readBulkUpload(kind, [header.slice(), cells.slice()]).errors.length === 0
const targetPasses = (cells: readonly string[]): boolean => readTable(TARGET_FILE_RULE, [['ownerIdentifier', 'month', 'target'], cells.slice()]).errors.length === 0

describe('upload limits at their bounds', () => {
  it('segment id: 1 and 999,999,999 pass; 0 and 1,000,000,000 fail', () => {
    expect(passes('segment', ['700001', '1'])).toBe(true)
    expect(passes('segment', ['700001', String(SEGMENT_ID_MAX)])).toBe(true)
    expect(passes('segment', ['700001', '0'])).toBe(false)
    expect(passes('segment', ['700001', String(SEGMENT_ID_MAX + 1)])).toBe(false)
  })

  it('extend days: 1 and 365 pass; 0 and 366 fail', () => {
    expect(passes('extend', ['90001', String(EXTEND_DAYS_MIN)])).toBe(true)
    expect(passes('extend', ['90001', String(EXTEND_DAYS_MAX)])).toBe(true)
    expect(passes('extend', ['90001', String(EXTEND_DAYS_MIN - 1)])).toBe(false)
    expect(passes('extend', ['90001', String(EXTEND_DAYS_MAX + 1)])).toBe(false)
  })

  it('offer id: 64 characters pass, 65 fail', () => {
    expect(passes('offer', ['700001', 'O'.repeat(OFFER_ID_MAX_CHARS)])).toBe(true)
    expect(passes('offer', ['700001', 'O'.repeat(OFFER_ID_MAX_CHARS + 1)])).toBe(false)
  })

  it('lead name: 100 characters pass, 101 fail; owner: 64 pass, 65 fail; phone: exactly 10 digits (+91 dropped)', () => {
    expect(passes('leads', ['N'.repeat(LEAD_NAME_MAX_CHARS), '9876543210', 'REFERRAL', 'HOT'])).toBe(true)
    expect(passes('leads', ['N'.repeat(LEAD_NAME_MAX_CHARS + 1), '9876543210', 'REFERRAL', 'HOT'])).toBe(false)
    const withOwner = [...HEADERS.leads, 'owner']
    expect(passes('leads', ['Asha', '9876543210', 'REFERRAL', 'HOT', 'o'.repeat(LEAD_OWNER_MAX_CHARS)], withOwner)).toBe(true)
    expect(passes('leads', ['Asha', '9876543210', 'REFERRAL', 'HOT', 'o'.repeat(LEAD_OWNER_MAX_CHARS + 1)], withOwner)).toBe(false)
    expect(passes('leads', ['Asha', '9'.repeat(PHONE_DIGITS), 'REFERRAL', 'HOT'])).toBe(true)
    expect(passes('leads', ['Asha', `+91${'9'.repeat(PHONE_DIGITS)}`, 'REFERRAL', 'HOT'])).toBe(true)
    expect(passes('leads', ['Asha', '9'.repeat(PHONE_DIGITS - 1), 'REFERRAL', 'HOT'])).toBe(false)
    expect(passes('leads', ['Asha', '9'.repeat(PHONE_DIGITS + 1), 'REFERRAL', 'HOT'])).toBe(false)
  })

  it('target: 0 and 1,000,000,000 pass; 1,000,000,001 and a negative fail; month 01 to 12', () => {
    expect(targetPasses(['1001', '2026-01', '0'])).toBe(true)
    expect(targetPasses(['1001', '2026-12', String(TARGET_MAX)])).toBe(true)
    expect(targetPasses(['1001', '2026-12', String(TARGET_MAX + 1)])).toBe(false)
    expect(targetPasses(['1001', '2026-12', '-1'])).toBe(false)
    expect(targetPasses(['1001', '2026-00', '5'])).toBe(false)
    expect(targetPasses(['1001', '2026-13', '5'])).toBe(false)
  })

  it('a file: 10,000 rows pass, 10,001 fail', () => {
    const rows = (n: number) => Array.from({ length: n }, (_, i) => [String(700_001 + i), '7101'])
    expect(readBulkUpload('segment', [HEADERS.segment.slice(), ...rows(MAX_ROWS)]).errors).toEqual([])
    expect(readBulkUpload('segment', [HEADERS.segment.slice(), ...rows(MAX_ROWS + 1)]).errors.length).toBeGreaterThan(0)
  })

  const nearBounds = fc.oneof(fc.integer({ min: -1000, max: SEGMENT_ID_MAX + 1000 }), fc.constantFrom(-1, 0, 1, 2, 364, 365, 366, SEGMENT_ID_MAX - 1, SEGMENT_ID_MAX, SEGMENT_ID_MAX + 1))
  test.prop([nearBounds, nearBounds])(
    'a whole number passes exactly inside the stated bounds (segment ids, extend days)',
    (segment, days) => {
      expect(passes('segment', ['700001', String(segment)])).toBe(segment >= 1 && segment <= SEGMENT_ID_MAX)
      const d = days % 1000
      expect(passes('extend', ['90001', String(d)])).toBe(d >= EXTEND_DAYS_MIN && d <= EXTEND_DAYS_MAX)
    },
  )

  test.prop([fc.string({ maxLength: 14 }), fc.constantFrom(...LEAD_SOURCES, 'BILLBOARD', 'google', ''), fc.constantFrom(...LEAD_QUALITIES, 'LUKEWARM', 'hot', '')])(
    'a lead row passes when its phone is 10 digits and its source and quality are the spec’s codes (case ignored)',
    (phone, source, quality) => {
      const digits = phone.trim().replace(/[\s-]/g, '').replace(/^\+91/, '')
      const expected =
        /^\d{10}$/.test(digits) && LEAD_SOURCES.includes(source.toUpperCase()) && LEAD_QUALITIES.includes(quality.toUpperCase())
      expect(passes('leads', ['Asha', phone, source, quality])).toBe(expected)
    },
  )
})
