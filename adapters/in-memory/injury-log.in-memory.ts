import * as E from 'fp-ts/Either'
import { checkFiledInjury } from '../../core/injury/injury-filing.rule'
import { type InjuryLog, type ReportedInjury, reportedInjuryOf } from '../../core/injury/injury-log.port'
import type { FiledInjuryReport } from '../../core/injury/injury-log.port'
import { notFound, rejected } from '../../core/shared/errors'
import * as M from '../../core/shared/messages'
import type { InMemoryProfileWorld } from './profile-world'
import { run } from './run'

type Stored = FiledInjuryReport & { readonly id: string; readonly filedAt: number; readonly seq: number }

/** Injury reports over the in-process world: known customer and centre, the form rule, a ticket id; read back newest first. */
export const createInMemoryInjuryLog = (w: InMemoryProfileWorld): InjuryLog & { readonly reports: readonly Stored[] } => {
  const reports: Stored[] = []
  return {
    reports,
    report: (r) =>
      run(() => {
        if (!w.customers.has(r.userId)) return E.left(notFound(M.NO_USER_DETAIL_FOUND))
        const centre = w.centres.get(r.centerId)
        if (centre === undefined) return E.left(notFound(M.CENTRE_NOT_FOUND))
        const checked = checkFiledInjury(r, { id: centre.id, centerServiceId: centre.centerServiceId, name: '', locality: '' })
        if (E.isLeft(checked)) return E.left(rejected(Object.values(checked.left.errors)[0] ?? M.FIELD_REQUIRED))
        const id = `INJ-${1000 + reports.length + 1}`
        reports.push({ ...r, id, filedAt: w.clock.now(), seq: reports.length })
        return E.right({ id })
      }),
    list: (q) =>
      run(() => {
        if (!w.customers.has(q.userId)) return E.left(notFound(M.NO_USER_DETAIL_FOUND))
        if (!w.centres.has(q.centerId)) return E.left(notFound(M.CENTRE_NOT_FOUND))
        const mine: readonly ReportedInjury[] = reports
          .filter((r) => r.userId === q.userId && r.centerId === q.centerId)
          .sort((a, b) => b.filedAt - a.filedAt || b.seq - a.seq)
          .map((r) => reportedInjuryOf(r, r.id, r.filedAt))
        return E.right(mine)
      }),
  }
}
