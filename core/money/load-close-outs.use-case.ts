import * as TE from 'fp-ts/TaskEither'
import { pipe } from 'fp-ts/function'
import { addDays, centreDayOf, type CentreDay } from '../shared/centre-day'
import { type GatewayError, rejected } from '../shared/errors'
import { CLOSE_OUT_DEFAULT_DAYS, type CloseOutDays, closeOutDaysProblem, closeOutInstants } from './close-out-table.rule'
import type { CloseOutReport } from './money'
import type { MoneyClockDeps } from './money-deps'

/**
 * The centre's close-outs (closed and signed-off drawers) opened on the days asked, newest first,
 * of one staff member when named, with the days they cover; by default the last 31 days. Days that
 * cannot make a report (the first after the last, more than 93) are refused before any call.
 */
export const loadCloseOuts =
  (d: MoneyClockDeps) =>
  (q: { readonly centreId: number; readonly from?: CentreDay; readonly to?: CentreDay; readonly staffId?: string }): TE.TaskEither<GatewayError, CloseOutReport & { readonly days: CloseOutDays }> => {
    const to = q.to ?? centreDayOf(d.clock.now())
    const days = { from: q.from ?? addDays(to, 1 - CLOSE_OUT_DEFAULT_DAYS), to }
    const problem = closeOutDaysProblem(days)
    if (problem !== undefined) return TE.left(rejected(problem))
    const staffId = q.staffId?.trim() ?? ''
    return pipe(
      d.money.closeOuts({ centreId: q.centreId, ...closeOutInstants(days), ...(staffId === '' ? {} : { staffId }) }),
      TE.map((r) => ({ ...r, days })),
    )
  }
