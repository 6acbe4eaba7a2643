import styled from 'styled-components'
import { SCORE_FRAME_TITLE, SCORE_LOADING, scoreExpires } from '../../core/shared/messages'
import { useUseCase } from '../app/use-cases.context'
import { useUseCaseQuery } from '../app/use-use-case-query'
import { useCurrentRoute } from '../shell/current-route.context'
import { useStaffAccess } from '../shell/staff-access.context'
import { theme } from '../theme/theme'
import { PageTitle } from '../widgets/page-title'
import { QueryBlock } from '../widgets/query-block'
import { formatTime } from '../../core/shared/display-format'

const TIME = { format: formatTime }

/**
 * /cm-score (CM Score, CLT employees at CULT and hybrid centres): the embedded dashboard. The
 * backend signs a short-lived URL for the signed-in staff member (v1/metabase/iframeUrl) and the
 * screen frames it, titled for assistive technology.
 */
export default function CmScoreScreen() {
  const { route } = useCurrentRoute()
  const { state: access } = useStaffAccess()
  const centre = access.status === 'ready' ? access.access.selected : undefined
  const load = useUseCase('loadScoreEmbed')
  const query = useUseCaseQuery(['performance', centre?.id, 'score-embed'], () => load(centre?.id ?? 0), { enabled: centre !== undefined })
  return (
    <section aria-labelledby="page-title">
      <PageTitle>{route.title}</PageTitle>
      <QueryBlock query={query} loadingLabel={SCORE_LOADING}>
        {(s) => (
          <>
            <Note>{scoreExpires(TIME.format(s.expiresAt))}</Note>
            <Frame title={SCORE_FRAME_TITLE} src={s.url} />
          </>
        )}
      </QueryBlock>
    </section>
  )
}

const Note = styled.p`
  margin: -8px 0 12px;
  color: ${theme.color.muted};
  font-size: 13px;
`
const Frame = styled.iframe`
  display: block;
  width: 100%;
  height: 560px;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  background: ${theme.color.surface};
  box-shadow: ${theme.shadow};
`
