import * as TE from 'fp-ts/TaskEither'
import { Subject } from 'rxjs'
import { describe, expect, it } from 'vitest'
import type { PaymentAction, PaymentView } from '../../../core/payment/confirm-payment.use-case'
import type { OrderDesk } from '../../../core/selling/order-desk.port'
import { afterAttempt, endOfFailedWrite, nextAttempt } from '../../../core/selling/sale-attempt.rule'
import { epochMs, paise } from '../../../core/shared/brands'
import { SALE_KEY_TTL_MS } from '../../../core/shared/constants'
import { forbidden, malformedResponse, notFound, rejected, unauthorised, unavailable } from '../../../core/shared/errors'
import { FOFO_GYM, FOFO_PACK, TID, type SellingWorld, digitalSale, flush, sellingWorld } from '../../support/selling-world'

/*
 * A key stands for one attempt to sell: after a certain failure (declined, refused) the same sale
 * can be tried again and makes a new order; after an unknown outcome (no answer) the next attempt
 * sends the same key and never makes a second order.
 */

/** A world whose order desk remembers every key it was sent. */
const keyedWorld = (): { w: SellingWorld; keys: string[] } => {
  const keys: string[] = []
  const w = sellingWorld({
    wrapOrders: (d: OrderDesk): OrderDesk => ({
      ...d,
      createCashOrder: (o, p, key) => {
        keys.push(key)
        return d.createCashOrder(o, p, key)
      },
      createGatewayOrder: (o, t) => {
        keys.push(t.requestId)
        return d.createGatewayOrder(o, t)
      },
    }),
  })
  return { w, keys }
}

/** Runs one card-machine attempt to its end and returns the step it ended on. */
const attempt = async (w: SellingWorld): Promise<string> => {
  const views: PaymentView[] = []
  const actions = new Subject<PaymentAction>()
  const sub = w.useCases.confirmPayment({ ...digitalSale(), autoCollect: true, actions }).subscribe((v) => views.push(v))
  await flush()
  sub.unsubscribe()
  const last = views[views.length - 1]
  return last?.kind === 'purchase' ? last.state.step : (last?.kind ?? 'none')
}

const cashSale = { ...digitalSale(), centre: FOFO_GYM, packId: FOFO_PACK.id, payment: { mode: 'CASH' as const, cashCollected: paise(236_000) } }

describe('the attempt rule', () => {
  const T = epochMs(Date.UTC(2026, 10, 30, 18, 0))
  const fresh = (() => {
    let n = 0
    return () => `k${++n}`
  })()

  it('keeps the key while the attempt stands, draws a new one after a certain failure or after 10 minutes', () => {
    const first = nextAttempt(undefined, T, fresh)
    expect(nextAttempt(first, epochMs(T + SALE_KEY_TTL_MS - 1), fresh)).toBe(first)
    expect(nextAttempt(first, epochMs(T + SALE_KEY_TTL_MS), fresh).key).not.toBe(first.key)
    const failed = afterAttempt(first, first.key, 'failedForCertain')
    expect(nextAttempt(failed, T, fresh).key).not.toBe(first.key)
    expect(afterAttempt(first, first.key, 'unknown')).toBe(first)
    expect(afterAttempt(first, first.key, 'succeeded')).toBe(first)
    // The end of an older attempt does not touch the current one.
    expect(afterAttempt(first, 'older', 'failedForCertain')).toBe(first)
  })

  it('a refusal (4xx) is a certain failure; no answer, a 5xx or an answer not understood is unknown', () => {
    for (const e of [rejected('no'), forbidden('no'), notFound('no'), unauthorised('no')]) expect(endOfFailedWrite(e)).toBe('failedForCertain')
    for (const e of [unavailable('down'), malformedResponse('?')]) expect(endOfFailedWrite(e)).toBe('unknown')
  })
})

describe('trying a sale again', () => {
  it('a declined card can be tried again on the same terminal: a new key, a new order, approved', async () => {
    const { w, keys } = keyedWorld()
    w.ledger.setNextOutcome(TID, 'DECLINE')
    expect(await attempt(w)).toBe('failed')
    w.ledger.setNextOutcome(TID, 'APPROVE')
    expect(await attempt(w)).toBe('succeeded')
    expect(keys).toHaveLength(2)
    expect(keys[1]).not.toBe(keys[0])
    expect(w.ledger.orders.size).toBe(2)
    expect([...w.ledger.payments.values()].map((p) => p.state).sort()).toEqual(['FAILED', 'SUCCESS'])
  })

  it('an order request refused by the server (EDC busy) frees the sale for a new key', async () => {
    const { w, keys } = keyedWorld()
    w.ledger.failNext('createGatewayOrder', rejected('Order could not be placed as EDC machine is busy', 'ERR_PAYTM_EDC_MACHINE_BUSY'))
    expect(await attempt(w)).toBe('machineBusy')
    w.ledger.setNextOutcome(TID, 'APPROVE')
    expect(await attempt(w)).toBe('succeeded')
    expect(keys[1]).not.toBe(keys[0])
  })

  it('an order request with no answer keeps the key: the next attempt asks for the same order', async () => {
    const { w, keys } = keyedWorld()
    w.ledger.failNext('createGatewayOrder', unavailable('no answer'))
    expect(await attempt(w)).toBe('somethingWentWrong')
    w.ledger.setNextOutcome(TID, 'APPROVE')
    expect(await attempt(w)).toBe('succeeded')
    expect(keys).toHaveLength(2)
    expect(keys[1]).toBe(keys[0])
    expect(w.ledger.orders.size).toBe(1)
  })

  it('a payment left pending is resumed on the same order, never created again', async () => {
    const { w, keys } = keyedWorld()
    w.ledger.setNextOutcome(TID, 'UNDER_REVIEW')
    const views: PaymentView[] = []
    const sub = w.useCases.confirmPayment({ ...digitalSale(), autoCollect: true }).subscribe((v) => views.push(v))
    await flush()
    sub.unsubscribe()
    expect(await attempt(w)).not.toBe('succeeded')
    expect(keys).toHaveLength(1)
    expect(w.ledger.orders.size).toBe(1)
  })

  it('cash: a refused order frees the sale for a new key; no answer keeps it', async () => {
    const { w, keys } = keyedWorld()
    w.ledger.failNext('createCashOrder', rejected('Cash collected did not match the pack price'))
    expect((await w.useCases.sellPack(cashSale)())._tag).toBe('Left')
    w.ledger.failNext('createCashOrder', unavailable('no answer'))
    expect((await w.useCases.sellPack(cashSale)())._tag).toBe('Left')
    const sold = await w.useCases.sellPack(cashSale)()
    expect(sold._tag).toBe('Right')
    expect(keys).toHaveLength(3)
    expect(keys[1]).not.toBe(keys[0])
    expect(keys[2]).toBe(keys[1])
    expect(w.ledger.orders.size).toBe(1)
  })

  it('a sold sale repeated at once answers the same order (a double submit sells once)', async () => {
    const { w, keys } = keyedWorld()
    const a = await w.useCases.sellPack(cashSale)()
    const b = await TE.map((s: { orderId: string }) => s.orderId)(w.useCases.sellPack(cashSale))()
    expect(a._tag === 'Right' && b._tag === 'Right' && a.right.orderId === b.right).toBe(true)
    expect(keys[1]).toBe(keys[0])
  })
})
