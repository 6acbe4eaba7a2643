import type { UseQueryResult } from '@tanstack/react-query'
import { useState } from 'react'
import styled from 'styled-components'
import type { Centre } from '../../core/centre/centre'
import type { CheckIn } from '../../core/check-in/check-in'
import { isBookingActive } from '../../core/customer/booking-window.rule'
import { isCheckedIn } from '../../core/customer/check-in-button.rule'
import type { ProfileMemberships } from '../../core/customer/load-memberships.use-case'
import { sessionDateLabel } from '../../core/customer/profile-dates.rule'
import { trainerAssignment } from '../../core/customer/trainer-assignment.rule'
import { epochMs } from '../../core/shared/brands'
import {
  ASSIGN_TRAINER,
  CHECK_IN_BY_PASSCODE,
  CHECK_IN_TYPE_LABELS,
  CURRENT_CHECK_IN_TITLE,
  LAST_BOOKINGS_TITLE,
  LAST_CHECK_INS_TITLE,
  NO_ACTIVE_CHECK_INS,
  NO_BOOKINGS_YET,
  NO_CHECK_INS_YET,
  TRAINER_LABEL,
  UPCOMING_BOOKING_TITLE,
  trialsUsed,
} from '../../core/shared/messages'
import { CHECKED_IN_WITH_ALERTS } from '../../core/access/messages-kiosk'
import { useQueryClient } from '@tanstack/react-query'
import { theme } from '../theme/theme'
import { Button } from '../widgets/button'
import { QueryBlock } from '../widgets/query-block'
import { TrainerAssignmentModal } from '../widgets/trainer-assignment-modal'
import { PasscodeModal } from './passcode-modal'
import { CheckInAlertList } from './check-in-alerts-block'
import { profileKeys } from './profile-queries'
import { Block, Muted, SmallButton } from './profile-styles'
import { type CheckInFlow, latestOf } from './use-check-in-flow'
import { useNow } from './use-now'

/** Last check-ins or bookings shown (part 1 §9). */
const LAST_VISITS = 5

const upcomingBooking = (d: ProfileMemberships, now: number): CheckIn | undefined =>
  [...d.lastBookings]
    .filter((b) => b.state === 'created' && (b.startTime > now || isBookingActive(b, epochMs(now))))
    .sort((a, b) => a.startTime - b.startTime)[0]

type Props = {
  readonly customerId: string
  readonly centre: Centre
  readonly query: UseQueryResult<ProfileMemberships, Error>
  readonly flow: CheckInFlow
}

/**
 * The check-in card: the current check-in or the upcoming booking, Checkin / Checkout (OTP
 * first, or a trial check-in), check-in by passcode for a booking, trainer assignment, and
 * 'No active checkins found' when the member is not checked in.
 */
export const CheckInBlock = ({ customerId, centre, query, flow }: Props) => {
  const client = useQueryClient()
  const [passcodeFor, setPasscodeFor] = useState<CheckIn | undefined>(undefined)
  const [assigning, setAssigning] = useState<CheckIn | undefined>(undefined)
  const now = useNow()
  return (
    <Block id="profile-check-in" title={CURRENT_CHECK_IN_TITLE}>
      <QueryBlock query={query}>
        {(d) => {
          const last = latestOf(d.lastCheckins)
          const inNow = isCheckedIn(last, epochMs(now)) ? last : undefined
          const booking = upcomingBooking(d, now)
          const latest = latestOf([...d.lastCheckins, ...d.lastBookings])
          const assignment = trainerAssignment(latest)
          return (
            <Stack>
              {inNow === undefined ? (
                <Muted role="status">{NO_ACTIVE_CHECK_INS}</Muted>
              ) : (
                <p>
                  Checked in {sessionDateLabel(inNow.checkInTime ?? inNow.startTime)}
                  {inNow.trainerName === undefined ? null : ` · ${TRAINER_LABEL} ${inNow.trainerName}`}
                </p>
              )}
              {booking === undefined ? null : (
                <BookingRow>
                  <span>
                    <strong>{UPCOMING_BOOKING_TITLE}</strong> {sessionDateLabel(booking.startTime)}
                  </span>
                  <SmallButton type="button" onClick={() => setPasscodeFor(booking)}>
                    {CHECK_IN_BY_PASSCODE}
                  </SmallButton>
                </BookingRow>
              )}
              <small>{trialsUsed(d.trialUsage.used, d.trialUsage.maxCount)}</small>
              <Row>
                <span title={flow.disabledReason}>
                  <Button type="button" disabled={flow.busy || flow.disabledReason !== undefined} onClick={flow.press}>
                    {flow.button.label}
                  </Button>
                </span>
                {assignment === 'none' || latest === undefined ? null : (
                  <Button type="button" $variant="secondary" onClick={() => setAssigning(latest)}>
                    {assignment === 'assign' ? ASSIGN_TRAINER : 'Re-assign Trainer'}
                  </Button>
                )}
              </Row>
              {flow.disabledReason === undefined ? null : <Reason>{flow.disabledReason}</Reason>}
              {flow.refusal === undefined ? null : <Reason role="alert">{flow.refusal}</Reason>}
              {flow.warnings.length === 0 ? null : (
                <div role="status">
                  <CheckInAlertList alerts={flow.warnings} label={CHECKED_IN_WITH_ALERTS} />
                </div>
              )}
            </Stack>
          )
        }}
      </QueryBlock>
      {passcodeFor === undefined ? null : (
        <PasscodeModal customerId={customerId} centre={centre} booking={passcodeFor} onClose={() => setPasscodeFor(undefined)} onCheckedIn={flow.showWarnings} />
      )}
      {assigning === undefined ? null : (
        <TrainerAssignmentModal
          checkIn={assigning}
          centerId={centre.id}
          onClose={() => setAssigning(undefined)}
          onAssigned={() => void client.invalidateQueries({ queryKey: profileKeys.memberships(customerId, centre.id) })}
        />
      )}
      {flow.modal}
    </Block>
  )
}

/** Last 5 check-ins or bookings, as two tabs. */
export const LastVisitsBlock = ({ query }: { query: UseQueryResult<ProfileMemberships, Error> }) => {
  const [tab, setTab] = useState<'checkins' | 'bookings'>('checkins')
  return (
    <Block
      id="profile-last-visits"
      title={tab === 'checkins' ? LAST_CHECK_INS_TITLE : LAST_BOOKINGS_TITLE}
      actions={
        <Tabs role="group" aria-label="Show">
          <SmallButton type="button" aria-pressed={tab === 'checkins'} onClick={() => setTab('checkins')}>
            Check-ins
          </SmallButton>
          <SmallButton type="button" aria-pressed={tab === 'bookings'} onClick={() => setTab('bookings')}>
            Bookings
          </SmallButton>
        </Tabs>
      }
    >
      <QueryBlock
        query={query}
        empty={{ when: (d) => (tab === 'checkins' ? d.lastCheckins : d.lastBookings).length === 0, message: tab === 'checkins' ? NO_CHECK_INS_YET : NO_BOOKINGS_YET }}
      >
        {(d) => (
          <Visits>
            {[...(tab === 'checkins' ? d.lastCheckins : d.lastBookings)]
              .sort((a, b) => b.startTime - a.startTime)
              .slice(0, LAST_VISITS)
              .map((c) => (
                <li key={c.id}>
                  <span>{sessionDateLabel(c.startTime)}</span>
                  <small>{c.trainerName ?? CHECK_IN_TYPE_LABELS[c.checkInType] ?? CHECK_IN_TYPE_LABELS.other}</small>
                </li>
              ))}
          </Visits>
        )}
      </QueryBlock>
    </Block>
  )
}

const Stack = styled.div`
  display: grid;
  gap: 10px;
  p {
    margin: 0;
  }
  small {
    color: ${theme.color.muted};
  }
`
const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`
const BookingRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
`
const Reason = styled.p`
  margin: 0;
  font-size: 13px;
  color: ${theme.color.danger};
`
const Tabs = styled.div`
  display: flex;
  gap: 4px;
  button[aria-pressed='true'] {
    background: ${theme.color.primary};
    color: ${theme.color.primaryText};
  }
`
const Visits = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    display: flex;
    justify-content: space-between;
    gap: 8px;
    padding: 8px 0;
    border-bottom: 1px solid ${theme.color.border};
  }
  li:last-child {
    border-bottom: 0;
  }
  small {
    color: ${theme.color.muted};
  }
`
