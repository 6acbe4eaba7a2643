import * as E from 'fp-ts/Either'
import type { Membership } from '../../core/membership/membership'
import type { MembershipEditor } from '../../core/membership/membership-editor.port'
import { epochMs } from '../../core/shared/brands'
import { DAY_MS, PT_MEMBERSHIP_EDIT_DAYS_AFTER_END, START_DATE_LOOK_BACK_DAYS } from '../../core/shared/constants'
import { notFound, rejected } from '../../core/shared/errors'
import * as M from '../../core/shared/messages'
import type { InMemoryProfileWorld } from './profile-world'
import { run } from './run'

/** Membership edits over the in-process world; a session-count change with a used idempotence id changes nothing. */
export const createInMemoryMembershipEditor = (w: InMemoryProfileWorld): MembershipEditor => ({
  update: (r) =>
    run(() => {
      const found = w.memberships.get(r.membership.id)
      if (found === undefined) return E.left(notFound(M.MEMBERSHIP_NOT_FOUND))
      const m = found.membership
      const now = w.clock.now()
      if (m.end < now - PT_MEMBERSHIP_EDIT_DAYS_AFTER_END * DAY_MS) return E.left(rejected(M.MEMBERSHIP_EDIT_CLOSED))
      const remarks = r.remarks.trim()
      const e = r.edit
      const ptTrainer = (id: string, centerId: number) => {
        const csid = w.centres.get(centerId)?.centerServiceId ?? -1
        return w.agents.find((a) => a.identityId === id && a.ptAt.includes(csid))
      }
      let next: Membership
      let extra: Partial<typeof found> = {}
      switch (e.kind) {
        case 'END_DATE':
          if (remarks === '') return E.left(rejected(M.END_DATE_AND_REMARKS_REQUIRED))
          if (!(e.endDate > m.start && e.endDate > now)) return E.left(rejected(M.END_DATE_AFTER_START_AND_TODAY))
          next = { ...m, end: e.endDate }
          break
        case 'START_DATE':
          if (remarks === '') return E.left(rejected(M.START_DATE_AND_REMARKS_REQUIRED))
          if (e.startDate < m.start - START_DATE_LOOK_BACK_DAYS * DAY_MS) return E.left(rejected(M.START_DATE_TOO_EARLY))
          if (e.startDate >= m.end) return E.left(rejected(M.START_DATE_AFTER_END))
          next = { ...m, start: epochMs(e.startDate) }
          break
        case 'TRAINER': {
          if (remarks === '') return E.left(rejected(M.TRAINER_AND_REMARKS_REQUIRED))
          const t = ptTrainer(e.trainerId, found.preferredCenterId ?? found.centerId)
          if (t === undefined) return E.left(rejected(M.TRAINER_NOT_PT))
          next = { ...m, metadata: { ...m.metadata, preferredTrainerId: t.identityId } }
          extra = { trainerName: t.name }
          break
        }
        case 'MAX_TICKETS': {
          if (remarks === '') return E.left(rejected(M.MAX_TICKETS_AND_REMARKS_REQUIRED))
          if (w.applied.has(`${m.id}:${e.idempotenceId}`)) return E.right(m)
          if (!Number.isInteger(e.maxTickets) || e.maxTickets < (m.benefits[0]?.ticketsUsed ?? 0)) return E.left(rejected(M.MAX_TICKETS_BELOW_USED))
          w.applied.add(`${m.id}:${e.idempotenceId}`)
          next = { ...m, benefits: m.benefits.map((b, i) => (i === 0 ? { ...b, maxTickets: e.maxTickets } : b)) }
          break
        }
        case 'CENTRE': {
          if (!w.centres.has(e.centerId)) return E.left(rejected(M.CENTRE_NOT_FOUND))
          const t = ptTrainer(e.trainerId, e.centerId)
          if (t === undefined) return E.left(rejected(M.TRAINER_NOT_PT))
          next = { ...m, metadata: { ...m.metadata, preferredTrainerId: t.identityId } }
          extra = { trainerName: t.name, preferredCenterId: e.centerId, centerId: e.centerId }
          break
        }
      }
      w.memberships.set(m.id, { ...found, ...extra, membership: next })
      return E.right(next)
    }),
})
