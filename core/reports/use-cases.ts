import type { CorePorts } from '../ports'
import { runReport } from './run-report.use-case'

/** The reports use cases, bound to their ports. */
export const reportsUseCases = (p: CorePorts) => ({
  runReport: runReport(p),
})
