import { PendingScreen } from './pending-screen'

/** /PQS/metricDetails/:id: filled by a later issue; until then its title and an honest note. */
export default function PqsMetricDetailsScreen() {
  return <PendingScreen />
}
