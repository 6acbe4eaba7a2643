import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { Hono } from 'hono'
import { setCookie } from 'hono/cookie'
import { PATHS_SANDBOX } from '../../adapters/http/contract/sandbox-paths'
import { SESSION_COOKIE } from '../../adapters/http/contract/wire'
import type { Db } from '../db/database'
import type { ApiEnv } from './api-env'
import * as t from 'io-ts'
import { requireCsrfHeader, requireSession } from './api-guards'
import { authRoutes } from './auth.routes'
import { accessRoutes } from './routes/access.routes'
import { centresRoutes } from './routes/centres.routes'
import { checkInsRoutes } from './routes/check-ins.routes'
import { customersRoutes } from './routes/customers.routes'
import { customerProfileRoutes } from './routes/customer-profile.routes'
import { membershipUpdateRoutes } from './routes/membership-update.routes'
import { childrenRoutes } from './routes/children.routes'
import { bcaRoutes } from './routes/bca.routes'
import { biometricsRoutes } from './routes/biometrics.routes'
import { membershipAddOnsRoutes } from './routes/membership-add-ons.routes'
import { customerCallsRoutes } from './routes/customer-calls.routes'
import { pitchesRoutes } from './routes/pitches.routes'
import { leadsRoutes } from './routes/leads.routes'
import { leadPagesRoutes } from './routes/lead-pages.routes'
import { peoplePagesRoutes } from './routes/people-pages.routes'
import { ordersRoutes } from './routes/orders.routes'
import { ptRoutes } from './routes/pt.routes'
import { tasksRoutes } from './routes/tasks.routes'
import { otpRoutes } from './routes/otp.routes'
import { paymentLinkRoutes } from './routes/payment-link.routes'
import { paymentRoutes } from './routes/payment.routes'
import { playRoutes } from './routes/play.routes'
import { premiumRoutes } from './routes/premium.routes'
import { sellingRoutes } from './routes/selling.routes'
import { terminalRoutes } from './routes/terminal.routes'
// ---- profile-care ----
import { careRoutes } from './routes/care.routes'
// ---- reports ----
import { reportsRoutes } from './routes/reports.routes'
// ---- classes and play ----
import { classesRoutes } from './routes/classes.routes'
// ---- dashboards  ----
import { dashboardsRoutes } from './routes/dashboards.routes'
import { employeesRoutes } from './routes/employees.routes'
import { employeeStatusRoutes } from './routes/employee-status.routes'
import { shiftPatternsRoutes } from './routes/shift-patterns.routes' // ---- shift patterns (rostering) ----
import { taxInvoicesRoutes } from './routes/tax-invoices.routes' // ---- GST tax invoices ----
import { memberPassRoutes } from './routes/member-pass.routes' // ---- check-in by member pass or card ----
import { memberPassPageRoutes } from './member-pass-page.routes'
import { auditRoutes } from './routes/audit.routes' // ---- audit trail ----
import { sandboxPagesRoutes } from './sandbox-pages.routes'
import { clockControlRoutes } from './clock-control.routes'
import type { AdjustableClock } from '../clock'
// ---- uploads ----
import { uploadsRoutes } from './routes/uploads.routes'
// ---- reminders and inbox ----
import { inboxRoutes } from './routes/inbox.routes'
import { operationsRewardsRoutes } from './routes/operations-rewards.routes' // ---- operations: rewards ----
import { storageRoutes } from './storage.routes'
// ---- operations: issues and door ----
import { odinIssuesRoutes } from './routes/odin-issues.routes'
import { doorAccessRoutes } from './routes/door-access.routes'
// ---- performance and training ----
import { performanceRoutes } from './routes/performance.routes'
import { scorePageRoutes } from './score-page.routes'
import { compressAnswers } from './compression'
import { securityHeaders } from './security-headers'
import { mountRoutes, publicRouteTable, shareRoutes } from './route'
import { cashDrawerRoutes } from './routes/cash-drawer.routes'
import { refundsRoutes } from './routes/refunds.routes'
import { checkInAlertsRoutes } from './routes/check-in-alerts.routes'
import { kioskRoutes } from './routes/kiosk.routes'
import { trainerPhotosRoutes } from './trainer-photos.routes'
import { servePortal } from './static-portal'
import { openSession, personaByName } from './sessions'
import { setAuditClock } from '../audit/audit-log'
import { creditNotesRoutes } from './routes/credit-notes.routes' // ---- GST credit notes ----

export type SandboxDeps = {
  readonly db: Db
  readonly now: () => number
  /** The built portal (vite's dist/); when absent only the API and sign-in are served. */
  readonly distDir?: string
  /** When set, every OTP is this code (automated tests; env SANDBOX_FIXED_OTP). */
  readonly fixedOtp?: string
  /** When set, POST /sandbox/clock moves the clock (journeys; env SANDBOX_CLOCK_CONTROL=1). */
  readonly clockControl?: { readonly clock: AdjustableClock; readonly base: () => number }
}

export const createSandboxApp = (d: SandboxDeps): Hono => {
  const app = new Hono()
  app.use('*', securityHeaders)
  app.route('/', authRoutes(d))
  // The card terminal and SMS outbox pages stand for the machine and the phone: no staff session.
  app.route('/', sandboxPagesRoutes(d))
  // The member pass page stands for the member's phone app: no staff session.
  app.route('/', memberPassPageRoutes(d))
  if (d.clockControl !== undefined) app.route('/', clockControlRoutes(d.clockControl.clock, d.clockControl.base))
  app.route('/', trainerPhotosRoutes(d.db))
  // ---- uploads ---- the file storage behind the target upload's presigned URLs (no staff session).
  app.route('/', storageRoutes(d))
  // ---- performance and training ---- the embedded CM Score page (its signed URL is its credential).
  app.route('/', scorePageRoutes(d))

  // The audit trail's entries read the sandbox's clock (sandbox/audit/audit-log.ts).
  setAuditClock(d.db, d.now)
  const api = new Hono<ApiEnv>()
  api.use('*', compressAnswers)
  api.use('*', requireCsrfHeader)
  // Sign-in for scripts (the headless CLI); the browser signs in through /sign-in.
  const signIn = publicRouteTable()
  signIn.post(
    PATHS_SANDBOX.session,
    { body: t.type({ persona: t.string }), centre: 'none: opens a session for the persona' },
    (c, i) => {
      const persona = personaByName(d.db, i.body.persona)
      if (persona === undefined) return c.json({ message: 'Unknown persona. See /sign-in for the list.' }, 400)
      const session = openSession(d.db, persona.id, d.now())
      setCookie(c, SESSION_COOKIE, session, { httpOnly: true, sameSite: 'Strict', path: '/' })
      return c.json({ session })
    },
  )
  mountRoutes(api, [signIn.app])
  api.use('*', requireSession(d.db, d.now))
  // Every API route is defined with routeTable (route.ts): one strict parse, then permission, centre scope and gates.
  mountRoutes(api, [
    centresRoutes(d.db),
    // Customer, check-in, PT, task and lead calls (sandbox-profile).
    accessRoutes(d.db),
    customersRoutes(d),
    customerProfileRoutes(d),
    membershipUpdateRoutes(d),
    childrenRoutes(d),
    bcaRoutes(d),
    biometricsRoutes(d),
    membershipAddOnsRoutes(d),
    customerCallsRoutes(d),
    pitchesRoutes(d),
    checkInsRoutes(d),
    ptRoutes(d),
    ordersRoutes(d),
    tasksRoutes(d),
    leadsRoutes(d),
    sellingRoutes(d),
    paymentRoutes(d),
    otpRoutes(d),
    paymentLinkRoutes(d),
    terminalRoutes(d),
    // Selling catalogue: play orders, sessions, slots, bookings; premium packs and offers; eso offer.
    playRoutes(d),
    premiumRoutes(d),
    // ---- profile-care ----
    careRoutes(d),
    // ---- reports ----
    reportsRoutes(d),
    // ---- dashboards  ----
    dashboardsRoutes(d),
    // ---- employees ----
    employeesRoutes(d),
    // ---- uploads ----
    uploadsRoutes(d),
    // ---- operations: issues and door ----
    odinIssuesRoutes(d),
    doorAccessRoutes(d),
    // ---- reminders and inbox ----
    inboxRoutes(d),
    // ---- classes and play ----
    classesRoutes(d),
    // ---- performance and training ----
    performanceRoutes(d),
    // ---- employee status: leave, GX shifts, delinquency reversal, grooming ----
    employeeStatusRoutes(d),
    // ---- operations: rewards, goodies, health partner ----
    operationsRewardsRoutes(d),
    // ---- shift patterns on the roster (rostering) ----
    shiftPatternsRoutes(d),
    // ---- GST tax invoices ----
    taxInvoicesRoutes(d),
    // ---- check-in by member pass or card ----
    memberPassRoutes(d),
    // ---- money: the cash drawer and refunds ----
    cashDrawerRoutes(d),
    refundsRoutes(d),
    // ---- My Leads a page at a time ----
    leadPagesRoutes(d),
    // ---- alerts at check-in and the self check-in kiosk ----
    checkInAlertsRoutes(d),
    kioskRoutes(d),
    // ---- audit trail (read only) ----
    auditRoutes(d),
    // ---- GST credit notes ----
    creditNotesRoutes(d),
    // ---- centres, employees, upload history and lead owners a page at a time ----
    peoplePagesRoutes(d),
  ])
  api.all('*', (c) => c.json({ message: `No such API call: ${c.req.method} ${c.req.path}` }, 404))
  app.route('/api', api)
  shareRoutes(app, api)

  const dist = d.distDir
  // The built portal: precompressed immutable assets, and index.html for every portal route.
  if (dist !== undefined && existsSync(join(dist, 'index.html'))) servePortal(app, dist)

  app.onError((err, c) => {
    console.error(err)
    return c.json({ message: 'Something went wrong in the sandbox.' }, 500)
  })
  return app
}
