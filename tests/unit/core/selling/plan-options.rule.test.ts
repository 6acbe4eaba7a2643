import { describe, expect, it } from 'vitest'
import { epochMs, paise } from '../../../../core/shared/brands'
import { DAY_MS } from '../../../../core/shared/constants'
import { emiNote, exchangeApplicable, exchangeDiscount, remainingDays, upgradeChecked } from '../../../../core/selling/plan-options.rule'

const valid = { isValidExchange: true, discountValue: paise(250_000) }
const invalid = { isValidExchange: false, discountValue: paise(250_000), invalidReason: 'too late' }

describe('plan options', () => {
  it("shows 'No Cost EMI not available for this plan' for plans shorter than 60 days", () => {
    expect(emiNote(59)).toBe('No Cost EMI not available for this plan')
    expect(emiNote(60)).toBeUndefined()
    expect(emiNote(365)).toBeUndefined()
  })
  it('does not apply the exchange when fewer than 30 days remain', () => {
    // 2025-03-01 23:00 Asia/Kolkata
    const now = epochMs(Date.UTC(2025, 2, 1, 17, 30))
    const in29Days = epochMs(now + 29 * DAY_MS)
    const in30Days = epochMs(now + 30 * DAY_MS)
    expect(remainingDays(in29Days, now)).toBe(29)
    expect(exchangeApplicable(in29Days, now)).toBe(false)
    expect(exchangeApplicable(in30Days, now)).toBe(true)
  })
  it('counts remaining days on the Kolkata calendar, not the machine zone', () => {
    // 23:00 Kolkata on 1 March to 00:30 Kolkata on 2 March is one calendar day
    expect(remainingDays(epochMs(Date.UTC(2025, 2, 1, 19, 0)), epochMs(Date.UTC(2025, 2, 1, 17, 30)))).toBe(1)
  })
  it('forces the upgrade checkbox off when the exchange is invalid', () => {
    expect(upgradeChecked(true, invalid, true)).toBe(false)
    expect(upgradeChecked(true, undefined, true)).toBe(false)
    expect(upgradeChecked(true, valid, false)).toBe(false)
    expect(upgradeChecked(true, valid, true)).toBe(true)
    expect(upgradeChecked(false, valid, true)).toBe(false)
  })
  it('takes the exchange discount only when the upgrade is ticked', () => {
    expect(exchangeDiscount(valid, true)).toBe(250_000)
    expect(exchangeDiscount(valid, false)).toBe(0)
    expect(exchangeDiscount(invalid, true)).toBe(0)
  })
})
