import type { TrainingSession } from '../../core/performance/performance'
import {
  TRAINING_DURATION,
  TRAINING_FEEDBACK,
  TRAINING_LOADING,
  TRAINING_NONE,
  TRAINING_OUTCOME,
  TRAINING_OUTCOME_WORDS,
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
import { Lead, Panel } from '../widgets/figure-panels'
import { formatDateTime } from '../../core/shared/display-format'

const WHEN = { format: formatDateTime }

const summaryOf = (list: readonly TrainingSession[]): string => {
  const passed = list.filter((s) => s.outcome === 'PASSED').length
  const average = list.length === 0 ? undefined : Math.round(list.reduce((n, s) => n + s.score, 0) / list.length)
  return trainingSummary(list.length, passed, average)
}

/**
 * /voice-agent (CM Training): the signed-in staff member's practice calls with the voice agent,
 * newest first, one card each: scenario, when, how long, the score out of 100, the outcome in
 * words and the agent's feedback (cards rather than a table: six columns do not fit a phone).
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
              <Sessions>
                {list.map((s) => (
                  <li key={s.id}>
                    <article aria-labelledby={`training-${s.id}`}>
                      <h3 id={`training-${s.id}`}>{s.scenario}</h3>
                      <dl>
                        <div>
                          <dt>{TRAINING_WHEN}</dt>
                          <dd>{WHEN.format(s.startedAt)}</dd>
                        </div>
                        <div>
                          <dt>{TRAINING_DURATION}</dt>
                          <dd>{trainingMinutes(s.durationMinutes)}</dd>
                        </div>
                        <div>
                          <dt>{TRAINING_SCORE}</dt>
                          <dd data-testid="training-score">{s.score}</dd>
                        </div>
                        <div>
                          <dt>{TRAINING_OUTCOME}</dt>
                          <dd>
                            <Outcome $passed={s.outcome === 'PASSED'}>{TRAINING_OUTCOME_WORDS[s.outcome]}</Outcome>
                          </dd>
                        </div>
                      </dl>
                      <p>
                        <strong>{TRAINING_FEEDBACK}:</strong> {s.feedback}
                      </p>
                    </article>
                  </li>
                ))}
              </Sessions>
            </Panel>
          </>
        )}
      </QueryBlock>
    </section>
  )
}

const Sessions = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 10px;
  li {
    border: 1px solid ${theme.color.border};
    border-radius: 8px;
    padding: 12px 14px;
    background: ${theme.color.surfaceMuted};
  }
  h3 {
    margin: 0 0 8px;
    font-size: 15px;
  }
  dl {
    display: flex;
    flex-wrap: wrap;
    gap: 6px 24px;
    margin: 0 0 8px;
  }
  dt {
    color: ${theme.color.muted};
    font-size: 12px;
  }
  dd {
    margin: 2px 0 0;
    font-weight: 600;
    font-variant-numeric: tabular-nums;
  }
  p {
    margin: 0;
    color: ${theme.color.text};
  }
`
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
