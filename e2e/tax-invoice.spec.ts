import { readFile } from 'node:fs/promises'
import { type Page, expect as baseExpect, test } from '@playwright/test'
import { TAX_INVOICE_PATHS } from '../adapters/http/contract/tax-invoice-paths'
import type { TaxInvoiceWire } from '../adapters/http/contract/tax-invoice.codecs'
import { pathWith } from '../adapters/http/contract/paths'
import { formatRupeesOnDocument, isGstin } from '../core/money/tax-invoice.rule'
import { paise } from '../core/shared/brands'
import { formatDay } from '../core/shared/display-format'
import { DOWNLOAD_INVOICE, INVOICE_DOWNLOADED, PROFILE_ACTION_LABELS, SELL_PACK_BUTTON } from '../core/shared/messages'
import { pdfText } from '../tests/support/pdf-text'
import { newCustomer, ordersOf, payInCashWithOtp } from './selling-support'
import { api, followSandboxClock, sandboxNow, seriousViolations, signInAsPersona, staffAccessOf, toast } from './support'

/*
 * A GST tax invoice from the desk: a pack sold in cash through the portal, its Order Details, the
 * invoice downloaded as a PDF, and every figure on it checked against the order and its invoice as
 * the API answers them. Time is the sandbox's (E2E_NOW), never the machine's.
 */

const expect = baseExpect.configure({ timeout: 20_000 })
const PACK_TITLE = 'ELITE 3 months'
const RUN = String(Date.now() % 1e5).padStart(5, '0')

/** The financial year (its first calendar year) of an instant in India (UTC+05:30): April to March. */
const financialYearIn = (t: number): number => {
  const d = new Date(t + 330 * 60_000)
  return d.getUTCMonth() >= 3 ? d.getUTCFullYear() : d.getUTCFullYear() - 1
}
const two = (n: number): string => String(n % 100).padStart(2, '0')

const invoiceOf = (page: Page, orderId: string): Promise<TaxInvoiceWire> => api<TaxInvoiceWire>(page, pathWith(TAX_INVOICE_PATHS.taxInvoice, { orderId }), {})

test('a pack sold in cash: Order Details downloads its tax invoice PDF, whose number and taxes are the order’s', async ({ page }) => {
  test.setTimeout(120_000)
  await followSandboxClock(page)
  await signInAsPersona(page, 'centre-manager')
  baseExpect((await staffAccessOf(page)).selected?.id).toBe(1)
  const userId = await newCustomer(page, `94${RUN}001`, 'Invoice')

  // The sale, through the portal, in cash.
  await page.goto(`/user?userId=${encodeURIComponent(userId)}`)
  await expect(page.getByRole('heading', { name: /Invoice Buyer/ })).toBeVisible()
  await page.getByRole('button', { name: PROFILE_ACTION_LABELS.sellNewPack }).click()
  await page.getByRole('article', { name: PACK_TITLE }).getByRole('button', { name: SELL_PACK_BUTTON }).click()
  await payInCashWithOtp(page)
  const orders = await ordersOf(page, userId)
  baseExpect(orders.map((o) => o.orderStatus)).toEqual(['Successful'])
  const order = orders[0]
  if (order === undefined) throw new Error('no order')

  // Order Details: Download invoice saves one PDF named after the invoice number.
  await page.goto(`/user?userId=${encodeURIComponent(userId)}`)
  const ordersBlock = page.getByRole('region', { name: 'Orders', exact: true })
  await ordersBlock.getByRole('button', { name: `Order Details: ${order.orderId}` }).click()
  const dialog = page.getByRole('dialog', { name: 'Order Details' })
  await expect(dialog).toContainText(order.orderId)
  baseExpect(await seriousViolations(page)).toEqual([])
  const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: DOWNLOAD_INVOICE }).click()])
  await expect(toast(page, INVOICE_DOWNLOADED)).toBeVisible()
  const text = await pdfText(new Uint8Array(await readFile(await download.path())))

  // The invoice as the API answers it, against the order and the PDF.
  const inv = await invoiceOf(page, order.orderId)
  baseExpect(download.suggestedFilename()).toBe(`tax-invoice-${inv.invoiceNo.replace(/\//g, '-')}.pdf`)
  baseExpect(inv.orderId).toBe(order.orderId)
  baseExpect(inv.totals.total).toBe(order.amount)
  baseExpect(inv.totals.taxable + inv.totals.cgst + inv.totals.sgst + inv.totals.igst).toBe(order.amount)
  baseExpect(inv.supply).toBe('INTRA_STATE')
  baseExpect(inv.totals.igst).toBe(0)
  baseExpect(Math.abs(inv.totals.cgst + inv.totals.sgst - inv.totals.taxable * 0.18)).toBeLessThanOrEqual(1)
  baseExpect(isGstin(inv.supplier.gstin)).toBe(true)
  const now = await sandboxNow(page)
  baseExpect(inv.issuedAt).toBeLessThanOrEqual(now)
  baseExpect(now - inv.issuedAt).toBeLessThan(10 * 60_000)
  // Koramangala's series of the financial year the sale was paid in, on the centre's clock.
  const fy = financialYearIn(inv.issuedAt)
  baseExpect(inv.invoiceNo).toMatch(new RegExp(`^BLR1/${two(fy)}-${two(fy + 1)}/\\d{5}$`))
  for (const s of [inv.invoiceNo, formatDay(inv.issuedAt), inv.supplier.gstin, inv.customer.name, order.orderId, '999723']) baseExpect(text).toContain(s)
  for (const v of [inv.totals.taxable, inv.totals.cgst, inv.totals.sgst, inv.totals.total]) baseExpect(text).toContain(formatRupeesOnDocument(paise(v)))
})
