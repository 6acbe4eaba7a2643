import * as E from 'fp-ts/Either'
import { closeOutDrawer, expectedCash } from '../../core/money/cash-drawer.rule'
import type { Drawer, DrawerMovement, OrderRefund, OrderRefunds, RefundMode } from '../../core/money/money'
import type { MoneyDesk } from '../../core/money/money-desk.port'
import { applyRefund, refundPaymentStatus, refundableLeft } from '../../core/money/refund-limit.rule'
import { epochMs, paise, type Paise } from '../../core/shared/brands'
import type { Clock } from '../../core/shared/clock.port'
import { forbidden, notFound, rejected } from '../../core/shared/errors'
import * as M from '../../core/shared/messages/money'
import { run } from './run'

/** A paid order the in-memory desk can refund. */
export type HeldOrder = { readonly orderId: string; readonly centreId: number; readonly paid: Paise; readonly mode: RefundMode }

export type InMemoryMoneyDeskOptions = {
  readonly clock: Pick<Clock, 'now'>
  readonly staff?: { readonly id: string; readonly name: string }
  readonly centreIds?: readonly number[]
  /** May sign close-outs off and refund (a manager). */
  readonly manager?: boolean
  readonly orders?: readonly HeldOrder[]
}

/**
 * The cash drawer and refunds in memory, with the sandbox's rules (sandbox/money/): one open drawer
 * per centre for the staff member, close with a whole count and a reason for a difference, sign-off
 * by another manager, refunds within what was paid, each key once, cash out of the open drawer.
 */
export const createInMemoryMoneyDesk = (
  o: InMemoryMoneyDeskOptions,
): MoneyDesk & { readonly record: (centreId: number, orderId: string, cash: Paise, split: boolean) => void; readonly keep: (drawer: Drawer) => void } => {
  const staff = o.staff ?? { id: 'staff-test', name: 'Test staff' }
  const centres = new Set(o.centreIds ?? [1, 2, 3, 4, 5, 6, 7, 8])
  const drawers = new Map<string, Drawer>()
  const orders = new Map((o.orders ?? []).map((x) => [x.orderId, x]))
  const refunds: OrderRefund[] = []
  let seq = 0
  const now = () => epochMs(o.clock.now())
  const withExpected = (d: Drawer): Drawer => ({ ...d, expected: d.status === 'OPEN' ? expectedCash(d.float, d.movements) : d.expected })
  const openAt = (centreId: number): Drawer | undefined => [...drawers.values()].find((d) => d.centreId === centreId && d.staffId === staff.id && d.status === 'OPEN')
  const open = (centreId: number, float: Paise, bySale: boolean): Drawer => {
    const d: Drawer = { drawerId: `DRW-${++seq}`, centreId, staffId: staff.id, staffName: staff.name, status: 'OPEN', openedBySale: bySale, openedAt: now(), float, movements: [], expected: float }
    drawers.set(d.drawerId, d)
    return d
  }
  const move = (d: Drawer, m: DrawerMovement): void => {
    drawers.set(d.drawerId, withExpected({ ...d, movements: [...d.movements, m] }))
  }
  const ledgerOf = (orderId: string, paid: Paise) => ({
    paid,
    refunds: refunds.filter((r) => r.orderId === orderId && r.status !== 'FAILED').map((r) => ({ key: r.refundId, amount: r.amount })),
  })
  const summary = (order: HeldOrder): OrderRefunds => {
    const ledger = ledgerOf(order.orderId, order.paid)
    const done = refunds.filter((r) => r.orderId === order.orderId && r.status === 'SUCCESS').reduce((s, r) => s + r.amount, 0)
    return {
      orderId: order.orderId,
      paid: order.paid,
      refunded: paise(done),
      refundable: refundableLeft(ledger),
      paymentStatus: refundPaymentStatus({ paid: order.paid, refunds: refunds.filter((r) => r.orderId === order.orderId && r.status === 'SUCCESS').map((r) => ({ key: r.refundId, amount: r.amount })) }),
      mode: order.mode,
      refunds: refunds.filter((r) => r.orderId === order.orderId),
    }
  }
  const keys = new Map<string, { amount: Paise; refund: OrderRefund }>()

  return {
    /** Keeps a drawer as given (another staff member's close-out, an earlier shift), for a test to read back. */
    keep: (drawer) => {
      drawers.set(drawer.drawerId, drawer)
    },
    /** A cash sale (or a split payment's cash part) taken at the centre: into the open drawer, or one the sale opens. */
    record: (centreId, orderId, cash, split) => {
      const d = openAt(centreId) ?? open(centreId, paise(0), true)
      move(d, { kind: split ? 'SPLIT_CASH_PART' : 'CASH_SALE', amount: cash, orderId, at: now() })
    },
    currentDrawer: (centreId) =>
      run(() => {
        if (!centres.has(centreId)) return E.left(forbidden(M.DRAWER_NOT_FOUND))
        const d = openAt(centreId)
        return E.right(d === undefined ? null : withExpected(d))
      }),
    openDrawer: (centreId, float) =>
      run(() => {
        if (!centres.has(centreId)) return E.left(forbidden(M.DRAWER_NOT_FOUND))
        if (!Number.isSafeInteger(float) || float < 0) return E.left(rejected(M.DRAWER_FLOAT_INVALID))
        if (openAt(centreId) !== undefined) return E.left(rejected(M.DRAWER_ALREADY_OPEN))
        return E.right(open(centreId, float, false))
      }),
    closeDrawer: (drawerId, count, reason) =>
      run(() => {
        const d = drawers.get(drawerId)
        if (d === undefined) return E.left(notFound(M.DRAWER_NOT_FOUND))
        if (d.staffId !== staff.id) return E.left(forbidden(M.DRAWER_NOT_YOURS))
        if (d.status !== 'OPEN') return E.left(rejected(M.DRAWER_NOT_OPEN))
        const f = closeOutDrawer({ float: d.float, movements: d.movements, count, ...(reason === undefined ? {} : { reason }) })
        if (E.isLeft(f)) return E.left(rejected(f.left.message))
        const closed: Drawer = {
          ...d,
          status: 'CLOSED',
          expected: f.right.expected,
          counted: f.right.counted,
          difference: f.right.difference,
          count,
          closedAt: now(),
          ...(f.right.reason === undefined ? {} : { reason: f.right.reason }),
        }
        drawers.set(drawerId, closed)
        return E.right(closed)
      }),
    signOffDrawer: (drawerId, remarks) =>
      run(() => {
        if (o.manager !== true) return E.left(forbidden(M.REFUND_NOT_ALLOWED))
        const d = drawers.get(drawerId)
        if (d === undefined) return E.left(notFound(M.DRAWER_NOT_FOUND))
        if (d.status === 'OPEN') return E.left(rejected(M.DRAWER_NOT_CLOSED))
        if (d.status === 'SIGNED_OFF') return E.left(rejected(M.DRAWER_ALREADY_SIGNED_OFF))
        if (d.staffId === staff.id) return E.left(rejected(M.DRAWER_OWN_SIGN_OFF))
        const signed: Drawer = { ...d, status: 'SIGNED_OFF', signedOffBy: staff.name, signedOffAt: now(), ...(remarks === undefined ? {} : { signOffRemarks: remarks }) }
        drawers.set(drawerId, signed)
        return E.right(signed)
      }),
    closeOuts: (q) =>
      run(() => {
        if (!centres.has(q.centreId)) return E.left(forbidden(M.DRAWER_NOT_FOUND))
        if (q.from > q.to) return E.left(rejected(M.DRAWER_CLOSE_OUTS_RANGE))
        const closed = [...drawers.values()].filter((d) => d.centreId === q.centreId && d.status !== 'OPEN')
        const staffById = new Map(closed.map((d) => [d.staffId, { id: d.staffId, name: d.staffName }]))
        return E.right({
          closeOuts: closed.filter((d) => d.openedAt >= q.from && d.openedAt < q.to && (q.staffId === undefined || d.staffId === q.staffId)).sort((a, b) => b.openedAt - a.openedAt),
          staff: [...staffById.values()].sort((a, b) => a.name.localeCompare(b.name)),
        })
      }),
    orderRefunds: (orderId) =>
      run(() => {
        const order = orders.get(orderId)
        return order === undefined ? E.left(notFound(M.REFUND_ORDER_NOT_PAID)) : E.right(summary(order))
      }),
    refund: (r) =>
      run(() => {
        if (o.manager !== true) return E.left(forbidden(M.REFUND_NOT_ALLOWED))
        const order = orders.get(r.orderId)
        if (order === undefined) return E.left(notFound(M.REFUND_ORDER_NOT_PAID))
        const prior = keys.get(r.key)
        if (prior !== undefined) return prior.amount === r.amount ? E.right(prior.refund) : E.left(rejected(M.REFUND_KEY_REUSED))
        const applied = applyRefund(ledgerOf(order.orderId, order.paid), { key: r.key, amount: r.amount })
        if (E.isLeft(applied)) return E.left(rejected(applied.left))
        const drawer = order.mode === 'CASH' ? openAt(order.centreId) : undefined
        if (order.mode === 'CASH' && drawer === undefined) return E.left(rejected(M.REFUND_NEEDS_OPEN_DRAWER))
        const refund: OrderRefund = {
          refundId: `RFD-${++seq}`,
          orderId: order.orderId,
          amount: r.amount,
          mode: order.mode,
          status: 'SUCCESS',
          ...(order.mode === 'CARD' ? { arn: `ARN${String(seq).padStart(12, '0')}` } : {}),
          reason: r.reason,
          ...(r.remarks === undefined ? {} : { remarks: r.remarks }),
          staffId: staff.id,
          createdAt: now(),
          ...(drawer === undefined ? {} : { drawerId: drawer.drawerId }),
        }
        if (drawer !== undefined) move(drawer, { kind: 'CASH_REFUND', amount: r.amount, orderId: order.orderId, at: now() })
        refunds.push(refund)
        keys.set(r.key, { amount: r.amount, refund })
        return E.right(refund)
      }),
  }
}
