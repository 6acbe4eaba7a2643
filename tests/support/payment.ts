import fc from 'fast-check'
import { type EpochMs, epochMs } from '../../core/shared/brands'
import { LOCAL_ORDER_TTL_MS } from '../../core/shared/constants'
import type { PurchaseOrder, PurchaseSale, StoredOrder } from '../../core/payment/purchase'

export const T0 = epochMs(Date.UTC(2024, 4, 1, 6, 30))
export const at = (ms: number): EpochMs => epochMs(T0 + ms)

/** Object Mothers. */
export const anOrder = (over: Partial<PurchaseOrder> = {}): PurchaseOrder => ({
  orderId: 'order-1',
  usePaymentCompleteV2: true,
  gatewayOrderId: 'gw-1',
  gatewayId: 'PAYTM',
  ...over,
})
export const aDigitalSale = (saleKey = 'sale-1'): PurchaseSale => ({ saleKey, payment: { method: 'digital' } })
export const aCashSale = (otpRequired: boolean, fulfilmentAmount?: number, saleKey = 'sale-1'): PurchaseSale => ({
  saleKey,
  payment: fulfilmentAmount === undefined ? { method: 'cash', otpRequired } : { method: 'cash', otpRequired, fulfilmentAmount },
})
export const aStoredOrder = (over: Partial<StoredOrder> = {}): StoredOrder => ({
  order: anOrder(),
  sale: aDigitalSale(),
  status: 'CREATED',
  createdAt: T0,
  ...over,
})

// ---- arbitraries ----
const idArb = fc.constantFrom('o1', 'o2', 'o3', 'o4', 'o5', 'o6')

export const purchaseOrderArb: fc.Arbitrary<PurchaseOrder> = fc.record(
  {
    orderId: idArb,
    usePaymentCompleteV2: fc.boolean(),
    gatewayOrderId: fc.string({ maxLength: 8 }),
    gatewayId: fc.string({ maxLength: 8 }),
    cfPaymentId: fc.string({ maxLength: 8 }),
  },
  { requiredKeys: ['orderId', 'usePaymentCompleteV2'] },
)

export const purchaseSaleArb: fc.Arbitrary<PurchaseSale> = fc.record({
  saleKey: fc.string({ minLength: 1, maxLength: 6 }),
  payment: fc.oneof(
    fc.constant({ method: 'digital' as const }),
    fc.record(
      { method: fc.constant('cash' as const), otpRequired: fc.boolean(), fulfilmentAmount: fc.integer({ min: 0, max: 10_000_000 }) },
      { requiredKeys: ['method', 'otpRequired'] },
    ),
  ),
})

/** Stored orders created within 20 minutes either side of T0, often right at the 10-minute edge before T0. */
export const storedOrderArb: fc.Arbitrary<StoredOrder> = fc.record({
  order: purchaseOrderArb,
  sale: purchaseSaleArb,
  status: fc.constantFrom('CREATED', 'CREATED', 'COMPLETED', 'PAYMENT_FAILED', 'created'),
  createdAt: fc
    .oneof(fc.integer({ min: -20 * 60_000, max: 20 * 60_000 }), fc.constantFrom(-LOCAL_ORDER_TTL_MS - 1, -LOCAL_ORDER_TTL_MS, -LOCAL_ORDER_TTL_MS + 1, 0))
    .map(at),
})

/** A moment near T0 (T0 itself often, so that the 10-minute edge is met). */
export const nowArb: fc.Arbitrary<EpochMs> = fc.oneof(fc.integer({ min: -5 * 60_000, max: 30 * 60_000 }).map(at), fc.constant(T0))
