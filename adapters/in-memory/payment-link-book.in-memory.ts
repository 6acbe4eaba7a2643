import * as TE from 'fp-ts/TaskEither'
import type { PaymentLink, PaymentLinkBook } from '../../core/selling/payment-link-book.port'
import { epochMs } from '../../core/shared/brands'
import type { Clock } from '../../core/shared/clock.port'
import { rejected } from '../../core/shared/errors'
import { isTenDigitPhone } from '../../core/shared/phone.rule'

/** Payment links in memory: one link per request id (a repeat answers with it). */
export const createInMemoryPaymentLinkBook = (clock: Clock, seed: readonly (PaymentLink & { readonly phone: string })[] = []): PaymentLinkBook & { readonly sent: string[] } => {
  const links: (PaymentLink & { phone: string })[] = [...seed]
  const sent: string[] = []
  return {
    sent,
    list: (phone) => TE.right(links.filter((l) => l.phone === phone).map(({ phone: _p, ...l }) => l)),
    generate: (n) => {
      const same = links.find((l) => l.requestId === n.requestId)
      if (same !== undefined) return TE.right(same)
      if (!isTenDigitPhone(n.phone) || n.amount <= 0) return TE.left(rejected('The payment link request is not valid'))
      const link = {
        id: `PL-${links.length + 1}`,
        requestId: n.requestId,
        amount: n.amount,
        description: n.description,
        createdBy: n.createdBy,
        status: 'CREATED' as const,
        link: `https://pay.example/link/${links.length + 1}`,
        createdAt: epochMs(clock.now()),
        phone: n.phone,
      }
      links.push(link)
      if (n.sendNotification) sent.push(n.phone)
      const { phone: _p, ...out } = link
      return TE.right(out)
    },
  }
}
