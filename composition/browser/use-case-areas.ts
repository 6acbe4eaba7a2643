import type { CorePorts } from '../../core/ports'
import type { ShellUseCaseName } from '../../core/shell-use-cases'
import type { UseCaseName, UseCases } from '../../core/use-cases'
import { afterNextPaint } from '../../ui/app/after-next-paint'
import type { BrowserComposition } from './container'
import type { BrowserPlatform } from './platform'

/**
 * Each core area's use cases (core/<area>/use-cases.ts), each its own chunk (vite.config.ts): a
 * screen's first call fetches its area's use cases and not every area's.
 */
const AREA_MODULES = {
  audit: () => import('../../core/audit/use-cases').then((m) => m.auditUseCases),
  centre: () => import('../../core/centre/use-cases').then((m) => m.centreUseCases),
  'check-in': () => import('../../core/check-in/use-cases').then((m) => m.checkInUseCases),
  classes: () => import('../../core/classes/use-cases').then((m) => m.classesUseCases),
  customer: () => import('../../core/customer/use-cases').then((m) => m.customerUseCases),
  dashboard: () => import('../../core/dashboard/use-cases').then((m) => m.dashboardUseCases),
  employee: () => import('../../core/employee/use-cases').then((m) => m.employeeUseCases),
  inbox: () => import('../../core/inbox/use-cases').then((m) => m.inboxUseCases),
  injury: () => import('../../core/injury/use-cases').then((m) => m.injuryUseCases),
  lead: () => import('../../core/lead/use-cases').then((m) => m.leadUseCases),
  membership: () => import('../../core/membership/use-cases').then((m) => m.membershipUseCases),
  money: () => import('../../core/money/use-cases').then((m) => m.moneyUseCases),
  operations: () => import('../../core/operations/use-cases').then((m) => m.operationsUseCases),
  payment: () => import('../../core/payment/use-cases').then((m) => m.paymentUseCases),
  performance: () => import('../../core/performance/use-cases').then((m) => m.performanceUseCases),
  play: () => import('../../core/play/use-cases').then((m) => m.playUseCases),
  pt: () => import('../../core/pt/use-cases').then((m) => m.ptUseCases),
  reminders: () => import('../../core/reminders/use-cases').then((m) => m.remindersUseCases),
  reports: () => import('../../core/reports/use-cases').then((m) => m.reportsUseCases),
  selling: () => import('../../core/selling/use-cases').then((m) => m.sellingUseCases),
  staff: () => import('../../core/staff/use-cases').then((m) => m.staffUseCases),
  task: () => import('../../core/task/use-cases').then((m) => m.taskUseCases),
}

export type Area = keyof typeof AREA_MODULES
/** Every core area whose use cases the browser loads by area. */
export const AREAS = Object.keys(AREA_MODULES) as readonly Area[]
type AreaRecord<A extends Area> = ReturnType<Awaited<ReturnType<(typeof AREA_MODULES)[A]>>>

/**
 * Which area's chunk holds each use case the UI calls, so that a call can fetch that chunk (and
 * only that one) beside the composition root. Kept whole by the compiler: a name listed under an
 * area that does not make it fails, and so does a use case no area lists (below).
 */
const USE_CASES_BY_AREA = {
  audit: [
    'auditTrailStaff', 'exportAuditTrail', 'memberHistory', 'searchAuditTrail',
  ],
  centre: [
    'centreConfiguration', 'leadCommentTags', 'segmentMembership', 'centrePage',
  ],
  'check-in': [
    'assignTrainer', 'checkInAsMember', 'checkInAsTrial', 'checkInByPasscode', 'checkOut', 'classifyCheckIns', 'pastCheckIns', 'trainersForCheckIn',
    'validatePasscode', 'checkInByScan', 'memberCard', 'issueMemberCard', 'revokeMemberCard', 'loadCheckInAlertSettings', 'saveCheckInAlertSettings',
    'memberCheckInAlerts', 'sendKioskOtp', 'kioskCheckIn', 'kioskCheckInByPass',
  ],
  classes: [
    'loadClassDetail', 'loadClassSchedule', 'loadClassesOfDay', 'markClassAttendance',
  ],
  customer: [
    'addChild', 'callCustomer', 'clearBiometrics', 'downloadInvoice', 'findCustomer', 'loadAddOns', 'loadBcaHistory', 'loadChildren', 'loadCustomer',
    'loadMemberships', 'loadOrderDetails', 'loadOrders', 'lookupCustomer', 'recordBca', 'registerCustomer', 'revealPhone', 'searchUserByPhone',
  ],
  dashboard: [
    'loadDashboard',
  ],
  employee: [
    'addRosterShift', 'applyShiftPattern', 'bookRosterSlot', 'createEmployee', 'createShiftPattern', 'decideLeave', 'loadAttendance',
    'loadDelinquencies', 'loadEmployeeList', 'loadEmployeeProfile', 'loadGroomingScore', 'loadGxShifts', 'loadLeaveRequests', 'loadMyLeaveRequests',
    'loadRoster', 'loadRosterSlots', 'loadShiftPatterns', 'markManualAttendance', 'planShiftPattern', 'ptLevelOptions', 'requestDelinquencyReversal',
    'requestLeave', 'specialisationOptions', 'updateEmployeeProfile', 'employeeListPage',
  ],
  inbox: [
    'loadInbox', 'markInboxMessages',
  ],
  injury: [
    'loadCultTrainers', 'loadInjuries', 'reportInjury',
  ],
  lead: [
    'captureLead', 'leadHistory', 'ptLeadModalConfig', 'recordPitch', 'recordPtPitch', 'recordReferral', 'recordWalkInPitch', 'scheduledWalkIns',
    'searchLeads', 'myLeadsPage', 'submitPtLead', 'transferLeads', 'updateLead', 'updateLeadConfig', 'leadOwnerPage',
  ],
  membership: [
    'updateMembership',
  ],
  money: [
    'closeCashDrawer', 'downloadCreditNote', 'downloadTaxInvoice', 'loadCashDrawer', 'loadCloseOuts', 'loadOrderCreditNotes', 'loadOrderRefunds',
    'openCashDrawer', 'refundOrder', 'signOffCashDrawer',
  ],
  operations: [
    'acknowledgeHabit', 'actOnDoor', 'applyBulkUpload', 'bulkUploadAudit', 'bulkUploadHistory', 'dryRunBulkUpload', 'generateHealthPartnerLink',
    'healthPartnerLinks', 'loadDoorDevices', 'loadGoodies', 'loadHabitRewards', 'loadIssues', 'loadOwnerEntities', 'loadTargetMetrics', 'moveGoodie',
    'reportIssue', 'requestTargetUploadUrl', 'targetFileUrl', 'targetUploadHistory', 'uploadTargetFile', 'targetHistoryPage', 'bulkUploadHistoryPage',
  ],
  payment: [
    'announcePayment', 'confirmPayment', 'rememberSale', 'saleInProgress', 'watchPaymentLock',
  ],
  performance: [
    'loadMyPerformance', 'loadPqsMetric', 'loadPqsMetrics', 'loadScoreEmbed', 'loadTrainingSessions',
  ],
  play: [
    'bookPlaySession', 'loadPlayBookings', 'markPlayAttendance',
  ],
  pt: [
    'bookPtSession', 'cancelPtSession', 'loadPlayPtPacks', 'loadPtPacks', 'loadPtSessions', 'loadTrainerSlots', 'reschedulePtSession',
    'startPtSession',
  ],
  reminders: [
    'actOnReminder', 'watchReminders',
  ],
  reports: [
    'runReport', 'runReportPage', 'reportExportLink',
  ],
  selling: [
    'academyCourseCategories', 'academyPacks', 'activeUserMemberships', 'addOnPacks', 'applySpotOffer', 'bookPlaySlot', 'bootcampSlots',
    'cardMachines', 'computePrice', 'esoOffers', 'generatePaymentLink', 'groupBuyEligibility', 'listPaymentLinks', 'membershipExchange',
    'playBookings', 'playPtPacks', 'playSessions', 'playSlots', 'premiumConfig', 'premiumPacks', 'premiumSpotOffers', 'ptActiveClients',
    'ptOtpWhitelist', 'ptPacks', 'ptPriceDropOtp', 'ptSpotOffers', 'recurringLink', 'saveBootcampPreference', 'sellPack', 'sellPlayPack',
    'sellPtPack', 'sellablePacks', 'sendOtp', 'sports', 'startDateWindow', 'startPtSale', 'trainersLevelBreakdown', 'verifyOtp',
  ],
  staff: [
    'loadEmployees', 'loadTrainers',
  ],
  task: [
    'callForTask', 'loadCallSummary', 'loadCallTrail', 'loadCentreTasks', 'loadTasks', 'resolveTask', 'loadCentreTaskPage',
  ],
} as const satisfies { readonly [A in Area]: readonly (keyof AreaRecord<A>)[] }

/** Compile-time guard: every area's use case is listed under its area (the shell's are in the first screen). */
type Unlisted = { [A in Area]: Exclude<keyof AreaRecord<A>, ShellUseCaseName | (typeof USE_CASES_BY_AREA)[A][number]> }[Area]
const everyUseCaseListed: [Unlisted] extends [never] ? true : Unlisted = true
void everyUseCaseListed

const AREA_OF: ReadonlyMap<string, Area> = new Map(
  (Object.keys(USE_CASES_BY_AREA) as Area[]).flatMap((area) => (USE_CASES_BY_AREA[area] as readonly string[]).map((name): [string, Area] => [name, area])),
)

const isArea = (name: string): name is Area => Object.hasOwn(AREA_MODULES, name)

/** The core area whose chunk holds a use case (undefined for the shell's, which the first screen holds). */
export const areaOf = (name: string): Area | undefined => AREA_OF.get(name)

/** The names listed under an area (for tests and tools). */
export const useCasesOfArea = (area: Area): readonly string[] => USE_CASES_BY_AREA[area]

/** An area's use cases made over the core's ports, from its loaded chunk. */
export type AreaUseCases = (ports: CorePorts) => Partial<UseCases>

/** Loads an area's chunk: the function that makes its use cases over the core's ports. */
export const loadArea = (area: Area): Promise<AreaUseCases> => AREA_MODULES[area]() as Promise<AreaUseCases>

/** What the composition root must offer the resolver: an area's use cases, made once (and, to warm an area, its gateways). */
type Root = Pick<BrowserComposition, 'useCasesOf'> & Partial<Pick<BrowserComposition, 'warmPorts'>>

/**
 * The ports whose lazily loaded gateways an area's first calls wait for, beyond those a screen
 * that calls the area has usually loaded already: fetched when the area is warmed (`warm`). Only
 * a matter of speed: a port left out loads on its first call, as every gateway does.
 */
const AREA_PORTS: { readonly [A in Area]?: readonly (keyof CorePorts)[] } = {
  audit: ['auditTrail'],
  'check-in': ['checkInAlerts'],
}

/**
 * Resolves a use case by name for the deferred record (deferred-use-cases.ts). The areas first
 * called while one frame is drawn (a screen's blocks all ask at once) are one batch: once that
 * frame has been painted, their chunks and (on the first batch) the composition root are fetched
 * side by side, the container binds each area's use cases, and the batch's calls all go out
 * together (a block whose area came in first does not answer before the others have asked: a
 * screen's blocks start together, as with one chunk). Later calls of a loaded area resolve at
 * once. A chunk that cannot be fetched fails its batch's calls (the record answers Unavailable),
 * and is fetched again on the next call.
 */
export const createUseCaseResolver = (
  loadRoot: () => Promise<Root>,
  options: { readonly load?: (area: Area) => Promise<AreaUseCases>; readonly painted?: () => Promise<void> } = {},
) => {
  const load = options.load ?? loadArea
  const painted = options.painted ?? afterNextPaint
  let root: Promise<Root> | undefined
  const composition = (): Promise<Root> => {
    if (root === undefined) {
      root = loadRoot()
      root.catch(() => (root = undefined))
    }
    return root
  }
  type Batch = { readonly areas: Area[]; readonly loaded: Promise<{ readonly root: Root; readonly makes: ReadonlyMap<Area, AreaUseCases> }> }
  let batch: Batch | undefined
  const startBatch = (): Batch => {
    const areas: Area[] = []
    const loaded = painted()
      .then(() => {
        batch = undefined
        return Promise.all([composition(), Promise.all(areas.map(load))])
      })
      .then(([r, makes]) => ({ root: r, makes: new Map(areas.map((a, i) => [a, makes[i] as AreaUseCases])) }))
    return { areas, loaded }
  }
  const made = new Map<Area, Promise<Partial<UseCases>>>()
  const useCasesOf = (area: Area): Promise<Partial<UseCases>> => {
    let useCases = made.get(area)
    if (useCases === undefined) {
      batch ??= startBatch()
      batch.areas.push(area)
      useCases = batch.loaded.then(({ root: r, makes }) => r.useCasesOf(area, makes.get(area) as AreaUseCases))
      made.set(area, useCases)
      useCases.catch(() => made.delete(area))
    }
    return useCases
  }
  const resolve = <K extends Exclude<UseCaseName, ShellUseCaseName>>(name: K): Promise<UseCases[K]> => {
    const area = areaOf(name)
    if (area === undefined) return Promise.reject(new Error(`No core area lists the use case ${name}`))
    const own = useCasesOf(area)
    // A call of an area already in waits for a batch gathered in the same task (the same render's
    // blocks), decided once the task's calls have all been made: the screen's blocks go out together.
    const together = Promise.resolve().then(() => batch?.loaded)
    return Promise.all([own, together]).then(([u]) => u[name] as UseCases[K])
  }
  /**
   * Binds the named areas' use cases ahead of their first call (a batch like a call's, after a
   * painted frame) and fetches the gateways their first calls wait for (AREA_PORTS), so those calls
   * go out at once; names no area answers are left out. Resolves once done; an area or a gateway
   * that could not be fetched is left to its first call.
   */
  const warm = (names: readonly string[]): Promise<void> =>
    Promise.all(
      names.filter(isArea).map((a) =>
        useCasesOf(a)
          .then(() => composition())
          .then((r) => r.warmPorts?.(AREA_PORTS[a] ?? []))
          .then(() => undefined, () => undefined),
      ),
    ).then(() => undefined)
  return Object.assign(resolve, { warm })
}

let browser: ReturnType<typeof createUseCaseResolver> | undefined

const browserResolver = (platform: BrowserPlatform): ReturnType<typeof createUseCaseResolver> =>
  (browser ??= createUseCaseResolver(() => import('./container').then(({ createBrowserComposition }) => createBrowserComposition(platform))))

/** Resolves a use case in the browser: the composition root is composition/browser/container.ts, its own chunk. */
export const resolveInBrowser = <K extends Exclude<UseCaseName, ShellUseCaseName>>(platform: BrowserPlatform, name: K): Promise<UseCases[K]> =>
  browserResolver(platform)(name)

/** Binds the named core areas' use cases in the browser ahead of their first call (see `warm`). */
export const warmInBrowser = (platform: BrowserPlatform, areas: readonly string[]): Promise<void> => browserResolver(platform).warm(areas)
