// ---- Sale OTPs the server checks, and the PT sale screens ----
/** The sandbox refuses a cash order without the cash OTP verified for this staff member, customer and amount. */
export const CASH_SALE_OTP_REQUIRED = 'Verify the OTP sent to your phone for this customer and amount before taking cash.'
/** The sandbox refuses a PT order below the list price without the price-drop OTP verified for this customer and amount. */
export const PT_PRICE_DROP_OTP_REQUIRED = 'This PT pack is sold below its list price: verify the customer’s OTP for this price first.'
/** Verify OTP with a sale: the cash OTP must go to the staff member's own phone, the PT OTP to the customer's. */
export const SALE_OTP_WRONG_PHONE = 'This OTP was not sent to the phone this sale needs.'
export const SELL_PERSONAL_TRAINING_TITLE = 'Sell Personal Training'
export const PT_TRAINER_LABEL = 'Trainer'
export const CHOOSE_TRAINER = 'Choose a trainer'
export const trainerChoice = (name: string, level: string): string => `${name} (level ${level})`
export const ptLevelHeading = (level: string): string => `Level ${level}`
export const perSessionLabel = (price: string): string => `${price} a session`
export const APPLY_SPOT_OFFER_LABEL = 'Apply spot offer'
export const PT_OTP_TITLE = 'Price drop: customer OTP'
export const PT_OTP_LABEL = 'OTP sent to the customer’s phone'
export const PT_OTP_EXPLAINED = 'The price is below the list price. Ask the customer for the OTP sent to their phone.'
export const NO_PT_PACKS_HERE = 'No PT packs are sold at this centre'
export const TRAINER_LEVEL_BELOW_PACK = 'This trainer’s PT level is below the pack’s level'
