import { describe, expect, it } from 'vitest'
import { SCORE_URL_TTL_MS, signScoreUrl, verifyScoreUrl } from '../../../sandbox/performance/score-url'

const queryOf = (url: string): Record<string, string> => Object.fromEntries(new URL(url, 'http://portal.test').searchParams)
const NOW = Date.UTC(2026, 10, 26, 6, 0)

describe('CM Score URLs (v1/metabase/iframeUrl)', () => {
  it('hold for the staff member and centre they were signed for until they expire', () => {
    const s = signScoreUrl(3, 'staff-internal-cm', NOW)
    expect(s.expiresAt).toBe(NOW + SCORE_URL_TTL_MS)
    expect(verifyScoreUrl(queryOf(s.iframeUrl), NOW + SCORE_URL_TTL_MS - 1)).toEqual({ centreId: 3, staffId: 'staff-internal-cm' })
    expect(verifyScoreUrl(queryOf(s.iframeUrl), NOW + SCORE_URL_TTL_MS)).toBeUndefined()
  })

  it('are refused when any part is changed or missing', () => {
    const q = queryOf(signScoreUrl(3, 'staff-internal-cm', NOW).iframeUrl)
    for (const changed of [{ centre: '6' }, { staff: 'staff-owner' }, { exp: String(NOW + 10 * SCORE_URL_TTL_MS) }, { sig: 'x' }, { centre: ' 3' }, { sig: undefined }])
      expect(verifyScoreUrl({ ...q, ...changed }, NOW)).toBeUndefined()
  })
})
