import styled from 'styled-components'
import { SCREEN_NOT_AVAILABLE_YET } from '../../core/shared/messages'
import { useCurrentRoute } from '../shell/current-route.context'
import { theme } from '../theme/theme'
import { PageTitle } from '../widgets/page-title'

/** A screen of the route map that a later version fills: its title and an honest note, nothing else. */
export const PendingScreen = () => {
  const { route, params } = useCurrentRoute()
  const entries = Object.entries(params)
  return (
    <section aria-labelledby="page-title">
      <PageTitle>{route.title}</PageTitle>
      <Note role="note">
        <p>{SCREEN_NOT_AVAILABLE_YET}</p>
        {entries.length === 0 ? null : (
          <Params>
            {entries.map(([k, v]) => (
              <div key={k}>
                <dt>{k}</dt>
                <dd>{v}</dd>
              </div>
            ))}
          </Params>
        )}
      </Note>
    </section>
  )
}

const Note = styled.div`
  background: ${theme.color.surface};
  border: 1px dashed ${theme.color.border};
  border-radius: ${theme.radius};
  padding: 20px 22px;
  color: ${theme.color.muted};
  max-width: 640px;
  p {
    margin: 0;
  }
`
const Params = styled.dl`
  margin: 14px 0 0;
  display: grid;
  gap: 4px;
  font-size: 13px;
  div {
    display: flex;
    gap: 8px;
  }
  dt {
    font-weight: 600;
    color: ${theme.color.text};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`
