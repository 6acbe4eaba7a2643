import styled from 'styled-components'
import { dayText, groomingAverage } from '../../core/employee/staff-desk.rule'
import { GROOMING_AUDITS, GROOMING_AVERAGE, GROOMING_DAY, GROOMING_REMARKS, GROOMING_SCORE, NO_GROOMING_AUDITS, groomingScoreText } from '../../core/shared/messages'
import { useUseCase } from '../app/use-cases.context'
import { useUseCaseQuery } from '../app/use-use-case-query'
import { useCurrentRoute } from '../shell/current-route.context'
import { theme } from '../theme/theme'
import { DataTable } from '../widgets/data-table'
import { PageTitle } from '../widgets/page-title'
import { QueryBlock } from '../widgets/query-block'
import { ScreenHeader, useEmployeeDesk } from './employee-parts'

const groomingKey = (sid: number) => ['employees', sid, 'grooming'] as const

/**
 * Attire/Grooming Score (/groomingScore: an employee id, no permission): the signed-in employee's
 * average score at the centre and each audit, latest first.
 */
export default function GroomingScoreScreen() {
  const { route } = useCurrentRoute()
  const { centre } = useEmployeeDesk()
  const load = useUseCase('loadGroomingScore')
  const sid = centre?.centerServiceId ?? 0
  const score = useUseCaseQuery(groomingKey(sid), () => load(sid), { enabled: centre !== undefined })
  return (
    <section aria-labelledby="page-title">
      <ScreenHeader>
        <PageTitle>{route.title}</PageTitle>
      </ScreenHeader>
      <QueryBlock query={score} empty={{ when: (g) => g.audits.length === 0, message: NO_GROOMING_AUDITS }}>
        {(g) => {
          const avg = groomingAverage(g.audits)
          return (
            <>
              {avg === undefined ? null : (
                <Average role="status" aria-label={`${GROOMING_AVERAGE}: ${groomingScoreText(avg.score, avg.outOf)}`}>
                  <span>{GROOMING_AVERAGE}</span>
                  <strong>{groomingScoreText(avg.score, avg.outOf)}</strong>
                </Average>
              )}
              <DataTable
                caption={GROOMING_AUDITS}
                rows={g.audits}
                rowKey={(a) => a.day}
                columns={[
                  { key: 'day', header: GROOMING_DAY, rowHeader: true, cell: (a) => dayText(a.day) },
                  { key: 'score', header: GROOMING_SCORE, numeric: true, cell: (a) => groomingScoreText(a.score, a.outOf) },
                  { key: 'remarks', header: GROOMING_REMARKS, cell: (a) => a.remarks },
                ]}
              />
            </>
          )
        }}
      </QueryBlock>
    </section>
  )
}

const Average = styled.div`
  display: inline-grid;
  gap: 2px;
  margin-bottom: 16px;
  padding: 12px 18px;
  background: ${theme.color.surface};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  box-shadow: ${theme.shadow};
  span {
    font-size: 13px;
    color: ${theme.color.muted};
  }
  strong {
    font-size: 28px;
  }
`
