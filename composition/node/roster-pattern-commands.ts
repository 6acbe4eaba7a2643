import { epochMs } from '../../core/shared/brands'
import { centreDayOf } from '../../core/shared/centre-day'
import { patternInWords, rosterDayLabel } from '../../core/employee/shift-pattern.rule'
import { shiftClockTime } from '../../core/employee/shift-time.rule'
import * as M from '../../core/shared/messages'
import type { UseCases } from '../../core/use-cases'
import { parseOptions } from './selling-commands'
import { enumLabel } from '../../core/shared/enum-labels'

/** The roster's shift pattern command of the headless CLI (rostering). */
export const ROSTER_PATTERN_USAGE = `  roster-apply-pattern --centre <centerServiceId> [--agent <agentId> --pattern <patternId> --week YYYY-MM-DD [--dry-run]]
               without --pattern: the centre's shift patterns in words; with them: puts the pattern's
               shifts on the employee's week (the Monday-first week holding --week), all or nothing;
               --dry-run lists the shifts it would create and the days that clash (exit 1 then), changing nothing`

class CliError extends Error {}

const ALLOWED = ['centre', 'agent', 'pattern', 'week', 'dry-run']

type Shown = { readonly day: string; readonly from: string; readonly to: string; readonly kind: string }
const shown = (s: { readonly startTime: number; readonly endTime: number; readonly kind: string }): Shown => ({
  day: rosterDayLabel(centreDayOf(epochMs(s.startTime))),
  from: shiftClockTime(epochMs(s.startTime)),
  to: shiftClockTime(epochMs(s.endTime)),
  kind: enumLabel('shiftKind', s.kind),
})

/** Runs roster-apply-pattern; prints JSON with PORTAL_JSON=1. Exit code 1 on a refused call, 2 on a usage error. */
export const runRosterPatternCommand = async (portal: UseCases, args: readonly string[], json: boolean): Promise<number> => {
  const out = (v: unknown, text: () => void) => (json ? process.stdout.write(`${JSON.stringify(v, null, 2)}\n`) : text())
  try {
    const o = parseOptions(args)
    for (const k of o.keys()) if (!ALLOWED.includes(k)) throw new CliError(`Unknown option --${k}`)
    const value = (name: string): string | undefined => {
      const v = o.get(name)?.[0]
      if (v === 'true') throw new CliError(`--${name} needs a value`)
      return v
    }
    const centre = Number(value('centre'))
    if (!Number.isSafeInteger(centre) || centre <= 0) throw new CliError('--centre <centerServiceId> is required')
    const patternId = value('pattern')
    if (patternId === undefined) {
      const r = await portal.loadShiftPatterns(centre)()
      if (r._tag === 'Left') throw new Error(r.left.message)
      out(r.right, () => {
        for (const p of r.right) process.stdout.write(`${p.patternId}  ${p.name}\n${patternInWords(p).map((l) => `    ${l}\n`).join('')}`)
        if (r.right.length === 0) process.stdout.write('No shift patterns at this centre\n')
      })
      return 0
    }
    const draft = { centerServiceId: centre, patternId, agentId: value('agent') ?? '', weekStart: value('week') ?? '' }
    if (o.has('dry-run')) {
      const r = await portal.planShiftPattern(draft)()
      if (r._tag === 'Left') {
        if (r.left._tag === 'ValidationFailed') throw new CliError(Object.values(r.left.errors).join('; '))
        throw new Error(r.left.message)
      }
      out({ dryRun: true, pattern: r.right.pattern, shifts: r.right.shifts, clashDays: r.right.clashDays }, () => {
        process.stdout.write(`Dry run: ${r.right.pattern.name} would add ${r.right.shifts.length} shift(s); nothing was changed\n`)
        console.table(r.right.shifts.map(shown))
        if (r.right.clashDays.length > 0) process.stdout.write(`${M.shiftPatternClash(r.right.clashDays)}\n`)
      })
      return r.right.clashDays.length > 0 ? 1 : 0
    }
    const r = await portal.applyShiftPattern(draft)()
    if (r._tag === 'Left') {
      if (r.left._tag === 'ValidationFailed') throw new CliError(Object.values(r.left.errors).join('; '))
      throw new Error(r.left.message)
    }
    out({ message: r.right.message, shifts: r.right.value }, () => {
      process.stdout.write(`${r.right.message}\n`)
      console.table(r.right.value.map(shown))
    })
    return 0
  } catch (e) {
    process.stderr.write(`${e instanceof Error ? e.message : String(e)}\n`)
    return e instanceof CliError ? 2 : 1
  }
}
