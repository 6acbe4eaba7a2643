import * as E from 'fp-ts/Either'
import type { Either } from 'fp-ts/Either'
import { daysInRange, isCalendarDay } from '../dashboard/dashboard-range.rule'
import { CLASS_DAYS_BACKWARDS, DASHBOARD_DAY_INVALID, classDaysTooLong } from '../shared/messages'
import type { ClassDaysQuery } from './group-class'

/** At most a month of classes a call (a day for /classes, a week for /class/schedule). */
export const MAX_CLASS_DAYS = 31

/** The server's check of a classes query: real days, start on or before end, at most MAX_CLASS_DAYS. */
export const checkClassDays = (q: ClassDaysQuery): Either<string, ClassDaysQuery> => {
  if (!isCalendarDay(q.from) || !isCalendarDay(q.to)) return E.left(DASHBOARD_DAY_INVALID)
  const n = daysInRange(q.from, q.to)
  if (n < 1) return E.left(CLASS_DAYS_BACKWARDS)
  if (n > MAX_CLASS_DAYS) return E.left(classDaysTooLong(MAX_CLASS_DAYS))
  return E.right(q)
}
