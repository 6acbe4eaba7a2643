import { createHttpTaskDesk } from '../../adapters/http/task-desk.http'
import { httpClientAs } from '../support/sandbox-client'
import { taskDeskContract } from './task-desk.contract'

taskDeskContract('HTTP against the sandbox', async () => createHttpTaskDesk(await httpClientAs('owner')))
