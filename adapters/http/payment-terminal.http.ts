import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { PaymentTerminal } from '../../core/payment/payment-terminal.port'
import type { ServerFailure } from '../../core/payment/purchase'
import { paiseToMinorUnits } from '../../core/shared/money'
import { PATHS, checkPaymentSuccessPath, fulfilmentStatusPath } from './contract/paths'
import { CheckPaymentSuccessAnswer, FulfilmentStatusAnswer, PaymentCompleteAnswer } from './contract/payment.codecs'
import { CardMachinesAnswer } from './contract/selling.codecs'
import type { HttpClient } from './http-client'

const failureOf = (title: string | null, subtitle: string | null): ServerFailure | undefined =>
  title === null && subtitle === null ? undefined : { ...(title === null ? {} : { title }), ...(subtitle === null ? {} : { subtitle }) }

export const createHttpPaymentTerminal = (http: HttpClient): PaymentTerminal => ({
  cardMachines: (q) => http.send({ path: PATHS.cardMachines, params: { centerId: q.centerId } }, CardMachinesAnswer),
  checkPaymentSuccess: (order, amount) =>
    pipe(
      http.send(
        {
          path: checkPaymentSuccessPath(order.orderId),
          data: {
            gatewayOrderId: order.gatewayOrderId ?? '',
            paymentData: { channel: 'PAYTM_POS', amount: paiseToMinorUnits(amount), currency: 'INR', gatewayId: order.gatewayId ?? order.gatewayOrderId ?? '' },
          },
        },
        CheckPaymentSuccessAnswer,
      ),
      TE.map((a) => ({ success: a.success, ...(a.code === null ? {} : { code: a.code }) })),
    ),
  paymentComplete: (order) =>
    pipe(
      http.send({ path: PATHS.paymentComplete, data: { orderId: order.orderId, cfPaymentId: order.cfPaymentId ?? '', initiationSource: 'APP' } }, PaymentCompleteAnswer),
      TE.map((a) => {
        const failure = failureOf(a.title ?? a.failureMessage, a.subtitle)
        return { result: a.result, ...(failure === undefined ? {} : { failure }), ...(a.code === null ? {} : { code: a.code }) }
      }),
    ),
  fulfilmentStatus: (orderId) =>
    pipe(
      http.send({ path: fulfilmentStatusPath(orderId) }, FulfilmentStatusAnswer),
      TE.map((a) => {
        const failure = failureOf(a.failureMessage, null)
        return {
          result: a.result,
          currentStage: a.currentStage,
          ...(failure === undefined ? {} : { failure }),
          ...(a.code === null ? {} : { code: a.code }),
        }
      }),
    ),
})
