import styled from 'styled-components'
import type { RouteDef } from '../../core/access/access'
import { NOT_AUTHORIZED, notAuthorizedWhy } from '../../core/shared/messages'
import { theme } from '../theme/theme'
import { PageTitle } from '../widgets/page-title'

/** A denied route: 'Not Authorized' and, for the staff member, every reason from the core. */
export const NotAuthorized = ({ route, reasons }: { route: RouteDef; reasons: readonly string[] }) => (
  <section aria-labelledby="page-title">
    <PageTitle>{NOT_AUTHORIZED}</PageTitle>
    <Card>
      <p>{notAuthorizedWhy(route.title)}</p>
      <ul>
        {reasons.map((r) => (
          <li key={r}>{r}</li>
        ))}
      </ul>
    </Card>
  </section>
)

const Card = styled.div`
  max-width: 640px;
  background: ${theme.color.surface};
  border: 1px solid ${theme.color.border};
  border-left: 4px solid ${theme.color.danger};
  border-radius: ${theme.radius};
  padding: 16px 20px;
  p {
    margin: 0 0 8px;
    font-weight: 600;
  }
  ul {
    margin: 0;
    padding-left: 20px;
    color: ${theme.color.muted};
  }
`
