import { describe, expect, it } from 'vitest'
import { epochMs } from '../../../core/shared/brands'
import { parseStoredOrders, serialiseStoredOrders, storedOrdersKey } from '../../../core/payment/stored-orders.codecs'
import { saleInProgressKeys } from '../../../core/payment/sale-in-progress.keys'
import { GYM, digitalSale, flush, sellingWorld } from '../../support/selling-world'

/*
 * What /sell-packs resumes after a reload or in a second tab: the centre's unfinished card-machine
 * order (the stored-orders rule) with the sale it belongs to.
 */
describe('saleInProgress and rememberSale', () => {
  type World = ReturnType<typeof sellingWorld>
  const readSale = async (w: World, centerServiceId: number) => {
    const r = await w.useCases.saleInProgress(centerServiceId)()
    if (r._tag === 'Left') throw new Error('saleInProgress never fails')
    return r.right
  }

  it('is empty until a card-machine order is stored, then answers it with the remembered sale', async () => {
    const w = sellingWorld()
    expect((await readSale(w, GYM.centerServiceId))).toBeUndefined()
    await w.useCases.rememberSale(GYM.centerServiceId, { userId: 'user-1', packId: 'PACK-1-ELITE-3M', terminalId: 'EDC-1001-A', customerName: 'Nina Nair' })()
    expect((await readSale(w, GYM.centerServiceId))).toBeUndefined()
    const sub = w.useCases.confirmPayment(digitalSale()).subscribe()
    await flush()
    const found = (await readSale(w, GYM.centerServiceId))
    expect(found?.order.status).toBe('CREATED')
    expect(found?.sale).toEqual({ userId: 'user-1', packId: 'PACK-1-ELITE-3M', terminalId: 'EDC-1001-A', customerName: 'Nina Nair' })
    expect((await readSale(w, 1008))).toBeUndefined()
    sub.unsubscribe()
  })

  it('forgets an order once it is older than 10 minutes or resolved', async () => {
    const w = sellingWorld()
    const key = storedOrdersKey(GYM.centerServiceId)
    const entry = { order: { orderId: 'ORD-1', usePaymentCompleteV2: true }, sale: { saleKey: 'k', payment: { method: 'digital' as const } }, status: 'CREATED', createdAt: epochMs(w.clock.now()) }
    w.storage.set(key, serialiseStoredOrders([entry]))
    expect((await readSale(w, GYM.centerServiceId))?.order.order.orderId).toBe('ORD-1')
    expect((await readSale(w, GYM.centerServiceId))?.sale).toBeUndefined()
    w.clock.advance(10 * 60_000 + 1)
    expect((await readSale(w, GYM.centerServiceId))).toBeUndefined()
    w.storage.set(key, serialiseStoredOrders([{ ...entry, status: 'COMPLETED', createdAt: epochMs(w.clock.now()) }]))
    expect(parseStoredOrders(w.storage.get(key))).toHaveLength(1)
    expect((await readSale(w, GYM.centerServiceId))).toBeUndefined()
  })

  it('ignores a garbled remembered sale and names the keys another tab changes', async () => {
    const w = sellingWorld()
    w.storage.set(`sale-in-progress:${GYM.centerServiceId}`, '{not json')
    const key = storedOrdersKey(GYM.centerServiceId)
    w.storage.set(key, serialiseStoredOrders([{ order: { orderId: 'ORD-2', usePaymentCompleteV2: true }, sale: { saleKey: 'k', payment: { method: 'digital' } }, status: 'CREATED', createdAt: epochMs(w.clock.now()) }]))
    expect((await readSale(w, GYM.centerServiceId))).toEqual({ order: expect.objectContaining({ status: 'CREATED' }) as unknown })
    expect(saleInProgressKeys(GYM.centerServiceId)).toEqual([key, `sale-in-progress:${GYM.centerServiceId}`])
  })
})
