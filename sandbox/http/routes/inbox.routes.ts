import type { Hono } from 'hono'
import { INBOX_PATHS } from '../../../adapters/http/contract/inbox-paths'
import { InboxMarkBody, type InboxMessageWire, type InboxWire } from '../../../adapters/http/contract/inbox.codecs'
import * as M from '../../../core/shared/messages'
import type { Db } from '../../db/database'
import { fail } from '../../store/profile-store'
import type { ApiEnv } from '../api-env'
import { centreScopes } from '../centre-scope'
import { type RouteDeps, routeTable } from '../route'

type Row = { readonly data: string; readonly read_at: number | null }

/** The staff member's inbox, newest first. */
const inboxOf = (db: Db, staffId: string): InboxWire => ({
  messages: (db.prepare('SELECT data, read_at FROM inbox_messages WHERE staff_id = ? ORDER BY sent_at DESC, id').all(staffId) as Row[]).map(
    (r): InboxMessageWire => ({ ...(JSON.parse(r.data) as Omit<InboxMessageWire, 'read'>), read: r.read_at !== null }),
  ),
})

/**
 * v1/inbox (part 3 §7): the signed-in staff member's messages (GET) and marking them read or
 * unread again (PUT). The /inbox screen's gates apply (a cult employee id); messages are the
 * caller's own, so no centre is involved, and another member's message is not found.
 */
export const inboxRoutes = ({ db, now }: RouteDeps): Hono<ApiEnv> => {
  const api = routeTable(db)
  const S = centreScopes(db)

  api.get(INBOX_PATHS.inbox, { permission: ['INBOX', 'VIEW'], ...S.caller, screen: '/inbox' }, (c, i) => c.json(inboxOf(db, i.staff.id)))

  api.put(INBOX_PATHS.inbox, { audit: { notAudited: 'marks the staff member’s own inbox messages read or unread' }, permission: ['INBOX', 'VIEW'], body: InboxMarkBody, ...S.caller, screen: '/inbox' }, (c, i) => {
    const ids = [...new Set(i.body.messageIds)]
    if (ids.length === 0) return fail(c, 400, M.INBOX_NONE_CHOSEN)
    const own = db.prepare('SELECT id FROM inbox_messages WHERE staff_id = ? AND id = ?').pluck()
    if (ids.some((id) => own.get(i.staff.id, id) === undefined)) return fail(c, 404, M.INBOX_MESSAGE_NOT_FOUND)
    const t = now()
    const mark = db.prepare(
      i.body.read
        ? 'UPDATE inbox_messages SET read_at = COALESCE(read_at, ?) WHERE staff_id = ? AND id = ?'
        : 'UPDATE inbox_messages SET read_at = NULL WHERE ? IS NOT NULL AND staff_id = ? AND id = ?',
    )
    db.transaction(() => {
      for (const id of ids) mark.run(t, i.staff.id, id)
    })()
    return c.json(inboxOf(db, i.staff.id))
  })

  return api.app
}
