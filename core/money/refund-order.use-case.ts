import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { TaskEither } from 'fp-ts/TaskEither'
import { type EpochMs, epochMs } from '../shared/brands'
import { startOfCentreDayOf } from '../shared/centre-day'
import type { ValidationFailed } from '../shared/errors'
import { REFUND_DONE, REFUND_GATEWAY_FAILED, REFUND_PENDING } from '../shared/messages/money'
import { type ActionFailed, type Done, actionFailed, done, reasonOf } from '../shared/outcome'
import type { OrderRefund, OrderRefunds } from './money'
import type { MoneyClockDeps } from './money-deps'
import { validateRefund } from './money-forms.rule'

export type RefundOrderError = ValidationFailed<'amount' | 'reason' | 'membership' | 'endAt'> | ActionFailed<'RefundFailed'>

export type RefundDraft = {
  readonly amount: string
  readonly reason: string
  readonly remarks: string
  readonly membership: string
  readonly endAt?: EpochMs
}

/**
 * Refunds an order in full or in part (a manager's permission, checked by the server). The key is
 * the form's attempt key: a double click, a second tab or a retry after a lost answer sends the same
 * key and the server answers the first refund again. A card refund the gateway refuses is a
 * failure with nothing refunded; one still with the gateway says so.
 */
export const refundOrder =
  (d: MoneyClockDeps) =>
  (r: { readonly order: OrderRefunds; readonly draft: RefundDraft; readonly key: string }): TaskEither<RefundOrderError, Done<OrderRefund>> =>
    pipe(
      TE.fromEither(
        validateRefund(r.draft, {
          refundable: r.order.refundable,
          today: epochMs(startOfCentreDayOf(d.clock.now())),
          ...(r.order.membershipEnd === undefined ? {} : { membershipEnd: r.order.membershipEnd }),
        }),
      ),
      TE.chainW((v) =>
        pipe(
          d.money.refund({ orderId: r.order.orderId, key: r.key, ...v }),
          TE.mapLeft((e) => actionFailed('RefundFailed', reasonOf(e), e)),
        ),
      ),
      TE.chainW((refund) =>
        refund.status === 'FAILED'
          ? TE.left(actionFailed('RefundFailed', REFUND_GATEWAY_FAILED))
          : TE.right(done(refund.status === 'PENDING' ? REFUND_PENDING : REFUND_DONE, refund)),
      ),
    )
