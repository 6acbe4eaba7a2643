import { PendingScreen } from './pending-screen'

/** /cultHabitRewards: filled by a later issue; until then its title and an honest note. */
export default function CultHabitRewardsScreen() {
  return <PendingScreen />
}
