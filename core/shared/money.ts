import type { Paise } from './brands'
import { paise } from './brands'
import { MINOR_UNITS_PER_RUPEE } from './constants'

/**
 * The one place where money changes unit.
 * - The server's price fields are rupees (numbers that may carry up to two decimals).
 * - Inside the core every amount is integer paise (`Paise`).
 * - Amounts sent to the server are minor units: rupees x 100, which is exactly paise.
 */

/** Rounds half away from zero, so that -x rounds to the negation of x. */
const roundHalfAway = (n: number): number => (n < 0 ? -Math.round(-n) : Math.round(n)) + 0

/** A server price in rupees (e.g. 1234.5) as integer paise (123450), to the nearest paisa. */
export const rupeesToPaise = (rupees: number): Paise => paise(roundHalfAway(rupees * MINOR_UNITS_PER_RUPEE))

/** Paise as a rupee number, only for display or for a server field that is in rupees. */
export const paiseToRupees = (p: Paise): number => p / MINOR_UNITS_PER_RUPEE

/** The amount the server expects in minor units (rupees x 100): the paise themselves. */
export const paiseToMinorUnits = (p: Paise): number => p

/** Minor units from the server (e.g. a payment amount) as paise. */
export const minorUnitsToPaise = (minor: number): Paise => paise(roundHalfAway(minor))

/** Indian digit grouping of a non-negative integer string: 1234567 -> 12,34,567. */
export const groupIndian = (digits: string): string => {
  if (digits.length <= 3) return digits
  const last3 = digits.slice(-3)
  const rest = digits.slice(0, -3)
  return `${rest.replace(/\B(?=(\d{2})+(?!\d))/g, ',')},${last3}`
}

/**
 * Display form of an amount: rupee sign, Indian grouping, always two decimals.
 * 123450 -> '₹1,234.50'; 123456700 -> '₹12,34,567.00'; -5000 -> '-₹50.00'.
 */
export const formatRupees = (p: Paise): string => {
  const abs = Math.abs(p)
  const whole = Math.floor(abs / MINOR_UNITS_PER_RUPEE)
  const fraction = abs % MINOR_UNITS_PER_RUPEE
  const sign = p < 0 ? '-' : ''
  return `${sign}₹${groupIndian(String(whole))}.${String(fraction).padStart(2, '0')}`
}
