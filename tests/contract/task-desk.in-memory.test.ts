import { createInMemoryTaskDesk, createTaskDeskWorld } from '../../adapters/in-memory/task-desk.in-memory'
import { seedTaskDeskWorld } from '../support/task-desk-world'
import { demoWorld } from './profile-contract-support'
import { taskDeskContract } from './task-desk.contract'

taskDeskContract('in-memory', async () => {
  const w = demoWorld()
  const desk = createTaskDeskWorld([1, 2, 3, 4, 5, 6, 7, 8])
  seedTaskDeskWorld(desk, w)
  return createInMemoryTaskDesk(w, desk)
})
