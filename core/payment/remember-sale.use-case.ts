import * as TE from 'fp-ts/TaskEither'
import type { TaskEither } from 'fp-ts/TaskEither'
import { saleKey } from './sale-in-progress.keys'
import type { RememberedSale, Deps } from './sale-in-progress'

/** Keeps the sale a card-machine payment is for, per centre, so that a reload or another tab can resume it. */
export const rememberSale =
  (d: Deps) =>
  (centerServiceId: number, sale: RememberedSale): TaskEither<never, void> =>
    TE.fromIO(() => d.storage.set(saleKey(centerServiceId), JSON.stringify(sale)))
