import type { UseCases } from '../../core/use-cases'
import { parseOptions } from './selling-commands'

/** The leads desk commands of the headless CLI. */
export const LEADS_COMMANDS = ['transfer-leads'] as const

export const LEADS_USAGE = `  transfer-leads --from <identityId> --to <identityId> [--lead <leadId>]... [--centre <centerServiceId>] [--dry-run]
               moves a lead owner's active leads at a centre (or only the listed ones) to another
               owner; --dry-run lists what would move and changes nothing`

class CliError extends Error {}

/** Runs one leads command; prints JSON with PORTAL_JSON=1. Exit code 1 on a refused call, 2 on a usage error. */
export const runLeadsCommand = async (portal: UseCases, _command: string, args: readonly string[], json: boolean): Promise<number> => {
  try {
    const o = parseOptions(args)
    const one = (name: string): string | undefined => {
      const v = o.get(name)?.[0]
      return v === 'true' ? undefined : v
    }
    const from = one('from')
    const to = one('to')
    if (from === undefined || to === undefined) throw new CliError('--from and --to are required (lead owners by identity id)')
    const leadIds = (o.get('lead') ?? []).map((v) => {
      if (!/^\d{1,15}$/.test(v)) throw new CliError(`--lead must be a lead id, not '${v}'`)
      return Number(v)
    })
    const ctx = await portal.loadCentreContext()()
    if (ctx._tag === 'Left') throw new Error(`${ctx.left._tag}: ${ctx.left.message}`)
    const wanted = one('centre')
    const centre = wanted === undefined ? ctx.right.selected : ctx.right.centers.find((c) => String(c.centerServiceId) === wanted)
    if (centre === undefined) throw new Error(wanted === undefined ? 'You have no centre' : `No centre with service id ${wanted} among yours`)
    const r = await portal.transferLeads({ centerServiceId: centre.centerServiceId, fromAssigneeId: from, toAssigneeId: to, leadIds, dryRun: o.has('dry-run') })()
    if (r._tag === 'Left') {
      const fields = r.left._tag === 'ValidationFailed' ? Object.values(r.left.errors).join('; ') : r.left.message
      throw new Error(fields)
    }
    if (json) process.stdout.write(`${JSON.stringify({ message: r.right.message, ...r.right.value }, null, 2)}\n`)
    else process.stdout.write(`${r.right.message}\nLeads: ${r.right.value.leadIds.join(', ')}\n`)
    return 0
  } catch (e) {
    process.stderr.write(`${e instanceof Error ? e.message : String(e)}\n`)
    return e instanceof CliError ? 2 : 1
  }
}
