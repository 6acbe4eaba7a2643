import * as E from 'fp-ts/Either'
import type { LeadBook } from '../../core/lead/lead-book.port'
import { notFound, rejected } from '../../core/shared/errors'
import * as M from '../../core/shared/messages'
import { type InMemoryProfileWorld, centreByServiceId, nextId } from './profile-world'
import { run } from './run'

/** PT leads over the in-process world; only a PT trainer of the centre can own a lead. */
export const createInMemoryLeadBook = (w: InMemoryProfileWorld): LeadBook => ({
  capture: (l) =>
    run(() => {
      if (!w.customers.has(l.userId)) return E.left(notFound(M.NO_USER_DETAIL_FOUND))
      if (centreByServiceId(w, l.centerServiceId) === undefined) return E.left(notFound(M.CENTRE_NOT_FOUND))
      const a = w.agents.find((x) => x.identityId === l.assigneeId && x.ptAt.includes(l.centerServiceId))
      if (a === undefined) return E.left(rejected(M.TRAINER_NOT_PT))
      const leadId = nextId(w)
      w.leads.push({
        leadId,
        userId: l.userId,
        assigneeId: a.identityId,
        assigneeName: l.assigneeName ?? a.name,
        assigneeType: 'TRAINER',
        centerServiceId: l.centerServiceId,
        leadCategory: 'PT_LEAD',
        leadType: l.leadType,
        leadStatus: 'ACTIVE',
        comment: l.comment ?? '',
        createdBy: l.createdBy,
        createdAt: w.clock.now(),
        leadQuality: l.leadType,
      })
      return E.right(leadId)
    }),
  search: (q) =>
    run(() => {
      const any = <T>(list: readonly T[], v: T): boolean => list.length === 0 || list.includes(v)
      const leads = w.leads
        .filter((l) => any(q.userIds, l.userId) && any(q.centerServiceIds, l.centerServiceId) && any(q.leadCategories, l.leadCategory) && any(q.leadStatuses, l.leadStatus))
        .sort((a, b) => b.leadId - a.leadId)
      return E.right({ leads, isLMSPilotCenter: q.centerServiceIds.some((id) => w.lmsPilotCentres.includes(id)) })
    }),
})
