import { describe, expect, it } from 'vitest'
import { checkDashboardQuery } from '../../../../core/dashboard/dashboard-query.rule'
import { dashboardDays, eachDay, isCalendarDay } from '../../../../core/dashboard/dashboard-range.rule'
import { bucketWords } from '../../../../core/dashboard/time-of-day.rule'
import { epochMs } from '../../../../core/shared/brands'
import { DASHBOARD_DAY_INVALID, DASHBOARD_RANGE_BACKWARDS, dashboardRangeTooLong } from '../../../../core/shared/messages'

const ist = (y: number, mo: number, d: number, h = 10) => epochMs(Date.UTC(y, mo - 1, d, h) - 330 * 60_000)

describe('dashboard range choices (part 3 §9)', () => {
  it('today is the centre day of now, even just after midnight in Kolkata', () => {
    expect(dashboardDays('today', ist(2026, 11, 26, 0))).toEqual({ from: '2026-11-26', to: '2026-11-26' })
  })
  it('the other choices are the spec’s ranges ending yesterday', () => {
    expect(dashboardDays('last7Days', ist(2026, 11, 26))).toEqual({ from: '2026-11-19', to: '2026-11-25' })
    expect(dashboardDays('last10Days', ist(2026, 11, 26))).toEqual({ from: '2026-11-16', to: '2026-11-25' })
    expect(dashboardDays('last30Days', ist(2026, 11, 26))).toEqual({ from: '2026-10-27', to: '2026-11-25' })
    expect(dashboardDays('monthToDate', ist(2026, 11, 26))).toEqual({ from: '2026-11-01', to: '2026-11-25' })
    expect(dashboardDays('monthToDate', ist(2026, 12, 1))).toEqual({ from: '2026-11-01', to: '2026-11-30' })
  })
})

describe('the dashboard query check', () => {
  it('takes real days only', () => {
    expect(isCalendarDay('2026-02-28')).toBe(true)
    expect(isCalendarDay('2026-02-30')).toBe(false)
    expect(isCalendarDay('26-02-2026')).toBe(false)
    expect(checkDashboardQuery({ centreId: 1, from: '2026-02-30', to: '2026-03-01' })).toEqual({ _tag: 'Left', left: DASHBOARD_DAY_INVALID })
  })
  it('refuses an end before the start and more than 62 days', () => {
    expect(checkDashboardQuery({ centreId: 1, from: '2026-03-02', to: '2026-03-01' })).toEqual({ _tag: 'Left', left: DASHBOARD_RANGE_BACKWARDS })
    expect(checkDashboardQuery({ centreId: 1, from: '2026-01-01', to: '2026-03-04' })).toEqual({ _tag: 'Left', left: dashboardRangeTooLong(62) })
    expect(checkDashboardQuery({ centreId: 1, from: '2026-01-01', to: '2026-03-03' })._tag).toBe('Right')
  })
  it('lists every day of a range across a month end', () => {
    expect(eachDay('2026-02-27', '2026-03-02')).toEqual(['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02'])
  })
})

describe('time-of-day bucket words', () => {
  it('read as staff say them', () => {
    expect(bucketWords(4, 9)).toBe('4 AM – 9 AM')
    expect(bucketWords(9, 14)).toBe('9 AM – 2 PM')
    expect(bucketWords(18, 23)).toBe('6 PM – 11 PM')
  })
})
