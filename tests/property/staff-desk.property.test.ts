import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { LeaveRequest } from '../../core/employee/staff-desk'
import { dayText, groomingAverage, orderLeaveRequests } from '../../core/employee/staff-desk.rule'

const dayArb = fc.date({ min: new Date(Date.UTC(2020, 0, 1)), max: new Date(Date.UTC(2030, 11, 31)), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10))
const leaveArb = fc.record({
  id: fc.uuid(),
  agentId: fc.constant('e'),
  name: fc.constant('N'),
  primaryRole: fc.constant('FMS_MC'),
  centerServiceId: fc.constant(1001),
  startDay: dayArb,
  endDay: dayArb,
  reason: fc.constant('r'),
  status: fc.constantFrom('PENDING', 'APPROVED', 'REJECTED' as const),
  decidedBy: fc.constant(undefined),
  decidedAt: fc.constant(undefined),
}) as fc.Arbitrary<LeaveRequest>

describe('staff desk laws', () => {
  it('leave order: a permutation with every waiting request before every decided one, waiting soonest first, decided latest first', () => {
    fc.assert(
      fc.property(fc.array(leaveArb, { maxLength: 30 }), (rs) => {
        const o = orderLeaveRequests(rs)
        expect([...o].sort((a, b) => a.id.localeCompare(b.id))).toEqual([...rs].sort((a, b) => a.id.localeCompare(b.id)))
        const firstDecided = o.findIndex((r) => r.status !== 'PENDING')
        if (firstDecided >= 0) expect(o.slice(firstDecided).every((r) => r.status !== 'PENDING')).toBe(true)
        const pending = o.filter((r) => r.status === 'PENDING')
        const decided = o.filter((r) => r.status !== 'PENDING')
        for (let i = 1; i < pending.length; i++) expect(pending[i - 1]!.startDay <= pending[i]!.startDay).toBe(true)
        for (let i = 1; i < decided.length; i++) expect(decided[i - 1]!.startDay >= decided[i]!.startDay).toBe(true)
      }),
    )
  })
  it('the grooming average lies between the lowest and the highest score', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 10 }).map((score) => ({ day: '2026-11-01', score, outOf: 10, remarks: '' })), { minLength: 1, maxLength: 20 }), (audits) => {
        const avg = groomingAverage(audits)
        const scores = audits.map((a) => a.score)
        expect(avg?.outOf).toBe(10)
        expect(avg?.score ?? -1).toBeGreaterThanOrEqual(Math.min(...scores) - 0.05)
        expect(avg?.score ?? 99).toBeLessThanOrEqual(Math.max(...scores) + 0.05)
      }),
    )
    expect(groomingAverage([])).toBeUndefined()
  })
  it('a centre day reads as its own weekday, day, month and year', () => {
    expect(dayText('2026-11-29')).toBe('Sun 29 Nov 2026')
    fc.assert(
      fc.property(dayArb, (d) => {
        const [y, m, day] = d.split('-')
        const text = dayText(d)
        expect(text).toMatch(new RegExp(`^[A-Z][a-z]{2} ${day} [A-Z][a-z]{2} ${y}$`))
        expect(new Date(`${d}T00:00:00Z`).getUTCMonth() + 1).toBe(Number(m))
      }),
    )
  })
})
