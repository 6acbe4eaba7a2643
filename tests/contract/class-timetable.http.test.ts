import { createHttpClassTimetable } from '../../adapters/http/class-timetable.http'
import { httpClientAs } from '../support/sandbox-client'
import { classTimetableContract } from './class-timetable.contract'

classTimetableContract('HTTP against the sandbox', async () => ({
  timetable: createHttpClassTimetable(await httpClientAs('owner')),
  cultCentreId: 3,
  gymCentreId: 1,
}))
