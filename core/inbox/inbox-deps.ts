import type { Inbox } from './inbox.port'

export type InboxDeps = { readonly inbox: Inbox }
