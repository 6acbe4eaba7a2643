import type { EpochMs } from '../shared/brands'
import {
  COLLECT_PAYMENT_AND_CONTINUE,
  MEMBERSHIP_CREATION_PENDING,
  PAYMENT_CONFIRMATION_PENDING,
  PLEASE_WAIT,
  PROCESSING_PAYMENT,
  PURCHASE_SUCCESSFUL,
  TRY_AGAIN,
} from '../shared/messages'
import { countdownSeconds } from './confirmation-outcome.rule'
import { paymentNotice } from './payment-codes.rule'
import type { PurchaseState } from './purchase-flow.machine'

/** What the purchase shows at a state: a modal with its texts, or nothing of its own. */
export type PurchaseModal =
  | { readonly modal: 'none' }
  | { readonly modal: 'otp' }
  | { readonly modal: 'processing'; readonly title: string; readonly action?: string; readonly busy: boolean }
  | { readonly modal: 'wait'; readonly title: string; readonly secondsLeft: number }
  | { readonly modal: 'pending'; readonly title: string }
  | { readonly modal: 'success'; readonly title: string }
  | { readonly modal: 'error'; readonly title: string; readonly subtitle?: string; readonly action?: string }

/** The modal and texts for a purchase state at `now` (part 2 §2 modals, §8 texts). */
export const purchaseModal = (s: PurchaseState, now: EpochMs): PurchaseModal => {
  const notice = (kind: Parameters<typeof paymentNotice>[0]): PurchaseModal => {
    const n = paymentNotice(kind)
    return {
      modal: 'error',
      title: n.title,
      ...(n.advice === undefined ? {} : { subtitle: n.advice }),
      ...(n.action === undefined ? {} : { action: n.action }),
    }
  }
  switch (s.step) {
    case 'idle':
    case 'closed':
      return { modal: 'none' }
    case 'verifyingOtp':
      return { modal: 'otp' }
    case 'creatingOrder':
    case 'confirming':
    case 'checking':
    case 'fulfilling':
      return { modal: 'processing', title: PROCESSING_PAYMENT, busy: true }
    case 'collecting':
      return { modal: 'processing', title: PROCESSING_PAYMENT, action: COLLECT_PAYMENT_AND_CONTINUE, busy: false }
    case 'waiting':
      return { modal: 'wait', title: PLEASE_WAIT, secondsLeft: countdownSeconds(s.deadline, now) }
    case 'paymentPending':
      return { modal: 'pending', title: PAYMENT_CONFIRMATION_PENDING }
    case 'creationPending':
      return { modal: 'pending', title: MEMBERSHIP_CREATION_PENDING }
    case 'succeeded':
      return { modal: 'success', title: PURCHASE_SUCCESSFUL }
    case 'failed':
      return { modal: 'error', title: s.title, subtitle: s.subtitle }
    case 'fulfilFailed':
      return { modal: 'error', title: s.message, action: TRY_AGAIN }
    case 'couldNotConfirm':
    case 'couldNotCollect':
    case 'refund':
    case 'machineBusy':
    case 'somethingWentWrong':
    case 'orderNotCreated':
      return notice(s.step)
  }
}
