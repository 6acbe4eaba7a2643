import type { TaskEither } from 'fp-ts/TaskEither'
import type { GatewayError } from '../shared/errors'
import type { Drawer } from './money'
import type { MoneyDeps } from './money-deps'

/** The signed-in staff member's open drawer at the centre, or null when none is open. */
export const loadCashDrawer =
  (d: MoneyDeps) =>
  (q: { readonly centreId: number }): TaskEither<GatewayError, Drawer | null> =>
    d.money.currentDrawer(q.centreId)
