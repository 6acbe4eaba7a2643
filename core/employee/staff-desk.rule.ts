import type { Delinquency, GroomingAudit, LeaveRequest } from './staff-desk'
import { MONTH_NAMES_SHORT, WEEKDAY_NAMES } from '../shared/calendar-names'

/** Only a request waiting for approval can be approved or rejected. */
export const canDecideLeave = (r: Pick<LeaveRequest, 'status'>): boolean => r.status === 'PENDING'

const STATUS_ORDER: Readonly<Record<LeaveRequest['status'], number>> = { PENDING: 0, APPROVED: 1, REJECTED: 1 }

/**
 * The order a manager reads leave requests in: those waiting for approval first, soonest leave
 * first; then the decided ones, latest leave first. Ties keep their input order.
 */
export const orderLeaveRequests = (rs: readonly LeaveRequest[]): readonly LeaveRequest[] =>
  [...rs].sort((a, b) => {
    const s = STATUS_ORDER[a.status] - STATUS_ORDER[b.status]
    if (s !== 0) return s
    return a.status === 'PENDING' ? a.startDay.localeCompare(b.startDay) : b.startDay.localeCompare(a.startDay)
  })

/** A reversal can be requested only for an open delinquency. */
export const canRequestReversal = (d: Pick<Delinquency, 'status'>): boolean => d.status === 'OPEN'

/** The average grooming score as a share of the full score (0 to 1), undefined without audits. */
export const groomingAverage = (audits: readonly GroomingAudit[]): { readonly score: number; readonly outOf: number } | undefined => {
  if (audits.length === 0) return undefined
  const outOf = audits[0]?.outOf ?? 10
  const mean = audits.reduce((n, a) => n + (a.score / a.outOf) * outOf, 0) / audits.length
  return { score: Math.round(mean * 10) / 10, outOf }
}

/**
 * A centre day ('2026-11-29') as staff read it ('Sun 29 Nov 2026'), the same on every machine and
 * in every locale (a calendar day has no zone; three-letter months, never 'Sept').
 */
export const dayText = (day: string): string => {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day)
  if (m === null) return day
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])))
  return `${WEEKDAY_NAMES[d.getUTCDay()] ?? ''} ${m[3] ?? ''} ${MONTH_NAMES_SHORT[d.getUTCMonth()] ?? ''} ${m[1] ?? ''}`
}
