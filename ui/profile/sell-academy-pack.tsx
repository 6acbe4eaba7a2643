import type { Centre } from '../../core/centre/centre'
import { type CourseChoice, SelectChildUserModal, SelectCourseCategoryModal, academyRoute } from '../widgets/academy-choice-modals'

type Props = {
  readonly centre: Centre
  readonly customerId: string
  /** 'category': Select Course Category; a course choice: Select Child User for it. */
  readonly step: 'category' | CourseChoice
  readonly onStep: (s: CourseChoice) => void
  readonly onClose: () => void
  /** The academy route with every choice made. */
  readonly onChosen: (path: string) => void
}

/** Selling an academy pack from the profile: Select Course Category, then Select Child User (loaded on first use). */
export default function SellAcademyPack({ centre, customerId, step, onStep, onClose, onChosen }: Props) {
  return step === 'category' ? (
    <SelectCourseCategoryModal centre={centre} userId={customerId} onClose={onClose} onChosen={onStep} />
  ) : (
    <SelectChildUserModal userId={customerId} onClose={onClose} onChosen={(member, child) => onChosen(academyRoute(step, centre.centerServiceId, member, child))} />
  )
}
