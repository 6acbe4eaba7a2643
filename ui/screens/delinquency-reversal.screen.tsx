import { PendingScreen } from './pending-screen'

/** /delinquencyReversal: filled by a later issue; until then its title and an honest note. */
export default function DelinquencyReversalScreen() {
  return <PendingScreen />
}
