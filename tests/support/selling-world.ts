import type { ManualClock } from '../../adapters/clock/manual-clock'
import { createInMemoryGroupBuyChecker } from '../../adapters/in-memory/group-buy-checker.in-memory'
import { createInMemoryOrderDesk } from '../../adapters/in-memory/order-desk.in-memory'
import { createInMemoryOtpService } from '../../adapters/in-memory/otp-service.in-memory'
import { type InMemoryPackCatalog, createInMemoryPackCatalog } from '../../adapters/in-memory/pack-catalog.in-memory'
import { createInMemoryPaymentLinkBook } from '../../adapters/in-memory/payment-link-book.in-memory'
import { createInMemoryPaymentTerminal } from '../../adapters/in-memory/payment-terminal.in-memory'
import { type SalesLedger, createSalesLedger } from '../../adapters/in-memory/sales-ledger.in-memory'
import { type TestPortal, createTestPortal } from '../../composition/test/container'
import type { Centre } from '../../core/centre/centre'
import type { SellablePack } from '../../core/selling/catalog'
import type { SaleRequest } from '../../core/selling/prepare-sale.use-case'
import { paise } from '../../core/shared/brands'
import type { PaymentTerminal } from '../../core/payment/payment-terminal.port'
import type { PaymentSignals } from '../../core/payment/payment-signals.port'
import type { OrderDesk } from '../../core/selling/order-desk.port'

/** A GYMFIT company-owned centre with two card machines. */
export const GYM: Pick<Centre, 'id' | 'centerServiceId' | 'cityId' | 'type' | 'centerModel'> = {
  id: 1,
  centerServiceId: 1001,
  cityId: 1,
  type: 'GYMFIT',
  centerModel: 'COCO',
}
export const FOFO_GYM = { ...GYM, id: 8, centerServiceId: 1008, centerModel: 'FOFO' as const }

export const TID = 'EDC-1001-A'

const pack = (id: string, rupees: number, centerId: number, extra: Partial<SellablePack> = {}): SellablePack => ({
  id,
  productId: id,
  centerId,
  title: id,
  durationInDays: 90,
  membershipType: 'ELITE',
  productType: 'GYMFIT_FITNESS_PRODUCT',
  price: paise(rupees * 100),
  listingPrice: paise(rupees * 100),
  mrp: paise(rupees * 125),
  taxBreakup: { basePrice: paise(Math.round((rupees * 10000) / 118)), taxAmount: paise(0), taxPercent: 18 },
  offers: [],
  ...extra,
})

export const ELITE_3M = pack('PACK-1-ELITE-3M', 5900, 1, {
  offers: [{ offerId: 'OFFER-GROUP-1000', productIds: ['PACK-1-ELITE-3M'], isGroupOffer: true, isSpotOffer: false, discount: paise(100_000) }],
})
export const FOFO_PACK = pack('PACK-8-SELECT-1M', 2360, 8)

export type SellingWorld = TestPortal & {
  readonly ledger: SalesLedger
  readonly catalog: InMemoryPackCatalog
  readonly otp: ReturnType<typeof createInMemoryOtpService>
  /** Every port call of the orders and terminal, in order. */
  readonly portCalls: string[]
}

const counting = <T extends object>(name: string, port: T, log: string[]): T =>
  new Proxy(port, {
    get: (target, key, receiver) => {
      const v = Reflect.get(target, key, receiver) as unknown
      if (typeof v !== 'function') return v
      return (...args: unknown[]) => {
        log.push(`${name}.${String(key)}`)
        return (v as (...a: unknown[]) => unknown).apply(target, args)
      }
    },
  })

/** The whole core over in-memory adapters: a gym with packs and card machines, a manual clock. */
export const sellingWorld = (
  o: {
    usePaymentCompleteV2?: boolean
    autoApproveMs?: number | null
    /** Alters the order desk's answers (usecases-finish). */
    wrapOrders?: (d: OrderDesk) => OrderDesk
    /** The payment signals between tabs (a test of two tabs shares one bus). */
    paymentSignals?: PaymentSignals
  } = {},
): SellingWorld => {
  let ledger: SalesLedger | undefined
  let catalog: InMemoryPackCatalog | undefined
  let otp: ReturnType<typeof createInMemoryOtpService> | undefined
  const portCalls: string[] = []
  const portal = createTestPortal({
    ...(o.paymentSignals === undefined ? {} : { paymentSignals: o.paymentSignals }),
    centreDetails: { centers: [], userContext: { id: 'staff-owner', name: 'Asha', email: 'asha@example.com' }, gymPtEnabledCenter: [] },
    selling: (clock: ManualClock) => {
      ledger = createSalesLedger({
        clock,
        prices: { [ELITE_3M.productId]: ELITE_3M.price, [FOFO_PACK.productId]: FOFO_PACK.price, 'ADDON-LOCKER': paise(59_000) },
        groupDiscounts: { [ELITE_3M.productId]: paise(100_000) },
        terminals: [
          { tid: TID, centerId: 1, autoApproveMs: o.autoApproveMs ?? null },
          { tid: 'EDC-1001-B', centerId: 1 },
        ],
        usePaymentCompleteV2: o.usePaymentCompleteV2 ?? true,
      })
      catalog = createInMemoryPackCatalog(
        {
          packs: [ELITE_3M, FOFO_PACK],
          addOns: [{ id: 'ADDON-LOCKER', productId: 'ADDON-LOCKER', product: { title: 'Locker' }, price: { listingPrice: paise(59_000) } }],
          memberships: [{ id: 'mem-long', userId: 'user-1', start: clock.now() - 100 * 86_400_000, end: clock.now() + 200 * 86_400_000, price: 1_500_000 }],
          windowDays: 30,
        },
        clock,
      )
      otp = createInMemoryOtpService(clock)
      return {
        catalog,
        orders: counting<OrderDesk>('orders', (o.wrapOrders ?? ((d) => d))(createInMemoryOrderDesk(ledger)), portCalls),
        terminal: counting<PaymentTerminal>('terminal', createInMemoryPaymentTerminal(ledger), portCalls),
        otp,
        links: createInMemoryPaymentLinkBook(clock),
        groupBuy: createInMemoryGroupBuyChecker({ ineligiblePhones: ['9000000009'], pastBuyerPhones: ['9000000008'] }),
      }
    },
  })
  if (ledger === undefined || catalog === undefined || otp === undefined) throw new Error('selling adapters were not built')
  return { ...portal, ledger, catalog, otp, portCalls }
}

export const digitalSale = (extra: Partial<SaleRequest> = {}): SaleRequest => ({
  centre: GYM,
  staff: { id: 'staff-owner', phone: '9800000001' },
  userId: 'user-1',
  packId: ELITE_3M.id,
  payment: { mode: 'DIGITAL', terminalId: TID },
  ...extra,
})

/** Lets pending promises (in-memory port answers) settle. */
export const flush = async (): Promise<void> => {
  for (let i = 0; i < 3; i++) await new Promise<void>((r) => setImmediate(r))
}
