import { memo } from 'react'
import styled from 'styled-components'
import type { CheckIn, CheckInDisplayState } from '../../core/check-in/check-in'
import { DISPLAY_STATE_LABELS, sessionOrdinalLabel, showsAssignTrainer, showsSessionBadge, showsUpdateLead } from '../../core/check-in/check-in-card.rule'
import { cardTime, centreClockTime } from '../../core/check-in/check-in-card-time.rule'
import { ASSIGN_TRAINER, TRAINER_LABEL, UPDATE_LEAD, checkInCountLabel } from '../../core/shared/messages'
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
  const time = cardTime(c, displayState)
  return (
    <Card data-testid="check-in-card" data-check-in-id={c.id}>
      <button type="button" className="open" onClick={() => onOpen(c)}>
        <span className="top">
          <span className="name">{fullName(c)}</span>
          {badge === undefined ? null : (
            <span className="badge" title={checkInCountLabel(badge)}>
              <span aria-hidden="true">{badge}</span>
              <VisuallyHidden>{checkInCountLabel(badge)}</VisuallyHidden>
            </span>
          )}
          {displayState === undefined ? null : (
            <span className="state" data-state={displayState}>
              {DISPLAY_STATE_LABELS[displayState]}
            </span>
          )}
        </span>
        <span className="meta">
          <span>
            {time.label} <time dateTime={new Date(time.at).toISOString()}>{centreClockTime(time.at)}</time>
          </span>
          {ordinal === undefined ? null : <span className="ordinal">{ordinal}</span>}
          {c.trainerName === undefined || c.trainerName === '' ? null : (
            <span className="trainer">
              {TRAINER_LABEL}: {c.trainerName}
            </span>
          )}
        </span>
      </button>
      {assign || lead ? (
        <span className="actions">
          {assign ? (
            <button type="button" className="action" onClick={() => onAssignTrainer(c)} aria-label={`${ASSIGN_TRAINER}: ${fullName(c)}`}>
              {ASSIGN_TRAINER}
            </button>
          ) : null}
          {lead ? (
            <button type="button" className="action" data-quiet="true" onClick={() => onUpdateLead(c)} aria-label={`${UPDATE_LEAD}: ${fullName(c)}`}>
              {UPDATE_LEAD}
            </button>
          ) : null}
        </span>
      ) : null}
    </Card>
  )
})

const STATE_COLOURS: Readonly<Record<CheckInDisplayState, { fg: string; bg: string }>> = {
  BOOKED: { fg: theme.color.primary, bg: theme.color.primarySoft },
  MISSED: { fg: theme.color.danger, bg: theme.color.dangerSoft },
  CHECKED_IN: { fg: theme.color.successStrong, bg: theme.color.successSoft },
  CHECKED_OUT: { fg: theme.color.muted, bg: theme.color.surfaceMuted },
}

const phone = `@media (max-width: ${theme.phone})`

/** One styled root per card (nested class rules): mounting a card while scrolling stays cheap. */
const Card = styled.div`
  box-sizing: border-box;
  height: calc(100% - 8px);
  display: flex;
  align-items: center;
  gap: 12px;
  background: ${theme.color.surface};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  padding: 0 14px 0 0;
  overflow: hidden;
  ${phone} {
    flex-direction: column;
    align-items: stretch;
    gap: 0;
    padding: 0;
  }
  .open {
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
  }
  .open:hover {
    background: ${theme.color.surfaceMuted};
  }
  .open:focus-visible {
    outline: 2px solid ${theme.color.focus};
    outline-offset: -2px;
  }
  .top {
    display: flex;
    align-items: center;
    gap: 8px;
    min-width: 0;
  }
  .name {
    font-weight: 650;
    font-size: 15px;
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  .badge {
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
  }
  .state {
    flex: none;
    margin-left: auto;
    font-size: 11px;
    font-weight: 700;
    letter-spacing: 0.03em;
    padding: 3px 8px;
    border-radius: 999px;
  }
  ${Object.entries(STATE_COLOURS)
    .map(([k, c]) => `.state[data-state='${k}'] { color: ${c.fg}; background: ${c.bg}; }`)
    .join('\n')}
  .meta {
    display: flex;
    flex-wrap: nowrap;
    align-items: center;
    gap: 12px;
    font-size: 13px;
    color: ${theme.color.muted};
    white-space: nowrap;
    overflow: hidden;
  }
  .ordinal {
    color: ${theme.color.primary};
    font-weight: 600;
  }
  .trainer {
    overflow: hidden;
    text-overflow: ellipsis;
  }
  ${phone} {
    .meta {
      flex-wrap: wrap;
      row-gap: 4px;
    }
    .trainer {
      flex-basis: 100%;
      white-space: normal;
    }
  }
  .actions {
    flex: none;
    display: flex;
    gap: 8px;
  }
  ${phone} {
    .actions {
      padding: 0 14px 10px;
    }
  }
  .action {
    padding: 7px 12px;
    border-radius: 8px;
    font-weight: 600;
    font-size: 13px;
    cursor: pointer;
    border: 1px solid ${theme.color.primary};
    background: ${theme.color.primary};
    color: ${theme.color.primaryText};
  }
  .action[data-quiet='true'] {
    background: ${theme.color.surface};
    color: ${theme.color.primary};
  }
  .action:focus-visible {
    outline: 2px solid ${theme.color.focus};
    outline-offset: 2px;
  }
`
