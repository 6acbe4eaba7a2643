import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { InMemoryProfileWorld } from '../../adapters/in-memory/profile-world'
import { createTestPortal } from '../../composition/test/container'
import { buildTaxInvoice } from '../../core/money/tax-invoice.rule'
import { creditNoteOf } from '../../core/money/credit-note.rule'
import { epochMs, paise } from '../../core/shared/brands'
import { atMinuteOfDay } from '../../core/shared/centre-day'
import { App } from '../../ui/app/app'
import { ALL_PERMISSIONS, aUser } from '../support/access'
import { aCentre, aCentreDetails } from '../support/centres'

/* Order Details' Download invoice: the paid order's tax invoice PDF is saved; an unpaid order's download says why there is none. */
const NOW = atMinuteOfDay('2026-11-25', 14 * 60)
const gym = aCentre({ name: 'Koramangala Gym', locality: 'Koramangala' })
const details = aCentreDetails({ centers: [gym], userContext: aUser({ name: 'Asha Rao' }) })
const owner = { permissions: ALL_PERMISSIONS, memberships: [{ roleName: 'PARTNER', contexts: [] }] }
const invoice = buildTaxInvoice({
  invoiceNo: 'BLR1/26-27/00042',
  orderId: 'ORD-PAID',
  issuedAt: epochMs(NOW - 3_600_000),
  supplier: { legalName: 'Centres Pvt Ltd', centreName: 'Koramangala Gym', gstin: '29AABCF2026K1ZP', state: 'Karnataka', stateCode: '29' },
  customer: { name: 'Lakshmi Iyengar' },
  amountPaid: paise(236_000),
  items: [{ description: 'SELECT 1 month', sac: '999723', price: paise(236_000) }],
})

const order = (orderId: string, status: 'Successful' | 'Failed') => ({
  userId: '500001',
  orderId,
  packName: 'SELECT 1 month',
  amount: paise(236_000),
  orderCreated: epochMs(NOW - 3_600_000),
  paymentSource: 'CASH',
  orderStatus: status,
  details: { orderId, createdDate: epochMs(NOW - 3_600_000), productTitles: ['SELECT 1 month'], totalAmountPayable: paise(236_000), wasFulfilmentGenerated: status === 'Successful', currentPaymentStatus: status === 'Successful' ? 'PAID' : 'FAILED', refundArns: [] },
})

const seed = (w: InMemoryProfileWorld) => {
  w.centres.set(gym.id, { id: gym.id, centerServiceId: gym.centerServiceId, type: 'GYMFIT', cityId: 1, biometricWhitelisted: true, piiAccessible: true })
  w.customers.set('500001', { id: '500001', firstName: 'Lakshmi', lastName: 'Iyengar', phone: '9000000004', isPhoneVerified: true, cityId: 1 })
  w.profiles.set('500001', { trial: { used: 3, maxCount: 3 }, isV2: false })
  w.orders.push(order('ORD-PAID', 'Successful'), order('ORD-FAILED', 'Failed'))
}

const saved: { name: string; type: string }[] = []
beforeEach(() => {
  saved.length = 0
  vi.spyOn(URL, 'createObjectURL').mockImplementation((b) => {
    saved.push({ name: '', type: (b as Blob).type })
    return 'blob:invoice'
  })
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const last = saved[saved.length - 1]
    if (last !== undefined) last.name = this.download
  })
})
afterEach(() => vi.restoreAllMocks())

const openOrder = async (orderId: string) => {
  const portal = createTestPortal({ centreDetails: details, rights: owner, now: NOW, seedProfile: seed, taxInvoices: new Map([[invoice.orderId, invoice]]) })
  render(<App useCases={portal.useCases} initialPath="/user?userId=500001" />)
  const user = userEvent.setup()
  const orders = await screen.findByRole('region', { name: 'Orders' }, { timeout: 8000 })
  await user.click(await within(orders).findByRole('button', { name: `Order Details: ${orderId}` }, { timeout: 8000 }))
  const dialog = await screen.findByRole('dialog', { name: 'Order Details' })
  await user.click(within(dialog).getByRole('button', { name: 'Download invoice' }))
  return dialog
}

describe('Order Details: Download invoice', () => {
  it('saves the paid order’s tax invoice as a PDF named after its number: Invoice Downloaded.', async () => {
    await openOrder('ORD-PAID')
    expect(await within(screen.getByRole('region', { name: 'Notifications' })).findByText('Invoice Downloaded.', {}, { timeout: 8000 })).toBeInTheDocument()
    expect(saved).toEqual([{ name: 'tax-invoice-BLR1-26-27-00042.pdf', type: 'application/pdf' }])
  })

  it('says why an unpaid order has no invoice, and saves nothing', async () => {
    await openOrder('ORD-FAILED')
    expect(await within(screen.getByRole('region', { name: 'Notifications' })).findByText('This order is not paid, so it has no tax invoice', {}, { timeout: 8000 })).toBeInTheDocument()
    expect(saved).toEqual([])
  })
})

describe('Order Details: the credit notes of a refunded order', () => {
  const made = creditNoteOf({ invoice, centreCode: 'BLR1', refund: { amount: paise(59_000), at: epochMs(NOW - 60_000), reason: 'Medical reason' }, issuedNumbers: ['BLR1/C26-27/0006'], earlier: [] })
  if (made._tag === 'Left') throw new Error(made.left)

  it('offers each credit note beside the invoice and saves it as a PDF named after its number: Credit note downloaded.', async () => {
    const portal = createTestPortal({ centreDetails: details, rights: owner, now: NOW, seedProfile: seed, taxInvoices: new Map([[invoice.orderId, invoice]]), creditNotes: [made.right] })
    render(<App useCases={portal.useCases} initialPath="/user?userId=500001" />)
    const user = userEvent.setup()
    const orders = await screen.findByRole('region', { name: 'Orders' }, { timeout: 8000 })
    await user.click(await within(orders).findByRole('button', { name: 'Order Details: ORD-PAID' }, { timeout: 8000 }))
    const dialog = await screen.findByRole('dialog', { name: 'Order Details' })
    await user.click(await within(dialog).findByRole('button', { name: 'Download credit note BLR1/C26-27/0007' }, { timeout: 8000 }))
    expect(await within(screen.getByRole('region', { name: 'Notifications' })).findByText('Credit note downloaded.', {}, { timeout: 8000 })).toBeInTheDocument()
    expect(saved).toEqual([{ name: 'credit-note-BLR1-C26-27-0007.pdf', type: 'application/pdf' }])
  })

  it('offers none for an order never refunded', async () => {
    const dialog = await openOrder('ORD-PAID')
    await within(screen.getByRole('region', { name: 'Notifications' })).findByText('Invoice Downloaded.', {}, { timeout: 8000 })
    expect(within(dialog).queryByRole('button', { name: /Download credit note/ })).toBeNull()
  })
})
