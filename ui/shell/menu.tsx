import { useUniqueId } from '../app/use-unique-id'
import { NavLink } from 'react-router-dom'
import styled from 'styled-components'
import type { RouteDef } from '../../core/access/access'
import type { MenuEntry } from '../../core/access/route-access.rule'
import { USER_GUIDE_LABEL } from '../../core/access/route-map'
import { USER_GUIDE_URL } from '../../core/shared/constants'
import { theme } from '../theme/theme'
import { VisuallyHidden } from '../widgets/visually-hidden'

type Props = {
  readonly entries: readonly MenuEntry[]
  readonly showUserGuide: boolean
}

const Item = ({ route }: { route: RouteDef }) => (
  <li>
    <Link to={route.path} end caseSensitive>
      <span>{route.title}</span>
      {route.isNew ? <Badge>New</Badge> : null}
    </Link>
  </li>
)

const Group = ({ name, routes }: { name: string; routes: readonly RouteDef[] }) => {
  const id = useUniqueId()
  return (
    <li>
      <GroupLabel id={id}>{name}</GroupLabel>
      <ul aria-labelledby={id}>
        {routes.map((r) => (
          <Item key={r.path} route={r} />
        ))}
      </ul>
    </li>
  )
}

/** The sidebar menu: allowed, non-hidden routes, grouped, with 'New' badges; the User Guide link. */
export const Menu = ({ entries, showUserGuide }: Props) => (
  <Nav aria-label="Main menu">
    <ul>
      {entries.map((e) =>
        e.kind === 'item' ? <Item key={e.route.path} route={e.route} /> : <Group key={e.group} name={e.group} routes={e.routes} />,
      )}
    </ul>
    {showUserGuide ? (
      <Guide href={USER_GUIDE_URL} target="_blank" rel="noreferrer noopener">
        {USER_GUIDE_LABEL}
        <span aria-hidden="true"> ↗</span>
        <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
      </Guide>
    ) : null}
  </Nav>
)

const Nav = styled.nav`
  display: grid;
  gap: 12px;
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 2px;
  }
`
const Link = styled(NavLink)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  padding: 7px 10px;
  border-radius: 7px;
  color: ${theme.color.sidebarText};
  text-decoration: none;
  font-size: 14px;
  &:hover {
    background: ${theme.color.sidebarRaised};
  }
  &.active {
    background: ${theme.color.sidebarActive};
    font-weight: 600;
    box-shadow: inset 3px 0 0 ${theme.color.sidebarMarker};
  }
`
const Badge = styled.span`
  font-size: 10px;
  font-weight: 700;
  text-transform: uppercase;
  letter-spacing: 0.04em;
  padding: 1px 6px;
  border-radius: 999px;
  background: ${theme.color.badge};
  color: ${theme.color.badgeText};
`
const GroupLabel = styled.div`
  margin: 12px 10px 4px;
  font-size: 11px;
  font-weight: 600;
  text-transform: uppercase;
  letter-spacing: 0.08em;
  color: ${theme.color.sidebarMuted};
`
const Guide = styled.a`
  display: block;
  padding: 7px 10px;
  border-radius: 7px;
  border: 1px solid ${theme.color.sidebarBorder};
  color: ${theme.color.sidebarText};
  text-decoration: none;
  font-size: 14px;
  &:hover {
    background: ${theme.color.sidebarRaised};
  }
`
