import { isAuditAction } from '../../core/audit/audit-entry'
import { AUDIT_ACTION_WORDS } from '../../core/audit/messages'
import type { UseCases } from '../../core/use-cases'
import { SESSION_COOKIE } from '../../adapters/http/contract/wire'
import type { CliSession } from './cli-commands'
import { splitArgs } from './cli-usage'

/** The audit command of the headless CLI (the audit trail). */
export const AUDIT_USAGE = `  audit export [--centre <centerServiceId|id>] [--staff <staff id>] [--member <user id>]
               [--action <code>] [--day YYYY-MM-DD]
               the centre's audit trail (default: the selected centre) as CSV on stdout, newest
               first, in the words staff use; every filter narrows it (needs AUDIT_TRAIL access)`

class UsageError extends Error {}

/** Runs `audit export`; exit code 1 when the trail is refused or fails, 2 on a usage error (a bad day or member id too). */
export const runAuditCommand = async (portal: UseCases, args: readonly string[], _json: boolean, session: CliSession): Promise<number> => {
  try {
    const { positional, flags } = splitArgs(args)
    if (positional[0] !== 'export') throw new UsageError(`audit takes 'export' (audit export [--centre] [--staff] [--member] [--action] [--day])`)
    const flag = (k: string): string | undefined => flags.find(([n]) => n === k)?.[1]
    const action = flag('action')
    if (action !== undefined && !isAuditAction(action.toUpperCase()))
      throw new UsageError(`An action is one of: ${Object.keys(AUDIT_ACTION_WORDS).join(', ')}`)
    const member = flag('member')
    if (member !== undefined && !/^\d{1,19}$/.test(member)) throw new UsageError(`--member must be a user id (digits), not '${member}'`)
    const ctx = await portal.loadCentreContext()()
    if (ctx._tag === 'Left') throw new Error(`${ctx.left._tag}: ${ctx.left.message}`)
    const wanted = flag('centre')
    const centre = wanted === undefined ? ctx.right.selected : ctx.right.centers.find((c) => String(c.centerServiceId) === wanted || String(c.id) === wanted)
    if (centre === undefined) throw new UsageError(`You have no centre ${wanted ?? ''}`.trim())
    const staff = flag('staff')
    const day = flag('day')
    const filters = {
      centreId: centre.id,
      ...(staff === undefined ? {} : { staffId: staff }),
      ...(member === undefined ? {} : { memberId: member }),
      ...(action === undefined ? {} : { action: action.toUpperCase() as keyof typeof AUDIT_ACTION_WORDS }),
      ...(day === undefined ? {} : { day }),
    }
    const r = await portal.exportAuditTrail(filters)()
    if (r._tag === 'Left') {
      process.stderr.write(`${r.left.message}\n`)
      return r.left._tag === 'Rejected' ? 2 : 1
    }
    // How many entries the file holds (the search's count; a remark may span lines of the file).
    const found = await portal.searchAuditTrail({ ...filters, page: 1 })()
    if (found._tag === 'Left') {
      process.stderr.write(`${found.left.message}\n`)
      return 1
    }
    // The CSV streams from the server to stdout as it arrives (never held whole, however long).
    const res = await fetch(`${session.baseUrl.replace(/\/$/, '')}${r.right}`, { headers: { cookie: `${SESSION_COOKIE}=${session.session}`, accept: 'text/csv' } })
    if (!res.ok || res.body === null) {
      const body = (await res.json().catch(() => undefined)) as { message?: unknown } | undefined
      process.stderr.write(`${typeof body?.message === 'string' ? body.message : `The server answered ${res.status}`}\n`)
      return 1
    }
    const reader = res.body.getReader()
    for (let n = await reader.read(); n.done !== true; n = await reader.read()) {
      if (!process.stdout.write(n.value)) await new Promise((ok) => process.stdout.once('drain', ok))
    }
    process.stdout.write('\r\n')
    process.stderr.write(`${found.right.total} entries of ${centre.name}\n`)
    return 0
  } catch (e) {
    process.stderr.write(`${e instanceof Error ? e.message : String(e)}\n`)
    return e instanceof UsageError ? 2 : 1
  }
}
