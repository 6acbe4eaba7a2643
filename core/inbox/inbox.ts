import type { EpochMs } from '../shared/brands'

/** A message in the staff member's inbox (v1/inbox). */
export type InboxMessage = {
  readonly id: string
  readonly title: string
  readonly body: string
  readonly sender: string
  readonly sentAt: EpochMs
  readonly read: boolean
}

/** Unread messages first, each group newest first: what staff work through. */
export const inboxOrder = (messages: readonly InboxMessage[]): readonly InboxMessage[] =>
  [...messages].sort((a, b) => Number(a.read) - Number(b.read) || b.sentAt - a.sentAt || a.id.localeCompare(b.id))

export const unreadCount = (messages: readonly InboxMessage[]): number => messages.filter((m) => !m.read).length
