import { createNodePortal } from './container'
import { signInToSandbox } from './sandbox-session'
import { CLI_COMMANDS } from './cli-commands'
import { USAGE_EXIT, centreNamed, usageProblem } from './cli-usage'
import { LEAVE_USAGE } from './leave-commands'
import { CHECK_IN_ALERTS_USAGE } from './check-in-alerts-commands'
import { CATALOGUE_USAGE } from './catalogue-commands'
// ---- reports ----
import { REPORT_USAGE } from './report-commands'
import { LEADS_USAGE } from './leads-commands'
// ---- dashboards  ----
import { DASHBOARD_USAGE } from './dashboard-commands'
// ---- operations: issues and door ----
import { ISSUES_USAGE } from './issues-commands'
// ---- reminders and inbox ----
import { INBOX_USAGE } from './inbox-commands'
// ---- classes and play ----
import { CLASSES_USAGE } from './classes-commands'
// ---- performance and training ----
import { PERFORMANCE_USAGE } from './performance-commands'
// ---- operations: the upload CLI ----
import { UPLOAD_USAGE } from './upload-commands'
// ---- shift patterns on the roster (rostering) ----
import { ROSTER_PATTERN_USAGE } from './roster-pattern-commands'
// ---- GST tax invoices ----
import { INVOICE_USAGE } from './invoice-commands'
import { MEMBER_CARD_USAGE } from './member-card-commands'
// ---- money: the cash drawer ----
import { DRAWER_USAGE } from './drawer-commands'
import { AUDIT_USAGE } from './audit-commands'
import { PEOPLE_USAGE } from './people-commands'
import { UPLOAD_HISTORY_USAGE } from './upload-history-command'

const usage = `Usage: npm run core -- <command>

Commands:
  centres      the centres of the signed-in staff member (the same data the portal's selector shows)
  price --pack <id> [--users N] [--add-on <id>]... [--user <id>] [--centre <centerServiceId>]
               quote a sale: total payable and the Taxes and fees lines
  sell-pack --user <id> --pack <id> --cash <rupees> [--otp <code>] [--centre <centerServiceId>]
               a cash sale; prints the order reference. At company-owned and marketplace centres
               the OTP goes to your own phone first: without --otp the CLI sends it and stops;
               with --otp it sends one and verifies the code given (a sandbox with
               SANDBOX_FIXED_OTP), add --otp-sent to verify an OTP already sent instead;
               --staff-phone <10 digits> gives your own phone when your profile has none
  confirm-payment --user <id> --pack <id> --terminal <tid> [--centre <centerServiceId>]
               a card-machine sale: prints each state as it happens; exit 0 on success only
  lookup-customer <phone|userId> [--centre ID] [--json]
  register-customer <phone> --first-name NAME [--last-name NAME] [--json]
               a customer by 10-digit phone or user id, with memberships (phone and e-mail decrypted)
  check-ins [--day YYYY-MM-DD] [--state validated|created] [--centre ID] [--json]
               the check-in list of a centre grouped into its sections (default: validated, today)
  resolve-task <uuid> --status S [--sub-status X] [--follow-up F] [--callback EPOCH_MS] [--remarks R] [--user USER_ID]
               resolves a task (with --user the task's own configuration validates the choices first)
${CATALOGUE_USAGE}
${REPORT_USAGE}
${LEADS_USAGE}
${DASHBOARD_USAGE}
${ISSUES_USAGE}
${INBOX_USAGE}
${CLASSES_USAGE}
${PERFORMANCE_USAGE}
${UPLOAD_USAGE}
${ROSTER_PATTERN_USAGE}
${LEAVE_USAGE}
${INVOICE_USAGE}
${MEMBER_CARD_USAGE}
${DRAWER_USAGE}
${CHECK_IN_ALERTS_USAGE}
${AUDIT_USAGE}
${PEOPLE_USAGE}
${UPLOAD_HISTORY_USAGE}

Exit codes (every command): 0 done; 1 refused or failed (the server said no, or could not be
reached); 2 usage (an unknown command or flag, a missing flag, a value that is not a number or a
day, a centre that is not one of yours).

Environment:
  PORTAL_BASE_URL  the API's origin (default http://127.0.0.1:8080, the sandbox of npm start)
  PORTAL_SESSION   a staff session token; when absent, the CLI signs in to the sandbox as
  PORTAL_PERSONA   a sandbox persona (default owner)
  PORTAL_JSON=1    print JSON instead of a table`

const fail = (message: string, code: 1 | 2 = 1): never => {
  process.stderr.write(`${message}\n`)
  process.exit(code)
}

const main = async (): Promise<void> => {
  const [command, ...args] = process.argv.slice(2)
  if (command === undefined || command === 'help' || command === '--help') {
    process.stdout.write(`${usage}\n`)
    return
  }
  const spec = CLI_COMMANDS[command]
  if (spec === undefined) return fail(`Unknown command '${command}'.\n\n${usage}`, USAGE_EXIT)
  // A usage error is exit 2 for every command, found before anything is asked of the server.
  const problem = usageProblem(command, spec, args)
  if (problem !== undefined) return fail(`${problem}\n(npm run core -- help lists every command and its flags)`, USAGE_EXIT)
  const baseUrl = process.env.PORTAL_BASE_URL ?? 'http://127.0.0.1:8080'
  const session =
    process.env.PORTAL_SESSION ??
    (await signInToSandbox(baseUrl, process.env.PORTAL_PERSONA ?? 'owner').catch((e: unknown) =>
      fail(`Could not sign in to ${baseUrl}: ${e instanceof Error ? e.message : String(e)}`),
    ))
  const portal = createNodePortal({ baseUrl, session })
  const json = process.env.PORTAL_JSON === '1'
  // A centre that is not one of yours is a usage error too (exit 2), whatever the command.
  const named = centreNamed(spec, args)
  if (named !== undefined) {
    const ctx = await portal.loadCentreContext()()
    if (ctx._tag === 'Left') return fail(`${ctx.left._tag}: ${ctx.left.message}`)
    const known = ctx.right.centers.some((c) => c.centerServiceId === named.value || (named.orId && c.id === named.value))
    if (!known) return fail(`Unknown centre ${named.value}: not one of your centres (npm run core -- centres lists them)`, USAGE_EXIT)
  }
  const code = await spec.run(portal, command, args, json, { baseUrl, session })
  if (code !== 0) process.exit(code)
}

void main()
