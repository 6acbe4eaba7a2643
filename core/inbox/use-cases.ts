import type { CorePorts } from '../ports'
import { loadInbox } from './load-inbox.use-case'
import { markInboxMessages } from './mark-inbox-messages.use-case'

/** The inbox use cases, bound to their ports. */
export const inboxUseCases = (p: CorePorts) => ({
  loadInbox: loadInbox(p),
  markInboxMessages: markInboxMessages(p),
})
