import * as TE from 'fp-ts/TaskEither'
import type { TaskEither } from 'fp-ts/TaskEither'
import type { EpochMs } from '../shared/brands'
import type { StoredOrder } from './purchase'
import { parseStoredOrders, storedOrdersKey } from './stored-orders.codecs'
import { saleKey } from './sale-in-progress.keys'
import { orderToResume } from './stored-orders.rule'
import type { RememberedSale, Deps } from './sale-in-progress'

/** An unfinished payment of a centre: its stored order and, when known, the sale it belongs to. */
export type SaleInProgress = { readonly order: StoredOrder; readonly sale?: RememberedSale }

const parseSale = (text: string | undefined): RememberedSale | undefined => {
  if (text === undefined) return undefined
  try {
    const v = JSON.parse(text) as Partial<Record<keyof RememberedSale, unknown>>
    if (typeof v.userId !== 'string' || typeof v.packId !== 'string') return undefined
    return {
      userId: v.userId,
      packId: v.packId,
      ...(typeof v.customerName === 'string' ? { customerName: v.customerName } : {}),
      ...(typeof v.packTitle === 'string' ? { packTitle: v.packTitle } : {}),
      ...(typeof v.terminalId === 'string' ? { terminalId: v.terminalId } : {}),
      ...(typeof v.startDate === 'number' ? { startDate: v.startDate as EpochMs } : {}),
    }
  } catch {
    return undefined
  }
}

/**
 * The centre's unfinished card-machine payment (the stored-orders rule: a fresh CREATED order),
 * with the sale it belongs to; undefined when none is unresolved.
 */
export const saleInProgress =
  (d: Deps) =>
  (centerServiceId: number): TaskEither<never, SaleInProgress | undefined> =>
    TE.fromIO(() => {
      const order = orderToResume(parseStoredOrders(d.storage.get(storedOrdersKey(centerServiceId))), d.clock.now())
      if (order === undefined) return undefined
      const sale = parseSale(d.storage.get(saleKey(centerServiceId)))
      return sale === undefined ? { order } : { order, sale }
    })
