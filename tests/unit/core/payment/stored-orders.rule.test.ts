import { describe, expect, it } from 'vitest'
import { parseStoredOrders, serialiseStoredOrders, storedOrdersKey } from '../../../../core/payment/stored-orders.codecs'
import { orderToResume, pruneStoredOrders, upsertStoredOrder } from '../../../../core/payment/stored-orders.rule'
import { aStoredOrder, anOrder, at } from '../../../support/payment'

const MIN = 60_000

describe('stored local orders (part 2 §4)', () => {
  it('keeps status CREATED at the front of the list', () => {
    const older = aStoredOrder({ order: anOrder({ orderId: 'a' }), createdAt: at(0) })
    const newer = aStoredOrder({ order: anOrder({ orderId: 'b' }), createdAt: at(MIN) })
    const list = upsertStoredOrder([older], newer, at(MIN))
    expect(list.map((e) => e.order.orderId)).toEqual(['b', 'a'])
  })
  it('drops entries older than 10 minutes', () => {
    const list = [aStoredOrder({ createdAt: at(0) })]
    expect(pruneStoredOrders(list, at(10 * MIN))).toHaveLength(1)
    expect(pruneStoredOrders(list, at(10 * MIN + 1))).toHaveLength(0)
  })
  it('any other status removes the entry', () => {
    const list = [aStoredOrder({ order: anOrder({ orderId: 'a' }) }), aStoredOrder({ order: anOrder({ orderId: 'b' }) })]
    const after = upsertStoredOrder(list, aStoredOrder({ order: anOrder({ orderId: 'a' }), status: 'COMPLETED' }), at(0))
    expect(after.map((e) => e.order.orderId)).toEqual(['b'])
  })
  it('is stored per centre', () => {
    expect(storedOrdersKey(101)).not.toBe(storedOrdersKey(102))
  })
  it('reads garbage as an empty list, and skips malformed entries', () => {
    expect(parseStoredOrders(undefined)).toEqual([])
    expect(parseStoredOrders('not json')).toEqual([])
    expect(parseStoredOrders('{"a":1}')).toEqual([])
    const good = aStoredOrder()
    expect(parseStoredOrders(`[1, null, {"order":{}}, ${JSON.stringify(good)}]`)).toEqual([good])
  })
  it('round-trips through its stored form', () => {
    const list = [aStoredOrder(), aStoredOrder({ order: anOrder({ orderId: 'x', usePaymentCompleteV2: false }) })]
    expect(parseStoredOrders(serialiseStoredOrders(list))).toEqual(list)
  })
})

describe('resuming after a page reload', () => {
  it('resumes the most recent unfinished order of the centre', () => {
    const list = upsertStoredOrder(
      [aStoredOrder({ order: anOrder({ orderId: 'old' }), createdAt: at(0) })],
      aStoredOrder({ order: anOrder({ orderId: 'new' }), createdAt: at(2 * MIN) }),
      at(2 * MIN),
    )
    expect(orderToResume(list, at(3 * MIN))?.order.orderId).toBe('new')
  })
  it('resumes nothing once the order is older than 10 minutes', () => {
    expect(orderToResume([aStoredOrder({ createdAt: at(0) })], at(11 * MIN))).toBeUndefined()
  })
  it('resumes nothing when the only order was completed', () => {
    expect(orderToResume([aStoredOrder({ status: 'COMPLETED' })], at(0))).toBeUndefined()
  })
})
