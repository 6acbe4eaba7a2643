import styled from 'styled-components'
import { theme } from '../theme/theme'
import { useCentreContext } from './centre-context'
import { CentreSelector } from './centre-selector'

/** The application frame: sidebar with the centre selector, header with the signed-in staff member. */
export const Shell = () => {
  const { state, select, reload } = useCentreContext()
  if (state.status === 'loading')
    return (
      <Centred role="status" aria-live="polite">
        Loading…
      </Centred>
    )
  if (state.status === 'signed-out')
    return (
      <Centred>
        <h1>You are signed out</h1>
        <p>
          <a href="/sign-in">Sign in</a> to continue.
        </p>
      </Centred>
    )
  if (state.status === 'error')
    return (
      <Centred role="alert">
        <h1>Could not load your centres</h1>
        <p>{state.message}</p>
        <button type="button" onClick={reload}>
          Try again
        </button>
      </Centred>
    )
  const { context } = state
  return (
    <Layout>
      <Sidebar aria-label="Sidebar">
        <Brand>Centre operations</Brand>
        <CentreSelector centres={context.centers} selected={context.selected} onSelect={select} />
      </Sidebar>
      <Main>
        <Header>
          <span>{context.userContext.email}</span>
          {context.userContext.empId === undefined ? null : <Muted>{context.userContext.empId}</Muted>}
        </Header>
        <Content>
          <h1>{context.selected?.name ?? 'No centre'}</h1>
          {context.selected === undefined ? (
            <p>You have no centres assigned yet.</p>
          ) : (
            <p>
              {context.selected.type}
              {context.selected.category === undefined ? '' : ` · ${context.selected.category}`} · {context.selected.locality}
            </p>
          )}
        </Content>
      </Main>
    </Layout>
  )
}

const Centred = styled.main`
  max-width: 520px;
  margin: 15vh auto;
  padding: 0 16px;
  text-align: center;
`
const Layout = styled.div`
  display: grid;
  grid-template-columns: 260px 1fr;
  min-height: 100%;
  @media (max-width: ${theme.phone}) {
    grid-template-columns: 1fr;
  }
`
const Sidebar = styled.nav`
  background: ${theme.color.sidebar};
  color: ${theme.color.sidebarText};
  padding: 20px 16px;
  display: grid;
  align-content: start;
  gap: 20px;
`
const Brand = styled.div`
  font-weight: 700;
  font-size: 17px;
`
const Main = styled.div`
  display: grid;
  grid-template-rows: auto 1fr;
`
const Header = styled.header`
  display: flex;
  justify-content: flex-end;
  gap: 12px;
  padding: 14px 24px;
  background: ${theme.color.surface};
  border-bottom: 1px solid ${theme.color.border};
`
const Muted = styled.span`
  color: ${theme.color.muted};
`
const Content = styled.main`
  padding: 24px;
`
