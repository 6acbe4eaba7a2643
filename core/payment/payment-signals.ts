import type { Clock } from '../shared/clock.port'
import type { PaymentSignals } from './payment-signals.port'

export type Deps = { readonly paymentSignals: PaymentSignals; readonly clock: Clock }
