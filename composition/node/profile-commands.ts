import { centreDayOf } from '../../core/shared/centre-day-of'
import { formatInTimeZone } from 'date-fns-tz'
import type { Centre } from '../../core/centre/centre'
import { CENTRE_TIME_ZONE } from '../../core/shared/zone'
import { CHECK_IN_SECTION_KEYS } from '../../core/check-in/check-in-grouping.rule'
import type { CheckInListKind } from '../../core/check-in/check-in-window.rule'
import type { UseCases } from '../../core/use-cases'

type Out = { readonly out: (s: string) => void; readonly err: (s: string) => void }
const stdio: Out = { out: (s) => process.stdout.write(`${s}\n`), err: (s) => process.stderr.write(`${s}\n`) }

/** `--name value` options and positional arguments. */
export const parseArgs = (args: readonly string[]): { readonly positional: readonly string[]; readonly options: Readonly<Record<string, string>> } => {
  const positional: string[] = []
  const options: Record<string, string> = {}
  for (let i = 0; i < args.length; i++) {
    const a = args[i] ?? ''
    if (a.startsWith('--')) {
      const next = args[i + 1]
      if (next === undefined || next.startsWith('--')) options[a.slice(2)] = 'true'
      else {
        options[a.slice(2)] = next
        i++
      }
    } else positional.push(a)
  }
  return { positional, options }
}

const describeError = (e: { readonly _tag: string; readonly message?: string; readonly errors?: Readonly<Record<string, string | undefined>> }): string =>
  e.errors !== undefined ? Object.entries(e.errors).map(([f, m]) => `${f}: ${m ?? ''}`).join('\n') : `${e.message ?? e._tag}`

/** The centre to act at: --centre (centre id or centre service id), else the staff member's selected centre. */
const centreFor = async (portal: UseCases, wanted: string | undefined, o: Out): Promise<Centre | undefined> => {
  const ctx = await portal.loadCentreContext()()
  if (ctx._tag === 'Left') {
    o.err(`Could not load your centres: ${ctx.left.message}`)
    return undefined
  }
  const c = wanted === undefined ? ctx.right.selected : ctx.right.centers.find((x) => String(x.id) === wanted || String(x.centerServiceId) === wanted)
  if (c === undefined) o.err(wanted === undefined ? 'You have no centre to work at.' : `No centre ${wanted} among your centres.`)
  return c
}

/** A time on the centre's clock (Asia/Kolkata). */
const time = (t: number | undefined, pattern = 'HH:mm'): string => (t === undefined ? '' : formatInTimeZone(t, CENTRE_TIME_ZONE, pattern))

/** The customer-profile commands of the headless CLI; answers the exit code. */
export const profileCommand = async (portal: UseCases, command: string, args: readonly string[], json: boolean, o: Out = stdio): Promise<number> => {
  const { positional, options } = parseArgs(args)
  const asJson = json || options.json === 'true'
  switch (command) {
    case 'lookup-customer': {
      const input = positional[0]
      if (input === undefined || input.trim() === '') {
        o.err('Usage: lookup-customer <phone|userId> [--centre ID] [--json]')
        return 2
      }
      const centre = await centreFor(portal, options.centre, o)
      if (centre === undefined) return 1
      const r = await portal.lookupCustomer({
        input,
        centre: { centerId: centre.id, centerServiceId: centre.centerServiceId, play: centre.type === 'PLAY' },
        suppressPitch: true,
      })()
      if (r._tag === 'Left') {
        o.err(describeError(r.left))
        return 1
      }
      const p = r.right
      if (asJson) {
        o.out(JSON.stringify(p, null, 2))
        return 0
      }
      o.out(`${p.customer.firstName} ${p.customer.lastName} (user id ${p.customer.id})`)
      o.out(`Phone: ${p.customer.phone}${p.customer.isPhoneVerified ? ' (verified)' : ''}   E-mail: ${p.customer.email ?? '-'}`)
      o.out(`Trials: ${p.memberships.trialUsage.used}/${p.memberships.trialUsage.maxCount} (${p.memberships.trialUsage.status})`)
      console.table(
        p.memberships.memberships.map((m) => ({
          id: m.id,
          name: m.name,
          status: m.status === 'PURCHASED' ? 'ACTIVE' : m.status,
          // Days on the centre's calendar, as the profile shows them (not UTC's).
          start: centreDayOf(m.start),
          end: centreDayOf(m.end),
        })),
      )
      return 0
    }
    case 'check-ins': {
      const kind = (options.state ?? 'validated') as CheckInListKind
      if (kind !== 'validated' && kind !== 'created') {
        o.err(`--state must be validated or created, not ${kind}`)
        return 2
      }
      const day = options.day
      if (day !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(day)) {
        o.err(`--day must be YYYY-MM-DD, not ${day}`)
        return 2
      }
      const centre = await centreFor(portal, options.centre, o)
      if (centre === undefined) return 1
      const r = await portal.classifyCheckIns({ centerId: centre.id, kind, ...(day === undefined ? {} : { day }) })()
      if (r._tag === 'Left') {
        o.err(describeError(r.left))
        return 1
      }
      const c = r.right
      if (asJson) {
        o.out(
          JSON.stringify(
            {
              centre: { id: centre.id, name: centre.name },
              day: c.day,
              window: c.window,
              total: c.total,
              countsByState: c.countsByState,
              sections: c.sections.map((s) => ({
                key: s.key,
                title: s.parentTitle === undefined ? s.title : `${s.parentTitle} / ${s.title}`,
                checkIns: s.checkIns.map((x) => ({ ...x, displayState: c.displayStates.get(x.id) })),
              })),
            },
            null,
            2,
          ),
        )
        return 0
      }
      o.out(`${centre.name}: ${kind} check-ins on ${c.day}, ${time(c.window.from, 'yyyy-MM-dd HH:mm')} to ${time(c.window.to, 'yyyy-MM-dd HH:mm')} (centre time) (${c.total} shown)`)
      o.out(Object.entries(c.countsByState).map(([k, n]) => `${k} ${n}`).join('   '))
      console.table(
        CHECK_IN_SECTION_KEYS.map((key) => {
          const s = c.sections.find((x) => x.key === key)
          return { section: s === undefined ? key : s.parentTitle === undefined ? s.title : `${s.parentTitle} / ${s.title}`, count: s?.checkIns.length ?? 0 }
        }),
      )
      for (const s of c.sections) {
        if (s.checkIns.length === 0) continue
        o.out(`\n${s.parentTitle === undefined ? s.title : `${s.parentTitle} / ${s.title}`} (${s.checkIns.length})`)
        const rows = s.checkIns.slice(0, 10).map((x) => ({
          id: x.id,
          name: `${x.firstName} ${x.lastName}`.trim(),
          userId: x.userId,
          type: x.checkInType,
          count: x.userCheckinCount ?? '',
          trainer: x.trainerName ?? '',
          start: time(x.startTime),
          state: c.displayStates.get(x.id) ?? '',
        }))
        console.table(rows)
        if (s.checkIns.length > rows.length) o.out(`... and ${s.checkIns.length - rows.length} more (use --json for all)`)
      }
      return 0
    }
    case 'resolve-task': {
      const uuid = positional[0]
      if (uuid === undefined || options.status === undefined) {
        o.err('Usage: resolve-task <uuid> --status S [--sub-status X] [--follow-up F] [--callback EPOCH_MS] [--remarks R] [--user USER_ID]')
        return 2
      }
      let task
      if (options.user !== undefined) {
        const ts = await portal.loadTasks(options.user, ['GYM_JOINING', 'PERSONAL_TRAINING', 'PLAY_JOINING'])()
        if (ts._tag === 'Left') {
          o.err(describeError(ts.left))
          return 1
        }
        task = ts.right.find((t) => t.uuid === uuid)
        if (task === undefined) {
          o.err(`No task ${uuid} for user ${options.user}`)
          return 1
        }
      }
      const draft = {
        status: options.status,
        subStatus: options['sub-status'],
        followUp: options['follow-up'],
        callbackTime: options.callback === undefined ? undefined : Number(options.callback),
        remarks: options.remarks,
      }
      const r = await portal.resolveTask({ taskUuid: uuid, draft, ...(task === undefined ? {} : { task }) })()
      if (r._tag === 'Left') {
        o.err(describeError(r.left))
        return 1
      }
      if (asJson) o.out(JSON.stringify(r.right, null, 2))
      else o.out(`${r.right.message}: ${r.right.value.uuid} is ${r.right.value.status}${r.right.value.subStatus === undefined ? '' : ` / ${r.right.value.subStatus}`}`)
      return 0
    }
    case 'register-customer': {
      const phone = positional[0]
      if (phone === undefined || phone.trim() === '' || options['first-name'] === undefined) {
        o.err('Usage: register-customer <phone> --first-name NAME [--last-name NAME] [--json]')
        return 2
      }
      const r = await portal.registerCustomer({ phone, firstName: options['first-name'], lastName: options['last-name'] ?? '' })()
      if (r._tag === 'Left') {
        o.err(describeError(r.left))
        return 1
      }
      o.out(asJson ? JSON.stringify(r.right) : `${r.right.userId}\t${`${r.right.firstName} ${r.right.lastName}`.trim()}`)
      return 0
    }
    default:
      o.err(`Unknown command ${command}`)
      return 2
  }
}
