import type { CentreType } from '../centre/centre'
import type { AccessLevel, MenuGroup, RouteDef, RouteGate } from './access'
import { CHECK_IN_ALERT_SETTINGS_RESOURCE, CHECK_IN_ALERTS_PATH, KIOSK_PATH, KIOSK_RESOURCE } from './kiosk-session.rule'

/*
 * The whole route map of part 1 §2 and part 3 §2, as data, in sidebar order.
 * Decisions where the spec is silent are marked "Decision:" and listed in docs/api/rules-access.md.
 */

type Opts = { readonly group?: MenuGroup; readonly hidden?: boolean; readonly isNew?: boolean }

const route = (path: string, title: string, gate: RouteGate, opts: Opts = {}): RouteDef => ({
  path,
  title,
  ...(opts.group === undefined ? {} : { group: opts.group }),
  hidden: opts.hidden ?? false,
  isNew: opts.isNew ?? false,
  gate,
})

const perm = (resource: string, level: AccessLevel = 'VIEW'): RouteGate['permission'] => ({ resource, level })

const PLAY_ONLY: readonly CentreType[] = ['PLAY']
const NOT_PLAY: readonly CentreType[] = ['PLAY']
const GYMFIT_ONEPASS: readonly CentreType[] = ['GYMFIT', 'ONEPASS']
/** CULT type or HYBRID category. */
const CULT_OR_HYBRID = { onlyTypes: ['CULT'] as readonly CentreType[], orCategory: 'HYBRID' as const }
const CULT_EMPLOYEE = { ...CULT_OR_HYBRID, needsCultEmployeeId: true }

const MANAGE: Opts = { group: 'Manage Resource' }
const EMPLOYEE: Opts = { group: 'Employee' }
const REPORTS: Opts = { group: 'Reports' }
const PERFORMANCE: Opts = { group: 'Performance' }

/**
 * The sidebar entry '/performance' is "menu only" (part 1 §2): it is the heading of the
 * 'Performance' group, not a screen, so it is not in ROUTES and does not match any route.
 */
export const PERFORMANCE_MENU_PATH = '/performance'

/** A play academy sale: the course category, the child and the start date chosen before it opens. */
export const PLAY_ACADEMY_SALE_PATH =
  '/sell-play-academy-packs/:isAcademyPack/:courseCategoryName/:courseCategoryId/:workoutId/:centerServiceId/:childName/:childAge/:childId/:membershipStartDateEpoch/:isParentSelected'

export const ROUTES: readonly RouteDef[] = [
  route('/dash', 'Dashboard', {}),
  route('/dashboard', 'Overall Dashboard', { excludedTypes: NOT_PLAY }),
  // Decision: the Play Dashboard also needs VIEW on PLAY_PARTNER_HOMEPAGE (the resource named for it).
  route('/homepage', 'Play Dashboard', { onlyTypes: PLAY_ONLY, permission: perm('PLAY_PARTNER_HOMEPAGE') }),
  // Decision: part 1 says "permission", part 3 "all": all centre types, with the resource of §6.
  route('/cm-performance', 'My Performance', { permission: perm('CM_PERFORMANCE') }, PERFORMANCE),
  route('/voice-agent', 'CM Training', { permission: perm('CM_AI_TRAINING') }, { ...PERFORMANCE, isNew: true }),
  // Decision: "depends on centre type" without saying which: CULT or HYBRID (CLT ids are cult staff).
  route('/cm-score', 'CM Score', { ...CULT_OR_HYBRID, needsCltEmployeeId: true }, { ...PERFORMANCE, isNew: true }),
  route('/lead-manager', 'My Leads', { permission: perm('CM_LEADS') }),
  route('/play-bookings', 'Play Bookings', { onlyTypes: PLAY_ONLY, permission: perm('PLAY_PARTNER_SESSION') }),
  route('/play-attendance', 'Play Attendance', { onlyTypes: PLAY_ONLY, permission: perm('PLAY_PARTNER_SESSION') }),
  route('/playAttendedBookings', 'Attended Bookings', { onlyTypes: PLAY_ONLY, permission: perm('PLAY_PARTNER_SESSION') }),
  route('/inbox', 'Inbox', { ...CULT_EMPLOYEE, permission: perm('INBOX') }),
  route('/classes', 'Group Classes', { ...CULT_EMPLOYEE, permission: perm('GROUP_CLASS') }),
  route('/classDetail/:id', 'Class Detail', { ...CULT_EMPLOYEE, permission: perm('GROUP_CLASS') }, { hidden: true }),
  route('/crmTasks', 'Tasks', { ...CULT_EMPLOYEE, permission: perm('CRM_TASKS') }),
  route('/class/schedule', 'Class Schedule', { onlyTypes: GYMFIT_ONEPASS, permission: perm('PARTNER_CLASS_SCHEDULE') }),
  route('/door', 'Door Access Control', { onlyTypes: GYMFIT_ONEPASS, permission: perm('DOOR_ACCESS_CONTROL') }),
  route('/checkin', 'Checkins', { onlyTypes: GYMFIT_ONEPASS, permission: perm('CENTER_CHECKINS') }),
  route('/book', 'Bookings', { onlyTypes: GYMFIT_ONEPASS, permission: perm('CENTER_BOOKINGS') }),
  // Decision: PQS (partner quality score) metric details use PARTNER_SCORE; reached from a dashboard link.
  route('/PQS/metricDetails/:id', 'PQS Metric Details', { onlyTypes: GYMFIT_ONEPASS, permission: perm('PARTNER_SCORE') }, { hidden: true }),
  route('/pt-packs', 'PT Packs', { onlyTypes: ['GYMFIT', 'ONEPASS', 'PLAY'], permission: perm('CENTER_PT_PACKS') }),
  route('/walkins', 'Walk-ins', { permission: perm('PARTNER_WALKINS') }),
  route('/user', 'User Details', { permission: perm('CENTER_USER_DETAILS') }, { hidden: true }),
  route('/sell-packs', 'Sell Packs', { permission: perm('CENTER_SELL_PACKS'), sellsPacks: true }),
  // Decision: add-on sale uses CENTER_SELL_PACKS plus the per-centre add-on flag (ADD_ON_PACKS list);
  // hidden, as it is opened from Sell Add-ons on an active membership (part 2 §2).
  route('/sell-add-on-packs', 'Sell Add-on Packs', { permission: perm('CENTER_SELL_PACKS'), featureList: 'ADD_ON_PACKS', sellsPacks: true }, { hidden: true }),
  route('/pt', 'Personal Training', { permission: perm('CENTER_PERSONAL_TRAINING'), needsPtEnabled: true }),
  // Decision: play academy sale is PLAY only, needs CENTER_SELL_PACKS, and is reached from the course-category modal.
  route(
    PLAY_ACADEMY_SALE_PATH,
    'Sell Play Academy Pack',
    { onlyTypes: PLAY_ONLY, permission: perm('CENTER_SELL_PACKS'), sellsPacks: true },
    { hidden: true },
  ),
  route('/troubleshooting', 'Troubleshooting', { permission: perm('TROUBLESHOOT_DEBUG', 'EDIT') }, MANAGE),
  route('/troubleshooting/segment', 'Segment Removal', { permission: perm('TROUBLESHOOT_DEBUG', 'EDIT') }, MANAGE),
  route('/troubleshooting/target-upload', 'Target Upload', { permission: perm('PMS_TARGET', 'EDIT') }, MANAGE),
  route('/troubleshooting/leads-upload', 'Leads Upload', { permission: perm('LEADS_UPLOAD') }, MANAGE),
  route('/troubleshooting/offer', 'Offers Revert', { permission: perm('TROUBLESHOOT_DEBUG', 'EDIT') }, MANAGE),
  route('/troubleshooting/extend', 'Manage Memberships', { permission: perm('EXTEND_MEMBERSHIP', 'EDIT') }, MANAGE),
  route('/transfer-leads', 'Transfer Leads', { permission: perm('LEAD_TRANSFER', 'EDIT') }, MANAGE),
  // Decision (docs/decisions/audit.md): the audit trail is a manager's screen, behind its own permission AUDIT_TRAIL.
  route('/audit-trail', 'Audit Trail', { permission: perm('AUDIT_TRAIL') }, MANAGE),
  route('/cultHabitRewards', 'Habit Rewards', { featureList: 'HABIT_REWARDS', permission: perm('CULT_HABIT_CENTER_MANAGER', 'EDIT') }),
  // Decision: part 1 puts it under the habit-rewards list, part 3 says "all": list only, no permission.
  route('/goodies-tracking-details', 'Goodies Tracking Details', {}, { hidden: true }),
  route('/employee/attendance', 'Attendance', { permission: perm('CENTER_ATTENDANCE') }, EMPLOYEE),
  route('/employee/rostering', 'Rostering', { permission: perm('ROSTERING') }, EMPLOYEE),
  route('/employee/gxShifts', 'GX Shifts', { needsCultEmployeeId: true, permission: perm('GX_Shifts') }, EMPLOYEE),
  // Decision: no permission, "depends on centre type" without saying which: not PLAY.
  route('/delinquencyReversal', 'Delinquency Reversal', { excludedTypes: NOT_PLAY, needsEmployeeId: true }, EMPLOYEE),
  route('/groomingScore', 'Attire/Grooming Score', { excludedTypes: NOT_PLAY, needsEmployeeId: true }, EMPLOYEE),
  // Employee list is excluded for onepass centres (part 2 §6).
  route('/employee/my-employee-v2', 'My Employees', { excludedTypes: ['ONEPASS'], permission: perm('CENTER_EMPLOYEE_DETAIL') }, EMPLOYEE),
  route(
    '/employee/my-employee-detail-v2/:agentId',
    'Employee Details',
    { excludedTypes: ['ONEPASS'], permission: perm('TRAINER_PROFILE') },
    { ...EMPLOYEE, hidden: true },
  ),
  route('/leave-management', 'Leave Management', { permission: perm('LEAVE_APPROVAL', 'EDIT') }, EMPLOYEE),
  // Decision (docs/decisions/employees.md): every staff member asks for their own leave here; no permission.
  route('/my-leave', 'My Leave', {}, EMPLOYEE),
  route('/issues', 'Report Issue', { permission: perm('PARTNER_ISSUE') }),
  route('/tata1mg', 'Health Partner', { excludedTypes: NOT_PLAY, healthPartner: true }, { isNew: true }),
  // Decision: report resources not named by the spec are PARTNER_REPORTS_<REPORT>.
  route('/reports/v1settlements', 'Settlements', { permission: perm('PARTNER_REPORTS_SETTLEMENTS') }, { ...REPORTS, hidden: true }),
  route(
    '/reports/v2settlement',
    'Settlements',
    { onlyTypes: ['GYMFIT', 'ONEPASS', 'CULT'], permission: perm('PARTNER_REPORTS_SETTLEMENTS') },
    { ...REPORTS, isNew: true },
  ),
  route('/reports/lead-details', 'Lead Details', { permission: perm('PARTNER_REPORTS_LEADS') }, REPORTS),
  route('/reports/lux-lead-details', 'Lux Lead Details', { permission: perm('PARTNER_REPORTS_LEADS') }, REPORTS),
  route('/reports/my-members', 'My Members', { permission: perm('PARTNER_REPORTS_MY_MEMBERS') }, REPORTS),
  route('/reports/new-members', 'New Members', { featureList: 'NEW_MEMBER_DASHBOARD', permission: perm('NEW_MEMBER_DASHBOARD') }, REPORTS),
  route('/reports/center-health', 'Center Health', { permission: perm('PARTNER_REPORTS_CENTER_HEALTH') }, REPORTS),
  route('/reports/revenue-target', 'Revenue Target', { permission: perm('PARTNER_REPORTS_REVENUE_TARGET') }, REPORTS),
  route('/reports/revenue', 'Revenue', { permission: perm('PARTNER_REPORTS_REVENUE') }, REPORTS),
  route('/reports/trainer-attendance', 'Trainer Attendance', { permission: perm('PARTNER_REPORTS_TRAINER_ATTENDANCE') }, REPORTS),
  route('/reports/pt-sales', 'PT Sales', { permission: perm('PT_SALES_DASHBOARD') }, REPORTS),
  route('/reports/guranteed-guidance', 'Guaranteed Guidance', { permission: perm('PARTNER_REPORTS_GUARANTEED_GUIDANCE') }, REPORTS),
  route('/reports/cashSales', 'Cash Sales', { permission: perm('CASH_SALES_REPORT') }, REPORTS),
  route(
    '/reports/sales-performance',
    'Sales Performance',
    { excludedTypes: NOT_PLAY, permission: perm('PARTNER_REPORTS_SALES_PERFORMANCE') },
    REPORTS,
  ),
  route('/reports/CPL', 'CPL', { ...CULT_OR_HYBRID, featureList: 'CPL', permission: perm('PARTNER_REPORTS_CPL') }, REPORTS),
  route(
    '/reports/pilatesConsumption',
    'Pilates Consumption',
    { featureList: 'PILATES_REPORT', permission: perm('PILATES_CONSUMPTION_REPORT') },
    REPORTS,
  ),
  // Decision (docs/decisions/payment.md): every staff member who takes cash keeps a drawer; CASH_DRAWER.
  route('/cash-drawer', 'Cash Drawer', { permission: perm('CASH_DRAWER') }),
  // Decision (docs/decisions/check-in.md): a centre's alerts at check-in, set by its manager.
  route(CHECK_IN_ALERTS_PATH, 'Check-in Alerts', { permission: perm(CHECK_IN_ALERT_SETTINGS_RESOURCE) }),
  // Decision (docs/decisions/check-in.md): the self check-in kiosk's one screen; a kiosk session sees nothing else.
  route(KIOSK_PATH, 'Self check-in', { permission: perm(KIOSK_RESOURCE, 'EDIT') }, { hidden: true }),
  route('/logout', 'Log Out', {}),
]

/** Addresses that redirect to the centre's home screen (part 1 §2). */
export const REDIRECT_PATHS: readonly string[] = ['/', '/v2']

/** Label of the external User Guide link (its address is not shown in the spec). */
export const USER_GUIDE_LABEL = 'User Guide'
