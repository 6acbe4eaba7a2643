import * as TE from 'fp-ts/TaskEither'
import type { TaskEither } from 'fp-ts/TaskEither'
import { type Observable, scan, startWith } from 'rxjs'
import { NO_LOCK, type PaymentLock, afterSignal } from './payment-lock.rule'
import type { PaymentSignals } from './payment-signals.port'

type Deps = { readonly paymentSignals: PaymentSignals }

/** Tells the portal's other tabs that this tab started or ended running a card-machine payment for the centre. */
export const announcePayment =
  (d: Deps) =>
  (centerServiceId: number, kind: 'started' | 'ended'): TaskEither<never, void> =>
    TE.fromIO(() => d.paymentSignals.announce(centerServiceId, kind))

/** What the other tabs say about the centre's payments, as it changes (the payment lock rule). */
export const watchPaymentLock =
  (d: Deps) =>
  (centerServiceId: number): Observable<PaymentLock> =>
    d.paymentSignals.watch(centerServiceId).pipe(scan(afterSignal, NO_LOCK), startWith(NO_LOCK))
