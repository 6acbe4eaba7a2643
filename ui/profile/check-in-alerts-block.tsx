import styled from 'styled-components'
import type { Centre } from '../../core/centre/centre'
import type { CheckInAlert } from '../../core/check-in/check-in-alerts.rule'
import { CHECK_IN_BLOCKED_LABEL, CHECK_IN_WARNING_LABEL, MEMBER_ALERTS_NONE, MEMBER_ALERTS_TITLE } from '../../core/access/messages-kiosk'
import { useUseCase } from '../app/use-cases.context'
import { useUseCaseQuery } from '../app/use-use-case-query'
import { theme } from '../theme/theme'
import { Loader } from '../widgets/loader'
import { QueryBlock } from '../widgets/query-block'
import { checkInAlertsKey } from './profile-queries'
import { Block } from './profile-styles'

/** Alerts as the desk reads them: what each does ('Blocks check-in' or 'Warning') and its words. */
export const CheckInAlertList = ({ alerts, label }: { alerts: readonly CheckInAlert[]; label: string }) => (
  <Alerts aria-label={label}>
    {alerts.map((a) => (
      <li key={a.kind} data-severity={a.severity}>
        <Tag data-severity={a.severity}>{a.severity === 'block' ? CHECK_IN_BLOCKED_LABEL : CHECK_IN_WARNING_LABEL}</Tag>
        <span>{a.message}</span>
      </li>
    ))}
  </Alerts>
)

/**
 * The alerts that apply to the member at this centre now, as a check-in would raise them (the
 * server's rule and the centre's settings): blocking ones first. None says the member can check in.
 * Asked for at once, drawn once the blocks above it are (`aboveDrawn`): the header and the
 * check-in block it sits under, so the alerts never appear and then move down under the reader.
 */
export const CheckInAlertsBlock = ({ customerId, centre, aboveDrawn }: { customerId: string; centre: Centre; aboveDrawn: boolean }) => {
  const load = useUseCase('memberCheckInAlerts')
  const alerts = useUseCaseQuery(checkInAlertsKey(customerId, centre.id), () => load({ userId: customerId, centerId: centre.id }))
  return (
    <Block id="profile-check-in-alerts" title={MEMBER_ALERTS_TITLE}>
      {aboveDrawn ? (
        <QueryBlock query={alerts} empty={{ when: (l) => l.length === 0, message: MEMBER_ALERTS_NONE }}>
          {(l) => <CheckInAlertList alerts={l} label={MEMBER_ALERTS_TITLE} />}
        </QueryBlock>
      ) : (
        <Loader />
      )}
    </Block>
  )
}

const Alerts = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 8px;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: 8px;
    padding: 8px 10px;
    border-radius: 8px;
    border: 1px solid ${theme.color.border};
    background: ${theme.color.surfaceMuted};
  }
  li[data-severity='block'] {
    border-color: ${theme.color.danger};
    background: ${theme.color.dangerSoft};
  }
`
const Tag = styled.strong`
  font-size: 12px;
  text-transform: uppercase;
  letter-spacing: 0.04em;
  color: ${theme.color.warningText};
  &[data-severity='block'] {
    color: ${theme.color.danger};
  }
`
