import { type Observable, combineLatest, map, scan, startWith } from 'rxjs'
import type { Clock } from '../shared/clock.port'
import { NO_LOCK, PAYMENT_LOCK_ASK_MS, type PaymentLock, afterSignal } from './payment-lock.rule'
import type { Deps } from './payment-signals'

/**
 * What the other tabs say about the centre's payments, as it changes (the payment lock rule);
 * settled once the tabs running a payment have had PAYMENT_LOCK_ASK_MS to answer.
 */
export const watchPaymentLock =
  (d: Pick<Deps, 'paymentSignals'> & { readonly clock: Pick<Clock, 'timer'> }) =>
  (centerServiceId: number): Observable<PaymentLock> =>
    combineLatest([
      d.paymentSignals.watch(centerServiceId).pipe(scan(afterSignal, NO_LOCK), startWith(NO_LOCK)),
      d.clock.timer(PAYMENT_LOCK_ASK_MS).pipe(
        map(() => true),
        startWith(false),
      ),
    ]).pipe(map(([lock, settled]) => ({ ...lock, settled })))
