import { PendingScreen } from './pending-screen'

/** /sell-play-academy-packs/:isAcademyPack/:courseCategoryName/:courseCategoryId/:workoutId/:centerServiceId/:childName/:childAge/:childId/:membershipStartDateEpoch/:isParentSelected: filled by a later issue; until then its title and an honest note. */
export default function SellPlayAcademyPacksScreen() {
  return <PendingScreen />
}
