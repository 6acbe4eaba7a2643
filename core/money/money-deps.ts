import type { Clock } from '../shared/clock.port'
import type { MoneyDesk } from './money-desk.port'

/** What the drawer and refund use cases need. */
export type MoneyDeps = { readonly money: MoneyDesk }
export type MoneyClockDeps = MoneyDeps & { readonly clock: Clock }
