import { SHELL_PATHS } from './shell-paths'

/**
 * Paths of the centre operations API, relative to API_BASE. The sandbox mounts its routes on
 * these and the HTTP gateways call them. Path shapes follow the spec where it shows them.
 * A `:name` segment is a path parameter: build the concrete path with `pathWith`.
 */
export const PATHS = {
  /** centreDetails, permission, signOut, featureList: the shell's calls (shell-paths.ts). */
  ...SHELL_PATHS,

  // ---- Customer, check-in, PT, task and lead calls (sandbox-profile) ----
  centreConfig: 'v1/center/centerConfigs',
  employees: 'v1/employees',
  agents: 'v1/agents',
  leadCommentTags: 'v1/leads/commentTags',
  userByPhone: 'v1/pitch/user/phone',
  createUser: 'v1/pitch/user',
  userById: 'v1/pitch/user/id',
  searchUser: 'v1/users/search',
  membershipsConfig: 'v1/users/:userId/memberships',
  membershipUpdate: 'v1/memberships/update',
  children: 'v1/users/:userId/children',
  bcaCreate: 'v1/bca',
  bcaSearch: 'v1/bca/search',
  clearBiometrics: 'v1/biometrics/clear',
  addOns: 'v1/memberships/:membershipId/addOns',
  phoneReveal: 'v1/userCall/getPhone',
  ivrCall: 'v1/userCall/call',
  taskCall: 'v1/userCall/call/cm',
  recordPitch: 'v1/pitch/record',
  walkInPitch: 'v1/pitch/walkin',
  segmentMembership: 'v1/segments/:segmentId/membership',
  checkIns: 'v1/checkIns',
  pastCheckIns: 'v1/checkIns/past',
  memberCheckIn: 'v1/checkIns/member',
  trialCheckIn: 'v1/checkIns/trial',
  passcodeCheckIn: 'v1/checkIns/passcode',
  validatePasscode: 'v1/checkIns/:checkInId/validate',
  checkout: 'v1/pitch/checkin/:checkInId/checkout',
  assignTrainer: 'v1/checkIns/:checkInId/assignTrainer',
  checkInTrainers: 'v1/checkIns/:checkInId/trainerList',
  ptPacks: 'v1/pt/packs',
  playPtPacks: 'v1/pt/playPacks',
  ptSessions: 'v1/pt/sessions',
  ptReschedule: 'v1/pt/sessions/reschedule',
  ptCancel: 'v1/pt/sessions/:sessionId/cancel',
  ptStart: 'v1/pt/sessions/:sessionId/start',
  ptSlots: 'v1/pt/slots',
  orders: 'v1/orders',
  orderDetails: 'v1/orders/:orderId',
  invoice: 'v1/orders/invoice',
  invoiceFile: 'v1/orders/invoice/file',
  tasks: 'v1/cmTasks',
  callTrail: 'v1/cmTasks/:taskUuid/callTrail',
  resolveTask: 'v1/cmTasks/:taskUuid/resolve',
  leadCapture: 'v1/leads/capture',
  leadSearch: 'v1/leads/search',
  reminderPoll: 'v1/notification/reminders/poll',
  reminderAck: 'v1/notification/reminders/ack',
  // ---- profile-care ----
  reportInjury: 'v1/odin/injury/v2',
  recordReferral: 'v1/referrals',

  // ---- Selling (part 2 §7) ----
  packs: 'v1/pitch/packs',
  packsV2: 'v1/pitch/packs/v2',
  activeMemberships: 'v1/pitch/memberships/active',
  earliestStart: 'v1/pitch/memberships/getEarliestStart',
  packStartDate: 'v1/pitch/memberships/packStartDate',
  membershipExchange: 'v1/pitch/memberships/exchangeDiscount',
  premiumMembershipsConfig: 'v1/premium/memberships/config',
  addOnPacks: 'v1/addOns/packs',
  ptPackCatalog: 'v1/pt/packs/levelBreakdown',
  ptSpotOffers: 'v1/pt/spotOffers',
  ptTrainersLevelBreakdown: 'v1/pt/trainers/levelBreakdown',
  ptActiveClients: 'v1/pt/activeClients',
  playPtPackCatalog: 'v1/play/pt/packs',
  playCourseCategories: 'v1/play/academy/courseCategories',
  playAcademyPacks: 'v1/play/academy/packs',
  sports: 'v1/play/sports',
  addSpotOfferConfig: 'v3/offers/addOffersForUser',
  offersEligibility: 'v3/offers/eligibility',
  cardMachines: 'v1/pitch/cardMachines',
  bootcampSlots: 'v1/bootcamp/slots',
  savePreference: 'v1/users/preferences',
  recurringLink: 'v1/pitch/recurringLink',
  groupBuyEligibility: 'v1/pitch/groupBuy/eligibility',

  // ---- selling catalogue: premium, eso offer, play orders, sessions, slots, bookings ----
  premiumPacks: 'v1/premium/packs',
  premiumSpotOffers: 'v1/premium/spotOffers',
  esoOffer: 'v3/offers/esoOffer',
  playCreateOrder: 'v1/play/create/order/v2',
  playFulfilOrder: 'v1/play/fulfillment/order',
  playSessions: 'v1/play/sessions',
  playSlots: 'v1/play/slots',
  playBookings: 'v1/play/bookings',

  // ---- Orders and payments (part 2 §4, §7) ----
  createCashOrder: 'v1/pitch/create/order/v2',
  createGroupOrder: 'v1/pitch/create/group/order',
  createGatewayOrder: 'v1/pitch/order/createGatewayOrder',
  /** POST `${checkPaymentSuccess}/{orderId}`. */
  checkPaymentSuccess: 'v1/pitch/order/success',
  paymentComplete: 'v1/pitch/order/paymentComplete',
  /** GET v1/pitch/{orderId}/fulfillmentStatus: build it with fulfilmentStatusPath. */
  fulfilmentStatusPrefix: 'v1/pitch',

  // ---- OTP (part 2 §7) ----
  sendOtp: 'v1/otp/send',
  verifyOtp: 'v1/otp/verify',

  // ---- Payment links ----
  paymentLinks: 'v1/pitch/paymentLinks',
  generatePaymentLink: 'v1/pitch/generatePaymentLink',

  // ---- the profile: injuries read back, cult trainers ----
  /** The customer's injury reports at a centre (v1/odin/* covers issues and injuries, part 3 §7). */
  injuries: 'v1/odin/injuries',
  /** Fetch cult trainers list: POST with centre, workout and cultEmployeeId (part 3 §7). */
  cultTrainers: 'v1/cult/trainers',
  // ---- dashboards  ----
  dashboardSummary: 'v1/dashboard/summary',
  // ---- selling: PT sale and its OTPs ----
  /** GET: the staff e-mails that skip the PT price-drop OTP (the server's list; the browser only reads it). */
  ptOtpBypassWhitelist: 'v1/pt/otpBypass/whitelist',
} as const

/** Fills the `:name` segments of a path template: pathWith(PATHS.checkout, { checkInId: 7 }). */
export const pathWith = (template: string, params: Readonly<Record<string, string | number>>): string =>
  template.replace(/:([A-Za-z]+)/g, (_m, name: string) => {
    const v = params[name]
    if (v === undefined) throw new Error(`Missing path parameter ${name} for ${template}`)
    return encodeURIComponent(String(v))
  })


export const checkPaymentSuccessPath = (orderId: string): string =>
  `${PATHS.checkPaymentSuccess}/${encodeURIComponent(orderId)}`

export const fulfilmentStatusPath = (orderId: string): string =>
  `${PATHS.fulfilmentStatusPrefix}/${encodeURIComponent(orderId)}/fulfillmentStatus`
