import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { resumePurchase, purchaseStep } from '../../core/payment/purchase-flow.machine'
import { parseStoredOrders, serialiseStoredOrders } from '../../core/payment/stored-orders.codecs'
import { orderToResume, pruneStoredOrders, upsertStoredOrder } from '../../core/payment/stored-orders.rule'
import { LOCAL_ORDER_TTL_MS } from '../../core/shared/constants'
import { nowArb, storedOrderArb } from '../support/payment'

const listArb = fc.array(storedOrderArb, { maxLength: 12 })
const ids = (l: readonly { order: { orderId: string } }[]) => l.map((e) => e.order.orderId)

describe('stored local orders laws', () => {
  it('pruning is idempotent', () => {
    fc.assert(
      fc.property(listArb, nowArb, (list, now) => {
        const once = pruneStoredOrders(list, now)
        expect(pruneStoredOrders(once, now)).toEqual(once)
      }),
    )
  })

  it('after pruning: only CREATED entries, none older than 10 minutes, one per order id, in their order', () => {
    fc.assert(
      fc.property(listArb, nowArb, (list, now) => {
        const pruned = pruneStoredOrders(list, now)
        for (const e of pruned) {
          expect(e.status).toBe('CREATED')
          expect(now - e.createdAt).toBeLessThanOrEqual(LOCAL_ORDER_TTL_MS)
          expect(list).toContain(e)
        }
        expect(new Set(ids(pruned)).size).toBe(pruned.length)
        const positions = pruned.map((e) => list.indexOf(e))
        expect([...positions].sort((a, b) => a - b)).toEqual(positions)
      }),
    )
  })

  it('any sequence of upserts never keeps two entries of one order, nor a stale one', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(storedOrderArb, fc.nat({ max: 120_000 })), { maxLength: 20 }), nowArb, (steps, start) => {
        let list = parseStoredOrders(undefined)
        let now = start
        for (const [entry, gap] of steps) {
          now = (now + gap) as typeof now
          list = upsertStoredOrder(list, entry, now)
          expect(new Set(ids(list)).size).toBe(list.length)
          for (const e of list) expect(now - e.createdAt).toBeLessThanOrEqual(LOCAL_ORDER_TTL_MS)
        }
      }),
    )
  })

  it('a fresh CREATED upsert goes to the front; any other status removes the order', () => {
    fc.assert(
      fc.property(listArb, storedOrderArb, nowArb, (list, entry, now) => {
        const after = upsertStoredOrder(list, entry, now)
        const fresh = entry.status === 'CREATED' && now - entry.createdAt <= LOCAL_ORDER_TTL_MS
        if (fresh) expect(after[0]).toEqual(entry)
        else expect(ids(after)).not.toContain(entry.order.orderId)
      }),
    )
  })

  it('parse(serialise(list)) gives the list back', () => {
    fc.assert(
      fc.property(listArb, (list) => {
        expect(parseStoredOrders(serialiseStoredOrders(list))).toEqual(list)
      }),
    )
  })

  it('the parser never throws and always returns a list, whatever is stored', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json(), listArb.map((l) => serialiseStoredOrders(l).slice(0, -3))), (text) => {
        expect(Array.isArray(parseStoredOrders(text))).toBe(true)
      }),
    )
  })
})

describe('resume rule laws', () => {
  it('the order to resume is the first fresh CREATED entry, and resuming it never creates a second order', () => {
    fc.assert(
      fc.property(listArb, nowArb, (list, now) => {
        const resumed = orderToResume(list, now)
        expect(resumed).toEqual(pruneStoredOrders(list, now)[0])
        if (resumed === undefined) return
        expect(resumed.status).toBe('CREATED')
        const state = resumePurchase(resumed)
        for (const type of ['submit', 'collectAndContinue', 'tryAgain', 'tick'] as const) {
          const t = purchaseStep(state, { type, now })
          for (const c of t.commands) {
            expect(c.kind).not.toBe('createGatewayOrder')
            expect(c.kind).not.toBe('createOrder')
            if ('order' in c) expect(c.order).toEqual(resumed.order)
          }
        }
      }),
    )
  })
})
