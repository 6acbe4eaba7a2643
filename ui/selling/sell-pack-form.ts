import type { SellPackRequest } from '../../core/selling/sell-pack.use-case'
import type { SaleField } from '../../core/selling/sale-validation.rule'
import type { SellPackError } from '../../core/selling/sell-pack.errors'
import { saleErrorMessage } from '../../core/selling/sell-pack.errors'
import { rupeesToPaise } from '../../core/shared/money'
import type { GroupMemberChoice } from './group-buy-modal'

/** How a sale is paid (the sale request's payment). */
export type SalePayment = SellPackRequest['payment']

/** How the customer pays: on the card machine, or in cash at the desk where cash is taken. */
export type PayMode = 'DIGITAL' | 'CASH'

/** A window opened over the Sell Pack form: the Taxes and fees breakdown, the terms, or the group buy. */
export type SellPackOverlay = 'taxes' | 'terms' | 'group'

/** What the staff member has chosen and entered in the Sell Pack modal, and where the sale stands. */
export type SellPackState = {
  readonly packId: string
  /** The chosen start day (yyyy-MM-dd); none means the suggested valid start. */
  readonly day?: string
  readonly mode: PayMode
  /** The chosen card machine; none means the centre's only machine, when it has one. */
  readonly terminalId: string
  /** Cash collected, as typed (digits and a decimal point only). */
  readonly cash: string
  readonly addOnIds: readonly string[]
  /** Spot offers granted in this modal (they join the sale's esoOfferIds). */
  readonly spotIds: readonly string[]
  readonly group?: readonly GroupMemberChoice[]
  /** The upgrade-to-premium box as ticked (the exchange may still force it off). */
  readonly upgradeAsked: boolean
  /** The recurring payment link, once sent. */
  readonly link?: string
  /** The form's message when a sale is refused other than field by field. */
  readonly failure?: string
  /** The order of a finished cash sale. */
  readonly cashDone?: string
  readonly overlay?: SellPackOverlay
}

export type SellPackAction =
  | { readonly type: 'packChosen'; readonly packId: string }
  | { readonly type: 'dayChosen'; readonly day: string | undefined }
  | { readonly type: 'modeChosen'; readonly mode: PayMode }
  | { readonly type: 'terminalChosen'; readonly terminalId: string }
  | { readonly type: 'cashTyped'; readonly text: string }
  | { readonly type: 'addOnToggled'; readonly id: string; readonly on: boolean }
  | { readonly type: 'spotOfferApplied'; readonly offerId: string }
  | { readonly type: 'upgradeToggled'; readonly on: boolean }
  | { readonly type: 'opened'; readonly overlay: SellPackOverlay }
  | { readonly type: 'overlayClosed' }
  /** The group buy's members are chosen: a group pays in cash where cash is taken. */
  | { readonly type: 'groupChosen'; readonly members: readonly GroupMemberChoice[]; readonly cashAllowed: boolean }
  | { readonly type: 'linkSent'; readonly link: string }
  | { readonly type: 'submitted' }
  | { readonly type: 'failed'; readonly message: string | undefined }
  | { readonly type: 'cashSold'; readonly orderId: string }

export const initialSellPackState = (packId: string): SellPackState => ({
  packId,
  mode: 'DIGITAL',
  terminalId: '',
  cash: '',
  addOnIds: [],
  spotIds: [],
  upgradeAsked: false,
})

/** Cash collected keeps only what an amount in rupees is written with: digits and a decimal point. */
export const cashText = (typed: string): string => typed.replace(/[^\d.]/g, '')

/** The Sell Pack form's state machine: every change the staff member makes, and what the sale answers. */
export const sellPackReducer = (s: SellPackState, a: SellPackAction): SellPackState => {
  switch (a.type) {
    case 'packChosen':
      return { ...s, packId: a.packId }
    case 'dayChosen':
      return { ...s, day: a.day }
    case 'modeChosen':
      return { ...s, mode: a.mode }
    case 'terminalChosen':
      return { ...s, terminalId: a.terminalId }
    case 'cashTyped':
      return { ...s, cash: cashText(a.text) }
    case 'addOnToggled':
      return { ...s, addOnIds: a.on ? (s.addOnIds.includes(a.id) ? s.addOnIds : [...s.addOnIds, a.id]) : s.addOnIds.filter((x) => x !== a.id) }
    case 'spotOfferApplied':
      return s.spotIds.includes(a.offerId) ? s : { ...s, spotIds: [...s.spotIds, a.offerId] }
    case 'upgradeToggled':
      return { ...s, upgradeAsked: a.on }
    case 'opened':
      return { ...s, overlay: a.overlay }
    case 'overlayClosed':
      return { ...s, overlay: undefined }
    case 'groupChosen':
      return { ...s, overlay: undefined, group: a.members, mode: a.cashAllowed ? 'CASH' : s.mode }
    case 'linkSent':
      return { ...s, link: a.link }
    case 'submitted':
      return { ...s, failure: undefined }
    case 'failed':
      return { ...s, failure: a.message }
    case 'cashSold':
      return { ...s, cashDone: a.orderId }
  }
}

/** The day the sale starts: the chosen one, else the suggested valid start. */
export const startDayOf = (s: SellPackState, suggested: string | undefined): string | undefined => s.day ?? suggested

/** The card machine the sale uses: the chosen one, else the centre's only machine, else none (''). */
export const terminalOf = (s: SellPackState, machineIds: readonly string[]): string =>
  s.terminalId !== '' ? s.terminalId : machineIds.length === 1 ? (machineIds[0] ?? '') : ''

/** The sale's payment: the cash collected in paise (no amount typed is no amount), or the card machine. */
export const paymentOf = (s: SellPackState, terminalId: string): SalePayment =>
  s.mode === 'CASH'
    ? { mode: 'CASH', cashCollected: rupeesToPaise(Number(s.cash.trim() === '' ? NaN : s.cash)) }
    : { mode: 'DIGITAL', ...(terminalId === '' ? {} : { terminalId }) }

/** The offers the sale carries: those its flow brought, then the spot offers granted here. */
export const offerIdsOf = (s: SellPackState, brought: readonly string[] | undefined): readonly string[] => [...(brought ?? []), ...s.spotIds]

/**
 * What the form shows under its fields and below them: a card-machine sale refused before any
 * order (the purchase flow's refusal) wins over the cash sale's own answer; field errors show
 * under their fields, any other refusal as the form's message.
 */
export const shownFailure = (
  refused: SellPackError | undefined,
  own: { readonly errors: Readonly<Partial<Record<SaleField, string>>>; readonly failure: string | undefined },
): { readonly errors: Readonly<Partial<Record<SaleField, string>>>; readonly failure: string | undefined } =>
  refused === undefined
    ? own
    : refused._tag === 'ValidationFailed'
      ? { errors: refused.errors, failure: undefined }
      : { errors: own.errors, failure: saleErrorMessage(refused) }
