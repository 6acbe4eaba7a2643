import { createHttpTaskQueue } from '../../adapters/http/task-queue.http'
import { httpClientAs } from '../support/sandbox-client'
import { taskQueueContract } from './task-queue.contract'

taskQueueContract('HTTP against the sandbox', async () => createHttpTaskQueue(await httpClientAs('owner')))
