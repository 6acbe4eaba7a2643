import * as t from 'io-ts'

/**
 * Wire shapes of group classes (the spec names the screens /classes, /classDetail/:id and
 * /class/schedule, not the calls): GET v1/classes?centerId&startDate&endDate, GET v1/classes/schedule
 * (same query) and GET v1/classes/:classId. Days are centre days, YYYY-MM-DD, both included.
 */
export const CLASS_PATHS = {
  classes: 'v1/classes',
  schedule: 'v1/classes/schedule',
  detail: 'v1/classes/:classId',
  attendance: 'v1/classes/:classId/attendance',
} as const

export const classAttendancePath = (classId: string): string => `v1/classes/${encodeURIComponent(classId)}/attendance`
export const MarkClassAttendanceBody = t.type({ userId: t.refinement(t.string, (s) => s.length >= 1 && s.length <= 100, 'UserId') })

export const classDetailPath = (classId: string): string => `v1/classes/${encodeURIComponent(classId)}`

interface ClassDayBrand {
  readonly ClassDay: unique symbol
}
interface ClassIntTextBrand {
  readonly ClassIntText: unique symbol
}
const DayText = t.brand(t.string, (s): s is t.Branded<string, ClassDayBrand> => /^\d{4}-\d{2}-\d{2}$/.test(s), 'ClassDay')
const IntText = t.brand(t.string, (s): s is t.Branded<string, ClassIntTextBrand> => /^\d{1,15}$/.test(s), 'ClassIntText')

export const ClassDaysQueryWire = t.type({ centerId: IntText, startDate: DayText, endDate: DayText })
export const ClassIdParams = t.type({ classId: t.refinement(t.string, (s) => /^[A-Za-z0-9-]{1,80}$/.test(s), 'ClassId') })

export const GroupClassWire = t.type({
  id: t.string,
  centerId: t.number,
  name: t.string,
  workout: t.string,
  trainerName: t.string,
  startTime: t.number,
  endTime: t.number,
  capacity: t.number,
  booked: t.number,
  waitlisted: t.number,
})
export type GroupClassWire = t.TypeOf<typeof GroupClassWire>
export const GroupClassesAnswer = t.type({ classes: t.array(GroupClassWire) })

export const ClassBookingWire = t.type({
  userId: t.string,
  memberName: t.string,
  status: t.union([t.literal('CONFIRMED'), t.literal('WAITLIST')]),
  waitlistPosition: t.union([t.number, t.null]),
  attended: t.boolean,
})
export const GroupClassDetailAnswer = t.intersection([GroupClassWire, t.type({ bookings: t.array(ClassBookingWire) })])
export type GroupClassDetailAnswer = t.TypeOf<typeof GroupClassDetailAnswer>
