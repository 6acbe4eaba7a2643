import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { reminderOf } from '../../adapters/in-memory/reminder-desk.in-memory'
import { createTestPortal } from '../../composition/test/container'
import type { InboxMessage } from '../../core/inbox/inbox'
import { epochMs } from '../../core/shared/brands'
import { HOUR_MS } from '../../core/shared/constants'
import * as M from '../../core/shared/messages'
import { App } from '../../ui/app/app'
import { ALL_PERMISSIONS, aUser } from '../support/access'
import { aCentre, aCentreDetails } from '../support/centres'

// 26 Nov 2026, 11:30 in Kolkata.
const NOW = Date.UTC(2026, 10, 26, 6, 0)
const cult = aCentre({ name: 'HSR Cult', type: 'CULT' })
const rights = { permissions: ALL_PERMISSIONS, memberships: [{ roleName: 'INTERNAL CM', contexts: [] }] }
const message = (id: string, title: string, hoursAgo: number, read: boolean): InboxMessage => ({
  id,
  title,
  body: `${title}: details`,
  sender: 'Centre operations',
  sentAt: epochMs(NOW - hoursAgo * HOUR_MS),
  read,
})

const renderAt = (path: string) => {
  const portal = createTestPortal({
    centreDetails: aCentreDetails({ centers: [cult], userContext: aUser({ name: 'Farah Khan', cultEmployeeId: 'CE2001' }) }),
    rights,
    now: NOW,
    reminders: [
      { reminder: reminderOf('r1', 'CALL_LEAD', 'Call back: Sameer Sethi', 'Lead follow-up', { userId: '200003' }) },
      { reminder: reminderOf('r2', 'HABIT_COMPLETION_ACKNOWLEDGE', 'Daily habit: floor walk', 'Habit') },
      { reminder: reminderOf('r3', 'HABIT_COMPLETION_ACKNOWLEDGE', 'Daily habit: closing', 'Habit'), dueAt: NOW + 2 * HOUR_MS },
    ],
    inbox: [message('m1', 'Old news', 50, true), message('m2', 'Leads to call today', 3, false), message('m3', 'New PT pricing', 1, false)],
  })
  render(<App useCases={portal.useCases} initialPath={path} />)
  return portal
}

describe('Inbox (/inbox)', () => {
  it('lists unread messages first, newest first, and marks one read', async () => {
    renderAt('/inbox')
    expect(await screen.findByRole('heading', { level: 1, name: M.INBOX_TITLE }, { timeout: 5000 })).toBeInTheDocument()
    expect(await screen.findByText(M.inboxUnreadCount(2), {}, { timeout: 5000 })).toBeInTheDocument()
    const items = within(screen.getByRole('list', { name: M.INBOX_LIST_LABEL })).getAllByRole('listitem')
    expect(items.map((i) => i.getAttribute('aria-labelledby') && within(i).getByRole('heading').textContent)).toEqual(['New PT pricing', 'Leads to call today', 'Old news'])
    expect(within(items[0]!).getByText(/Today, 10:30 AM/)).toBeInTheDocument()
    await userEvent.click(within(items[0]!).getByRole('button', { name: M.INBOX_MARK_READ }))
    expect(await screen.findByText(M.inboxUnreadCount(1), {}, { timeout: 5000 })).toBeInTheDocument()
    expect(screen.getByText(M.INBOX_MARKED_READ)).toBeInTheDocument()
    await userEvent.selectOptions(screen.getByLabelText(M.INBOX_FILTER_LABEL), M.INBOX_FILTER_UNREAD)
    expect(within(screen.getByRole('list', { name: M.INBOX_LIST_LABEL })).getAllByRole('listitem')).toHaveLength(1)
  })
})

describe('Reminder panel (shell header)', () => {
  it('shows the reminders due, acknowledges a habit, and snoozes the rest', async () => {
    renderAt('/dash')
    const toggle = await screen.findByRole('button', { name: M.remindersButtonLabel(2) }, { timeout: 8000 })
    await userEvent.click(toggle)
    const panel = screen.getByRole('region', { name: M.REMINDERS_LABEL })
    const habit = within(panel).getByRole('listitem', { name: 'Daily habit: floor walk' })
    expect(within(panel).queryByText('Daily habit: closing')).not.toBeInTheDocument()
    await userEvent.click(within(habit).getByRole('button', { name: 'Done' }))
    expect(await screen.findByText(M.REMINDER_DONE, {}, { timeout: 5000 })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: M.remindersButtonLabel(1) })).toBeInTheDocument()
    await userEvent.click(within(panel).getByRole('button', { name: 'Snooze for 15 minutes' }))
    expect(await within(panel).findByText(M.remindersSnoozedUntil('11:45 AM'), {}, { timeout: 5000 })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: M.remindersButtonLabel(0) })).toBeInTheDocument()
    await userEvent.keyboard('{Escape}')
    expect(screen.getByRole('button', { name: M.remindersButtonLabel(0) })).toHaveFocus()
  })
})
