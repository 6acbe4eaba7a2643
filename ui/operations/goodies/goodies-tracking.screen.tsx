import { useUniqueId } from '../../app/use-unique-id'
import styled from 'styled-components'
import type { Goodie } from '../../../core/operations/habit-rewards'
import { GOODIE_STATUS_WORDS, goodieActionLabel, nextGoodieStatus } from '../../../core/operations/habit-rewards.rule'
import { userIdLabel } from '../../../core/shared/messages'
import { useUseCase } from '../../app/use-cases.context'
import { useUseCaseMutation, useUseCaseQuery } from '../../app/use-use-case-query'
import { useToast } from '../../feedback/toast'
import { theme } from '../../theme/theme'
import { Button } from '../../widgets/button'
import { type Column, DataTable } from '../../widgets/data-table'
import { PageTitle } from '../../widgets/page-title'
import { QueryBlock } from '../../widgets/query-block'
import { StatusPill } from '../../widgets/status-pill'
import { centreTime } from '../centre-time'
import { Hint, Section } from '../operations-styles'
import { useSelectedCentre } from '../use-selected-centre'

/**
 * /goodies-tracking-details (part 3 §2, hidden, habit-rewards list): the goodies members earned
 * with their habits, from the order to the member's hands; waiting ones first.
 */
export default function GoodiesTrackingScreen() {
  const centre = useSelectedCentre()
  const centreId = centre?.id ?? 0
  const load = useUseCase('loadGoodies')
  const move = useUseCase('moveGoodie')
  const toast = useToast()
  const listId = useUniqueId()
  const key = ['operations', 'goodies', centreId] as const
  const goodies = useUseCaseQuery(key, () => load({ centreId }), { enabled: centre !== undefined })
  const step = useUseCaseMutation(move, {
    invalidates: () => [key],
    onSuccess: (r) => toast.success(r.message),
    onError: (f, e) => toast.error(f?.message ?? e.message),
  })

  return (
    <>
      <PageTitle>Goodies Tracking Details</PageTitle>
      <Section aria-labelledby={`${listId}-h`}>
        <h2 id={`${listId}-h`}>Goodies earned with habits</h2>
        <Hint>A goodie is ordered when its habit completion is acknowledged. Mark it received when it reaches the centre, and handed over when the member takes it.</Hint>
        <QueryBlock query={goodies} loadingLabel="Loading goodies" empty={{ when: (l) => l.length === 0, message: 'No goodies at this centre yet.' }}>
          {(list) => (
            <DataTable
              caption="Goodies"
              rows={list}
              rowKey={(g) => String(g.id)}
              columns={goodieColumns((g) => step.isPending && step.variables?.goodie.id === g.id, (g, to) => step.mutate({ goodie: g, to }))}
            />
          )}
        </QueryBlock>
      </Section>
    </>
  )
}

type Next = NonNullable<ReturnType<typeof nextGoodieStatus>>

const goodieColumns = (pending: (g: Goodie) => boolean, onMove: (g: Goodie, to: Next) => void): readonly Column<Goodie>[] => [
  {
    key: 'member',
    header: 'Member',
    cell: (g) => (
      <>
        {g.memberName}
        <Sub>{userIdLabel(g.userId)}</Sub>
      </>
    ),
  },
  { key: 'goodie', header: 'Goodie', cell: (g) => g.item },
  { key: 'habit', header: 'Habit', cell: (g) => g.habit },
  {
    key: 'status',
    header: 'Status',
    cell: (g) => {
      const next = nextGoodieStatus(g.status)
      const label = goodieActionLabel(g.status)
      return (
        <>
          <StatusPill tone={g.status === 'HANDED_OVER' ? 'good' : 'neutral'}>{GOODIE_STATUS_WORDS[g.status]}</StatusPill>
          {next === undefined || label === undefined ? null : (
            <Action type="button" disabled={pending(g)} onClick={() => onMove(g, next)} aria-label={`${label}: ${g.item} for ${g.memberName}`}>
              {label}
            </Action>
          )}
        </>
      )
    },
  },
  {
    key: 'updated',
    header: 'Last update',
    cell: (g) => (
      <>
        {centreTime(g.updatedOn)}
        <Sub>by {g.updatedBy}</Sub>
      </>
    ),
  },
]

const Sub = styled.span`
  display: block;
  color: ${theme.color.muted};
  font-size: 13px;
`
const Action = styled(Button)`
  display: block;
  margin-top: 6px;
`
