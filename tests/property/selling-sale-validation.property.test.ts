import fc from 'fast-check'
import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import { epochMs, paise } from '../../core/shared/brands'
import { DAY_MS } from '../../core/shared/constants'
import * as M from '../../core/shared/messages'
import type { SaleForm } from '../../core/selling/sale-validation.rule'
import { availablePaymentModes, startDateError, validateSale } from '../../core/selling/sale-validation.rule'
import { centreDaysBetween } from '../../core/selling/sale-day'
import { aSaleForm, instantArb, manualPartArb, paiseArb } from '../support/selling'

const CATALOGUE = new Set<unknown>(Object.values(M).filter((v) => typeof v === 'string'))

const saleFormArb: fc.Arbitrary<SaleForm> = fc
  .record({
    total: paiseArb(10_000_000),
    paymentMode: fc.option(fc.constantFrom('DIGITAL', 'CASH', 'MANUAL') as fc.Arbitrary<'DIGITAL' | 'CASH' | 'MANUAL'>, { nil: undefined }),
    terminalId: fc.option(fc.constantFrom('TID-1', '', ' '), { nil: undefined }),
    configuredTerminalIds: fc.constantFrom([], ['TID-1']),
    isRecurring: fc.boolean(),
    cashCollected: fc.option(paiseArb(10_000_000), { nil: undefined }),
    manualParts: fc.array(manualPartArb, { maxLength: 3 }),
    suggestedStart: fc.option(instantArb, { nil: undefined }),
    selectionWindowDays: fc.integer({ min: 0, max: 30 }),
    startOffsetMs: fc.option(fc.integer({ min: -5 * DAY_MS, max: 40 * DAY_MS }), { nil: undefined }),
    centreType: fc.constantFrom('GYMFIT', 'ONEPASS', 'CULT', 'PLAY', 'BOOTCAMP') as fc.Arbitrary<SaleForm['centreType']>,
    preferredSport: fc.option(fc.constantFrom('Badminton', ''), { nil: undefined }),
    isTrialBooking: fc.boolean(),
    hasPack: fc.boolean(),
    isPtOrder: fc.boolean(),
    trainerIdentityId: fc.option(fc.constantFrom('T1', ''), { nil: undefined }),
  })
  .map(({ startOffsetMs, ...f }) => ({
    ...f,
    startDate: startOffsetMs === undefined ? undefined : epochMs((f.suggestedStart ?? 1_741_564_800_000) + startOffsetMs),
  }))

const errorsOf = (f: SaleForm): Record<string, string> => {
  const r = validateSale(f)
  return E.isLeft(r) ? (r.left.errors as Record<string, string>) : {}
}

describe('sale validation laws', () => {
  it('every error message comes from the catalogue, and a form is valid exactly when it has no error', () => {
    fc.assert(
      fc.property(saleFormArb, (f) => {
        const r = validateSale(f)
        if (E.isLeft(r)) {
          expect(Object.keys(r.left.errors).length).toBeGreaterThan(0)
          for (const m of Object.values(r.left.errors)) expect(CATALOGUE).toContain(m)
        }
      }),
    )
  })
  it('a cash sale passes the cash check exactly when the cash collected equals the total', () => {
    fc.assert(
      fc.property(paiseArb(), paiseArb(), (total, cash) => {
        const e = errorsOf(aSaleForm({ total, cashCollected: cash }))
        expect(e.cashCollected === undefined).toBe(cash === total)
      }),
    )
  })
  it('a manual payment passes the amount check exactly when its parts add up to the total', () => {
    fc.assert(
      fc.property(fc.array(manualPartArb, { maxLength: 4 }), paiseArb(10_000_000), fc.boolean(), (parts, other, exact) => {
        const sum = parts.reduce((s, p) => s + p.amount, 0)
        const total = exact ? paise(sum) : other
        const e = errorsOf(aSaleForm({ total, paymentMode: 'MANUAL', manualParts: parts }))
        expect(e.paymentModes === undefined).toBe(sum === total)
      }),
    )
  })
  it('a digital payment above zero needs a terminal unless recurring; at zero it is not offered', () => {
    fc.assert(
      fc.property(saleFormArb, (f) => {
        const e = errorsOf({ ...f, paymentMode: 'DIGITAL' })
        if (f.total === 0) expect(e.paymentMode).toBe(M.PAYMENT_MODE_REQUIRED)
        if (f.total === 0) expect(availablePaymentModes(f.total, true, true)).not.toContain('DIGITAL')
        const hasTerminal = f.configuredTerminalIds.length > 0 && (f.terminalId ?? '').trim() !== ''
        if (f.total > 0) expect(e.terminalId === undefined).toBe(f.isRecurring || hasTerminal)
      }),
    )
  })
  it('a chosen start date is accepted exactly when its Kolkata day lies in [suggested, suggested + window]', () => {
    fc.assert(
      fc.property(instantArb, fc.integer({ min: 0, max: 30 }), fc.integer({ min: -3 * DAY_MS, max: 35 * DAY_MS }), (start, windowDays, offset) => {
        const chosen = epochMs(start + offset)
        const days = centreDaysBetween(start, chosen)
        expect(startDateError(start, windowDays, chosen) === undefined).toBe(days >= 0 && days <= windowDays)
      }),
    )
  })
  it('the fields in error do not depend on each other: fixing the payment never changes the start-date error', () => {
    fc.assert(
      fc.property(saleFormArb, (f) => {
        const a = errorsOf(f)
        const b = errorsOf({ ...f, paymentMode: 'CASH', cashCollected: f.total })
        expect(b.startDate).toBe(a.startDate)
        expect(b.preferredSport).toBe(a.preferredSport)
        expect(b.trainer).toBe(a.trainer)
      }),
    )
  })
})
