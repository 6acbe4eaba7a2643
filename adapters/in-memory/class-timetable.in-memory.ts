import * as E from 'fp-ts/Either'
import { classAttendanceRefusal } from '../../core/classes/class-attendance.rule'
import { checkClassDays } from '../../core/classes/class-days.rule'
import type { EpochMs } from '../../core/shared/brands'
import type { ClassTimetable } from '../../core/classes/class-timetable.port'
import type { ClassDaysQuery, GroupClass, GroupClassDetail } from '../../core/classes/group-class'
import { centreDayOf } from '../../core/shared/centre-day-of'
import { notFound, rejected } from '../../core/shared/errors'
import { CLASS_NOT_FOUND } from '../../core/shared/messages'
import { run } from './run'

export type InMemoryClassTimetable = ClassTimetable & {
  /** Every class with its bookings (tests add to them); booked and waitlisted are counted from the bookings. */
  readonly classList: GroupClassDetail[]
}

const counted = (c: GroupClassDetail): GroupClass => ({
  id: c.id,
  centreId: c.centreId,
  name: c.name,
  workout: c.workout,
  trainerName: c.trainerName,
  startTime: c.startTime,
  endTime: c.endTime,
  capacity: c.capacity,
  booked: c.bookings.filter((b) => b.status === 'CONFIRMED').length,
  waitlisted: c.bookings.filter((b) => b.status === 'WAITLIST').length,
})

/** Confirmed members first by name, then the waitlist in its order. */
const ordered = (c: GroupClassDetail): GroupClassDetail => ({
  ...c,
  ...counted(c),
  bookings: [
    ...c.bookings.filter((b) => b.status === 'CONFIRMED').sort((a, b) => a.memberName.localeCompare(b.memberName)),
    ...c.bookings.filter((b) => b.status === 'WAITLIST').sort((a, b) => (a.waitlistPosition ?? 0) - (b.waitlistPosition ?? 0)),
  ],
})

/** Group classes in process: the same checks and order as the sandbox. */
export const createInMemoryClassTimetable = (classList: GroupClassDetail[] = [], now: () => EpochMs = () => Date.now() as EpochMs): InMemoryClassTimetable => {
  const between = (q: ClassDaysQuery) =>
    run(() => {
      const checked = checkClassDays(q)
      if (E.isLeft(checked)) return E.left(rejected(checked.left))
      return E.right(
        classList
          .filter((c) => c.centreId === q.centreId && centreDayOf(c.startTime) >= q.from && centreDayOf(c.startTime) <= q.to)
          .map(counted)
          .sort((a, b) => a.startTime - b.startTime || a.id.localeCompare(b.id)),
      )
    })
  return {
    classList,
    classes: between,
    schedule: between,
    markAttended: (r) =>
      run(() => {
        const i = classList.findIndex((x) => x.id === r.classId)
        const c = classList[i]
        if (c === undefined) return E.left(notFound(CLASS_NOT_FOUND))
        const b = c.bookings.find((x) => x.userId === r.userId)
        const refusal = classAttendanceRefusal(c, b, now())
        if (refusal !== undefined || b === undefined) return E.left(b === undefined ? notFound(refusal ?? CLASS_NOT_FOUND) : rejected(refusal ?? CLASS_NOT_FOUND))
        const marked = { ...b, attended: true }
        classList[i] = { ...c, bookings: c.bookings.map((x) => (x.userId === r.userId ? marked : x)) }
        return E.right(marked)
      }),
    classDetail: (id) =>
      run(() => {
        const c = classList.find((x) => x.id === id)
        return c === undefined ? E.left(notFound(CLASS_NOT_FOUND)) : E.right(ordered(c))
      }),
  }
}
