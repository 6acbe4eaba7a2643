import { PendingScreen } from './pending-screen'

/** /reports/pilatesConsumption: filled by a later issue; until then its title and an honest note. */
export default function ReportsPilatesConsumptionScreen() {
  return <PendingScreen />
}
