import { PendingScreen } from './pending-screen'

/** /issues: filled by a later issue; until then its title and an honest note. */
export default function IssuesScreen() {
  return <PendingScreen />
}
