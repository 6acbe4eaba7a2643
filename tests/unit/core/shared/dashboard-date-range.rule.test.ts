import { describe, expect, it } from 'vitest'
import { dashboardRange } from '../../../../core/shared/dashboard-date-range.rule'
import { epochMs } from '../../../../core/shared/brands'

const ist = (y: number, mo: number, d: number, h = 10) => epochMs(Date.UTC(y, mo - 1, d, h) - 330 * 60_000)

describe('dashboard date ranges', () => {
  it('cover the last 7, 10 or 30 days ending yesterday', () => {
    expect(dashboardRange('last7Days', ist(2024, 6, 15))).toEqual({ from: '2024-06-08', to: '2024-06-14' })
    expect(dashboardRange('last10Days', ist(2024, 6, 15))).toEqual({ from: '2024-06-05', to: '2024-06-14' })
    expect(dashboardRange('last30Days', ist(2024, 3, 1))).toEqual({ from: '2024-01-31', to: '2024-02-29' })
  })
  it('take yesterday in Asia/Kolkata', () => {
    // 00:30 on the 15th in Kolkata is still the 14th in UTC
    expect(dashboardRange('last7Days', ist(2024, 6, 15, 0)).to).toBe('2024-06-14')
  })
  it('give month to date from the 1st to yesterday', () => {
    expect(dashboardRange('monthToDate', ist(2024, 6, 15))).toEqual({ from: '2024-06-01', to: '2024-06-14' })
  })
  it('fall back to the previous month on day 1', () => {
    expect(dashboardRange('monthToDate', ist(2024, 3, 1))).toEqual({ from: '2024-02-01', to: '2024-02-29' })
    expect(dashboardRange('monthToDate', ist(2025, 1, 1))).toEqual({ from: '2024-12-01', to: '2024-12-31' })
  })
})
