import { MY_LEADS_SORTS, leadShown, myLeadsDirections, myLeadsKey } from '../../core/lead/lead-paging.rule'
import { type PageKey, checkPageRequest, compareKeys, decodeCursor, encodeCursor, pagingScope } from '../../core/shared/paging.rule'
import { inMemoryCursorSigner } from './report-pager.in-memory'
import * as E from 'fp-ts/Either'
import type { Lead } from '../../core/lead/lead'
import type { LeadBook } from '../../core/lead/lead-book.port'
import type { LeadInteraction } from '../../core/lead/lead-desk'
import { leadUpdateRefusal } from '../../core/lead/lead-update-check.rule'
import { notFound, rejected } from '../../core/shared/errors'
import * as M from '../../core/shared/messages'
import { type InMemoryProfileWorld, centreByServiceId, nextId } from './profile-world'
import { run } from './run'

/** Comment tags keyed by product, as the sandbox answers them. */
export const IN_MEMORY_COMMENT_TAGS: Readonly<Record<string, readonly string[]>> = {
  CULTPASS: ['Price', 'Location', 'Timing', 'Relocation', 'Health', 'Competition'],
  PT: ['Strength', 'Weight loss', 'Injury rehab', 'Price'],
  PLAY: ['Swimming', 'Badminton', 'Coaching batch', 'Price'],
}

const nameOf = (w: InMemoryProfileWorld, userId: string): string | undefined => {
  const c = w.customers.get(userId)
  return c === undefined ? undefined : `${c.firstName} ${c.lastName}`.trim()
}

const withName = (w: InMemoryProfileWorld, l: Lead): Lead => {
  const name = nameOf(w, l.userId)
  return name === undefined ? l : { ...l, customerName: name }
}

const replaceLead = (w: InMemoryProfileWorld, next: Lead): void => {
  const i = w.leads.findIndex((l) => l.leadId === next.leadId)
  if (i >= 0) w.leads[i] = next
}

const remember = (w: InMemoryProfileWorld, leadId: number, i: Omit<LeadInteraction, 'at' | 'byName'>): void => {
  const list = w.leadInteractions.get(leadId) ?? []
  list.push({ at: w.clock.now(), byName: w.staff.name, ...i })
  w.leadInteractions.set(leadId, list)
}

const openLead = (w: InMemoryProfileWorld, userId: string, csid: number, category?: string): Lead | undefined =>
  w.leads
    .filter((l) => l.userId === userId && l.centerServiceId === csid && l.leadStatus === 'ACTIVE' && (category === undefined || l.leadCategory === category))
    .sort((a, b) => b.leadId - a.leadId)[0]

const isPtTrainer = (w: InMemoryProfileWorld, id: string, csid: number) => w.agents.find((a) => a.identityId === id && a.ptAt.includes(csid))

/** Leads over the in-process world; only a PT trainer of the centre can own a PT lead. */
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
        taskInstanceId: `ti-${leadId}`,
      })
      remember(w, leadId, { kind: 'CAPTURED', comment: l.comment ?? '', leadQuality: l.leadType })
      return E.right(leadId)
    }),
  search: (q) =>
    run(() => {
      const any = <T>(list: readonly T[], v: T): boolean => list.length === 0 || list.includes(v)
      const leads = w.leads
        .filter((l) => any(q.userIds, l.userId) && any(q.centerServiceIds, l.centerServiceId) && any(q.leadCategories, l.leadCategory) && any(q.leadStatuses, l.leadStatus))
        .sort((a, b) => b.leadId - a.leadId)
        .map((l) => withName(w, l))
      return E.right({ leads, isLMSPilotCenter: q.centerServiceIds.some((id) => w.lmsPilotCentres.includes(id)) })
    }),
  page: (q) =>
    run(() => {
      const ask = checkPageRequest(q, MY_LEADS_SORTS)
      if (E.isLeft(ask)) return E.left(rejected(ask.left))
      const a = ask.right
      const scope = pagingScope('my-leads', [q.centerServiceId, q.quality ?? '', q.followUp ?? '', q.mine === true ? w.staff.id : '', a.direction, a.search.toLowerCase()])
      let after: PageKey | undefined
      if (a.cursor !== undefined) {
        const k = decodeCursor(a.cursor, scope, inMemoryCursorSigner)
        if (E.isLeft(k)) return E.left(rejected(k.left))
        after = k.right
      }
      const dirs = myLeadsDirections(a.direction)
      const atCentre = w.leads.filter((l) => l.centerServiceId === q.centerServiceId).map((l) => withName(w, l))
      const found = atCentre.filter((l) => leadShown(l, { ...q, search: a.search }, w.clock.now(), w.staff.id)).sort((x, y) => compareKeys(myLeadsKey(x), myLeadsKey(y), dirs))
      const rest = after === undefined ? found : found.filter((l) => compareKeys(myLeadsKey(l), after, dirs) > 0)
      const shown = rest.slice(0, a.pageSize)
      const last = shown[shown.length - 1]
      return E.right({
        leads: shown,
        total: found.length,
        all: atCentre.length,
        next: rest.length > a.pageSize && last !== undefined ? encodeCursor(scope, myLeadsKey(last), inMemoryCursorSigner) : undefined,
        pageSize: a.pageSize,
      })
    }),
  history: (userId, csid) =>
    run(() => {
      if (centreByServiceId(w, csid) === undefined) return E.left(notFound(M.CENTRE_NOT_FOUND))
      const lead = openLead(w, userId, csid)
      if (lead === undefined) return E.left(notFound(M.NO_OPEN_LEAD))
      // Newest first; of two at the same instant, the later recorded first.
      const interactions = [...(w.leadInteractions.get(lead.leadId) ?? [])].reverse().sort((a, b) => b.at - a.at)
      return E.right({ lead: withName(w, lead), interactions })
    }),
  updateConfig: (csid) =>
    run(() => {
      const c = centreByServiceId(w, csid)
      if (c === undefined) return E.left(notFound(M.CENTRE_NOT_FOUND))
      return E.right({ product: c.type === 'PLAY' ? 'PLAY' : 'CULTPASS', commentTags: IN_MEMORY_COMMENT_TAGS, leadQualities: ['HOT', 'WARM', 'COLD'] })
    }),
  update: (u) =>
    run(() => {
      const lead = w.leads.find((l) => l.taskInstanceId === u.taskInstanceId && l.leadStatus === 'ACTIVE')
      if (lead === undefined) return E.left(notFound(M.NO_LEAD_TO_UPDATE))
      const refusal = leadUpdateRefusal(u, lead.userId, w.clock.now())
      if (refusal !== undefined) return E.left(rejected(refusal))
      const { nextFollowUpTime: _old, ...rest } = lead
      replaceLead(w, {
        ...rest,
        leadType: u.leadQuality,
        leadQuality: u.leadQuality,
        commentTag: u.commentTag,
        comment: u.comment,
        ...(u.skipFollowUp || u.nextFollowUpTime === undefined ? {} : { nextFollowUpTime: u.nextFollowUpTime }),
      })
      remember(w, lead.leadId, {
        kind: 'UPDATED',
        comment: u.comment,
        leadQuality: u.leadQuality,
        commentTag: u.commentTag,
        ...(u.nextFollowUpTime === undefined || u.skipFollowUp ? {} : { nextFollowUpTime: u.nextFollowUpTime }),
      })
      return E.right(undefined)
    }),
  ptModalConfig: (userId, csid) =>
    run(() => {
      if (!w.customers.has(userId)) return E.left(notFound(M.NO_USER_DETAIL_FOUND))
      if (centreByServiceId(w, csid) === undefined) return E.left(notFound(M.CENTRE_NOT_FOUND))
      const lead = openLead(w, userId, csid, 'PT_LEAD')
      return E.right({
        assessmentPilot: w.assessmentPilotCentres.includes(csid),
        trainers: w.agents.filter((a) => a.ptAt.includes(csid)).map((a) => ({ identityId: a.identityId, name: a.name })),
        commentTags: IN_MEMORY_COMMENT_TAGS.PT ?? [],
        ...(lead === undefined ? {} : { lead: withName(w, lead) }),
      })
    }),
  submitPt: (s) =>
    run(() => {
      if (!w.customers.has(s.userId)) return E.left(notFound(M.NO_USER_DETAIL_FOUND))
      if (centreByServiceId(w, s.centerServiceId) === undefined) return E.left(notFound(M.CENTRE_NOT_FOUND))
      const owner = s.activityOwner === undefined ? undefined : isPtTrainer(w, s.activityOwner, s.centerServiceId)
      if (s.activityOwner !== undefined && owner === undefined) return E.left(rejected(M.NOT_A_PT_LEAD_OWNER))
      const status = s.leadQuality === 'NOT_INTERESTED' ? 'CLOSED' : 'ACTIVE'
      const followUp = s.skipFollowUp || s.nextFollowUpTime === undefined ? {} : { nextFollowUpTime: s.nextFollowUpTime }
      const interaction = { kind: 'PT_PITCH', comment: s.comment, leadQuality: s.leadQuality, ...(s.commentTag === undefined ? {} : { commentTag: s.commentTag }), ...followUp }
      if (s.updateLeadFlag) {
        const lead = openLead(w, s.userId, s.centerServiceId, 'PT_LEAD')
        if (lead === undefined) return E.left(notFound(M.NO_OPEN_LEAD))
        const { nextFollowUpTime: _old, ...rest } = lead
        replaceLead(w, {
          ...rest,
          ...(owner === undefined ? {} : { assigneeId: owner.identityId, assigneeName: owner.name }),
          leadType: s.leadQuality,
          leadQuality: s.leadQuality,
          leadStatus: status,
          comment: s.comment,
          ...(s.commentTag === undefined ? {} : { commentTag: s.commentTag }),
          ...followUp,
        })
        remember(w, lead.leadId, interaction)
        return E.right(lead.leadId)
      }
      if (owner === undefined && s.leadQuality !== 'NOT_INTERESTED') return E.left(rejected(M.LEAD_OWNER_REQUIRED))
      const leadId = nextId(w)
      w.leads.push({
        leadId,
        userId: s.userId,
        assigneeId: owner?.identityId ?? '',
        assigneeName: owner?.name ?? '',
        assigneeType: 'TRAINER',
        centerServiceId: s.centerServiceId,
        leadCategory: 'PT_LEAD',
        leadType: s.leadQuality,
        leadStatus: status,
        comment: s.comment,
        createdBy: w.staff.id,
        createdAt: w.clock.now(),
        leadQuality: s.leadQuality,
        taskInstanceId: `ti-${leadId}`,
        ...(s.commentTag === undefined ? {} : { commentTag: s.commentTag }),
        ...followUp,
      })
      remember(w, leadId, interaction)
      return E.right(leadId)
    }),
  transfer: (t) =>
    run(() => {
      if (centreByServiceId(w, t.centerServiceId) === undefined) return E.left(notFound(M.CENTRE_NOT_FOUND))
      const to = w.agents.find((a) => a.identityId === t.toAssigneeId && a.worksAt.includes(t.centerServiceId))
      if (to === undefined) return E.left(rejected(M.TRANSFER_OWNER_NOT_AT_CENTRE))
      const moving = w.leads.filter(
        (l) =>
          l.centerServiceId === t.centerServiceId &&
          l.leadStatus === 'ACTIVE' &&
          l.assigneeId === t.fromAssigneeId &&
          (t.leadIds.length === 0 || t.leadIds.includes(l.leadId)),
      )
      const unknown = [...new Set(t.leadIds)].filter((id) => !moving.some((l) => l.leadId === id))
      if (unknown.length > 0) return E.left(notFound(M.transferLeadsUnknown(unknown)))
      if (moving.length === 0) return E.left(rejected(M.TRANSFER_NOTHING))
      if (moving.some((l) => l.leadCategory === 'PT_LEAD') && !to.ptAt.includes(t.centerServiceId)) return E.left(rejected(M.NOT_A_PT_LEAD_OWNER))
      const leadIds = moving.map((l) => l.leadId).sort((a, b) => a - b)
      if (!t.dryRun) {
        for (const l of moving) {
          replaceLead(w, { ...l, assigneeId: to.identityId, assigneeName: to.name })
          remember(w, l.leadId, { kind: 'TRANSFERRED', comment: `${l.assigneeName} → ${to.name}` })
        }
      }
      return E.right({ leadIds, dryRun: t.dryRun, toAssigneeName: to.name })
    }),
})
