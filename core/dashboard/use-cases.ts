import type { CorePorts } from '../ports'
import { loadDashboard } from './load-dashboard.use-case'

/** The dashboard use cases, bound to their ports. */
export const dashboardUseCases = (p: CorePorts) => ({
  loadDashboard: loadDashboard(p),
})
