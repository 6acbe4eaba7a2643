import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { TaskEither } from 'fp-ts/TaskEither'
import type { Paise } from '../shared/brands'
import type { GatewayError } from '../shared/errors'
import { PAYMENT_LINK_GENERATED } from '../shared/messages'
import { paymentLinkRequestId, resolvePaymentLinkRequestId } from '../customer/payment-link-request.rule'
import type { PaymentLink } from './payment-link-book.port'
import type { PaymentLinkDeps } from './payment-links'

/** A link refused by the request-id rule (already created by someone, still open). */
export type PaymentLinkRefused = { readonly _tag: 'PaymentLinkRefused'; readonly message: string }

export type GeneratePaymentLinkRequest = {
  readonly centerServiceId: number
  readonly phone: string
  readonly amount: Paise
  readonly reason: string
  readonly createdBy: string
}

export type GeneratedPaymentLink = { readonly message: string; readonly link: PaymentLink }

/**
 * Generates a payment link with the request-id rule: the id from centre, day, phone, amount and
 * reason; '_1' appended when the earlier link of that id is closed; refused (with who created
 * it) when it is still open. 'Link generated. SMS has been sent to the user' on success.
 */
export const generatePaymentLink =
  (d: PaymentLinkDeps) =>
  (r: GeneratePaymentLinkRequest): TaskEither<PaymentLinkRefused | GatewayError, GeneratedPaymentLink> =>
    pipe(
      d.links.list(r.phone),
      TE.chainW((existing) => {
        const id = resolvePaymentLinkRequestId(paymentLinkRequestId(r, d.clock.now()), existing)
        return id._tag === 'Left' ? TE.left<PaymentLinkRefused>({ _tag: 'PaymentLinkRefused', message: id.left }) : TE.right(id.right)
      }),
      TE.chainW((requestId) =>
        d.links.generate({
          phone: r.phone,
          amount: r.amount,
          requestId,
          description: r.reason,
          createdBy: r.createdBy,
          sendNotification: true,
        }),
      ),
      TE.map((link) => ({ message: PAYMENT_LINK_GENERATED, link })),
    )
