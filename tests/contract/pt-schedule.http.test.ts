import { createHttpPtSchedule } from '../../adapters/http/pt-schedule.http'
import { httpClientAs } from '../support/sandbox-client'
import { ptScheduleContract } from './pt-schedule.contract'

ptScheduleContract('HTTP against the sandbox', async () => createHttpPtSchedule(await httpClientAs('owner')))
