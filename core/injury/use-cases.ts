import type { CorePorts } from '../ports'
import { loadCultTrainers } from './load-cult-trainers.use-case'
import { loadInjuries } from './load-injuries.use-case'
import { reportInjury } from './report-injury.use-case'

/** The injury use cases, bound to their ports. */
export const injuryUseCases = (p: CorePorts) => ({
  loadCultTrainers: loadCultTrainers(p),
  loadInjuries: loadInjuries(p),
  reportInjury: reportInjury(p),
})
