import { pipe } from 'fp-ts/function'
import * as A from 'fp-ts/Array'
import * as TE from 'fp-ts/TaskEither'
import { useState } from 'react'
import styled from 'styled-components'
import type { Centre } from '../../../core/centre/centre'
import { CALL_TRAIL_PREVIEW } from '../../../core/shared/constants'
import { CALL_RECORDING, CALL_TRAIL_TITLE, CALL_TRIAL_TITLE, EMPTY_CALL_TRAILS, SEE_MORE_CALL_TRAILS } from '../../../core/shared/messages'
import type { CallTrailEntry } from '../../../core/task/task'
import { useUseCase } from '../../app/use-cases.context'
import { useUseCaseQuery } from '../../app/use-use-case-query'
import { theme } from '../../theme/theme'
import { Button } from '../../widgets/button'
import { Modal } from '../../widgets/modal'
import { QueryBlock } from '../../widgets/query-block'
import { CareCard } from '../care-block'
import { centreDateTime, inWords } from '../care-format'
import { TASK_PACK_PRODUCT_TYPES, careKeys } from '../care-keys'

type Props = { readonly customerId: string; readonly centre: Centre }

/**
 * The Call Trail block (part 1 §2, part 3 §2): the customer's calls across their tasks, newest
 * first; the first 3, and 'SEE MORE CALL TRAILS' opening Call Trial with the full history.
 * 'No Call Trails' when there are none.
 */
export const CallTrailBlock = ({ customerId }: Props) => {
  const loadTasks = useUseCase('loadTasks')
  const loadCallTrail = useUseCase('loadCallTrail')
  const [open, setOpen] = useState(false)
  const trail = useUseCaseQuery(careKeys.callTrail(customerId), () =>
    pipe(
      loadTasks(customerId, TASK_PACK_PRODUCT_TYPES),
      TE.chainW((tasks) => A.sequence(TE.ApplicativePar)(tasks.map((t) => pipe(loadCallTrail(t.uuid), TE.map((c) => [...c.all]))))),
      TE.map((all) => all.flat().sort((a, b) => b.createdOn - a.createdOn)),
    ),
  )
  return (
    <CareCard title={CALL_TRAIL_TITLE}>
      <QueryBlock query={trail} empty={{ when: (t) => t.length === 0, message: EMPTY_CALL_TRAILS }}>
        {(all) => (
          <>
            <Entries entries={all.slice(0, CALL_TRAIL_PREVIEW)} />
            {all.length > CALL_TRAIL_PREVIEW ? (
              <More type="button" $variant="secondary" onClick={() => setOpen(true)}>
                {SEE_MORE_CALL_TRAILS}
              </More>
            ) : null}
            {open ? (
              <Modal title={CALL_TRIAL_TITLE} onClose={() => setOpen(false)} width={640}>
                <Entries entries={all} />
              </Modal>
            ) : null}
          </>
        )}
      </QueryBlock>
    </CareCard>
  )
}

const Entries = ({ entries }: { entries: readonly CallTrailEntry[] }) => (
  <List>
    {entries.map((e, i) => (
      <li key={`${e.createdOn}-${i}`}>
        <Top>
          <strong>{inWords(e.status)}</strong>
          <time dateTime={new Date(e.createdOn).toISOString()}>{centreDateTime(e.createdOn)}</time>
        </Top>
        <small>
          {e.agentName} · {e.campaignName}
          {e.subStatus === undefined ? '' : ` · ${inWords(e.subStatus)}`}
        </small>
        {e.remarks === undefined || e.remarks === '' ? null : <span>{e.remarks}</span>}
        {e.recordingUrl === undefined ? null : (
          <a href={e.recordingUrl} target="_blank" rel="noreferrer">
            {CALL_RECORDING}
          </a>
        )}
      </li>
    ))}
  </List>
)

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 8px;
  li {
    display: grid;
    gap: 2px;
    padding: 8px 10px;
    border-left: 3px solid ${theme.color.primary};
    background: ${theme.color.surfaceMuted};
    border-radius: 0 8px 8px 0;
  }
  small {
    color: ${theme.color.muted};
  }
`
const Top = styled.div`
  display: flex;
  justify-content: space-between;
  gap: 8px;
  flex-wrap: wrap;
  time {
    color: ${theme.color.muted};
    font-size: 13px;
  }
`
const More = styled(Button)`
  margin-top: 10px;
`
