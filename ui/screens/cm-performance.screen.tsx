import { PendingScreen } from './pending-screen'

/** /cm-performance: filled by a later issue; until then its title and an honest note. */
export default function CmPerformanceScreen() {
  return <PendingScreen />
}
