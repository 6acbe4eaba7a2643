import { createInMemoryPtSchedule } from '../../adapters/in-memory/pt-schedule.in-memory'
import { demoWorld } from './profile-contract-support'
import { ptScheduleContract } from './pt-schedule.contract'

ptScheduleContract('in-memory', async () => createInMemoryPtSchedule(demoWorld()))
