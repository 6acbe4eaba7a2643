import type { CorePorts } from '../ports'
import { loadClassDetail } from './load-class-detail.use-case'
import { loadClassSchedule } from './load-class-schedule.use-case'
import { loadClassesOfDay } from './load-classes-of-day.use-case'
import { markClassAttendance } from './mark-class-attendance.use-case'

/** The classes use cases, bound to their ports. */
export const classesUseCases = (p: CorePorts) => ({
  loadClassDetail: loadClassDetail(p),
  loadClassSchedule: loadClassSchedule(p),
  loadClassesOfDay: loadClassesOfDay(p),
  markClassAttendance: markClassAttendance(p),
})
