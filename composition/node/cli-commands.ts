import type { UseCases } from '../../core/use-cases'
import { runCatalogueCommand } from './catalogue-commands'
import { runClassesCommand } from './classes-commands'
import { runDashboardCommand } from './dashboard-commands'
import { runInboxCommand } from './inbox-commands'
import { runIssuesCommand } from './issues-commands'
import { runDrawerCommand } from './drawer-commands'
import { runCheckInAlertsCommand } from './check-in-alerts-commands'
import { runLeadsCommand } from './leads-commands'
import { runLeaveCommand } from './leave-commands'
import { runPerformanceCommand } from './performance-commands'
import { profileCommand } from './profile-commands'
import { runReportCommand } from './report-commands'
import { runRosterPatternCommand } from './roster-pattern-commands'
import { runSellingCommand } from './selling-commands'
import { runUploadCommand } from './upload-commands'
import { runInvoiceCommand } from './invoice-commands'
import { runMemberCardCommand } from './member-card-commands'
import type { CommandSpec, FlagSpec } from './cli-usage'
import { runAuditCommand } from './audit-commands'
import { runEmployeesCommand, runFindCentreCommand } from './people-commands'
import { runUploadHistoryCommand } from './upload-history-command'

/** Runs a command once its usage is checked; answers its exit code (0 done, 1 refused or failed, 2 usage). */
/** The API the CLI is signed in to (a command that streams a file reads it straight from there). */
export type CliSession = { readonly baseUrl: string; readonly session: string }
export type CommandRun = (portal: UseCases, command: string, args: readonly string[], json: boolean, session: CliSession) => Promise<number>
export type CliCommand = CommandSpec & { readonly run: CommandRun }

const text: FlagSpec = { kind: 'text' }
const needed: FlagSpec = { kind: 'text', required: true }
const number: FlagSpec = { kind: 'number' }
const day: FlagSpec = { kind: 'day' }
const on: FlagSpec = { kind: 'switch' }
const centre: FlagSpec = { kind: 'centre' }
const many: FlagSpec = { kind: 'text', many: true }
const one = { min: 1, max: 1 }

const selling: CommandRun = async (portal, command, args, json) => {
  await runSellingCommand(portal, command, args, json)
  const code = process.exitCode
  return typeof code === 'number' ? code : 0
}
const catalogue: CommandRun = (portal, command, args, json) => runCatalogueCommand(portal, command, args, json)
const classes: CommandRun = (portal, command, args, json) => runClassesCommand(portal, command, args, json)
const profile: CommandRun = (portal, command, args, json) => profileCommand(portal, command, args, json)

/**
 * Every command of `npm run core`, with the flags it accepts. The CLI checks a command line against
 * this table before it signs in (so a usage error is exit 2 whatever the command), and the CLI's
 * exit-code test walks this table, so a command added here is covered by it.
 */
export const CLI_COMMANDS: Readonly<Record<string, CliCommand>> = {
  centres: {
    flags: {},
    run: async (portal, _c, _a, json) => {
      const result = await portal.loadCentreContext()()
      if (result._tag === 'Left') {
        process.stderr.write(`${result.left._tag}: ${result.left.message}\n`)
        return 1
      }
      const ctx = result.right
      if (json) {
        process.stdout.write(`${JSON.stringify(ctx, null, 2)}\n`)
        return 0
      }
      process.stdout.write(`Signed in as ${ctx.userContext.name} <${ctx.userContext.email}>\n`)
      console.table(
        ctx.centers.map((c) => ({
          centerServiceId: c.centerServiceId,
          name: c.name,
          locality: c.locality,
          type: c.type,
          category: c.category ?? '',
          model: c.centerModel,
          pt: ctx.gymPtEnabledCenter.includes(c.id) ? 'yes' : 'no',
          selected: c.centerServiceId === ctx.selected?.centerServiceId ? '*' : '',
        })),
      )
      return 0
    },
  },
  price: { flags: { pack: needed, users: number, 'add-on': many, user: text, centre }, run: selling },
  'sell-pack': { flags: { user: needed, pack: needed, cash: { kind: 'number', required: true }, otp: text, 'otp-sent': on, 'staff-phone': text, centre }, run: selling },
  'confirm-payment': { flags: { user: needed, pack: needed, terminal: needed, centre }, run: selling },
  'lookup-customer': { positionals: one, flags: { centre, json: on }, run: profile },
  'register-customer': { positionals: one, flags: { 'first-name': needed, 'last-name': text, json: on }, run: profile },
  'check-ins': { flags: { day, state: text, centre, json: on }, run: profile },
  'resolve-task': { positionals: one, flags: { status: needed, 'sub-status': text, 'follow-up': text, callback: number, remarks: text, user: text }, run: profile },
  'pt-packs': { flags: { user: needed, phone: needed, trial: on, centre }, run: catalogue },
  'pt-trainers': { flags: { centre }, run: catalogue },
  'play-packs': { flags: { user: needed, centre }, run: catalogue },
  academy: { flags: { category: text, centre }, run: catalogue },
  'play-slots': { flags: { sport: needed, day, centre }, run: catalogue },
  'sell-play': {
    flags: {
      user: needed,
      pack: needed,
      cash: { kind: 'number', required: true },
      category: text,
      'child-name': text,
      'child-age': number,
      trainer: text,
      start: day,
      otp: text,
      'otp-sent': on,
      centre,
    },
    run: catalogue,
  },
  'sell-pt': {
    flags: {
      user: needed,
      pack: needed,
      trainer: needed,
      cash: { kind: 'number', required: true },
      'spot-offer': many,
      otp: text,
      'otp-sent': on,
      'cash-otp': text,
      'continue-anyway': on,
      trial: on,
      centre,
    },
    run: catalogue,
  },
  report: { positionals: one, flags: { from: day, to: day, centre, sort: text, desc: on, search: text, csv: on }, run: (p, _c, a, j) => runReportCommand(p, a, j) },
  'transfer-leads': { flags: { from: needed, to: needed, lead: many, centre, 'dry-run': on }, run: (p, c, a, j) => runLeadsCommand(p, c, a, j) },
  dashboard: { flags: { range: text, centre }, run: (p, _c, a, j) => runDashboardCommand(p, a, j) },
  issues: { flags: { centre: { kind: 'centre-or-id' }, status: text, csv: on }, run: (p, _c, a, j) => runIssuesCommand(p, a, j) },
  drawer: { positionals: one, flags: { from: day, to: day, staff: text, centre: { kind: 'centre-or-id' }, csv: on }, run: (p, _c, a, j) => runDrawerCommand(p, a, j) },
  inbox: { flags: { 'mark-read': many, 'mark-unread': many }, run: (p, _c, a, j) => runInboxCommand(p, a, j) },
  classes: { flags: { day, centre }, run: classes },
  class: { positionals: one, flags: {}, run: classes },
  'play-bookings': { flags: { day, status: text, level: text, centre }, run: classes },
  'mark-play-attendance': { positionals: one, flags: { centre }, run: classes },
  'my-performance': { flags: { range: text, centre }, run: (p, _c, a, j) => runPerformanceCommand(p, a, j) },
  upload: { positionals: { min: 2, max: 2 }, flags: { type: text, centre, 'dry-run': on }, run: (p, _c, a, j) => runUploadCommand(p, a, j) },
  'roster-apply-pattern': {
    flags: { centre: { kind: 'centre', required: true }, agent: text, pattern: text, week: day, 'dry-run': on },
    run: (p, _c, a, j) => runRosterPatternCommand(p, a, j),
  },
  // ---- leave requests ----
  'request-leave': { flags: { from: { kind: 'day', required: true }, to: day, reason: needed, centre }, run: (p, _c, a, j) => runLeaveCommand(p, 'request-leave', a, j) },
  'my-leave': { flags: { centre }, run: (p, _c, a, j) => runLeaveCommand(p, 'my-leave', a, j) },
  // ---- a play slot booked for a customer ----
  'play-book': { flags: { user: needed, sport: { kind: 'number', required: true }, slot: needed, child: text, centre }, run: catalogue },
  // ---- GST tax invoices ----
  invoice: { positionals: { min: 2, max: 2 }, flags: { out: text, 'out-dir': text, json: on }, run: (p, _c, a, j) => runInvoiceCommand(p, a, j) },
  'member-card': { positionals: one, flags: { issue: on, revoke: on, json: on }, run: (p, _c, a, j) => runMemberCardCommand(p, a, j) },
  // ---- alerts at check-in ----
  'check-in-alerts': { flags: { centre: { kind: 'centre-or-id' }, set: many, 'renewal-days': text }, run: (p, _c, a, j) => runCheckInAlertsCommand(p, a, j) },
  // ---- audit trail ----
  audit: { positionals: one, flags: { centre: { kind: 'centre-or-id' }, staff: text, member: text, action: text, day }, run: (p, _c, a, j, s) => runAuditCommand(p, a, j, s) },
  // ---- employees and centres, a page at a time ----
  employees: { flags: { centre, search: text, role: text, status: text }, run: (p, _c, a, j) => runEmployeesCommand(p, a, j) },
  'find-centre': { positionals: { min: 1, max: 8 }, flags: {}, run: (p, _c, a, j) => runFindCentreCommand(p, a, j) },
  // ---- a bulk upload's history, a page at a time ----
  'upload-history': { positionals: { min: 1, max: 1 }, flags: { centre, search: text }, run: (p, _c, a, j) => runUploadHistoryCommand(p, a, j) },
}
