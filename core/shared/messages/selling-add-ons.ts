// ---- Selling: add-ons sold on their own, group buy on the card machine, spot offers (rest) ----
/** The action on an active membership of /user that opens /sell-add-on-packs (part 2 §2). */
export const SELL_ADD_ONS = 'Sell Add-ons'
export const ADD_ON_MEMBERSHIP_LABEL = 'Membership'
export const ADD_ON_SELL_BUTTON = 'Sell Add-on'
export const NO_ADD_ONS_FOR_MEMBERSHIP = 'No add-ons can be sold with this membership at this centre'
export const ADD_ON_NEEDS_MEMBERSHIP = 'Open Sell Add-ons from an active membership on the member details page (/user).'
export const ADD_ON_MEMBERSHIP_NOT_ACTIVE = 'This membership has ended: add-ons are sold only with an active or upcoming membership.'
export const ADD_ONS_NOT_SOLD_HERE = 'Add-ons are not sold at this centre.'
export const addOnRunsUntil = (day: string): string => `Runs with the membership, at most until ${day}`
export const BACK_TO_MEMBER = 'Back to member details'
export const ADD_ON_START_DATE_LABEL = 'Add-on start date'
export const APPLY_SPOT_OFFER = 'Apply spot offer'
export const SPOT_OFFER_APPLIED_BADGE = 'Applied'
