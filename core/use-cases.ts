import type { CorePorts } from './ports'
import { createShellUseCases } from './shell-use-cases'
import { centreUseCases } from './centre/use-cases'
import { checkInUseCases } from './check-in/use-cases'
import { classesUseCases } from './classes/use-cases'
import { customerUseCases } from './customer/use-cases'
import { dashboardUseCases } from './dashboard/use-cases'
import { employeeUseCases } from './employee/use-cases'
import { inboxUseCases } from './inbox/use-cases'
import { injuryUseCases } from './injury/use-cases'
import { leadUseCases } from './lead/use-cases'
import { membershipUseCases } from './membership/use-cases'
import { moneyUseCases } from './money/use-cases'
import { operationsUseCases } from './operations/use-cases'
import { paymentUseCases } from './payment/use-cases'
import { performanceUseCases } from './performance/use-cases'
import { playUseCases } from './play/use-cases'
import { ptUseCases } from './pt/use-cases'
import { remindersUseCases } from './reminders/use-cases'
import { reportsUseCases } from './reports/use-cases'
import { sellingUseCases } from './selling/use-cases'
import { staffUseCases } from './staff/use-cases'
import { taskUseCases } from './task/use-cases'
import { auditUseCases } from './audit/use-cases'

export type { CorePorts } from './ports'

/**
 * The use cases, bound to their ports: what the UI and headless scripts call. Each area assembles
 * its own record (core/<area>/use-cases.ts); a new use case is one file in its area and one line there.
 */
export const createUseCases = (p: CorePorts) => ({
  ...createShellUseCases(p),
  ...centreUseCases(p),
  ...checkInUseCases(p),
  ...classesUseCases(p),
  ...customerUseCases(p),
  ...dashboardUseCases(p),
  ...employeeUseCases(p),
  ...inboxUseCases(p),
  ...injuryUseCases(p),
  ...leadUseCases(p),
  ...membershipUseCases(p),
  ...moneyUseCases(p),
  ...operationsUseCases(p),
  ...paymentUseCases(p),
  ...performanceUseCases(p),
  ...playUseCases(p),
  ...ptUseCases(p),
  ...remindersUseCases(p),
  ...reportsUseCases(p),
  ...sellingUseCases(p),
  ...staffUseCases(p),
  ...taskUseCases(p),
  ...auditUseCases(p),
})

export type UseCases = ReturnType<typeof createUseCases>
export type UseCaseName = keyof UseCases
