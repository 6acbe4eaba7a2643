import { PendingScreen } from './pending-screen'

/** /voice-agent: filled by a later issue; until then its title and an honest note. */
export default function VoiceAgentScreen() {
  return <PendingScreen />
}
