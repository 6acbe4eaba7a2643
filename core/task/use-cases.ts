import type { CorePorts } from '../ports'
import { callForTask } from './call-for-task.use-case'
import { loadCallSummary } from './load-call-summary.use-case'
import { loadCallTrail } from './load-call-trail.use-case'
import { loadCentreTaskPage } from './load-centre-task-page.use-case'
import { loadCentreTasks } from './load-centre-tasks.use-case'
import { loadTasks } from './load-tasks.use-case'
import { resolveTask } from './resolve-task.use-case'

/** The task use cases, bound to their ports. */
export const taskUseCases = (p: CorePorts) => ({
  callForTask: callForTask(p),
  loadCallSummary: loadCallSummary(p),
  loadCallTrail: loadCallTrail(p),
  loadCentreTaskPage: loadCentreTaskPage(p),
  loadCentreTasks: loadCentreTasks(p),
  loadTasks: loadTasks(p),
  resolveTask: resolveTask(p),
})
