import { PendingScreen } from './pending-screen'

/** /groomingScore: filled by a later issue; until then its title and an honest note. */
export default function GroomingScoreScreen() {
  return <PendingScreen />
}
