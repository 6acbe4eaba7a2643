import { useState } from 'react'
import { useUniqueId } from '../app/use-unique-id'
import styled from 'styled-components'
import { type InboxMessage, unreadCount } from '../../core/inbox/inbox'
import { inboxTimeLabel } from '../../core/inbox/inbox-time.rule'
import {
  INBOX_EMPTY,
  INBOX_FILTER_ALL,
  INBOX_FILTER_LABEL,
  INBOX_FILTER_UNREAD,
  INBOX_LIST_LABEL,
  INBOX_MARK_ALL_READ,
  INBOX_MARK_READ,
  INBOX_MARK_UNREAD,
  INBOX_NO_UNREAD,
  INBOX_READ,
  INBOX_UNREAD,
  inboxFrom,
  inboxUnreadCount,
} from '../../core/shared/messages'
import { useUseCase } from '../app/use-cases.context'
import { failureMessage, useUseCaseMutation, useUseCaseQuery } from '../app/use-use-case-query'
import { useToast } from '../feedback/toast'
import { useCurrentRoute } from '../shell/current-route.context'
import { theme } from '../theme/theme'
import { Button } from '../widgets/button'
import { PageTitle } from '../widgets/page-title'
import { QueryBlock } from '../widgets/query-block'

const INBOX_KEY = ['inbox', 'messages'] as const

/**
 * /inbox: the staff member's messages (v1/inbox), unread first and newest first; each can be
 * marked read or unread again, and every unread one at once ('Mark all as read').
 */
export default function InboxScreen() {
  const { route } = useCurrentRoute()
  const loadInbox = useUseCase('loadInbox')
  const now = useUseCase('now')
  const query = useUseCaseQuery(INBOX_KEY, () => loadInbox())
  const [onlyUnread, setOnlyUnread] = useState(false)
  const mark = useMarkMessages()
  const filterId = useUniqueId()
  const unread = query.data === undefined ? 0 : unreadCount(query.data)
  return (
    <section aria-labelledby="page-title">
      <PageTitle>{route.title}</PageTitle>
      <Bar>
        <Count aria-live="polite">{query.data === undefined ? null : inboxUnreadCount(unread)}</Count>
        <Filter>
          <label htmlFor={filterId}>{INBOX_FILTER_LABEL}</label>
          <select id={filterId} value={onlyUnread ? 'unread' : 'all'} onChange={(e) => setOnlyUnread(e.target.value === 'unread')}>
            <option value="all">{INBOX_FILTER_ALL}</option>
            <option value="unread">{INBOX_FILTER_UNREAD}</option>
          </select>
        </Filter>
        <Button
          type="button"
          $variant="secondary"
          disabled={unread === 0 || mark.isPending}
          onClick={() => query.data !== undefined && mark.mutate({ ids: query.data.filter((m) => !m.read).map((m) => m.id), read: true })}
        >
          {INBOX_MARK_ALL_READ}
        </Button>
      </Bar>
      <QueryBlock query={query} empty={{ when: (box) => box.length === 0, message: INBOX_EMPTY }}>
        {(box) => {
          const shown = onlyUnread ? box.filter((m) => !m.read) : box
          if (shown.length === 0) return <Empty>{INBOX_NO_UNREAD}</Empty>
          return (
            <List aria-label={INBOX_LIST_LABEL}>
              {shown.map((m) => (
                <MessageItem key={m.id} message={m} when={inboxTimeLabel(m.sentAt, now())} busy={mark.isPending} onMark={(read) => mark.mutate({ ids: [m.id], read })} />
              ))}
            </List>
          )
        }}
      </QueryBlock>
    </section>
  )
}

const useMarkMessages = () => {
  const markInboxMessages = useUseCase('markInboxMessages')
  const toast = useToast()
  return useUseCaseMutation(markInboxMessages, {
    invalidates: () => [INBOX_KEY],
    onSuccess: (r) => toast.success(r.message),
    onError: (_f, e) => toast.error(failureMessage(e)),
  })
}

const MessageItem = ({ message: m, when, busy, onMark }: { readonly message: InboxMessage; readonly when: string; readonly busy: boolean; readonly onMark: (read: boolean) => void }) => {
  const titleId = useUniqueId()
  return (
    <Item aria-labelledby={titleId} data-read={m.read}>
      <Head>
        <Title id={titleId}>{m.title}</Title>
        <State data-read={m.read}>{m.read ? INBOX_READ : INBOX_UNREAD}</State>
      </Head>
      <Meta>
        {inboxFrom(m.sender)} · <time dateTime={new Date(m.sentAt).toISOString()}>{when}</time>
      </Meta>
      <Body>{m.body}</Body>
      <Button type="button" $variant="secondary" disabled={busy} aria-describedby={titleId} onClick={() => onMark(!m.read)}>
        {m.read ? INBOX_MARK_UNREAD : INBOX_MARK_READ}
      </Button>
    </Item>
  )
}

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px 18px;
  margin-bottom: 16px;
`
const Count = styled.p`
  margin: 0;
  font-weight: 600;
  margin-right: auto;
`
const Filter = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  select {
    padding: 7px 10px;
    border: 1px solid ${theme.color.control};
    border-radius: 8px;
    background: ${theme.color.surface};
    font: inherit;
  }
`
const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 12px;
`
const Item = styled.li`
  background: ${theme.color.surface};
  border: 1px solid ${theme.color.border};
  border-left: 4px solid ${theme.color.primary};
  border-radius: ${theme.radius};
  padding: 14px 16px;
  display: grid;
  gap: 8px;
  justify-items: start;
  &[data-read='true'] {
    border-left-color: ${theme.color.border};
  }
`
const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 8px 12px;
`
const Title = styled.h2`
  margin: 0;
  font-size: 16px;
  font-weight: 650;
`
const State = styled.span`
  font-size: 12px;
  font-weight: 600;
  padding: 2px 8px;
  border-radius: 999px;
  background: ${theme.color.primarySoft};
  color: ${theme.color.primaryHover};
  &[data-read='true'] {
    background: ${theme.color.surfaceMuted};
    color: ${theme.color.muted};
  }
`
const Meta = styled.p`
  margin: 0;
  color: ${theme.color.muted};
  font-size: 13px;
`
const Body = styled.p`
  margin: 0;
  line-height: 1.5;
`
const Empty = styled.p`
  margin: 0;
  padding: 16px 0;
  color: ${theme.color.muted};
`
