import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { epochMs } from '../../../core/shared/brands'
import { CASH_MISMATCH, PACK_DETAILS_NOT_FOUND, TERMINAL_ID_REQUIRED } from '../../../core/shared/messages'
import {
  type SellPackAction,
  type SellPackState,
  initialSellPackState,
  offerIdsOf,
  paymentOf,
  sellPackReducer,
  shownFailure,
  startDayOf,
  terminalOf,
} from '../../../ui/selling/sell-pack-form'

/*
 * The Sell Pack modal's form state (part 2 §2, §4 and §5), as a pure reducer: the start date
 * defaults to the suggested valid start, the only card machine is chosen for the staff member,
 * cash collected is an amount in rupees, a group buy pays in cash where cash is taken, a spot
 * offer joins the sale's offers once, and a refusal shows under its fields or as the form's message.
 */
const run = (actions: readonly SellPackAction[], from: SellPackState = initialSellPackState('elite-3m')): SellPackState => actions.reduce(sellPackReducer, from)

const members = [
  { userId: 'u-1', phone: '9800000011', startDate: epochMs(Date.UTC(2026, 11, 1)) },
  { userId: 'u-2', phone: '9800000012', startDate: epochMs(Date.UTC(2026, 11, 1)), name: 'Asha Rao' },
]

describe('the Sell Pack form', () => {
  it('starts on the given pack, paid on the card machine, with nothing typed, ticked or refused', () => {
    const s = initialSellPackState('elite-3m')
    expect(s).toEqual({ packId: 'elite-3m', mode: 'DIGITAL', terminalId: '', cash: '', addOnIds: [], spotIds: [], upgradeAsked: false })
    expect(run([{ type: 'packChosen', packId: 'pro-6m' }]).packId).toBe('pro-6m')
  })

  it('defaults the start date to the suggested valid start; a chosen day wins; clearing the picker goes back to the suggestion', () => {
    expect(startDayOf(initialSellPackState('p'), '2026-12-01')).toBe('2026-12-01')
    const chosen = run([{ type: 'dayChosen', day: '2026-12-05' }])
    expect(startDayOf(chosen, '2026-12-01')).toBe('2026-12-05')
    expect(startDayOf(sellPackReducer(chosen, { type: 'dayChosen', day: undefined }), '2026-12-01')).toBe('2026-12-01')
    expect(startDayOf(initialSellPackState('p'), undefined)).toBeUndefined()
  })

  it("chooses a centre's only card machine for the staff member, never one of several; a chosen machine wins", () => {
    const s = initialSellPackState('p')
    expect(terminalOf(s, ['TID-1'])).toBe('TID-1')
    expect(terminalOf(s, ['TID-1', 'TID-2'])).toBe('')
    expect(terminalOf(s, [])).toBe('')
    expect(terminalOf(run([{ type: 'terminalChosen', terminalId: 'TID-2' }]), ['TID-1', 'TID-2'])).toBe('TID-2')
  })

  it('pays on the card machine with the terminal when there is one, and without it when there is none (the rule then refuses it)', () => {
    const s = initialSellPackState('p')
    expect(paymentOf(s, 'TID-1')).toEqual({ mode: 'DIGITAL', terminalId: 'TID-1' })
    expect(paymentOf(s, '')).toEqual({ mode: 'DIGITAL' })
  })

  it('keeps only digits and a decimal point in Cash collected, and pays that many rupees in paise', () => {
    const s = run([{ type: 'modeChosen', mode: 'CASH' }, { type: 'cashTyped', text: '₹ 4,999.50' }])
    expect(s.cash).toBe('4999.50')
    expect(paymentOf(s, 'TID-1')).toEqual({ mode: 'CASH', cashCollected: 499_950 })
    // Nothing typed is no amount at all, which the cash rule refuses.
    const none = paymentOf(run([{ type: 'modeChosen', mode: 'CASH' }]), '')
    expect(none.mode === 'CASH' && Number.isFinite(none.cashCollected)).toBe(false)
  })

  it('pays a group buy in cash where cash is taken, and leaves the card machine chosen where it is not; the group window closes', () => {
    const open = run([{ type: 'opened', overlay: 'group' }])
    expect(open.overlay).toBe('group')
    const withCash = sellPackReducer(open, { type: 'groupChosen', members, cashAllowed: true })
    expect(withCash).toMatchObject({ group: members, mode: 'CASH' })
    expect(withCash.overlay).toBeUndefined()
    const noCash = sellPackReducer(open, { type: 'groupChosen', members, cashAllowed: false })
    expect(noCash).toMatchObject({ group: members, mode: 'DIGITAL' })
    expect(noCash.overlay).toBeUndefined()
  })

  it('opens and closes the Taxes and fees breakdown and the terms without touching what was entered', () => {
    const entered = run([{ type: 'modeChosen', mode: 'CASH' }, { type: 'cashTyped', text: '100' }])
    for (const overlay of ['taxes', 'terms'] as const) {
      const opened = sellPackReducer(entered, { type: 'opened', overlay })
      expect(opened.overlay).toBe(overlay)
      expect(sellPackReducer(opened, { type: 'overlayClosed' })).toEqual(entered)
    }
  })

  it("adds a granted spot offer once, after the offers the sale's flow brought", () => {
    const s = run([
      { type: 'spotOfferApplied', offerId: 'spot-1' },
      { type: 'spotOfferApplied', offerId: 'spot-1' },
      { type: 'spotOfferApplied', offerId: 'spot-2' },
    ])
    expect(offerIdsOf(s, ['eso-pt'])).toEqual(['eso-pt', 'spot-1', 'spot-2'])
    expect(offerIdsOf(s, undefined)).toEqual(['spot-1', 'spot-2'])
  })

  it('holds the add-ons ticked and not unticked since, whatever the order of the ticks', () => {
    const ids = ['a', 'b', 'c']
    fc.assert(
      fc.property(fc.array(fc.record({ id: fc.constantFrom(...ids), on: fc.boolean() }), { maxLength: 20 }), (ticks) => {
        const s = run(ticks.map((t) => ({ type: 'addOnToggled' as const, ...t })))
        const last = new Map(ticks.map((t) => [t.id, t.on]))
        expect(new Set(s.addOnIds)).toEqual(new Set(ids.filter((id) => last.get(id) === true)))
        expect(new Set(s.addOnIds).size).toBe(s.addOnIds.length)
      }),
    )
  })

  it('remembers the upgrade box as ticked, the recurring link once sent and the order of a finished cash sale', () => {
    const s = run([
      { type: 'upgradeToggled', on: true },
      { type: 'linkSent', link: 'https://pay.example/r/1' },
      { type: 'cashSold', orderId: 'ord-9' },
    ])
    expect(s).toMatchObject({ upgradeAsked: true, link: 'https://pay.example/r/1', cashDone: 'ord-9' })
    expect(sellPackReducer(s, { type: 'upgradeToggled', on: false }).upgradeAsked).toBe(false)
  })

  it("clears the form's message on a new submit, shows a refusal's message, and clears it when a refusal names fields only", () => {
    const failed = run([{ type: 'failed', message: PACK_DETAILS_NOT_FOUND }])
    expect(failed.failure).toBe(PACK_DETAILS_NOT_FOUND)
    expect(sellPackReducer(failed, { type: 'submitted' }).failure).toBeUndefined()
    expect(sellPackReducer(failed, { type: 'failed', message: undefined }).failure).toBeUndefined()
  })

  it("shows a card-machine sale refused before any order in the form: its field errors under the fields, else its message", () => {
    const own = { errors: { cashCollected: CASH_MISMATCH }, failure: undefined }
    expect(shownFailure(undefined, own)).toBe(own)
    expect(shownFailure({ _tag: 'ValidationFailed', errors: { terminalId: TERMINAL_ID_REQUIRED } }, own)).toEqual({ errors: { terminalId: TERMINAL_ID_REQUIRED }, failure: undefined })
    expect(shownFailure({ _tag: 'PackNotFound', message: PACK_DETAILS_NOT_FOUND }, own)).toEqual({ errors: own.errors, failure: PACK_DETAILS_NOT_FOUND })
  })
})
