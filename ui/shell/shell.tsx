import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { quietPart } from '../app/lazy-component'
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router-dom'
import styled from 'styled-components'
import { canAccess, homePath, matchRoute, menuEntries, showsUserGuide } from '../../core/access/route-access.rule'
import { accessSubjectFor } from '../../core/access/staff-access'
import type { Centre } from '../../core/centre/centre'
import { roleLabel } from '../../core/access/staff-role.rule'
import { KIOSK_PATH, isKioskSession } from '../../core/access/kiosk-session.rule'
import { CENTRES_LOAD_FAILED } from '../../core/shared/messages'
import { useUseCase } from '../app/use-cases.context'
import { theme } from '../theme/theme'
import { Loader } from '../widgets/loader'
import { visuallyHidden } from '../widgets/visually-hidden'
import { Avatar } from './avatar'
import { CentreSelector } from './centre-selector'
import { MEMBER_SEARCH_ATTR, MemberSearch } from './member-search'
import { Menu } from './menu'
import { isCentreClosed } from '../../core/centre/centre-closure.rule'
import type { StaffAccess } from '../../core/access/staff-access'
import { Card, Page, SignedOut } from './signed-out'
import { screenDrawn, watchScreenDrawn } from '../app/screen-drawn'
import { useCanOpen, useStaffAccess } from './staff-access.context'

// The closed-centre and no-access notices are rare: their code loads when one is shown.
const ClosedCentreNotice = quietPart(() => import('./desk-notices').then((m) => ({ default: m.ClosedCentreNotice })))
const NoAccessNotice = quietPart(() => import('./desk-notices').then((m) => ({ default: m.NoAccessNotice })))
// The reminder panel (and rxjs with it) loads once the first screen is up, at the browser's first idle moment.
const ReminderPanel = quietPart(() => import('../reminders/reminder-panel'))
// The connection status comes with the offline desk, after the first screen.
const ConnectionStatus = quietPart(() => import('./connection-status'))

/**
 * true from the browser's first idle moment after the first screen has drawn what it loads
 * (screen-drawn.ts), once `ready` (a second later where there is no idle callback).
 */
const useAfterFirstScreen = (ready: boolean): boolean => {
  const [after, setAfter] = useState(false)
  const client = useQueryClient()
  useEffect(() => watchScreenDrawn(client), [client])
  useEffect(() => {
    if (!ready) return
    let live = true
    void screenDrawn.then(() => (window.requestIdleCallback ?? ((f: () => void) => setTimeout(f, 1000)))(() => live && setAfter(true)))
    return () => {
      live = false
    }
  }, [ready])
  return after
}

/** Whether the staff member holds no permission at all (a new member of staff before access is granted). */
const hasNoPermissions = (access: StaffAccess): boolean => Object.values(access.permissions).every((levels) => levels.length === 0)

const isTextField = (t: EventTarget | null): boolean =>
  t instanceof HTMLElement && (t.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(t.tagName))

/** '/' focuses the visible member search, unless the staff member is typing somewhere. */
const useSlashFocusesSearch = (): void => {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== '/' || e.ctrlKey || e.metaKey || e.altKey || isTextField(e.target)) return
      const fields = [...document.querySelectorAll<HTMLInputElement>(`[${MEMBER_SEARCH_ATTR}]`)]
      const visible = fields.find((f) => f.getClientRects().length > 0) ?? fields[0]
      if (visible === undefined) return
      e.preventDefault()
      visible.focus()
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [])
}

/**
 * A self check-in kiosk's frame: no sidebar, header, search or reminders, only the kiosk screen;
 * any other address goes back to it (but the sign-out page, for staff who take the tablet back).
 */
const KioskFrame = () => {
  const { pathname } = useLocation()
  if (pathname !== KIOSK_PATH && pathname !== '/logout') return <Navigate to={KIOSK_PATH} replace />
  return (
    <main id="content">
      <Outlet />
    </main>
  )
}

/** The application frame: sidebar (drawer on a phone), header with the staff member, and the routed screen. */
export const Shell = () => {
  const { state, select, reload } = useStaffAccess()
  const location = useLocation()
  const navigate = useNavigate()
  const now = useUseCase('now')
  // The drawer belongs to the address it was opened at: any navigation closes it.
  const [drawerAt, setDrawerAt] = useState<string | undefined>(undefined)
  const drawer = drawerAt === location.key
  const setDrawer = (open: boolean) => setDrawerAt(open ? location.key : undefined)
  const sidebar = useRef<HTMLElement>(null)
  const hamburger = useRef<HTMLButtonElement>(null)
  useSlashFocusesSearch()
  const remindersMounted = useAfterFirstScreen(state.status === 'ready')
  const canOpen = useCanOpen()

  useEffect(() => {
    if (!drawer) return
    sidebar.current?.querySelector<HTMLElement>('button, a, input')?.focus()
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setDrawerAt(undefined)
        hamburger.current?.focus()
      }
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [drawer])

  if (state.status === 'loading') return <Loader fill />
  if (state.status === 'signed-out') return <SignedOut />
  if (state.status === 'error')
    return (
      <Page>
        <Card role="alert">
          <h1>{CENTRES_LOAD_FAILED}</h1>
          <p>{state.message}</p>
          <Retry type="button" onClick={reload}>
            Try again
          </Retry>
        </Card>
      </Page>
    )

  const { access, subject } = state
  if (isKioskSession(access.permissions)) return <KioskFrame />
  const user = access.userContext
  const entries = subject === undefined ? [] : menuEntries(subject)
  // The member search opens User Details: offered only to staff who may open it here.
  const searchesMembers = canOpen('/user')
  const role = roleLabel(access.memberships)
  const staffLine = user.empId === undefined ? role : `${user.empId} · ${role}`
  // Choosing a centre closes the drawer; a screen the new centre does not offer gives way to its home.
  const onSelect = (centre: Centre) => {
    select(centre)
    if (drawer) {
      setDrawer(false)
      // After the selector has put focus back on its own (now hidden) button.
      setTimeout(() => hamburger.current?.focus(), 0)
    }
    const here = matchRoute(location.pathname)
    if (here !== undefined && !canAccess(here.route, accessSubjectFor(access, centre, now()))) void navigate(homePath(centre))
  }

  return (
    <Layout>
      <SkipLink href="#content">Skip to content</SkipLink>
      <Sidebar ref={sidebar} id="sidebar" aria-label="Sidebar" data-open={drawer}>
        <Brand>
          <Logo aria-hidden="true">C</Logo>
          <span>Centre operations</span>
          <CloseDrawer type="button" aria-label="Close menu" onClick={() => setDrawer(false)}>
            ×
          </CloseDrawer>
        </Brand>
        <PhoneOnly>
          <DrawerWho>
            <strong>{breakableEmail(user.email)}</strong>
            <small>{staffLine}</small>
          </DrawerWho>
        </PhoneOnly>
        <CentreSelector centres={access.centers} selected={access.selected} onSelect={onSelect} />
        {searchesMembers ? (
          <PhoneOnly>
            <MemberSearch id="member-search-drawer" tone="dark" onSearched={() => setDrawer(false)} />
          </PhoneOnly>
        ) : null}
        <Menu entries={entries} showUserGuide={access.selected !== undefined && showsUserGuide(access.selected)} />
      </Sidebar>
      {drawer ? <Backdrop aria-hidden="true" onClick={() => setDrawer(false)} /> : null}
      <Main>
        <Header>
          <Hamburger
            ref={hamburger}
            type="button"
            aria-label="Open menu"
            aria-controls="sidebar"
            aria-expanded={drawer}
            onClick={() => setDrawer(true)}
          >
            <span />
            <span />
            <span />
          </Hamburger>
          <CentreTag aria-hidden="true">{access.selected?.name}</CentreTag>
          <DesktopOnly>{searchesMembers ? <MemberSearch id="member-search" /> : null}</DesktopOnly>
          <HeaderTools>
            {remindersMounted ? (
              <>
                <ConnectionStatus />
                <ReminderPanel centerId={access.selected?.id} signedIn={location.pathname !== '/logout'} />
              </>
            ) : null}
          </HeaderTools>
          <UserBox aria-label="Signed in as">
            <Who>
              <strong>{user.email}</strong>
              <small>{staffLine}</small>
            </Who>
            <Avatar name={user.name === '' ? user.email : user.name} colourKey={user.email} />
          </UserBox>
        </Header>
        <Content id="content" tabIndex={-1}>
          {subject === undefined || !isCentreClosed(subject.centre, now()) ? null : <ClosedCentreNotice subject={subject} now={now()} />}
          {hasNoPermissions(access) ? <NoAccessNotice canSwitchCentre={access.centers.length > 1} /> : null}
          <Outlet />
        </Content>
      </Main>
    </Layout>
  )
}

/** An email that, when it must wrap, wraps after its '@' rather than inside a word. */
const breakableEmail = (email: string) => {
  const at = email.indexOf('@')
  return at < 0 ? email : (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </>
  )
}

const phone = `@media (max-width: ${theme.phone})`
const desktop = `@media (min-width: calc(${theme.phone} + 1px))`

const Layout = styled.div`
  display: grid;
  grid-template-columns: 272px minmax(0, 1fr);
  min-height: 100vh;
  ${phone} {
    grid-template-columns: minmax(0, 1fr);
  }
`
const SkipLink = styled.a`
  position: absolute;
  left: -999px;
  top: 8px;
  z-index: 100;
  background: ${theme.color.surface};
  padding: 8px 12px;
  border-radius: 6px;
  &:focus {
    left: 8px;
  }
`
const Sidebar = styled.aside`
  background: ${theme.color.sidebar};
  color: ${theme.color.sidebarText};
  padding: 18px 14px 24px;
  display: flex;
  flex-direction: column;
  gap: 18px;
  position: sticky;
  top: 0;
  height: 100vh;
  overflow-y: auto;
  ${phone} {
    display: none;
    &[data-open='true'] {
      display: flex;
      position: fixed;
      inset: 0 auto 0 0;
      width: min(300px, 86vw);
      z-index: 40;
      box-shadow: ${theme.shadowRaised};
    }
  }
`
const Brand = styled.div`
  display: flex;
  align-items: center;
  gap: 10px;
  font-weight: 700;
  font-size: 16px;
  padding: 0 4px;
`
const Logo = styled.span`
  display: inline-grid;
  place-items: center;
  width: 30px;
  height: 30px;
  border-radius: 8px;
  background: ${theme.color.primary};
  color: ${theme.color.primaryText};
  font-weight: 800;
`
const CloseDrawer = styled.button`
  margin-left: auto;
  border: 0;
  background: transparent;
  color: ${theme.color.sidebarText};
  font-size: 24px;
  line-height: 1;
  cursor: pointer;
  ${desktop} {
    display: none;
  }
`
const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 35;
  background: ${theme.scrim};
  ${desktop} {
    display: none;
  }
`
const Main = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
`
const Header = styled.header`
  position: sticky;
  top: 0;
  z-index: 20;
  display: flex;
  align-items: center;
  gap: 16px;
  padding: 10px 24px;
  min-height: 60px;
  background: ${theme.color.surface};
  border-bottom: 1px solid ${theme.color.border};
  ${phone} {
    padding: 8px 12px;
    gap: 6px 10px;
    flex-wrap: wrap;
  }
`
const Hamburger = styled.button`
  display: none;
  flex: none;
  flex-direction: column;
  justify-content: center;
  gap: 4px;
  width: 40px;
  height: 40px;
  padding: 0 10px;
  border: 1px solid ${theme.color.border};
  border-radius: 8px;
  background: ${theme.color.surface};
  cursor: pointer;
  span {
    display: block;
    height: 2px;
    background: ${theme.color.text};
    border-radius: 2px;
  }
  ${phone} {
    display: flex;
  }
`
const DesktopOnly = styled.div`
  flex: 1;
  max-width: 460px;
  ${phone} {
    display: none;
  }
`
const PhoneOnly = styled.div`
  ${desktop} {
    display: none;
  }
`
/** On a phone the sidebar is hidden: the header names the selected centre. */
const CentreTag = styled.span`
  display: none;
  font-weight: 600;
  font-size: 14px;
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  ${phone} {
    display: block;
    flex: 1 1 0;
    white-space: normal;
    overflow-wrap: anywhere;
    line-height: 1.25;
  }
`
/**
 * The header's parts that mount after the first screen (the connection's state and the
 * reminders). On a desk they sit in the header's row; on a phone they have a row of their own,
 * there from the first paint at their height, so their arrival moves nothing on the page (it
 * pushed the whole screen down a row) and the centre's name keeps the first row to itself.
 */
const HeaderTools = styled.div`
  display: contents;
  ${phone} {
    order: 2;
    flex: 1 1 100%;
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 6px 10px;
    min-height: 40px;
  }
`
/**
 * Who is signed in. On a phone the header keeps the avatar in its first row, beside the centre's
 * name; the email and the employee id are read out there but shown in the menu's drawer, so the
 * header takes two rows of the screen, not three.
 */
const UserBox = styled.section`
  margin-left: auto;
  display: flex;
  align-items: center;
  gap: 10px;
  min-width: 0;
  ${phone} {
    order: 1;
    margin-left: 0;
  }
`
const Who = styled.div`
  display: grid;
  text-align: right;
  min-width: 0;
  strong {
    font-size: 14px;
    font-weight: 600;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  small {
    color: ${theme.color.muted};
    font-size: 12px;
  }
  /* On a phone: read out, not shown (the drawer shows it); nothing in it is cut, the box hides it whole. */
  ${phone} {
    ${visuallyHidden}
    strong {
      overflow: visible;
      text-overflow: clip;
    }
  }
`
/** The signed-in staff member at the top of the phone's menu drawer. */
const DrawerWho = styled.p`
  display: grid;
  gap: 2px;
  margin: 0;
  padding: 0 4px;
  min-width: 0;
  strong {
    font-size: 14px;
    font-weight: 600;
    overflow-wrap: anywhere;
  }
  small {
    color: ${theme.color.sidebarMuted};
    font-size: 12px;
  }
`
const Content = styled.main`
  padding: 28px 32px 48px;
  &:focus {
    outline: none;
  }
  ${phone} {
    padding: 20px 16px 40px;
  }
`
const Retry = styled.button`
  margin-top: 16px;
  background: ${theme.color.primary};
  color: ${theme.color.primaryText};
  border: 0;
  border-radius: 8px;
  padding: 9px 16px;
  cursor: pointer;
`
