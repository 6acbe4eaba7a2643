import type { Centre } from '../../core/centre/centre'
import { clockTimeLabel, timeSpanLabel } from '../../core/classes/class-time.rule'
import { PLAY_LEVEL_FILTERS, PLAY_STATUS_FILTERS, type PlayLevelFilter, type PlayStatusFilter, filterPlayBookings } from '../../core/play/play-booking-filter.rule'
import type { UseCases } from '../../core/use-cases'
import { parseOptions } from './selling-commands'

/** The classes and play desk commands of the headless CLI. */
export const CLASSES_USAGE = `  classes [--day YYYY-MM-DD] [--centre <centerServiceId>]
               the centre's group classes of a day (default today): time, trainer, booked, waiting
  class <classId>
               one class with its bookings, waitlist and attendance
  play-bookings [--day YYYY-MM-DD] [--status ${PLAY_STATUS_FILTERS.join('|')}] [--level ${PLAY_LEVEL_FILTERS.join('|')}] [--centre <centerServiceId>]
               a play centre's bookings of a day, filtered as the Play Bookings screen does
  mark-play-attendance <bookingId> [--centre <centerServiceId>]
               marks a confirmed player of today present`

const isIn = <T extends string>(xs: readonly T[], s: string): s is T => (xs as readonly string[]).includes(s)

const centreOf = async (portal: UseCases, wanted: string | undefined): Promise<Centre | string> => {
  const ctx = await portal.loadCentreContext()()
  if (ctx._tag === 'Left') return `${ctx.left._tag}: ${ctx.left.message}`
  const centre = wanted === undefined ? ctx.right.selected : ctx.right.centers.find((c) => String(c.centerServiceId) === wanted)
  return centre ?? (wanted === undefined ? 'You have no centre' : `No centre with service id ${wanted} among yours`)
}

const out = (json: boolean, value: unknown, table: () => void): void => {
  if (json) process.stdout.write(`${JSON.stringify(value, null, 2)}\n`)
  else table()
}

/** Runs a classes or play desk command; exit code 1 on a refused call, 2 on a usage error. */
export const runClassesCommand = async (portal: UseCases, command: string, args: readonly string[], json: boolean): Promise<number> => {
  const [first, ...rest] = args
  const positional = first !== undefined && !first.startsWith('--') ? first : undefined
  const o = parseOptions(positional === undefined ? args : rest)
  const refuse = (m: string, code: 1 | 2): number => {
    process.stderr.write(`${m}\n`)
    return code
  }
  const day = o.get('day')?.[0] ?? portal.centreToday()
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return refuse('--day must be YYYY-MM-DD', 2)
  if (command === 'class') {
    const id = positional
    if (id === undefined) return refuse('class needs a class id', 2)
    const r = await portal.loadClassDetail(id)()
    if (r._tag === 'Left') return refuse(r.left.message, 1)
    const c = r.right
    out(json, c, () => {
      process.stdout.write(`${c.name}, ${timeSpanLabel(c.startTime, c.endTime)}, trainer ${c.trainerName}, ${c.booked} / ${c.capacity} booked, ${c.waitlisted} waiting\n`)
      console.table(c.bookings.map((b) => ({ member: b.memberName, status: b.status, waitlistPosition: b.waitlistPosition ?? '', attended: b.attended })))
    })
    return 0
  }
  const centre = await centreOf(portal, o.get('centre')?.[0])
  if (typeof centre === 'string') return refuse(centre, centre.includes(':') ? 1 : 2)
  if (command === 'classes') {
    const r = await portal.loadClassesOfDay({ centreId: centre.id, day })()
    if (r._tag === 'Left') return refuse(r.left.message, 1)
    out(json, r.right, () => {
      process.stdout.write(`${centre.name}, ${day}\n`)
      console.table(r.right.map((c) => ({ id: c.id, time: clockTimeLabel(c.startTime), name: c.name, trainer: c.trainerName, booked: `${c.booked} / ${c.capacity}`, waiting: c.waitlisted })))
    })
    return 0
  }
  if (command === 'play-bookings') {
    const status = o.get('status')?.[0] ?? 'ALL'
    const level = o.get('level')?.[0] ?? 'ALL'
    if (!isIn<PlayStatusFilter>(PLAY_STATUS_FILTERS, status)) return refuse(`--status must be one of ${PLAY_STATUS_FILTERS.join(', ')}`, 2)
    if (!isIn<PlayLevelFilter>(PLAY_LEVEL_FILTERS, level)) return refuse(`--level must be one of ${PLAY_LEVEL_FILTERS.join(', ')}`, 2)
    const r = await portal.loadPlayBookings({ centerServiceId: centre.centerServiceId, day })()
    if (r._tag === 'Left') return refuse(r.left.message, 1)
    const shown = filterPlayBookings(r.right, { status, level })
    out(json, shown, () => {
      process.stdout.write(`${centre.name}, ${day}: ${shown.length} of ${r.right.length} bookings\n`)
      console.table(shown.map((b) => ({ bookingId: b.bookingId, session: timeSpanLabel(b.startTime, b.endTime), sport: b.sportName, player: b.memberName, status: b.status, level: b.level, present: b.attendedAt === null ? '' : clockTimeLabel(b.attendedAt) })))
    })
    return 0
  }
  const bookingId = positional
  if (bookingId === undefined) return refuse('mark-play-attendance needs a booking id', 2)
  const r = await portal.markPlayAttendance({ centerServiceId: centre.centerServiceId, bookingId })()
  if (r._tag === 'Left') return refuse(r.left.message, 1)
  out(json, r.right, () => process.stdout.write(`${r.right.memberName} marked present at ${r.right.attendedAt === null ? '' : clockTimeLabel(r.right.attendedAt)}\n`))
  return 0
}
