import { createInMemoryTaxInvoiceBook } from '../../adapters/in-memory/tax-invoice-book.in-memory'
import { buildTaxInvoice } from '../../core/money/tax-invoice.rule'
import { epochMs, paise } from '../../core/shared/brands'
import { taxInvoiceBookContract } from './tax-invoice-book.contract'
import { demoWorld } from './profile-contract-support'

const paid = buildTaxInvoice({
  invoiceNo: 'BLR1/26-27/00001',
  orderId: 'ORD1001',
  issuedAt: epochMs(Date.parse('2026-11-17T11:00:00+05:30')),
  supplier: { legalName: 'Centres Pvt Ltd', centreName: 'Koramangala Gym', gstin: '29AABCF2026K1ZP', state: 'Karnataka', stateCode: '29' },
  customer: { name: 'Lakshmi Iyengar' },
  amountPaid: paise(2_499_900),
  items: [{ description: 'cultpass BLACK 12 months', sac: '999723', price: paise(2_499_900) }],
})

taxInvoiceBookContract('in-memory', async () => createInMemoryTaxInvoiceBook(demoWorld(), new Map([[paid.orderId, paid]])))
