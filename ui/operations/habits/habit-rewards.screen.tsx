import { useState } from 'react'
import { useUniqueId } from '../../app/use-unique-id'
import { Link } from 'react-router-dom'
import styled from 'styled-components'
import { HABIT_STATUSES, type HabitReward, type HabitStatus } from '../../../core/operations/habit-rewards'
import { HABIT_STATUS_WORDS, canAcknowledge, habitProgress } from '../../../core/operations/habit-rewards.rule'
import { userIdLabel } from '../../../core/shared/messages'
import { useUseCase } from '../../app/use-cases.context'
import { useUseCaseMutation, useUseCaseQuery } from '../../app/use-use-case-query'
import { useToast } from '../../feedback/toast'
import { theme } from '../../theme/theme'
import { Button } from '../../widgets/button'
import { type Column, DataTable } from '../../widgets/data-table'
import { PageTitle } from '../../widgets/page-title'
import { QueryBlock } from '../../widgets/query-block'
import { centreDate, centreTime } from '../centre-time'
import { Field, Hint, Row, Section, Select } from '../operations-styles'
import { useSelectedCentre } from '../use-selected-centre'

type Filter = HabitStatus | 'ALL'

/**
 * /cultHabitRewards (part 3 §2, habit-rewards list + CULT_HABIT_CENTER_MANAGER EDIT): the centre's
 * members on a habit challenge, their progress and reward; a completed habit is acknowledged here,
 * which orders its goodie (followed on /goodies-tracking-details).
 */
export default function HabitRewardsScreen() {
  const centre = useSelectedCentre()
  const centreId = centre?.id ?? 0
  const load = useUseCase('loadHabitRewards')
  const acknowledge = useUseCase('acknowledgeHabit')
  const toast = useToast()
  const ids = { filter: useUniqueId(), list: useUniqueId() }
  const [filter, setFilter] = useState<Filter>('ALL')
  const key = ['operations', 'habits', centreId] as const
  const habits = useUseCaseQuery(key, () => load({ centreId }), { enabled: centre !== undefined })
  const ack = useUseCaseMutation(acknowledge, {
    invalidates: () => [key, ['operations', 'goodies', centreId]],
    onSuccess: (r) => toast.success(r.message),
    onError: (f, e) => toast.error(f?.message ?? e.message),
  })

  return (
    <>
      <PageTitle>Habit Rewards</PageTitle>
      <Section aria-labelledby={`${ids.list}-h`}>
        <h2 id={`${ids.list}-h`}>Members on a habit challenge</h2>
        <Hint>
          A member who completes their habit earns a goodie. Acknowledge the completion to order it, then follow it on{' '}
          <Link to="/goodies-tracking-details">Goodies Tracking Details</Link>.
        </Hint>
        <QueryBlock query={habits} loadingLabel="Loading habit rewards" empty={{ when: (l) => l.length === 0, message: 'No member of this centre is on a habit challenge.' }}>
          {(list) => {
            const count = (s: HabitStatus) => list.filter((h) => h.status === s).length
            const shown = filter === 'ALL' ? list : list.filter((h) => h.status === filter)
            return (
              <>
                <Row>
                  <Field>
                    <label htmlFor={ids.filter}>Show</label>
                    <Select id={ids.filter} value={filter} onChange={(e) => setFilter(e.target.value as Filter)}>
                      <option value="ALL">All ({list.length})</option>
                      {HABIT_STATUSES.map((s) => (
                        <option key={s} value={s}>
                          {HABIT_STATUS_WORDS[s]} ({count(s)})
                        </option>
                      ))}
                    </Select>
                  </Field>
                </Row>
                <DataTable
                  caption="Habit rewards"
                  rows={shown}
                  rowKey={(h) => String(h.id)}
                  columns={habitColumns((h) => ack.isPending && ack.variables?.rewardId === h.id, (h) => ack.mutate({ rewardId: h.id }))}
                />
              </>
            )
          }}
        </QueryBlock>
      </Section>
    </>
  )
}

const habitColumns = (pending: (h: HabitReward) => boolean, onAcknowledge: (h: HabitReward) => void): readonly Column<HabitReward>[] => [
  {
    key: 'member',
    header: 'Member',
    cell: (h) => (
      <>
        {h.memberName}
        <Sub>{userIdLabel(h.userId)}</Sub>
      </>
    ),
  },
  { key: 'habit', header: 'Habit', cell: (h) => h.habit },
  {
    key: 'progress',
    header: 'Progress',
    cell: (h) => {
      const p = habitProgress(h)
      return (
        <>
          {p.label}
          <Bar value={p.percent} max={100} aria-label={`${h.memberName}: ${p.label}`} />
        </>
      )
    },
  },
  { key: 'ends', header: 'Ends', cell: (h) => centreDate(h.windowEnd) },
  { key: 'reward', header: 'Reward', cell: (h) => h.reward },
  {
    key: 'status',
    header: 'Status',
    cell: (h) => (
      <>
        {HABIT_STATUS_WORDS[h.status]}
        {h.acknowledgedBy === undefined || h.acknowledgedOn === undefined ? null : (
          <Sub>
            by {h.acknowledgedBy}, {centreTime(h.acknowledgedOn)}
          </Sub>
        )}
        {canAcknowledge(h) ? (
          <Action type="button" disabled={pending(h)} onClick={() => onAcknowledge(h)} aria-label={`Acknowledge ${h.memberName}’s habit completion`}>
            Acknowledge
          </Action>
        ) : null}
      </>
    ),
  },
]

const Sub = styled.span`
  display: block;
  color: ${theme.color.muted};
  font-size: 13px;
`
const Bar = styled.progress`
  display: block;
  width: 120px;
  height: 8px;
  margin-top: 4px;
  accent-color: ${theme.color.primary};
`
const Action = styled(Button)`
  display: block;
  margin-top: 6px;
`
