import type { TaskEither } from 'fp-ts/TaskEither'
import { type EpochMs, epochMs } from '../shared/brands'
import { startOfCentreDayOf } from '../shared/centre-day'
import { DAY_MS } from '../shared/constants'
import type { GatewayError } from '../shared/errors'
import type { Drawer } from './money'
import type { MoneyClockDeps } from './money-deps'

/** Days a close-out report covers unless asked otherwise: the last 31 centre days, today included. */
const CLOSE_OUT_DAYS = 31

/** The centre's close-outs (closed and signed-off drawers) opened in the range, newest first; by default the last 31 days. */
export const loadCloseOuts =
  (d: MoneyClockDeps) =>
  (q: { readonly centreId: number; readonly from?: EpochMs; readonly to?: EpochMs }): TaskEither<GatewayError, readonly Drawer[]> => {
    const to = q.to ?? epochMs(startOfCentreDayOf(d.clock.now()) + DAY_MS)
    const from = q.from ?? epochMs(to - CLOSE_OUT_DAYS * DAY_MS)
    return d.money.closeOuts({ centreId: q.centreId, from, to })
  }
