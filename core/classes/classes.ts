import type { ClassTimetable } from './class-timetable.port'

export type ClassesDeps = { readonly classTimetable: ClassTimetable }
