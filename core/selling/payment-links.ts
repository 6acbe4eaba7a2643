import type { Clock } from '../shared/clock.port'
import type { PaymentLinkBook } from './payment-link-book.port'

export type PaymentLinkDeps = { readonly links: PaymentLinkBook; readonly clock: Clock }
