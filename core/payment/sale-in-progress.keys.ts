import { storedOrdersKey } from './stored-orders.codecs'

/** Where the sale a payment belongs to is remembered, per centre. */
export const saleKey = (centerServiceId: number): string => `sale-in-progress:${centerServiceId}`

/** The storage keys whose change means a payment of this centre started or ended (another tab's storage event). */
export const saleInProgressKeys = (centerServiceId: number): readonly string[] => [storedOrdersKey(centerServiceId), saleKey(centerServiceId)]
