import { useState } from 'react'
import { lazy } from '../../app/preloadable-lazy'
import type { Centre } from '../../../core/centre/centre'
import type { ReportedInjury } from '../../../core/injury/injury-log.port'
import { INJURIES_TITLE, NO_INJURIES_REPORTED, REPORT_INJURY, injuryFiledBy, injuryTicketLabel, injuryWhen } from '../../../core/shared/messages'
import { useUseCase } from '../../app/use-cases.context'
import { useUseCaseQuery } from '../../app/use-use-case-query'
import { theme } from '../../theme/theme'
import { QueryBlock } from '../../widgets/query-block'
import { SmallButton } from '../profile-styles'
import { CareCard } from '../care-block'
import { EntryTop, TimelineList } from '../../widgets/timeline-list'
import { centreDayAndClock } from '../../widgets/centre-format'
import { careKeys } from '../care-keys'

// The form (its option lists and rules) loads when staff first open it: the /user chunk stays in its budget.
const ReportInjuryModal = lazy(() => import('./report-injury-modal').then((m) => ({ default: m.ReportInjuryModal })), { whileLoading: null })

type Props = {
  readonly customerId: string
  readonly centre: Centre
  /** The injured person's name when the screen already holds it. */
  readonly customerName?: string | undefined
}

/**
 * The Report Injury area of the profile: 'Report Injury' opens the form, and the customer's
 * reports at this centre are listed newest first (read back from the server, so they are there
 * after a reload); a new report appears as soon as it is filed.
 */
export const InjuriesBlock = ({ customerId, centre, customerName }: Props) => {
  const load = useUseCase('loadInjuries')
  const injuries = useUseCaseQuery(careKeys.injuries(customerId, centre.id), () => load({ userId: customerId, centerId: centre.id }))
  const [open, setOpen] = useState(false)
  return (
    <CareCard
      title={INJURIES_TITLE}
      action={
        <SmallButton type="button" onClick={() => setOpen(true)}>
          {REPORT_INJURY}
        </SmallButton>
      }
    >
      <QueryBlock query={injuries} empty={{ when: (xs) => xs.length === 0, message: NO_INJURIES_REPORTED }}>
        {(xs) => (
          <TimelineList $accent={theme.color.danger}>
            {xs.map((r) => (
              <Report key={r.id} report={r} />
            ))}
          </TimelineList>
        )}
      </QueryBlock>
      {open ? (
        <ReportInjuryModal customerId={customerId} centre={centre} onClose={() => setOpen(false)} {...(customerName === undefined ? {} : { customerName })} />
      ) : null}
    </CareCard>
  )
}

const Report = ({ report: r }: { report: ReportedInjury }) => {
  const when = centreDayAndClock(r.injuryDate, r.injuryTime)
  return (
    <li aria-label={injuryTicketLabel(r.id)}>
      <EntryTop>
        <strong>{injuryTicketLabel(r.id)}</strong>
        <span>{injuryWhen(when.date, when.clock)}</span>
      </EntryTop>
      <span>
        {r.impactedBodyPart} · {r.symptomsLevel2} · {r.workout} {r.format} · {r.injuryLocation}
      </span>
      <small>{r.injuryLevel}</small>
      <span>{r.description}</span>
      <small>{injuryFiledBy(r.cmDetails, r.trainerDetails)}</small>
    </li>
  )
}
