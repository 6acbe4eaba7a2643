import { isRight } from 'fp-ts/Either'
import * as t from 'io-ts'
import type { EpochMs } from '../shared/brands'
import type { StoredOrder } from './purchase'

/** The key-value-store key of a centre's stored orders. */
export const storedOrdersKey = (centerServiceId: number | string): string => `orders:${centerServiceId}`

const optional = <C extends t.Mixed>(c: C) => t.union([c, t.undefined])

const purchaseOrder = t.intersection([
  t.type({ orderId: t.string, usePaymentCompleteV2: t.boolean }),
  t.partial({ gatewayOrderId: t.string, gatewayId: t.string, cfPaymentId: t.string }),
])

const payment = t.union([
  t.type({ method: t.literal('digital') }),
  t.intersection([
    t.type({ method: t.literal('cash'), otpRequired: t.boolean }),
    t.partial({ fulfilmentAmount: optional(t.number) }),
  ]),
])

const storedOrder = t.type({
  order: purchaseOrder,
  sale: t.type({ saleKey: t.string, payment }),
  status: t.string,
  createdAt: t.number,
})

/** The stored form of the list (JSON). */
export const serialiseStoredOrders = (list: readonly StoredOrder[]): string => JSON.stringify(list)

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

/** Copies only the known fields, so a stored entry with extra fields parses to the domain shape. */
const toDomain = (e: t.TypeOf<typeof storedOrder>): StoredOrder => {
  const o = e.order
  const order = {
    orderId: o.orderId,
    usePaymentCompleteV2: o.usePaymentCompleteV2,
    ...(o.gatewayOrderId === undefined ? {} : { gatewayOrderId: o.gatewayOrderId }),
    ...(o.gatewayId === undefined ? {} : { gatewayId: o.gatewayId }),
    ...(o.cfPaymentId === undefined ? {} : { cfPaymentId: o.cfPaymentId }),
  }
  const p = e.sale.payment
  const salePayment =
    p.method === 'digital'
      ? { method: 'digital' as const }
      : {
          method: 'cash' as const,
          otpRequired: p.otpRequired,
          ...(p.fulfilmentAmount === undefined ? {} : { fulfilmentAmount: p.fulfilmentAmount }),
        }
  return {
    order,
    sale: { saleKey: e.sale.saleKey, payment: salePayment },
    status: e.status,
    createdAt: e.createdAt as EpochMs,
  }
}

/**
 * Reads a stored list, tolerantly: nothing stored, text that is not JSON or not a list gives an
 * empty list, and entries that do not have the stored shape are skipped. Never throws.
 */
export const parseStoredOrders = (text: string | undefined): readonly StoredOrder[] => {
  if (text === undefined) return []
  const json = parseJson(text)
  if (!Array.isArray(json)) return []
  const out: StoredOrder[] = []
  for (const item of json) {
    const decoded = storedOrder.decode(item)
    if (isRight(decoded) && Number.isFinite(decoded.right.createdAt)) out.push(toDomain(decoded.right))
  }
  return out
}
