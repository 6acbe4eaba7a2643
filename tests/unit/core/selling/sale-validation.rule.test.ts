import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import { epochMs, paise } from '../../../../core/shared/brands'
import { DAY_MS } from '../../../../core/shared/constants'
import type { SaleForm } from '../../../../core/selling/sale-validation.rule'
import { availablePaymentModes, validateSale } from '../../../../core/selling/sale-validation.rule'
import { SUGGESTED_START, aSaleForm } from '../../../support/selling'

const errorsOf = (f: SaleForm) => (E.isLeft(validateSale(f)) ? (validateSale(f) as E.Left<{ errors: Record<string, string> }>).left.errors : {})

describe('sale validation', () => {
  it('accepts a cash sale whose cash equals the payable amount', () => {
    expect(E.isRight(validateSale(aSaleForm()))).toBe(true)
  })
  it('requires a payment mode', () => {
    expect(errorsOf(aSaleForm({ paymentMode: undefined }))).toEqual({ paymentMode: 'Payment mode is required' })
  })
  it('disables digital payment when the total is zero', () => {
    expect(availablePaymentModes(paise(0), true, false)).toEqual(['CASH'])
    expect(availablePaymentModes(paise(1), true, true)).toEqual(['DIGITAL', 'CASH', 'MANUAL'])
    expect(errorsOf(aSaleForm({ total: paise(0), paymentMode: 'DIGITAL' })).paymentMode).toBe('Payment mode is required')
  })
  it("asks for a terminal for a digital payment above zero: 'Terminal ID is required'", () => {
    expect(errorsOf(aSaleForm({ paymentMode: 'DIGITAL' }))).toEqual({ terminalId: 'Terminal ID is required' })
    expect(E.isRight(validateSale(aSaleForm({ paymentMode: 'DIGITAL', terminalId: 'TID-1' })))).toBe(true)
  })
  it("says 'No Terminal ID present!' when the card-machine config has none", () => {
    expect(errorsOf(aSaleForm({ paymentMode: 'DIGITAL', configuredTerminalIds: [] }))).toEqual({ terminalId: 'No Terminal ID present!' })
  })
  it('needs no terminal for a recurring pack', () => {
    expect(E.isRight(validateSale(aSaleForm({ paymentMode: 'DIGITAL', configuredTerminalIds: [], isRecurring: true })))).toBe(true)
  })
  it("rejects cash that does not match: 'Cash collected did not match the pack price'", () => {
    expect(errorsOf(aSaleForm({ cashCollected: paise(99_999) }))).toEqual({ cashCollected: 'Cash collected did not match the pack price' })
    expect(errorsOf(aSaleForm({ cashCollected: undefined }))).toEqual({ cashCollected: 'Cash collected did not match the pack price' })
  })
  it("rejects non-online modes that do not add up: 'Payment amount does not match the pack price'", () => {
    const parts = [
      { kind: 'CASH', amount: paise(40_000) },
      { kind: 'QR', amount: paise(30_000) },
      { kind: 'CARD', amount: paise(30_000), rrn: 'R1', lastFourDigitsOfCard: '4242' },
    ] as const
    expect(E.isRight(validateSale(aSaleForm({ paymentMode: 'MANUAL', manualParts: parts })))).toBe(true)
    expect(errorsOf(aSaleForm({ paymentMode: 'MANUAL', manualParts: parts.slice(0, 2) }))).toEqual({
      paymentModes: 'Payment amount does not match the pack price',
    })
  })
  it('requires the rrn and last four digits of a card part', () => {
    const parts = [{ kind: 'CARD', amount: paise(100_000), rrn: ' ', lastFourDigitsOfCard: '42' }] as const
    expect(errorsOf(aSaleForm({ paymentMode: 'MANUAL', manualParts: parts }))).toEqual({
      cardRrn: 'RRN is required for a card payment',
      cardLastFour: 'Last 4 digits of the card are required',
    })
  })
  it("says 'Start date not available!' when there is no start date to offer, 'Membership Start Date is required' when none is chosen", () => {
    expect(errorsOf(aSaleForm({ suggestedStart: undefined })).startDate).toBe('Start date not available!')
    expect(errorsOf(aSaleForm({ startDate: undefined })).startDate).toBe('Membership Start Date is required')
  })
  it('keeps the start date within the suggested valid start plus the selection window, in Kolkata days', () => {
    const lastDay = epochMs(SUGGESTED_START + 7 * DAY_MS + 13 * 3_600_000) // 2025-03-17 23:00 Kolkata
    expect(E.isRight(validateSale(aSaleForm({ startDate: lastDay })))).toBe(true)
    expect(errorsOf(aSaleForm({ startDate: epochMs(lastDay + 3_600_000) })).startDate).toBe('Start date is outside the allowed selection window')
    expect(errorsOf(aSaleForm({ startDate: epochMs(SUGGESTED_START - DAY_MS) })).startDate).toBe('Start date is outside the allowed selection window')
  })
  it("needs a preferred sport at play centres: 'Preferred Sport Not selected'", () => {
    expect(errorsOf(aSaleForm({ centreType: 'PLAY' }))).toEqual({ preferredSport: 'Preferred Sport Not selected' })
    expect(E.isRight(validateSale(aSaleForm({ centreType: 'PLAY', preferredSport: 'Badminton' })))).toBe(true)
  })
  it("needs the pack of a trial booking: 'Pack Details not found'", () => {
    expect(errorsOf(aSaleForm({ isTrialBooking: true, hasPack: false }))).toEqual({ pack: 'Pack Details not found' })
  })
  it("needs the trainer identity for a PT order: 'Trainer details not available'", () => {
    expect(errorsOf(aSaleForm({ isPtOrder: true }))).toEqual({ trainer: 'Trainer details not available' })
    expect(E.isRight(validateSale(aSaleForm({ isPtOrder: true, trainerIdentityId: 'T1' })))).toBe(true)
  })
  it('returns every error at once', () => {
    const errors = errorsOf(
      aSaleForm({ paymentMode: 'DIGITAL', startDate: undefined, centreType: 'PLAY', isTrialBooking: true, hasPack: false, isPtOrder: true }),
    )
    expect(Object.keys(errors).sort()).toEqual(['pack', 'preferredSport', 'startDate', 'terminalId', 'trainer'])
  })
})
