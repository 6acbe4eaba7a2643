import * as E from 'fp-ts/Either'
import type { CentreDashboard } from '../../core/dashboard/centre-dashboard.port'
import { checkDashboardQuery } from '../../core/dashboard/dashboard-query.rule'
import { type DashboardRecords, summariseDashboard } from '../../core/dashboard/summarise-dashboard.rule'
import type { EpochMs } from '../../core/shared/brands'
import { notFound, rejected } from '../../core/shared/errors'
import { CENTRE_NOT_FOUND } from '../../core/shared/messages'
import { run } from './run'

type Mutable<T> = { -readonly [K in keyof T]: T[K] extends readonly (infer U)[] ? U[] : T[K] }

/** A centre's records as the in-memory dashboard keeps them (tests add to them). */
export type InMemoryDashboardCentre = Mutable<DashboardRecords>

export type InMemoryCentreDashboard = CentreDashboard & {
  readonly centres: Map<number, InMemoryDashboardCentre>
  /** Records a completed sale at a centre (what a paid order does on a real backend). */
  recordSale(centreId: number, at: EpochMs, amount: number): void
  recordVisit(centreId: number, at: EpochMs): void
}

export const emptyDashboardCentre = (visitKind: DashboardRecords['visitKind'] = 'CHECK_INS'): InMemoryDashboardCentre => ({
  visitKind,
  visits: [],
  sales: [],
  ptSessions: [],
  leads: [],
  membershipEnds: [],
})

/** The dashboard over in-process records, computed by the core's reference rule (summariseDashboard). */
export const createInMemoryCentreDashboard = (centres: Map<number, InMemoryDashboardCentre> = new Map()): InMemoryCentreDashboard => ({
  centres,
  recordSale: (centreId, at, amount) => centres.get(centreId)?.sales.push({ at, amount }),
  recordVisit: (centreId, at) => centres.get(centreId)?.visits.push({ at }),
  summary: (q) =>
    run(() => {
      const records = centres.get(q.centreId)
      if (records === undefined) return E.left(notFound(CENTRE_NOT_FOUND))
      const checked = checkDashboardQuery(q)
      if (E.isLeft(checked)) return E.left(rejected(checked.left))
      return E.right(summariseDashboard(records, q))
    }),
})
