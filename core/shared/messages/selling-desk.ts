// ---- Selling desk (/sell-packs, Sell Pack modal, purchase flow; texts the spec does not show are our words) ----
export const SELL_PACK_TITLE = 'Sell Pack'
export const SELL_PACK_BUTTON = 'Sell Pack'
export const TAXES_AND_FEES_TITLE = 'Taxes and fees breakdown'
export const TERMS_TITLE = 'Terms and Conditions'
export const PURCHASE_SUCCESSFUL_TITLE = 'Purchase successful'
export const SOMETHING_WENT_WRONG_MODAL = 'Something went wrong'
export const OTP_VERIFICATION_TITLE = 'OTP verification'
export const GROUP_BUY_VERIFICATION_TITLE = 'Group-buy verification'
export const PACK_LABEL = 'Pack'
export const TOTAL_PAYABLE = 'Total payable'
export const VIEW_TAXES_AND_FEES = 'Taxes and fees'
export const START_DATE_LABEL = 'Membership start date'
export const PAYMENT_MODE_LABEL = 'Payment mode'
export const CARD_MACHINE_MODE = 'Card machine'
export const CASH_MODE = 'Cash'
export const TERMINAL_LABEL = 'Card machine (terminal)'
export const CHOOSE_TERMINAL = 'Choose a card machine'
export const CASH_COLLECTED_LABEL = 'Cash collected (₹)'
export const ADD_ONS_LABEL = 'Add-ons'
export const OFFERS_LABEL = 'Offers'
export const APPLY_OFFER = 'Apply offer'
export const BENEFITS_LABEL = 'Benefits'
export const GROUP_BUY_LABEL = 'Group buy'
export const UPGRADE_TO_PREMIUM = 'Upgrade to premium (exchange the current membership)'
export const RECURRING_LINK_BUTTON = 'Send recurring payment link'
export const RECURRING_LINK_VALIDITY = 'The link is valid for 24 hours.'
export const TERMS_LINK = 'Terms and Conditions'
export const TERMS_BULLETS: readonly string[] = [
  'The membership starts on the chosen start date and cannot be paused beyond the pack’s pause allowance.',
  'Payments are non-refundable once the membership is created, except where the law requires.',
  'The membership is personal and cannot be transferred.',
  'Centre rules and timings apply.',
]
export const TERMS_DETAILS_LINK = 'Read the full terms'
export const CLOSE = 'Close'
export const DONE = 'Done'
export const CUSTOMER_LABEL = 'Customer'
export const FIND_CUSTOMER_LABEL = 'Customer user id or 10-digit phone'
export const FIND_CUSTOMER = 'Find customer'
export const CHOOSE_CUSTOMER_FIRST = 'Find the customer to sell a pack to.'
export const NO_PACKS = 'No packs are sold at this centre'
export const ORDER_LABEL = 'Order'
export const VERIFY_OTP = 'Verify OTP'
export const OTP_LABEL = 'OTP sent to your phone'
export const SEND_OTP = 'Send OTP'
export const GO_TO_MEMBER = 'Go to member'
export const PAYMENT_IN_ANOTHER_TAB = 'A card-machine payment for this centre is in progress in another tab. Finish it there before starting another sale.'
export const PAYMENT_RESUMED = 'This payment was in progress when the page was left; it is being confirmed again. Do not charge the customer a second time.'
export const RESUME_PAYMENT = 'Continue the payment in progress'
export const NEXT_STEP_CREATING = 'Sending the order to the card machine…'
export const nextStepCollect = (tid: string | undefined): string =>
  `Ask the customer to tap, insert or swipe the card on ${tid === undefined || tid === '' ? 'the card machine' : `card machine ${tid}`}, then press "collect payment and continue".`
export const NEXT_STEP_CONFIRMING = 'Confirming the payment with the card machine. Keep this window open.'
export const NEXT_STEP_WAITING = 'The payment is still being confirmed. Keep this window open; do not take the payment again.'
export const NEXT_STEP_PENDING = 'The payment is not confirmed yet. Do not take the payment again: check the member’s orders on their profile in a few minutes.'
export const NEXT_STEP_CREATION_PENDING = 'The payment is received; the membership is still being created. Check the member’s profile in a few minutes.'
export const NEXT_STEP_OFFLINE = 'The network is down. The payment will be checked again as soon as the connection is back; do not take the payment again.'
export const secondsLeft = (n: number): string => `${n} seconds left`
export const orderReference = (orderId: string): string => `Order ${orderId}`
export const SALE_ALREADY_OPEN = 'A payment for this customer and pack is still being confirmed. Finish it before starting another.'
export const memberPhoneLabel = (n: number): string => `Member ${n} phone`
export const memberOtpLabel = (n: number): string => `Member ${n} OTP`
export const memberStartLabel = (n: number): string => `Member ${n} start date`
export const VERIFY_PHONE = 'Verify phone'
export const ADD_MEMBER = 'Add member'
export const DELETE_MEMBER = 'Delete member'
export const VERIFIED = 'Verified'
export const BUY_AS_GROUP = 'Buy as a group (2 to 5 members)'
export const groupOfMembers = (n: number): string => `Group of ${n} members`
export const GROUP_BUY_CASH_ONLY = 'A group buy is paid at the desk in cash.'
export const memberLabel = (n: number): string => `Member ${n}`
export const exchangeDiscountNote = (amount: string): string => `Exchange discount: ${amount}`
export const EXCHANGE_NOT_APPLICABLE = 'Exchange is not applicable when the remaining duration is under 30 days'
export const CHECKING_PAYMENT_IN_PROGRESS = 'Checking for a card-machine payment in progress…'
export const PAYMENT_STILL_UNRESOLVED = 'A card-machine payment for this centre is still unresolved. Continue it before starting another sale.'
