import * as TE from 'fp-ts/TaskEither'
import type { TaskEither } from 'fp-ts/TaskEither'
import type { Deps } from './payment-signals'

/** Tells the portal's other tabs that this tab started or ended running a card-machine payment for the centre. */
export const announcePayment =
  (d: Pick<Deps, 'paymentSignals'>) =>
  (centerServiceId: number, kind: 'started' | 'ended'): TaskEither<never, void> =>
    TE.fromIO(() => d.paymentSignals.announce(centerServiceId, kind))
