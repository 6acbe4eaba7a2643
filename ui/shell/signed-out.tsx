import { useLocation } from 'react-router-dom'
import styled from 'styled-components'
import { signInPath } from '../../core/access/return-path.rule'
import { SESSION_ENDED_TITLE, SIGN_IN } from '../../core/shared/messages'
import { theme } from '../theme/theme'

/**
 * Where a 401 lands (a session that ended; a first visit goes to sign-in before any call): a link
 * to the backend's sign-in page that comes back to this address.
 */
export const SignedOut = () => {
  const here = useLocation()
  return (
    <Page>
      <Card>
        <Logo aria-hidden="true">C</Logo>
        <h1>{SESSION_ENDED_TITLE}</h1>
        <p>
          <a href={signInPath(`${here.pathname}${here.search}${here.hash}`)}>{SIGN_IN}</a> to continue.
        </p>
      </Card>
    </Page>
  )
}

export const Page = styled.main`
  min-height: 100vh;
  display: grid;
  place-items: center;
  padding: 16px;
  background: linear-gradient(160deg, ${theme.color.sidebar} 0%, ${theme.color.sidebarDeep} 100%);
`
export const Card = styled.div`
  width: min(420px, 100%);
  text-align: center;
  background: ${theme.color.surface};
  border-radius: 16px;
  box-shadow: ${theme.shadowRaised};
  padding: 36px 28px;
  h1 {
    font-size: 22px;
    margin: 12px 0 8px;
  }
  p {
    margin: 0;
    color: ${theme.color.muted};
  }
  a {
    color: ${theme.color.primary};
    font-weight: 600;
  }
`
const Logo = styled.div`
  display: inline-grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border-radius: 12px;
  background: ${theme.color.primary};
  color: ${theme.color.primaryText};
  font-weight: 800;
  font-size: 20px;
`
