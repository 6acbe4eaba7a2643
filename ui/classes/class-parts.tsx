import { Link } from 'react-router-dom'
import styled from 'styled-components'
import { clockTimeLabel } from '../../core/classes/class-time.rule'
import type { GroupClass } from '../../core/classes/group-class'
import { CLASS_TRAINER, classPlaces, classWaitingCount } from '../../core/shared/messages'
import { theme } from '../theme/theme'

/** Query keys of the classes area. */
export const classKeys = {
  day: (centreId: number, day: string) => ['classes', centreId, 'day', day] as const,
  week: (centreId: number, day: string) => ['classes', centreId, 'week', day] as const,
  detail: (id: string) => ['classes', 'detail', id] as const,
}

/** One class as a card: time, name, trainer, places; a link to its detail when `linked`. */
export const ClassCard = ({ c, linked }: { readonly c: GroupClass; readonly linked: boolean }) => {
  const title = `${clockTimeLabel(c.startTime)} ${c.name}`
  return (
    <Card>
      <Time>{clockTimeLabel(c.startTime)}</Time>
      <div>
        {linked ? (
          <Name as={Link} to={`/classDetail/${encodeURIComponent(c.id)}`} aria-label={title}>
            {c.name}
          </Name>
        ) : (
          <Name>{c.name}</Name>
        )}
        <Small>
          {CLASS_TRAINER}: {c.trainerName}
        </Small>
      </div>
      <Places>
        <span>{classPlaces(c.booked, c.capacity)}</span>
        {c.waitlisted > 0 ? <Waiting>{classWaitingCount(c.waitlisted)}</Waiting> : null}
      </Places>
    </Card>
  )
}

export const ClassList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 8px;
`
const Card = styled.li`
  display: grid;
  grid-template-columns: 84px 1fr auto;
  align-items: center;
  gap: 8px 14px;
  padding: 12px 14px;
  background: ${theme.color.surface};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  @media (max-width: ${theme.phone}) {
    grid-template-columns: 1fr auto;
  }
`
const Time = styled.span`
  font-weight: 650;
  color: ${theme.color.text};
  @media (max-width: ${theme.phone}) {
    grid-column: 1 / -1;
  }
`
const Name = styled.span`
  font-weight: 600;
  color: ${theme.color.primary};
  a& {
    text-decoration: underline;
  }
  span& {
    color: ${theme.color.text};
  }
`
const Small = styled.span`
  display: block;
  color: ${theme.color.muted};
  font-size: 14px;
`
const Places = styled.span`
  display: grid;
  justify-items: end;
  font-size: 14px;
  color: ${theme.color.text};
`
const Waiting = styled.span`
  color: ${theme.color.muted};
`
