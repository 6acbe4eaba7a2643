import type { CorePorts } from '../ports'
import { loadEmployees } from './load-employees.use-case'
import { loadTrainers } from './load-trainers.use-case'

/** The staff use cases, bound to their ports. */
export const staffUseCases = (p: CorePorts) => ({
  loadEmployees: loadEmployees(p),
  loadTrainers: loadTrainers(p),
})
