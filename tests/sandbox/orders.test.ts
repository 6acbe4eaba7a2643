import { describe, expect, it } from 'vitest'
import { InvoiceWire, OrderDetailsWire, OrdersWire } from '../../adapters/http/contract/order.codecs'
import { PATHS } from '../../adapters/http/contract/paths'
import { API_BASE } from '../../adapters/http/contract/wire'
import * as M from '../../core/shared/messages'
import { DEMO } from '../../sandbox/seed/profile'
import { anonymous, decoded, failsWith, pathWith, signIn } from '../support/sandbox-http'
import { inject } from 'vitest'

const L = DEMO.activeOver30.id

describe('sandbox: orders and invoices', () => {
  it('lists the last 3 months of orders newest first, in every status, and filters by status', async () => {
    const fd = await signIn('front-desk')
    const all = await decoded(await fd.get(PATHS.orders, { userId: L }), 200, OrdersWire)
    expect(all.orders.map((o) => o.orderId)).toEqual(['ORD1002', 'ORD1003', 'ORD1001', 'ORD1004'])
    expect(new Set(all.orders.map((o) => o.orderStatus))).toEqual(new Set(['Successful', 'Pending', 'Failed']))
    const some = await decoded(await fd.get(PATHS.orders, { userId: L, statuses: 'Failed,Pending' }), 200, OrdersWire)
    expect(some.orders.map((o) => o.orderId).sort()).toEqual(['ORD1002', 'ORD1003'])
    await failsWith(await fd.get(PATHS.orders, { userId: L, statuses: 'Lost' }), 400)
    await failsWith(await fd.get(PATHS.orders, { userId: 'nobody' }), 404)
    await failsWith(await anonymous().get(PATHS.orders, { userId: L }), 401)
    await failsWith(await (await signIn('no-permissions')).get(PATHS.orders, { userId: L }), 403)
  })

  it('answers order details with refund data', async () => {
    const fd = await signIn('front-desk')
    const d = await decoded(await fd.get(pathWith(PATHS.orderDetails, { orderId: 'ORD1004' })), 200, OrderDetailsWire)
    expect(d).toMatchObject({ currentPaymentStatus: 'PARTIALLY_REFUNDED', refundData: [{ arn: 'ARN77810023' }], wasFulfilmentGenerated: true })
    await failsWith(await fd.get(pathWith(PATHS.orderDetails, { orderId: 'ORD0000' })), 404, M.ORDER_NOT_FOUND)
  })

  it('links invoice files that download, and says the invoice is not available otherwise', async () => {
    const fd = await signIn('front-desk')
    const inv = await decoded(await fd.post(PATHS.invoice, { invoiceNo: 'ORD1001', vertical: 'PAYMENT_INVOICE' }), 200, InvoiceWire)
    expect(inv.files).toHaveLength(1)
    const url = inv.files[0]?.url ?? ''
    expect(url.startsWith(`${API_BASE}/`)).toBe(true)
    const file = await fd.get(url.slice(API_BASE.length + 1).split('?')[0] ?? '', Object.fromEntries(new URL(url, inject('sandboxUrl')).searchParams))
    expect(file.status).toBe(200)
    expect(await file.text()).toContain('ORD1001')
    const refund = await decoded(await fd.post(PATHS.invoice, { invoiceNo: 'ORD1004', vertical: 'REFUND_INVOICE' }), 200, InvoiceWire)
    expect(refund.files[0]?.fileName).toContain('ARN77810023')
    await failsWith(await fd.post(PATHS.invoice, { invoiceNo: 'ORD1001', vertical: 'REFUND_INVOICE' }), 404, M.INVOICE_NOT_AVAILABLE)
    await failsWith(await fd.post(PATHS.invoice, { invoiceNo: 'ORD1003', vertical: 'PAYMENT_INVOICE' }), 404, M.INVOICE_NOT_AVAILABLE)
    await failsWith(await fd.post(PATHS.invoice, { invoiceNo: 'ORD1001', vertical: 'RECEIPT' }), 400)
  })
})
