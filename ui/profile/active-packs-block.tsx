import type { UseQueryResult } from '@tanstack/react-query'
import styled from 'styled-components'
import type { ProfileMemberships } from '../../core/customer/load-memberships.use-case'
import { dayLabel } from '../../core/customer/profile-dates.rule'
import { membershipStatusLabel, membershipTiming } from '../../core/membership/membership-status.rule'
import { membershipPackName } from '../../core/shared/pack-name.rule'
import { epochMs } from '../../core/shared/brands'
import { DAY_MS } from '../../core/shared/constants'
import { ACTIVE_PACKS_TITLE, NO_ACTIVE_PACKS, daysLeft, sessionsUsed } from '../../core/shared/messages'
import { theme } from '../theme/theme'
import { QueryBlock } from '../widgets/query-block'
import { StatusPill } from '../widgets/status-pill'
import { Block } from './profile-styles'
import { useNow } from './use-now'

const current = (d: ProfileMemberships, now: number) => d.memberships.filter((m) => membershipTiming(m, epochMs(now)) !== 'expired')

/** 'Active Packs & memberships': each current or upcoming pack with progress bars (time and sessions). */
export const ActivePacksBlock = ({ query }: { query: UseQueryResult<ProfileMemberships, Error> }) => {
  const now = useNow()
  return (
    <Block id="profile-active-packs" title={ACTIVE_PACKS_TITLE}>
      <QueryBlock query={query} empty={{ when: (d) => current(d, now).length === 0, message: NO_ACTIVE_PACKS }}>
        {(d) => (
          <List>
            {current(d, now).map((m) => {
              const total = Math.max(1, m.end - m.start)
              const elapsed = Math.min(total, Math.max(0, now - m.start))
              const left = Math.max(0, Math.ceil((m.end - now) / DAY_MS))
              const name = membershipPackName(m)
              return (
                <li key={m.id}>
                  <Title>
                    <strong>{name}</strong>
                    <StatusPill tone={m.status === 'PAUSED' ? 'bad' : 'good'}>{membershipStatusLabel(m.status)}</StatusPill>
                  </Title>
                  <small>
                    {dayLabel(m.start)} – {dayLabel(m.end)} · {daysLeft(left)}
                  </small>
                  <Bar role="progressbar" aria-label={`${name}: time used`} aria-valuemin={0} aria-valuemax={100} aria-valuenow={Math.round((elapsed / total) * 100)}>
                    <span style={{ width: `${(elapsed / total) * 100}%` }} />
                  </Bar>
                  {m.benefits
                    .filter((b) => b.maxTickets > 0)
                    .map((b) => (
                      <div key={b.name}>
                        <small>
                          {b.name}: {sessionsUsed(b.ticketsUsed, b.maxTickets)}
                        </small>
                        <Bar role="progressbar" aria-label={`${name}: ${b.name}`} aria-valuemin={0} aria-valuemax={b.maxTickets} aria-valuenow={b.ticketsUsed}>
                          <span style={{ width: `${Math.min(100, (b.ticketsUsed / b.maxTickets) * 100)}%` }} />
                        </Bar>
                      </div>
                    ))}
                </li>
              )
            })}
          </List>
        )}
      </QueryBlock>
    </Block>
  )
}

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 14px;
  li {
    display: grid;
    gap: 4px;
  }
  small {
    color: ${theme.color.muted};
  }
`
const Title = styled.div`
  display: flex;
  justify-content: space-between;
  gap: 8px;
`
const Bar = styled.div`
  height: 8px;
  border-radius: 999px;
  background: ${theme.color.surfaceMuted};
  overflow: hidden;
  span {
    display: block;
    height: 100%;
    background: ${theme.color.primary};
  }
`
