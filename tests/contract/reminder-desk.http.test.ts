import { createHttpReminderDesk } from '../../adapters/http/reminder-desk.http'
import { httpClientAs } from '../support/sandbox-client'
import { reminderDeskContract } from './reminder-desk.contract'

reminderDeskContract('HTTP against the sandbox (trainer)', async () => createHttpReminderDesk(await httpClientAs('trainer')))
