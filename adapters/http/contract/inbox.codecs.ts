import * as t from 'io-ts'

/** A message of the staff member's inbox; sentAt is epoch ms. */
export const InboxMessageWire = t.type({
  id: t.string,
  title: t.string,
  body: t.string,
  sender: t.string,
  sentAt: t.number,
  read: t.boolean,
})
export type InboxMessageWire = t.TypeOf<typeof InboxMessageWire>

/** GET v1/inbox, and the answer of PUT v1/inbox: the whole inbox. */
export const InboxWire = t.type({ messages: t.array(InboxMessageWire) })
export type InboxWire = t.TypeOf<typeof InboxWire>

/** PUT v1/inbox: mark these messages read (or unread again). At most 500 ids (the list bound). */
export const InboxMarkBody = t.type({ messageIds: t.array(t.string), read: t.boolean })
export type InboxMarkBody = t.TypeOf<typeof InboxMarkBody>
