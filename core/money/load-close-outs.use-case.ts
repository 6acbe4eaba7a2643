import type { TaskEither } from 'fp-ts/TaskEither'
import type { GatewayError } from '../shared/errors'
import type { CloseOutQuery, Drawer } from './money'
import type { MoneyDeps } from './money-deps'

/** The centre's close-outs (closed and signed-off drawers) opened in the range, newest first. */
export const loadCloseOuts =
  (d: MoneyDeps) =>
  (q: CloseOutQuery): TaskEither<GatewayError, readonly Drawer[]> =>
    d.money.closeOuts(q)
