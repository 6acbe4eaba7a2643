import { createNodePortal } from './container'
import { profileCommand } from './profile-commands'
import { signInToSandbox } from './sandbox-session'
import { runSellingCommand } from './selling-commands'
import { CATALOGUE_USAGE, runCatalogueCommand } from './catalogue-commands'
// ---- reports (issue 16) ----
import { REPORT_USAGE, runReportCommand } from './report-commands'
import { LEADS_USAGE, runLeadsCommand } from './leads-commands'
// ---- dashboards (issue 16, second half) ----
import { DASHBOARD_USAGE, runDashboardCommand } from './dashboard-commands'
// ---- operations: issues and door ----
import { ISSUES_USAGE, runIssuesCommand } from './issues-commands'
// ---- reminders and inbox ----
import { INBOX_USAGE, runInboxCommand } from './inbox-commands'
// ---- classes and play (issue 16) ----
import { CLASSES_USAGE, runClassesCommand } from './classes-commands'
// ---- performance and training (issue 16) ----
import { PERFORMANCE_USAGE, runPerformanceCommand } from './performance-commands'
// ---- operations: the upload CLI ----
import { UPLOAD_USAGE, runUploadCommand } from './upload-commands'
// ---- shift patterns on the roster (issue 15, rostering) ----
import { ROSTER_PATTERN_USAGE, runRosterPatternCommand } from './roster-pattern-commands'

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

Environment:
  PORTAL_BASE_URL  the API's origin (default http://127.0.0.1:8080, the sandbox of npm start)
  PORTAL_SESSION   a staff session token; when absent, the CLI signs in to the sandbox as
  PORTAL_PERSONA   a sandbox persona (default owner)
  PORTAL_JSON=1    print JSON instead of a table`

const fail = (message: string): never => {
  process.stderr.write(`${message}\n`)
  process.exit(1)
}

const main = async (): Promise<void> => {
  const [command] = process.argv.slice(2)
  if (command === undefined || command === 'help' || command === '--help') {
    process.stdout.write(`${usage}\n`)
    return
  }
  const baseUrl = process.env.PORTAL_BASE_URL ?? 'http://127.0.0.1:8080'
  const session =
    process.env.PORTAL_SESSION ??
    (await signInToSandbox(baseUrl, process.env.PORTAL_PERSONA ?? 'owner').catch((e: unknown) =>
      fail(`Could not sign in to ${baseUrl}: ${e instanceof Error ? e.message : String(e)}`),
    ))
  const portal = createNodePortal({ baseUrl, session })
  const json = process.env.PORTAL_JSON === '1'

  switch (command) {
    case 'centres': {
      const result = await portal.loadCentreContext()()
      if (result._tag === 'Left') return fail(`${result.left._tag}: ${result.left.message}`)
      const ctx = result.right
      if (json) {
        process.stdout.write(`${JSON.stringify(ctx, null, 2)}\n`)
        return
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
      return
    }
    // ---- selling and payment (usecases-selling) ----
    case 'price':
    case 'sell-pack':
    case 'confirm-payment':
      return runSellingCommand(portal, command, process.argv.slice(3), json)
    case 'lookup-customer':
    case 'register-customer':
    case 'check-ins':
    case 'resolve-task': {
      const code = await profileCommand(portal, command, process.argv.slice(3), json)
      if (code !== 0) process.exit(code)
      return
    }
    // ---- selling catalogue (issue 12) ----
    case 'pt-packs':
    case 'play-packs':
    case 'academy':
    case 'play-slots':
    case 'sell-play':
    case 'sell-pt':
    case 'pt-trainers': {
      const code = await runCatalogueCommand(portal, command, process.argv.slice(3), json)
      if (code !== 0) process.exit(code)
      return
    }
    // ---- reports (issue 16) ----
    case 'report': {
      const code = await runReportCommand(portal, process.argv.slice(3), json)
      if (code !== 0) process.exit(code)
      return
    }
    // ---- leads desk (issue 13) ----
    case 'transfer-leads': {
      const code = await runLeadsCommand(portal, command, process.argv.slice(3), json)
      if (code !== 0) process.exit(code)
      return
    }
    // ---- dashboards (issue 16, second half) ----
    case 'dashboard': {
      const code = await runDashboardCommand(portal, process.argv.slice(3), json)
      if (code !== 0) process.exit(code)
      return
    }
    // ---- operations: issues and door ----
    case 'issues': {
      const code = await runIssuesCommand(portal, process.argv.slice(3), json)
      if (code !== 0) process.exit(code)
      return
    }
    // ---- reminders and inbox ----
    case 'inbox': {
      const code = await runInboxCommand(portal, process.argv.slice(3), json)
      if (code !== 0) process.exit(code)
      return
    }
    // ---- classes and play (issue 16) ----
    case 'classes':
    case 'class':
    case 'play-bookings':
    case 'mark-play-attendance': {
      const code = await runClassesCommand(portal, command, process.argv.slice(3), json)
      if (code !== 0) process.exit(code)
      return
    }
    // ---- performance and training (issue 16) ----
    case 'my-performance': {
      const code = await runPerformanceCommand(portal, process.argv.slice(3), json)
      if (code !== 0) process.exit(code)
      return
    }
    // ---- operations: the upload CLI ----
    case 'upload': {
      const code = await runUploadCommand(portal, process.argv.slice(3), json)
      if (code !== 0) process.exit(code)
      return
    }
    // ---- shift patterns on the roster (issue 15, rostering) ----
    case 'roster-apply-pattern': {
      const code = await runRosterPatternCommand(portal, process.argv.slice(3), json)
      if (code !== 0) process.exit(code)
      return
    }
    default:
      fail(`Unknown command '${command}'.\n\n${usage}`)
  }
}

void main()
