import { PendingScreen } from './pending-screen'

/** /tata1mg: filled by a later issue; until then its title and an honest note. */
export default function Tata1mgScreen() {
  return <PendingScreen />
}
