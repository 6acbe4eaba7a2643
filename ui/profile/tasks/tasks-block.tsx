import { useState } from 'react'
import { lazy } from '../../app/preloadable-lazy'
import styled from 'styled-components'
import type { Centre } from '../../../core/centre/centre'
import { OPEN_TASK_STATUS, type Task } from '../../../core/task/task'
import { NO_TASKS, RESOLVE, TASKS_TITLE, taskExpires, taskResolvedAt } from '../../../core/shared/messages'
import { useUseCase } from '../../app/use-cases.context'
import { useUseCaseQuery } from '../../app/use-use-case-query'
import { theme } from '../../theme/theme'
import { Button } from '../../widgets/button'
import { QueryBlock } from '../../widgets/query-block'
import { CareCard } from '../care-block'
import { centreDateTime, inWords } from '../../widgets/centre-format'
import { TASK_PACK_PRODUCT_TYPES, careKeys } from '../care-keys'
import { useNow } from '../use-now'

/** Loaded on first use: the modal is shared with /crmTasks, and /user stays within its budget without it. */
const ResolveTaskModal = lazy(() => import('../../widgets/resolve-task-modal').then((m) => ({ default: m.ResolveTaskModal })), { whileLoading: null })

type Props = { readonly customerId: string; readonly centre: Centre }

/** The customer's tasks (part 3 §2): campaign, status in words, expiry; an open one can be resolved. */
export const TasksBlock = ({ customerId }: Props) => {
  const loadTasks = useUseCase('loadTasks')
  const tasks = useUseCaseQuery(careKeys.tasks(customerId), () => loadTasks(customerId, TASK_PACK_PRODUCT_TYPES))
  const [resolving, setResolving] = useState<Task | undefined>(undefined)
  const now = useNow()
  return (
    <CareCard title={TASKS_TITLE}>
      <QueryBlock query={tasks} empty={{ when: (t) => t.length === 0, message: NO_TASKS }}>
        {(rows) => (
          <List>
            {rows.map((t) => (
              <li key={t.uuid}>
                <div>
                  <strong>{t.campaignName}</strong>
                  <small>
                    {inWords(t.status)}
                    {t.subStatus === undefined ? '' : ` · ${inWords(t.subStatus)}`} ·{' '}
                    {t.resolvedAt === undefined ? taskExpires(centreDateTime(t.expiryTime)) : taskResolvedAt(centreDateTime(t.resolvedAt))}
                  </small>
                  {t.remark === undefined ? null : <small>{t.remark}</small>}
                </div>
                {t.status === OPEN_TASK_STATUS ? (
                  <Button type="button" $variant="secondary" aria-label={`${RESOLVE} ${t.campaignName}`} onClick={() => setResolving(t)}>
                    {RESOLVE}
                  </Button>
                ) : null}
              </li>
            ))}
          </List>
        )}
      </QueryBlock>
      {resolving === undefined ? null : (
        <ResolveTaskModal
        task={resolving}
        now={now}
        onClose={() => setResolving(undefined)}
          invalidates={() => [careKeys.tasks(customerId), careKeys.callTrail(customerId)]}
        />
      )}
    </CareCard>
  )
}

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 8px;
  li {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 8px;
    padding: 8px 10px;
    border: 1px solid ${theme.color.border};
    border-radius: 8px;
  }
  li > div {
    display: grid;
    gap: 2px;
    min-width: 0;
  }
  small {
    color: ${theme.color.muted};
  }
`
