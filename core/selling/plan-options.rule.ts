import type { EpochMs, Paise } from '../shared/brands'
import { paise } from '../shared/brands'
import { EMI_MIN_PLAN_DAYS, UPGRADE_MIN_REMAINING_DAYS } from '../shared/constants'
import { NO_COST_EMI_NOT_AVAILABLE } from '../shared/messages'
import { cappedExchangeDiscount } from './exchange-discount.rule'
import type { MembershipExchange } from './pack'
import { centreDaysBetween } from './sale-day'

/** 'No Cost EMI not available for this plan' for plans shorter than 60 days, else nothing. */
export const emiNote = (durationInDays: number): string | undefined =>
  durationInDays < EMI_MIN_PLAN_DAYS ? NO_COST_EMI_NOT_AVAILABLE : undefined

/** Calendar days (Asia/Kolkata) left on a membership ending at `end`, counted from today. */
export const remainingDays = (end: EpochMs, now: EpochMs): number => centreDaysBetween(now, end)

/** Exchange (upgrade to premium) applies only with at least 30 days remaining. */
export const exchangeApplicable = (end: EpochMs, now: EpochMs): boolean => remainingDays(end, now) >= UPGRADE_MIN_REMAINING_DAYS

/**
 * Whether the upgrade checkbox is ticked: what the staff member asked for, forced off when the
 * exchange is missing, invalid, or not applicable.
 */
export const upgradeChecked = (requested: boolean, exchange: MembershipExchange | undefined, applicable: boolean): boolean =>
  requested && applicable && exchange?.isValidExchange === true

/**
 * The exchange discount that enters the price: the exchange's discount value when ticked, else
 * zero; given the new pack's price, it is also held within the exchange's constraints
 * (`cappedExchangeDiscount`).
 */
export const exchangeDiscount = (exchange: MembershipExchange | undefined, checked: boolean, packPrice?: Paise): Paise =>
  checked && exchange?.isValidExchange === true
    ? packPrice === undefined
      ? paise(Math.max(0, exchange.discountValue))
      : cappedExchangeDiscount(exchange, packPrice)
    : paise(0)
