// ---- reminders and inbox (part: reminder panel, /inbox) ----
// The spec's own text 'Reminder Acknowledgement Failed' is REMINDER_ACK_FAILED (forms-and-selling.ts);
// these are our words where the spec is silent (docs/decisions/reminders.md).
export const REMINDERS_LABEL = 'Reminders'
export const remindersButtonLabel = (n: number): string => (n === 0 ? 'Reminders: none due' : n === 1 ? 'Reminders: 1 due' : `Reminders: ${n} due`)
export const NO_REMINDERS = 'No reminders due right now'
export const remindersSnoozedUntil = (time: string): string => `Reminders snoozed until ${time}`
export const REMINDERS_CHECK_FAILED = 'Reminders could not be checked; trying again shortly'
export const REMINDER_DONE = 'Reminder done'
export const REMINDER_SNOOZED = 'Reminders snoozed'
export const REMINDER_DETAILS = 'Details'
export const CLOSE_REMINDERS = 'Close reminders'
export const INBOX_TITLE = 'Inbox'
export const INBOX_LIST_LABEL = 'Messages'
export const INBOX_EMPTY = 'No messages yet'
export const INBOX_MARK_READ = 'Mark as read'
export const INBOX_MARK_UNREAD = 'Mark as unread'
export const INBOX_MARK_ALL_READ = 'Mark all as read'
export const INBOX_MARKED_READ = 'Marked as read'
export const INBOX_MARKED_UNREAD = 'Marked as unread'
export const INBOX_UNREAD = 'Unread'
export const INBOX_READ = 'Read'
export const inboxUnreadCount = (n: number): string => (n === 1 ? '1 unread message' : `${n} unread messages`)
export const INBOX_FILTER_LABEL = 'Show'
export const INBOX_FILTER_ALL = 'All messages'
export const INBOX_FILTER_UNREAD = 'Unread only'
export const INBOX_NO_UNREAD = 'No unread messages'
export const INBOX_MESSAGE_NOT_FOUND = 'Message not found'
export const INBOX_NONE_CHOSEN = 'Choose at least one message'
export const inboxFrom = (sender: string): string => `From ${sender}`
