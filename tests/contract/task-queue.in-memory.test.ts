import { createInMemoryTaskQueue } from '../../adapters/in-memory/task-queue.in-memory'
import { demoWorld } from './profile-contract-support'
import { taskQueueContract } from './task-queue.contract'

taskQueueContract('in-memory', async () => createInMemoryTaskQueue(demoWorld()))
