import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { DenominationCount } from '../../core/money/cash-drawer.rule'
import type { Drawer, OrderRefund, OrderRefunds } from '../../core/money/money'
import type { MoneyDesk } from '../../core/money/money-desk.port'
import { epochMs, paise } from '../../core/shared/brands'
import {
  DrawerCloseOutsWire,
  DrawerCurrentWire,
  DrawerWire,
  MONEY_PATHS as P,
  OrderRefundsWire,
  RefundWire,
  moneyPath,
} from './contract/money.codecs'
import type { HttpClient } from './http-client'

const present = <K extends string, V>(key: K, v: V | null | undefined): { [P in K]?: V } => (v === null || v === undefined ? {} : ({ [key]: v } as { [P in K]: V }))

export const drawerOf = (w: DrawerWire): Drawer => ({
  drawerId: w.drawerId,
  centreId: w.centerId,
  staffId: w.staffId,
  staffName: w.staffName,
  status: w.status,
  openedBySale: w.openedBySale,
  openedAt: epochMs(w.openedAt),
  float: paise(w.float),
  movements: w.movements.map((m) => ({ kind: m.kind, amount: paise(m.amount), orderId: m.orderId, at: epochMs(m.at) })),
  expected: paise(w.expected),
  ...present('counted', w.counted === null || w.counted === undefined ? undefined : paise(w.counted)),
  ...present('difference', w.difference === null || w.difference === undefined ? undefined : paise(w.difference)),
  ...present('reason', w.reason),
  ...present('count', w.count as DenominationCount | null | undefined),
  ...present('closedAt', w.closedAt === null || w.closedAt === undefined ? undefined : epochMs(w.closedAt)),
  ...present('signedOffBy', w.signedOffBy),
  ...present('signedOffAt', w.signedOffAt === null || w.signedOffAt === undefined ? undefined : epochMs(w.signedOffAt)),
  ...present('signOffRemarks', w.signOffRemarks),
})

const refundOf = (w: RefundWire): OrderRefund => ({
  refundId: w.refundId,
  orderId: w.orderId,
  amount: paise(w.amount),
  mode: w.mode,
  status: w.status,
  ...present('arn', w.arn),
  ...present('failureCode', w.failureCode),
  reason: w.reason,
  ...present('remarks', w.remarks),
  staffId: w.staffId,
  createdAt: epochMs(w.createdAt),
  ...present('drawerId', w.drawerId),
})

const refundsOf = (w: OrderRefundsWire): OrderRefunds => ({
  orderId: w.orderId,
  paid: paise(w.paid),
  refunded: paise(w.refunded),
  refundable: paise(w.refundable),
  paymentStatus: w.paymentStatus,
  mode: w.mode,
  refunds: w.refunds.map(refundOf),
  ...present('membershipEnd', w.membershipEnd === null || w.membershipEnd === undefined ? undefined : epochMs(w.membershipEnd)),
})

/** The cash drawer and refunds over HTTP (adapters/http/contract/money.codecs.ts). */
export const createHttpMoneyDesk = (http: HttpClient): MoneyDesk => ({
  currentDrawer: (centreId) =>
    pipe(
      http.send({ path: P.drawerCurrent, params: { centerId: centreId } }, DrawerCurrentWire),
      TE.map((w) => (w.drawer === null ? null : drawerOf(w.drawer))),
    ),
  openDrawer: (centreId, float) => pipe(http.send({ path: P.drawerOpen, data: { centerId: centreId, float } }, DrawerWire), TE.map(drawerOf)),
  closeDrawer: (drawerId, count, reason) =>
    pipe(http.send({ path: moneyPath(P.drawerClose, drawerId), data: { count, ...(reason === undefined ? {} : { reason }) } }, DrawerWire), TE.map(drawerOf)),
  signOffDrawer: (drawerId, remarks) =>
    pipe(http.send({ path: moneyPath(P.drawerSignOff, drawerId), data: remarks === undefined ? {} : { remarks } }, DrawerWire), TE.map(drawerOf)),
  closeOuts: (q) =>
    pipe(
      http.send({ path: P.drawerCloseOuts, params: { centerId: q.centreId, from: q.from, to: q.to, ...(q.staffId === undefined ? {} : { staffId: q.staffId }) } }, DrawerCloseOutsWire),
      TE.map((w) => ({ closeOuts: w.closeOuts.map(drawerOf), staff: w.staff.map((s) => ({ id: s.staffId, name: s.staffName })) })),
    ),
  orderRefunds: (orderId) => pipe(http.send({ path: moneyPath(P.orderRefunds, orderId) }, OrderRefundsWire), TE.map(refundsOf)),
  refund: (r) =>
    pipe(
      http.send(
        {
          path: moneyPath(P.orderRefund, r.orderId),
          data: { amount: r.amount, reason: r.reason, membership: r.membership, ...present('remarks', r.remarks), ...present('endAt', r.endAt) },
          idempotencyKey: r.key,
        },
        RefundWire,
      ),
      TE.map(refundOf),
    ),
})
