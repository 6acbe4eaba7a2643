import type { CorePorts } from '../ports'
import { academyCourseCategories } from './academy-course-categories.use-case'
import { academyPacks } from './academy-packs.use-case'
import { activeUserMemberships } from './active-user-memberships.use-case'
import { addOnPacks } from './add-on-packs.use-case'
import { applySpotOffer } from './apply-spot-offer.use-case'
import { bookPlaySlot } from './book-play-slot.use-case'
import { bootcampSlots } from './bootcamp-slots.use-case'
import { cardMachines } from './card-machines.use-case'
import { computePrice } from './compute-price.use-case'
import { esoOffers } from './eso-offers.use-case'
import { generatePaymentLink } from './generate-payment-link.use-case'
import { groupBuyEligibility } from './group-buy-eligibility.use-case'
import { listPaymentLinks } from './list-payment-links.use-case'
import { membershipExchange } from './membership-exchange.use-case'
import { playBookings } from './play-bookings.use-case'
import { playPtPacks } from './play-pt-packs.use-case'
import { playSessions } from './play-sessions.use-case'
import { playSlots } from './play-slots.use-case'
import { premiumConfig } from './premium-config.use-case'
import { premiumPacks } from './premium-packs.use-case'
import { premiumSpotOffers } from './premium-spot-offers.use-case'
import { ptActiveClients } from './pt-active-clients.use-case'
import { ptOtpWhitelist } from './pt-otp-whitelist.use-case'
import { ptPacks } from './pt-packs.use-case'
import { ptPriceDropOtp } from './pt-price-drop-otp.use-case'
import { ptSpotOffers } from './pt-spot-offers.use-case'
import { recurringLink } from './recurring-link.use-case'
import { saveBootcampPreference } from './save-bootcamp-preference.use-case'
import { sellPack } from './sell-pack.use-case'
import { sellPlayPack } from './sell-play-pack.use-case'
import { sellPtPack } from './sell-pt-pack.use-case'
import { sellablePacks } from './sellable-packs.use-case'
import { sendOtp } from './send-otp.use-case'
import { sports } from './sports.use-case'
import { startDateWindow } from './start-date-window.use-case'
import { startPtSale } from './start-pt-sale.use-case'
import { trainersLevelBreakdown } from './trainers-level-breakdown.use-case'
import { verifyOtp } from './verify-otp.use-case'

/** The selling use cases, bound to their ports. */
export const sellingUseCases = (p: CorePorts) => ({
  academyCourseCategories: academyCourseCategories(p),
  academyPacks: academyPacks(p),
  activeUserMemberships: activeUserMemberships(p),
  addOnPacks: addOnPacks(p),
  applySpotOffer: applySpotOffer(p),
  bookPlaySlot: bookPlaySlot(p),
  bootcampSlots: bootcampSlots(p),
  cardMachines: cardMachines(p),
  computePrice: computePrice(p),
  esoOffers: esoOffers(p),
  generatePaymentLink: generatePaymentLink(p),
  groupBuyEligibility: groupBuyEligibility(p),
  listPaymentLinks: listPaymentLinks(p),
  membershipExchange: membershipExchange(p),
  playBookings: playBookings(p),
  playPtPacks: playPtPacks(p),
  playSessions: playSessions(p),
  playSlots: playSlots(p),
  premiumConfig: premiumConfig(p),
  premiumPacks: premiumPacks(p),
  premiumSpotOffers: premiumSpotOffers(p),
  ptActiveClients: ptActiveClients(p),
  ptOtpWhitelist: ptOtpWhitelist(p),
  ptPacks: ptPacks(p),
  ptPriceDropOtp: ptPriceDropOtp(p),
  ptSpotOffers: ptSpotOffers(p),
  recurringLink: recurringLink(p),
  saveBootcampPreference: saveBootcampPreference(p),
  sellPack: sellPack(p),
  sellPlayPack: sellPlayPack(p),
  sellPtPack: sellPtPack(p),
  sellablePacks: sellablePacks(p),
  sendOtp: sendOtp(p),
  sports: sports(p),
  startDateWindow: startDateWindow(p),
  startPtSale: startPtSale(p),
  trainersLevelBreakdown: trainersLevelBreakdown(p),
  verifyOtp: verifyOtp(p),
})
