import { createInMemoryInbox } from '../../adapters/in-memory/inbox.in-memory'
import { epochMs } from '../../core/shared/brands'
import { inboxContract } from './inbox.contract'

const T = Date.UTC(2026, 10, 26, 4, 0)
inboxContract('in-memory', async () =>
  createInMemoryInbox([
    { id: 'msg-own-1', title: 'Quarterly review', body: 'Friday 11 AM', sender: 'Centre operations', sentAt: epochMs(T - 3_600_000), read: false },
    { id: 'msg-own-2', title: 'Card machine service', body: 'Thursday', sender: 'Centre operations', sentAt: epochMs(T - 5 * 3_600_000), read: false },
    { id: 'msg-own-3', title: 'New centre manager', body: 'Welcome', sender: 'Centre operations', sentAt: epochMs(T - 3 * 86_400_000), read: true },
  ]),
)
