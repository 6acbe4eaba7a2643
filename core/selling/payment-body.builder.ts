import type { Paise } from '../shared/brands'
import { paiseToMinorUnits } from '../shared/money'
import type { ManualPaymentPart } from './sale-validation.rule'

/** Manual payment body (part 2 §3): channel MANUAL, currency INR, each mode's amount in minor units. */
export type ManualPaymentBody = {
  readonly channel: 'MANUAL'
  readonly currency: 'INR'
  /** Sum of the modes, minor units. */
  readonly amount: number
  readonly paymentModes: readonly (
    | { readonly mode: 'CASH' | 'QR'; readonly amount: number }
    | { readonly mode: 'CARD'; readonly amount: number; readonly rrn: string; readonly lastFourDigitsOfCard: string }
  )[]
}

/** Builds the manual payment body; parts with a zero amount are left out. */
export const buildManualPaymentBody = (parts: readonly ManualPaymentPart[]): ManualPaymentBody => {
  const kept = parts.filter((p) => p.amount > 0)
  return {
    channel: 'MANUAL',
    currency: 'INR',
    amount: kept.reduce((s, p) => s + paiseToMinorUnits(p.amount), 0),
    paymentModes: kept.map((p) =>
      p.kind === 'CARD'
        ? { mode: 'CARD', amount: paiseToMinorUnits(p.amount), rrn: p.rrn.trim(), lastFourDigitsOfCard: p.lastFourDigitsOfCard }
        : { mode: p.kind, amount: paiseToMinorUnits(p.amount) },
    ),
  }
}

/** A cash-only sale as a manual payment body (cash collected equals the total). */
export const buildCashPaymentBody = (total: Paise): ManualPaymentBody => buildManualPaymentBody([{ kind: 'CASH', amount: total }])

/** The card-machine gateway order body (part 2 §3); requestId comes from the IdGenerator port. */
export type CardMachineGatewayOrderBody = {
  readonly gatewayType: 'PAYTM_POS'
  readonly paymentMode: 'POS'
  readonly meta: { readonly tid: string; readonly requestId: string }
}

export const buildCardMachineGatewayOrderBody = (tid: string, requestId: string): CardMachineGatewayOrderBody => ({
  gatewayType: 'PAYTM_POS',
  paymentMode: 'POS',
  meta: { tid, requestId },
})
