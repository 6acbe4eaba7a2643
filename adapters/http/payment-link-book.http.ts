import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { PaymentLink, PaymentLinkBook } from '../../core/selling/payment-link-book.port'
import { epochMs } from '../../core/shared/brands'
import { minorUnitsToPaise, paiseToMinorUnits } from '../../core/shared/money'
import { PATHS } from './contract/paths'
import { GeneratePaymentLinkAnswer, PaymentLinksAnswer, type PaymentLinkWire } from './contract/payment-link.codecs'
import type { HttpClient } from './http-client'

const linkFromWire = (w: PaymentLinkWire): PaymentLink => ({
  id: w.id,
  requestId: w.requestId,
  amount: minorUnitsToPaise(w.amount),
  description: w.description,
  createdBy: w.createdBy,
  status: w.status,
  link: w.link,
  createdAt: epochMs(w.createdAt),
})

/** Phone numbers travel in the body, never the URL. */
export const createHttpPaymentLinkBook = (http: HttpClient): PaymentLinkBook => ({
  list: (phone) =>
    pipe(
      http.send({ path: PATHS.paymentLinks, data: { phoneNumber: phone, fetchLatestStatus: true } }, PaymentLinksAnswer),
      TE.map((a) => a.paymentLinks.map(linkFromWire)),
    ),
  generate: (l) =>
    pipe(
      http.send(
        {
          path: PATHS.generatePaymentLink,
          data: {
            phoneNumber: l.phone,
            amount: paiseToMinorUnits(l.amount),
            requestId: l.requestId,
            description: l.description,
            createdBy: l.createdBy,
            sendNotification: l.sendNotification,
          },
        },
        GeneratePaymentLinkAnswer,
      ),
      TE.map((a) => linkFromWire(a.paymentLink)),
    ),
})
