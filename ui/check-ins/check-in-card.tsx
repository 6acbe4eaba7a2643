import { memo } from 'react'
import styled from 'styled-components'
import type { CheckIn, CheckInDisplayState } from '../../core/check-in/check-in'
import { sessionOrdinalLabel, showsAssignTrainer, showsSessionBadge, showsUpdateLead } from '../../core/check-in/check-in-card.rule'
import { centreClockTime, checkedInAt } from '../../core/check-in/check-in-card-time.rule'
import { ASSIGN_TRAINER, CHECKED_IN_AT, TRAINER_LABEL, UPDATE_LEAD, checkInCountLabel } from '../../core/shared/messages'
import { theme } from '../theme/theme'
import { VisuallyHidden } from '../widgets/visually-hidden'

type Props = {
  readonly checkIn: CheckIn
  readonly displayState: CheckInDisplayState | undefined
  /** The staff member has an edit-lead permission entry. */
  readonly canEditLead: boolean
  readonly onOpen: (c: CheckIn) => void
  readonly onAssignTrainer: (c: CheckIn) => void
  readonly onUpdateLead: (c: CheckIn) => void
}

const fullName = (c: CheckIn): string => {
  const n = `${c.firstName} ${c.lastName}`.trim()
  return n === '' ? c.userId : n
}

/**
 * A member's card: the name (a button that opens the member), 'Checked in at' with the time on
 * the centre's clock, the display state, the session ordinal label and badge, the trainer, and
 * the 'Assign Trainer' and 'Update Lead' buttons when the core's rules show them.
 */
export const CheckInCard = memo(function CheckInCard({ checkIn: c, displayState, canEditLead, onOpen, onAssignTrainer, onUpdateLead }: Props) {
  const ordinal = sessionOrdinalLabel(c)
  const badge = showsSessionBadge(c) && c.userCheckinCount !== undefined ? c.userCheckinCount : undefined
  const assign = showsAssignTrainer(c)
  const lead = showsUpdateLead(c, canEditLead)
  return (
    <Card data-testid="check-in-card" data-check-in-id={c.id}>
      <Open type="button" onClick={() => onOpen(c)}>
        <Top>
          <Name>{fullName(c)}</Name>
          {badge === undefined ? null : (
            <Badge title={checkInCountLabel(badge)}>
              <span aria-hidden="true">{badge}</span>
              <VisuallyHidden>{checkInCountLabel(badge)}</VisuallyHidden>
            </Badge>
          )}
          {displayState === undefined ? null : <State $state={displayState}>{displayState}</State>}
        </Top>
        <Meta>
          <span>
            {CHECKED_IN_AT} <time dateTime={new Date(checkedInAt(c)).toISOString()}>{centreClockTime(checkedInAt(c))}</time>
          </span>
          {ordinal === undefined ? null : <Ordinal>{ordinal}</Ordinal>}
          {c.trainerName === undefined || c.trainerName === '' ? null : (
            <TrainerName>
              {TRAINER_LABEL}: {c.trainerName}
            </TrainerName>
          )}
        </Meta>
      </Open>
      {assign || lead ? (
        <Actions>
          {assign ? (
            <Action type="button" onClick={() => onAssignTrainer(c)} aria-label={`${ASSIGN_TRAINER}: ${fullName(c)}`}>
              {ASSIGN_TRAINER}
            </Action>
          ) : null}
          {lead ? (
            <Action type="button" $quiet onClick={() => onUpdateLead(c)} aria-label={`${UPDATE_LEAD}: ${fullName(c)}`}>
              {UPDATE_LEAD}
            </Action>
          ) : null}
        </Actions>
      ) : null}
    </Card>
  )
})

const STATE_COLOURS: Readonly<Record<CheckInDisplayState, { fg: string; bg: string }>> = {
  BOOKED: { fg: theme.color.primary, bg: theme.color.primarySoft },
  MISSED: { fg: theme.color.danger, bg: theme.color.dangerSoft },
  CHECKED_IN: { fg: theme.color.success, bg: theme.color.successSoft },
  CHECKED_OUT: { fg: theme.color.muted, bg: theme.color.surfaceMuted },
}

const phone = `@media (max-width: ${theme.phone})`

const Card = styled.div`
  box-sizing: border-box;
  height: calc(100% - 8px);
  display: flex;
  align-items: center;
  gap: 12px;
  background: ${theme.color.surface};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  box-shadow: ${theme.shadow};
  padding: 0 14px 0 0;
  overflow: hidden;
  ${phone} {
    flex-direction: column;
    align-items: stretch;
    gap: 0;
    padding: 0;
  }
`
const Open = styled.button`
  flex: 1;
  min-width: 0;
  align-self: stretch;
  display: flex;
  flex-direction: column;
  justify-content: center;
  gap: 6px;
  padding: 10px 14px;
  border: 0;
  background: transparent;
  text-align: left;
  font: inherit;
  color: inherit;
  cursor: pointer;
  border-radius: ${theme.radius};
  &:hover {
    background: ${theme.color.surfaceMuted};
  }
  &:focus-visible {
    outline: 2px solid ${theme.color.focus};
    outline-offset: -2px;
  }
`
const Top = styled.span`
  display: flex;
  align-items: center;
  gap: 8px;
  min-width: 0;
`
const Name = styled.span`
  font-weight: 650;
  font-size: 15px;
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
`
const Badge = styled.span`
  flex: none;
  display: inline-grid;
  place-items: center;
  min-width: 20px;
  height: 20px;
  border-radius: 10px;
  background: ${theme.color.badge};
  color: ${theme.color.badgeText};
  font-size: 12px;
  font-weight: 700;
`
const State = styled.span<{ $state: CheckInDisplayState }>`
  flex: none;
  margin-left: auto;
  font-size: 11px;
  font-weight: 700;
  letter-spacing: 0.03em;
  padding: 3px 8px;
  border-radius: 999px;
  color: ${(p) => STATE_COLOURS[p.$state].fg};
  background: ${(p) => STATE_COLOURS[p.$state].bg};
`
const Meta = styled.span`
  display: flex;
  flex-wrap: nowrap;
  align-items: center;
  gap: 12px;
  font-size: 13px;
  color: ${theme.color.muted};
  white-space: nowrap;
  overflow: hidden;
`
const Ordinal = styled.span`
  color: ${theme.color.primary};
  font-weight: 600;
`
const TrainerName = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
`
const Actions = styled.span`
  flex: none;
  display: flex;
  gap: 8px;
  ${phone} {
    padding: 0 14px 10px;
  }
`
const Action = styled.button<{ $quiet?: boolean }>`
  padding: 7px 12px;
  border-radius: 8px;
  font-weight: 600;
  font-size: 13px;
  cursor: pointer;
  border: 1px solid ${theme.color.primary};
  background: ${(p) => (p.$quiet === true ? theme.color.surface : theme.color.primary)};
  color: ${(p) => (p.$quiet === true ? theme.color.primary : theme.color.primaryText)};
  &:focus-visible {
    outline: 2px solid ${theme.color.focus};
    outline-offset: 2px;
  }
`
