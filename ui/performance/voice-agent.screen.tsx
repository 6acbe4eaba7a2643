import type { TrainingSession } from '../../core/performance/performance'
import {
  TRAINING_DURATION,
  TRAINING_FEEDBACK,
  TRAINING_LOADING,
  TRAINING_NONE,
  TRAINING_OUTCOME,
  TRAINING_OUTCOME_WORDS,
  TRAINING_SCENARIO,
  TRAINING_SCORE,
  TRAINING_SESSIONS,
  TRAINING_WHEN,
  trainingMinutes,
  trainingSummary,
} from '../../core/shared/messages'
import styled from 'styled-components'
import { useUseCase } from '../app/use-cases.context'
import { useUseCaseQuery } from '../app/use-use-case-query'
import { useCurrentRoute } from '../shell/current-route.context'
import { useStaffAccess } from '../shell/staff-access.context'
import { theme } from '../theme/theme'
import { PageTitle } from '../widgets/page-title'
import { QueryBlock } from '../widgets/query-block'
import { Lead, Panel, Scroll, Table } from './perf-layout'

const WHEN = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit', hour12: true })

const summaryOf = (list: readonly TrainingSession[]): string => {
  const passed = list.filter((s) => s.outcome === 'PASSED').length
  const average = list.length === 0 ? undefined : Math.round(list.reduce((n, s) => n + s.score, 0) / list.length)
  return trainingSummary(list.length, passed, average)
}

/**
 * /voice-agent (CM Training): the signed-in staff member's practice calls with the voice agent,
 * newest first: scenario, when, how long, the score out of 100, the outcome in words and the
 * agent's feedback.
 */
export default function VoiceAgentScreen() {
  const { route } = useCurrentRoute()
  const { state: access } = useStaffAccess()
  const centre = access.status === 'ready' ? access.access.selected : undefined
  const load = useUseCase('loadTrainingSessions')
  const query = useUseCaseQuery(['performance', centre?.id, 'training'], () => load(centre?.id ?? 0), { enabled: centre !== undefined })
  return (
    <section aria-labelledby="page-title">
      <PageTitle>{route.title}</PageTitle>
      <QueryBlock query={query} loadingLabel={TRAINING_LOADING} empty={{ when: (l) => l.length === 0, message: TRAINING_NONE }}>
        {(list) => (
          <>
            <Lead data-testid="training-summary">{summaryOf(list)}</Lead>
            <Panel aria-labelledby="training-list">
              <h2 id="training-list">{TRAINING_SESSIONS}</h2>
              <Scroll tabIndex={0} role="group" aria-label={TRAINING_SESSIONS}>
                <Table>
                  <thead>
                    <tr>
                      <th scope="col">{TRAINING_SCENARIO}</th>
                      <th scope="col">{TRAINING_WHEN}</th>
                      <th scope="col">{TRAINING_DURATION}</th>
                      <th scope="col">{TRAINING_SCORE}</th>
                      <th scope="col">{TRAINING_OUTCOME}</th>
                      <th scope="col">{TRAINING_FEEDBACK}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {list.map((s) => (
                      <tr key={s.id}>
                        <th scope="row">{s.scenario}</th>
                        <td>{WHEN.format(s.startedAt)}</td>
                        <td>{trainingMinutes(s.durationMinutes)}</td>
                        <td>{s.score}</td>
                        <td>
                          <Outcome $passed={s.outcome === 'PASSED'}>{TRAINING_OUTCOME_WORDS[s.outcome]}</Outcome>
                        </td>
                        <td>{s.feedback}</td>
                      </tr>
                    ))}
                  </tbody>
                </Table>
              </Scroll>
            </Panel>
          </>
        )}
      </QueryBlock>
    </section>
  )
}

const Outcome = styled.span<{ $passed: boolean }>`
  display: inline-block;
  padding: 2px 8px;
  border-radius: 999px;
  font-size: 12px;
  font-weight: 600;
  white-space: nowrap;
  background: ${(p) => (p.$passed ? theme.color.successSoft : theme.color.dangerSoft)};
  color: ${(p) => (p.$passed ? theme.color.successStrong : theme.color.danger)};
`
