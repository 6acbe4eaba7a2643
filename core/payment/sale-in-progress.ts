import type { EpochMs } from '../shared/brands'
import type { Clock } from '../shared/clock.port'
import type { KeyValueStore } from '../shared/key-value-store.port'

/** What the Sell Pack screen needs to resume a card-machine sale after a reload or in another tab. */
export type RememberedSale = {
  readonly userId: string
  readonly customerName?: string
  readonly packId: string
  readonly packTitle?: string
  readonly terminalId?: string
  readonly startDate?: EpochMs
}

export type Deps = { readonly storage: KeyValueStore; readonly clock: Clock }
