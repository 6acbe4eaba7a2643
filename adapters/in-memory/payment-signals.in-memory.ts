import { Subject, filter, map } from 'rxjs'
import type { PaymentSignal, PaymentSignals } from '../../core/payment/payment-signals.port'

type Said = { readonly centerServiceId: number; readonly signal: PaymentSignal; readonly from: string }

/** Tabs in one process: every tab made over the same bus hears the others (tests, scripts). */
export const createPaymentSignalBus = (): Subject<Said> => new Subject<Said>()

export const createInMemoryPaymentSignals = (tab: string, bus: Subject<Said> = createPaymentSignalBus()): PaymentSignals => ({
  announce: (centerServiceId, kind) => bus.next({ centerServiceId, signal: { kind, tab }, from: tab }),
  watch: (centerServiceId) =>
    bus.pipe(
      filter((s) => s.centerServiceId === centerServiceId && s.from !== tab),
      map((s) => s.signal),
    ),
})
