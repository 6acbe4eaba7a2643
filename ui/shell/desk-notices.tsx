import styled from 'styled-components'
import type { AccessSubject } from '../../core/access/access'
import type { StaffAccess } from '../../core/access/staff-access'
import { centreClosedOn } from '../../core/centre/centre-closure.rule'
import type { EpochMs } from '../../core/shared/brands'
import {
  CENTRE_CLOSED_CAN_STILL,
  NO_ACCESS_CAN_DO,
  NO_ACCESS_GRANTER,
  NO_ACCESS_SIGN_OUT,
  NO_ACCESS_SWITCH_CENTRE,
  NO_ACCESS_TITLE,
  centreClosedSince,
  centreClosedTitle,
  noAccessWhoGrants,
} from '../../core/shared/messages'
import { theme } from '../theme/theme'

/** A closed centre (termination date passed): says so, and what staff can still do there. From the centre's data. */
export const ClosedCentreNotice = ({ subject, now }: { subject: AccessSubject; now: EpochMs }) => {
  const closedOn = centreClosedOn(subject.centre, now)
  if (closedOn === undefined) return null
  return (
    <Notice role="note" aria-labelledby="closed-centre-title" data-tone="warning">
      <h2 id="closed-centre-title">{centreClosedTitle(subject.centre.name)}</h2>
      <p>{centreClosedSince(closedOn)}</p>
      <p>{CENTRE_CLOSED_CAN_STILL}</p>
    </Notice>
  )
}

/** Whether the staff member holds no permission at all (a new member of staff before access is granted). */
export const hasNoPermissions = (access: StaffAccess): boolean => Object.values(access.permissions).every((levels) => levels.length === 0)

/** What a staff member with no permissions can do, and who grants access. */
export const NoAccessNotice = ({ canSwitchCentre }: { canSwitchCentre: boolean }) => (
  <Notice role="note" aria-labelledby="no-access-title" data-tone="info">
    <h2 id="no-access-title">{NO_ACCESS_TITLE}</h2>
    <p>{noAccessWhoGrants(NO_ACCESS_GRANTER)}</p>
    <p>{NO_ACCESS_CAN_DO}</p>
    <ul>
      {canSwitchCentre ? <li>{NO_ACCESS_SWITCH_CENTRE}</li> : null}
      <li>
        <a href="/logout">{NO_ACCESS_SIGN_OUT}</a>
      </li>
    </ul>
  </Notice>
)

const Notice = styled.section`
  max-width: 760px;
  margin: 0 0 20px;
  padding: 14px 18px;
  border-radius: ${theme.radius};
  border: 1px solid ${theme.color.border};
  border-left: 4px solid ${theme.color.primary};
  background: ${theme.color.surface};
  &[data-tone='warning'] {
    border-left-color: ${theme.color.warning};
    background: ${theme.color.noticeSoft};
  }
  h2 {
    margin: 0 0 6px;
    font-size: 16px;
  }
  p {
    margin: 0 0 6px;
  }
  ul {
    margin: 0;
    padding-left: 20px;
  }
  a {
    color: ${theme.color.primary};
    font-weight: 600;
  }
`
