/**
 * Paths of the centre operations API, relative to API_BASE. The sandbox mounts its routes on
 * these and the HTTP gateways call them. Path shapes follow the spec where it shows them.
 */
export const PATHS = {
  centreDetails: 'v1/centers/details',

  // ---- Selling (part 2 §7) ----
  packs: 'v1/pitch/packs',
  packsV2: 'v1/pitch/packs/v2',
  activeMemberships: 'v1/pitch/memberships/active',
  earliestStart: 'v1/pitch/memberships/getEarliestStart',
  packStartDate: 'v1/pitch/memberships/packStartDate',
  membershipExchange: 'v1/pitch/memberships/exchangeDiscount',
  premiumMembershipsConfig: 'v1/premium/memberships/config',
  addOnPacks: 'v1/addOns/packs',
  ptPacks: 'v1/pt/packs',
  ptSpotOffers: 'v1/pt/spotOffers',
  ptTrainersLevelBreakdown: 'v1/pt/trainers/levelBreakdown',
  ptActiveClients: 'v1/pt/activeClients',
  playPtPacks: 'v1/play/pt/packs',
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
} as const

export const checkPaymentSuccessPath = (orderId: string): string =>
  `${PATHS.checkPaymentSuccess}/${encodeURIComponent(orderId)}`

export const fulfilmentStatusPath = (orderId: string): string =>
  `${PATHS.fulfilmentStatusPrefix}/${encodeURIComponent(orderId)}/fulfillmentStatus`
