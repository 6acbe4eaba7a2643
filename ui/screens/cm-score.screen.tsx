import { PendingScreen } from './pending-screen'

/** /cm-score: filled by a later issue; until then its title and an honest note. */
export default function CmScoreScreen() {
  return <PendingScreen />
}
