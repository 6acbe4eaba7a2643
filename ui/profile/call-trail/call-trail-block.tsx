import { pipe } from 'fp-ts/function'
import * as A from 'fp-ts/Array'
import * as TE from 'fp-ts/TaskEither'
import { useState } from 'react'
import styled from 'styled-components'
import type { Centre } from '../../../core/centre/centre'
import { CALL_TRAIL_PREVIEW } from '../../../core/shared/constants'
import { CALL_TRAIL_TITLE, CALL_TRIAL_TITLE, EMPTY_CALL_TRAILS, SEE_MORE_CALL_TRAILS } from '../../../core/shared/messages'
import { useUseCase } from '../../app/use-cases.context'
import { useCachedTask, useUseCaseQuery } from '../../app/use-use-case-query'
import { Button } from '../../widgets/button'
import { Modal } from '../../widgets/modal'
import { QueryBlock } from '../../widgets/query-block'
import { CareCard } from '../care-block'
import { CallTrailEntries } from '../../widgets/call-trail-entries'
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
  // The Tasks block loads the same tasks at the same time: one request serves both.
  const tasks = useCachedTask(careKeys.tasks(customerId), () => loadTasks(customerId, TASK_PACK_PRODUCT_TYPES))
  const trail = useUseCaseQuery(careKeys.callTrail(customerId), () =>
    pipe(
      tasks(),
      TE.chainW((tasks) => A.sequence(TE.ApplicativePar)(tasks.map((t) => pipe(loadCallTrail(t.uuid), TE.map((c) => [...c.all]))))),
      TE.map((all) => all.flat().sort((a, b) => b.createdOn - a.createdOn)),
    ),
  )
  return (
    <CareCard title={CALL_TRAIL_TITLE}>
      <QueryBlock query={trail} empty={{ when: (t) => t.length === 0, message: EMPTY_CALL_TRAILS }}>
        {(all) => (
          <>
            <CallTrailEntries entries={all.slice(0, CALL_TRAIL_PREVIEW)} />
            {all.length > CALL_TRAIL_PREVIEW ? (
              <More type="button" $variant="secondary" onClick={() => setOpen(true)}>
                {SEE_MORE_CALL_TRAILS}
              </More>
            ) : null}
            {open ? (
              <Modal title={CALL_TRIAL_TITLE} onClose={() => setOpen(false)} width={640}>
                <CallTrailEntries entries={all} />
              </Modal>
            ) : null}
          </>
        )}
      </QueryBlock>
    </CareCard>
  )
}

const More = styled(Button)`
  margin-top: 10px;
`
