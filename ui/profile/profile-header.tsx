import type { UseQueryResult } from '@tanstack/react-query'
import { useNavigate } from 'react-router-dom'
import styled from 'styled-components'
import type { Customer } from '../../core/customer/customer'
import type { ProfileMemberships } from '../../core/customer/load-memberships.use-case'
import { abbreviatedName } from '../../core/customer/profile-dates.rule'
import { membershipRestrictions, membershipTier, membershipTiming } from '../../core/membership/membership-status.rule'
import { epochMs } from '../../core/shared/brands'
import { BOOK_ACTION, CALL_CUSTOMER_LABEL, LOADING, VIP_PASS, userIdLabel } from '../../core/shared/messages'
import { Avatar } from '../shell/avatar'
import { theme } from '../theme/theme'
import { Button } from '../widgets/button'
import { QueryBlock } from '../widgets/query-block'
import { VisuallyHidden, visuallyHidden } from '../widgets/visually-hidden'
import { Card } from './profile-styles'
import type { CheckInFlow } from './use-check-in-flow'
import { openSale } from '../selling/sale-customer-state'
import { useNow } from './use-now'
import { useCanOpen } from '../shell/staff-access.context'

/** VIP PASS: a current LUX-tier membership (decision: the spec names the badge, not its rule). */
export const hasVipPass = (m: ProfileMemberships | undefined, now: number): boolean =>
  m !== undefined && m.memberships.some((x) => membershipTier(x.id) === 'LUX' && membershipTiming(x, epochMs(now)) === 'current')

type Props = {
  readonly customerId: string
  readonly customer: UseQueryResult<Customer, Error>
  readonly memberships: UseQueryResult<ProfileMemberships, Error>
  readonly checkIn: CheckInFlow
  readonly onPhone: () => void
}

/**
 * The profile header: photo or initials avatar in the palette colour, name (abbreviated on
 * phones), VIP PASS badge, the phone icon, and the check-in and book buttons (disabled with the
 * spec's tooltip while the membership is paused). While the customer loads, the header is drawn
 * in place with what it already knows (the user id, the buttons, disabled) and a quiet bar for the
 * name, so nothing under it moves when the customer comes: the check-in button below stays where
 * the thumb is going.
 */
export const ProfileHeader = ({ customerId, customer, memberships, checkIn, onPhone }: Props) => {
  const navigate = useNavigate()
  const canOpen = useCanOpen()
  const m = memberships.data
  const now = useNow()
  const pausedPt = m?.memberships.find((x) => membershipTiming(x, epochMs(now)) === 'current' && membershipRestrictions(x).ptBookingDisabled)
  const ptTooltip = pausedPt === undefined ? undefined : membershipRestrictions(pausedPt).ptBookingTooltip
  const row = (c: Customer | undefined) => (
    <Row>
      {c === undefined ? (
        <PhotoToCome aria-hidden="true" />
      ) : c.profilePictureUrl === undefined ? (
        <Avatar name={`${c.firstName} ${c.lastName}`} colourKey={c.id} size={56} />
      ) : (
        <Photo src={c.profilePictureUrl} alt="" />
      )}
      <Who>
        <h2>
          {c === undefined ? (
            <NameToCome role="status">
              <VisuallyHidden>{LOADING}</VisuallyHidden>
            </NameToCome>
          ) : (
            <>
              <Full>
                {c.firstName} {c.lastName}
              </Full>
              <Short aria-hidden="true">{abbreviatedName(c.firstName, c.lastName)}</Short>
            </>
          )}
          {hasVipPass(m, now) ? <Vip>{VIP_PASS}</Vip> : null}
        </h2>
        <small>{userIdLabel(c?.id ?? customerId)}</small>
      </Who>
      <Actions>
        <IconButton type="button" aria-label={CALL_CUSTOMER_LABEL} title={CALL_CUSTOMER_LABEL} disabled={c === undefined} onClick={onPhone}>
          <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
            <path d="M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1 1 .4 1.9.7 2.8a2 2 0 0 1-.5 2.1L8 9.9a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.8.7a2 2 0 0 1 1.7 2Z" />
          </svg>
        </IconButton>
        <span title={checkIn.disabledReason}>
          <Button
            type="button"
            disabled={c === undefined || m === undefined || checkIn.busy || checkIn.disabledReason !== undefined}
            aria-describedby={checkIn.disabledReason === undefined ? undefined : 'checkin-disabled-reason'}
            onClick={checkIn.press}
          >
            {checkIn.button.label}
          </Button>
        </span>
        {canOpen('/pt') ? (
          <span title={ptTooltip}>
            <Button type="button" $variant="secondary" disabled={c === undefined || ptTooltip !== undefined} onClick={() => c !== undefined && openSale(navigate, '/pt', c.id)}>
              {BOOK_ACTION}
            </Button>
          </span>
        ) : null}
      </Actions>
      {checkIn.disabledReason === undefined ? null : <Reason id="checkin-disabled-reason">{checkIn.disabledReason}</Reason>}
    </Row>
  )
  return (
    <HeaderCard aria-label="Member" aria-busy={customer.isPending}>
      {customer.isPending ? row(undefined) : <QueryBlock query={customer}>{row}</QueryBlock>}
    </HeaderCard>
  )
}

const HeaderCard = styled(Card)`
  grid-column: 1 / -1;
`
const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px 16px;
`
const PhotoToCome = styled.span`
  flex: none;
  width: 56px;
  height: 56px;
  border-radius: 50%;
  background: ${theme.color.border};
`
/** The name's place while it loads: a quiet bar of the heading's height. */
const NameToCome = styled.span`
  display: inline-block;
  width: 9em;
  max-width: 100%;
  height: 1.15em;
  border-radius: 6px;
  background: ${theme.color.border};
`
const Photo = styled.img`
  width: 56px;
  height: 56px;
  border-radius: 50%;
  object-fit: cover;
`
const Who = styled.div`
  /* beside the photo when the actions fit too; else the actions go under, and the name keeps its line */
  flex: 1 1 180px;
  min-width: 0;
  h2 {
    margin: 0;
    font-size: 20px;
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 8px;
  }
  small {
    color: ${theme.color.muted};
  }
`
const Full = styled.span`
  @media (max-width: 480px) {
    ${visuallyHidden}
  }
`
const Short = styled.span`
  display: none;
  @media (max-width: 480px) {
    display: inline;
  }
`
const Vip = styled.span`
  font-size: 11px;
  font-weight: 800;
  letter-spacing: 0.06em;
  padding: 3px 8px;
  border-radius: 999px;
  background: ${theme.color.vip};
  color: ${theme.color.vipText};
`
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
`
const IconButton = styled.button`
  display: inline-grid;
  place-items: center;
  width: 38px;
  height: 38px;
  border-radius: 50%;
  border: 1px solid ${theme.color.border};
  background: ${theme.color.surface};
  color: ${theme.color.primary};
  cursor: pointer;
`
const Reason = styled.p`
  flex-basis: 100%;
  margin: 0;
  font-size: 13px;
  color: ${theme.color.danger};
`
