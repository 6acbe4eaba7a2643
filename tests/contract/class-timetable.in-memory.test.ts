import { createInMemoryClassTimetable } from '../../adapters/in-memory/class-timetable.in-memory'
import { weekOf } from '../../core/classes/class-week.rule'
import type { ClassBooking, GroupClassDetail } from '../../core/classes/group-class'
import { epochMs } from '../../core/shared/brands'
import { HOUR_MS } from '../../core/shared/constants'
import { centreDayOf, startOfCentreDay } from '../../core/shared/centre-day'
import { classTimetableContract } from './class-timetable.contract'

const booking = (i: number, status: ClassBooking['status'], position: number | null, attended = false): ClassBooking => ({
  userId: `u-${i}`,
  memberName: `Member ${String(i).padStart(2, '0')}`,
  status,
  waitlistPosition: position,
  attended,
})

const classAt = (id: string, centreId: number, start: number, capacity: number, taken: number, waiting: number): GroupClassDetail => ({
  id,
  centreId,
  name: 'Yoga Flow',
  workout: 'Yoga',
  trainerName: 'Sneha Rao',
  startTime: epochMs(start),
  endTime: epochMs(start + HOUR_MS),
  capacity,
  booked: 0,
  waitlisted: 0,
  bookings: [
    // Listed out of order on purpose: the adapter puts confirmed first and the waitlist in its order.
    ...Array.from({ length: waiting }, (_, i) => booking(100 + i, 'WAITLIST', waiting - i)),
    // Half the members came to a class that has started.
    ...Array.from({ length: taken }, (_, i) => booking(i, 'CONFIRMED', null, i % 2 === 0 && start <= Date.now())),
  ],
})

classTimetableContract('in-memory', async () => {
  const today = centreDayOf(epochMs(Date.now()))
  const start = startOfCentreDay(today)
  const monday = startOfCentreDay(weekOf(today)[0] ?? today)
  return {
    timetable: createInMemoryClassTimetable([
      classAt('GX-3-b', 3, start + 18 * HOUR_MS, 8, 8, 2),
      classAt('GX-3-y', 3, start - 6 * HOUR_MS, 8, 6, 1),
      classAt('GX-3-t', 3, start + 30 * HOUR_MS, 8, 2, 0),
      classAt('GX-3-a', 3, start + 6 * HOUR_MS, 6, 3, 0),
      classAt('GX-6-a', 6, start + 7 * HOUR_MS, 6, 1, 0),
      classAt('GX-1-a', 1, monday + 9 * HOUR_MS, 10, 4, 0),
      classAt('GX-1-b', 1, monday + 6 * 24 * HOUR_MS + 9 * HOUR_MS, 10, 10, 1),
    ]),
    cultCentreId: 3,
    gymCentreId: 1,
  }
})
