import type { UseCases } from '../../core/use-cases'
import type { LeaveRequest } from '../../core/employee/staff-desk'
import { LEAVE_STATUS_LABELS } from '../../core/shared/messages'

export const LEAVE_USAGE = `  request-leave --from YYYY-MM-DD [--to YYYY-MM-DD] --reason TEXT [--centre <centerServiceId>]
               asks for leave for yourself at one of your centres (default: the selected one; --to
               defaults to --from); a manager with LEAVE_APPROVAL decides it; prints the request
  my-leave [--centre <centerServiceId>]
               your own leave requests at a centre, waiting ones first, with who decided them`

const centreOf = async (portal: UseCases, wanted: string | undefined): Promise<number | string> => {
  const ctx = await portal.loadCentreContext()()
  if (ctx._tag === 'Left') return ctx.left.message
  const c = wanted === undefined ? ctx.right.selected : ctx.right.centers.find((x) => x.centerServiceId === Number(wanted))
  return c?.centerServiceId ?? (wanted === undefined ? 'You have no centre' : `No centre with service id ${wanted} among yours`)
}

const line = (r: LeaveRequest): string =>
  `${r.id}  ${r.startDay === r.endDay ? r.startDay : `${r.startDay} to ${r.endDay}`}  ${LEAVE_STATUS_LABELS[r.status] ?? r.status}${r.decidedBy === undefined ? '' : ` (by ${r.decidedBy})`}  ${r.reason}`

const flag = (args: readonly string[], name: string): string | undefined => {
  const i = args.indexOf(`--${name}`)
  return i < 0 ? undefined : args[i + 1]
}

/** `request-leave` and `my-leave` (usage checked by the CLI first). Exit 0 done, 1 refused or failed. */
export const runLeaveCommand = async (portal: UseCases, command: 'request-leave' | 'my-leave', args: readonly string[], json: boolean): Promise<number> => {
  const sid = await centreOf(portal, flag(args, 'centre'))
  if (typeof sid === 'string') {
    process.stderr.write(`${sid}\n`)
    return 1
  }
  if (command === 'my-leave') {
    const r = await portal.loadMyLeaveRequests(sid)()
    if (r._tag === 'Left') {
      process.stderr.write(`${r.left.message}\n`)
      return 1
    }
    process.stdout.write(json ? `${JSON.stringify(r.right, null, 2)}\n` : r.right.length === 0 ? 'No leave requests.\n' : `${r.right.map(line).join('\n')}\n`)
    return 0
  }
  const from = flag(args, 'from') ?? ''
  const r = await portal.requestLeave({ centerServiceId: sid, draft: { startDay: from, endDay: flag(args, 'to') ?? from, reason: flag(args, 'reason') ?? '' } })()
  if (r._tag === 'Left') {
    const f = r.left
    process.stderr.write(`${f._tag === 'ValidationFailed' ? Object.values(f.errors).join('\n') : f.message}\n`)
    return 1
  }
  process.stdout.write(json ? `${JSON.stringify(r.right.value, null, 2)}\n` : `${r.right.message}\n${line(r.right.value)}\n`)
  return 0
}
