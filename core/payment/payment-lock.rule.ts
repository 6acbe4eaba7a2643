import { CHECKING_PAYMENT_IN_PROGRESS, PAYMENT_IN_ANOTHER_TAB, PAYMENT_STILL_UNRESOLVED } from '../shared/messages'
import type { PaymentSignal } from './payment-signals.port'

/** What a tab knows about the centre's payments from the other tabs. */
export type PaymentLock = {
  /** The other tabs running a payment for the centre now. */
  readonly payingTabs: readonly string[]
  /** How many times the stored payment changed elsewhere (read it again on each change). */
  readonly changes: number
  /** The tabs running a payment have had time to answer this tab's question (PAYMENT_LOCK_ASK_MS). */
  readonly settled: boolean
}

export const NO_LOCK: PaymentLock = { payingTabs: [], changes: 0, settled: false }

/** How long a tab that opens waits for the tabs running a payment to say so. */
export const PAYMENT_LOCK_ASK_MS = 300

/**
 * One signal from another tab: a start adds the tab, an end removes it (a tab that closes
 * mid-payment says it ended), a change of the stored payment counts; a payment that ended
 * anywhere frees every tab at once.
 */
export const afterSignal = (lock: PaymentLock, s: PaymentSignal): PaymentLock => {
  switch (s.kind) {
    case 'started':
      return lock.payingTabs.includes(s.tab) ? lock : { ...lock, payingTabs: [...lock.payingTabs, s.tab] }
    case 'ended':
      return { ...lock, payingTabs: lock.payingTabs.filter((t) => t !== s.tab), changes: lock.changes + 1 }
    case 'changed':
      return { ...lock, changes: lock.changes + 1 }
  }
}

/**
 * Why a new sale cannot start now (the Sell Pack buttons are disabled and say so), or undefined
 * when it can: the stored payment not read yet, a payment running in another tab (finish it there),
 * or an unfinished payment of the centre that no tab runs (continue it here).
 */
export const sellLockReason = (s: { readonly storedKnown: boolean; readonly unresolvedHere: boolean; readonly otherTabPaying: boolean }): string | undefined =>
  !s.storedKnown ? CHECKING_PAYMENT_IN_PROGRESS : s.otherTabPaying ? PAYMENT_IN_ANOTHER_TAB : s.unresolvedHere ? PAYMENT_STILL_UNRESOLVED : undefined

/**
 * Whether a reason is shown as a banner above the sale: a payment running in another tab and an
 * unfinished one ask staff to act. The check for a stored payment, done each time the screen opens,
 * asks nothing of them and passes in a moment: the Sell Pack buttons are disabled and described by
 * it, but no banner flashes in and out, pushing the screen down and up.
 */
export const sellLockShownAsBanner = (reason: string | undefined): boolean => reason !== undefined && reason !== CHECKING_PAYMENT_IN_PROGRESS
