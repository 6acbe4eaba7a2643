import { operationsTimeLabel } from '../../core/operations/operations-time.rule'
import { unreadCount } from '../../core/inbox/inbox'
import type { UseCases } from '../../core/use-cases'
import { parseOptions } from './selling-commands'

/** The reminders and inbox commands of the headless CLI. */
export const INBOX_USAGE = `  inbox [--mark-read <messageId>]... [--mark-unread <messageId>]...
               the signed-in staff member's inbox, unread first (a CULT or HYBRID centre's staff
               with a cult employee id); marks the listed messages read or unread first`

class CliError extends Error {}

/** Runs the inbox command; prints JSON with PORTAL_JSON=1. Exit code 1 on a refused call, 2 on a usage error. */
export const runInboxCommand = async (portal: UseCases, args: readonly string[], json: boolean): Promise<number> => {
  try {
    const o = parseOptions(args)
    for (const k of o.keys()) if (k !== 'mark-read' && k !== 'mark-unread') throw new CliError(`Unknown option --${k}`)
    const ids = (name: string): readonly string[] =>
      (o.get(name) ?? []).map((v) => {
        if (v === 'true' || v.trim() === '') throw new CliError(`--${name} needs a message id`)
        return v
      })
    for (const [read, list] of [[true, ids('mark-read')], [false, ids('mark-unread')]] as const) {
      if (list.length === 0) continue
      const r = await portal.markInboxMessages({ ids: list, read })()
      if (r._tag === 'Left') throw new Error(r.left.message)
      if (!json) process.stdout.write(`${r.right.message}: ${list.join(', ')}\n`)
    }
    const box = await portal.loadInbox()()
    if (box._tag === 'Left') throw new Error(box.left.message)
    if (json) {
      process.stdout.write(`${JSON.stringify({ unread: unreadCount(box.right), messages: box.right }, null, 2)}\n`)
      return 0
    }
    process.stdout.write(`${unreadCount(box.right)} unread of ${box.right.length}\n`)
    console.table(box.right.map((m) => ({ id: m.id, read: m.read ? 'read' : 'UNREAD', sentAt: operationsTimeLabel(m.sentAt), from: m.sender, title: m.title })))
    return 0
  } catch (e) {
    process.stderr.write(`${e instanceof Error ? e.message : String(e)}\n`)
    return e instanceof CliError ? 2 : 1
  }
}
