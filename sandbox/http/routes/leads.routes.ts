import { type Hono } from 'hono'
import { FEATURE_LISTS } from '../../../adapters/http/contract/access.codecs'
import {
  type LeadCaptureWire,
  type LeadDeskLeadWire,
  LeadHistoryBody,
  type LeadHistoryWire,
  type LeadInteractionWire,
  LeadSearchBody,
  type LeadSearchWire,
  type LeadWire,
  PtLeadModalConfigQuery,
  type PtLeadModalConfigWire,
  ScheduledWalkInsQuery,
  type ScheduledWalkInsWire,
  SubmitLeadBody,
  TransferLeadsBody,
  type TransferLeadsWire,
  UpdateLeadConfigQuery,
  type UpdateLeadConfigWire,
} from '../../../adapters/http/contract/lead.codecs'
import { WALK_IN_DAYS } from '../../../core/lead/walk-in.rule'
import { followUpTimeAllowed, leadUpdateRefusal } from '../../../core/lead/lead-update-check.rule'
import { epochMs } from '../../../core/shared/brands'
import { addDays, centreDayOf, startOfCentreDay } from '../../../core/shared/centre-day'
import { COMMENT_TAGS } from './access.routes'
import { PATHS } from '../../../adapters/http/contract/paths'
import * as M from '../../../core/shared/messages'
import { agentById, agentsAt, centreById, centreByServiceId, customerById, fail, featureList, isPtTrainerAt } from '../../store/profile-store'
import type { ApiEnv } from '../api-env'
import { centreScopes } from '../centre-scope'
import { type RouteDeps, routeTable } from '../route'
import { applyOffline, onlineDeskAction } from '../offline-actions'
import { LeadCaptureCall, LeadUpdateCall } from '../../../adapters/http/contract/offline.codecs'
import { LEAD_DESK_PATHS } from '../../../adapters/http/contract/lead-desk-paths'
import { fieldOf } from '../../audit/audit-log'
import { leadOfTask, leadSnapshot } from '../../audit/audit-subjects'

/** A lead as stored: the wire lead (without its id) plus the next follow-up. */
type StoredLead = LeadWire & { readonly nextFollowUpTime?: number | null }

/** Assessment pilot gyms ('BOOK ASSESSMENT' instead of 'BOOK PT TRIAL'): the spec does not list them; the sandbox names two. */
export const ASSESSMENT_PILOT_CENTRES: readonly number[] = [1006, 1007]

export const leadsRoutes = ({ db, now }: RouteDeps): Hono<ApiEnv> => {
  const api = routeTable(db)
  const serviceIdOf = db.prepare('SELECT center_service_id FROM centres WHERE id = ?').pluck()
  const ownServiceIds = (centres: readonly number[]): number[] => centres.map((id) => serviceIdOf.get(id)).filter((x): x is number => typeof x === 'number')
  const S = centreScopes(db)
  const staffName = (id: string): string => {
    const row = db.prepare('SELECT data FROM staff WHERE id = ?').pluck().get(id) as string | undefined
    return row === undefined ? id : ((JSON.parse(row) as { name?: string }).name ?? id)
  }

  api.post(PATHS.leadCapture, { audit: { action: 'CAPTURE_LEAD', subject: 'LEAD', id: (_i, a) => fieldOf(a, 'leadId'), member: (i) => i.body.userId, track: (_i, a) => (a === undefined ? undefined : leadSnapshot(db, fieldOf(a, 'leadId'))) }, permission: ['CM_LEADS', 'EDIT'], body: LeadCaptureCall, centre: 'centerId (body), a centre service id', scope: (i) => S.at([S.ofServiceId(i.body.centerId)]) }, async (c, i) => {
    const x = i.body
    const offline = x.offlineAction
    // As of `at`: now, or when it was recorded at a desk without a network (sent later, once per key).
    const capture = (at: number): Response => {
      if (customerById(db, x.userId) === undefined) return fail(c, 404, M.NO_USER_DETAIL_FOUND)
      if (centreByServiceId(db, x.centerId) === undefined) return fail(c, 404, M.CENTRE_NOT_FOUND)
      const assignee = agentById(db, x.assigneeId)
      // Only PT trainers can be picked as lead owner (part 3 §5).
      if (assignee === undefined || !isPtTrainerAt(assignee, x.centerId)) return fail(c, 400, M.TRAINER_NOT_PT)
      const data: Omit<LeadWire, 'leadId'> = {
        userId: x.userId,
        assigneeId: assignee.identityId,
        assigneeName: x.assigneeName ?? assignee.name,
        assigneeType: x.assigneeType,
        centerId: x.centerId,
        leadCategory: x.leadCategory,
        leadType: x.leadType,
        leadStatus: x.leadStatus,
        comment: x.comment ?? '',
        createdBy: x.createdBy,
        createdAt: at,
        taskInstanceId: null,
        leadQuality: x.leadType,
        commentTag: null,
        taskAssignee: { fullName: assignee.name },
      }
      const leadId = Number(
        db
          .prepare('INSERT INTO leads (user_id, center_service_id, category, status, data) VALUES (?, ?, ?, ?, ?)')
          .run(x.userId, x.centerId, x.leadCategory, x.leadStatus, JSON.stringify(data)).lastInsertRowid,
      )
      // Every open lead carries its follow-up task instance (the Record Lead modal updates through it).
      db.prepare('UPDATE leads SET data = ? WHERE id = ?').run(JSON.stringify({ ...data, taskInstanceId: `ti-${leadId}` }), leadId)
      db.prepare('INSERT INTO lead_interactions (lead_id, created_at, data) VALUES (?, ?, ?)').run(leadId, at, JSON.stringify({ kind: 'CAPTURED', byName: staffName(i.staff.id), comment: data.comment, leadQuality: x.leadType, ...(offline === undefined ? {} : { offline: true }) }))
      const body: LeadCaptureWire = { message: M.LEAD_CAPTURED, leadId }
      return c.json(body, 201)
    }
    if (offline === undefined) return capture(now())
    const centreId = centreByServiceId(db, x.centerId)?.wire.id
    if (centreId === undefined) return fail(c, 404, M.CENTRE_NOT_FOUND)
    return applyOffline(db, now, c, i.staff, offline, x, { kind: 'RECORD_LEAD', centreId, customerId: x.userId }, capture)
  })

  api.post(PATHS.leadSearch, { audit: 'reads', permission: ['CM_LEADS', 'VIEW'], body: LeadSearchBody, centre: 'centerIds (body), centre service ids; none named: the staff member’s centres', scope: (i) => S.at(i.body.centerIds.map(S.ofServiceId)) }, async (c, i) => {
    const x = i.body
    // No centre named: the staff member's own centres (by centre service id), never every centre.
    const centres = x.centerIds.length > 0 ? x.centerIds : ownServiceIds(i.staff.centres)
    const rows = db
      .prepare(
        `SELECT l.id, l.data, c.first_name, c.last_name FROM leads l LEFT JOIN customers c ON c.id = l.user_id
         WHERE (json_array_length(@users) = 0 OR l.user_id IN (SELECT value FROM json_each(@users)))
           AND l.center_service_id IN (SELECT value FROM json_each(@centres))
           AND (json_array_length(@categories) = 0 OR l.category IN (SELECT value FROM json_each(@categories)))
           AND (json_array_length(@statuses) = 0 OR l.status IN (SELECT value FROM json_each(@statuses)))
         ORDER BY l.id DESC`,
      )
      .all({
        users: JSON.stringify(x.userIds),
        centres: JSON.stringify(centres),
        categories: JSON.stringify(x.leadCategories),
        statuses: JSON.stringify(x.leadStatuses),
      }) as { id: number; data: string; first_name: string | null; last_name: string | null }[]
    const pilot = featureList(db, FEATURE_LISTS.lmsPilot) ?? []
    const body: LeadSearchWire = {
      leads: rows.map((r) => ({
        leadId: r.id,
        ...(JSON.parse(r.data) as Omit<LeadWire, 'leadId'>),
        ...(r.first_name === null ? {} : { customerName: `${r.first_name} ${r.last_name ?? ''}`.trim() }),
      })),
      isLMSPilotCenter: x.centerIds.some((id) => pilot.includes(id)),
    }
    return c.json(body)
  })

  // ---- leads desk ----
  const openLeadOf = (userId: string, csid: number, category?: string): StoredLead | undefined => {
    const r = db
      .prepare(`SELECT id, data FROM leads WHERE user_id = ? AND center_service_id = ? AND status = 'ACTIVE' AND (? IS NULL OR category = ?) ORDER BY id DESC LIMIT 1`)
      .get(userId, csid, category ?? null, category ?? null) as { id: number; data: string } | undefined
    return r === undefined ? undefined : { leadId: r.id, ...(JSON.parse(r.data) as Omit<StoredLead, 'leadId'>) }
  }
  const csidOfTask = db.prepare("SELECT center_service_id FROM leads WHERE json_extract(data, '$.taskInstanceId') = ? ORDER BY id DESC LIMIT 1").pluck()
  const saveLead = (l: StoredLead): void => {
    const { leadId, ...data } = l
    db.prepare('UPDATE leads SET status = ?, data = ? WHERE id = ?').run(l.leadStatus, JSON.stringify(data), leadId)
  }
  const remember = (leadId: number, staffId: string, i: Omit<LeadInteractionWire, 'at' | 'byName'> & { readonly offline?: true }, at: number = now()): void => {
    db.prepare('INSERT INTO lead_interactions (lead_id, created_at, data) VALUES (?, ?, ?)').run(leadId, at, JSON.stringify({ ...i, byName: staffName(staffId) }))
  }
  const withName = (l: StoredLead): LeadDeskLeadWire => {
    const u = customerById(db, l.userId)
    return { ...l, ...(u === undefined ? {} : { customerName: `${u.first_name} ${u.last_name}`.trim() }) }
  }
  const ptTrainer = (id: string | null | undefined, csid: number) => {
    if (typeof id !== 'string' || id === '') return undefined
    const a = agentById(db, id)
    return a !== undefined && isPtTrainerAt(a, csid) ? a : undefined
  }
  const followUpOf = (skip: boolean, t: number | null | undefined): number | null => (skip || typeof t !== 'number' ? null : t)

  api.post(LEAD_DESK_PATHS.leadHistory, { audit: 'reads', permission: ['CM_LEADS', 'VIEW'], body: LeadHistoryBody, centre: 'centerServiceId (body)', scope: (i) => S.at([S.ofServiceId(i.body.centerServiceId)]) }, (c, i) => {
    const lead = openLeadOf(i.body.userId, i.body.centerServiceId)
    if (lead === undefined) return fail(c, 404, M.NO_OPEN_LEAD)
    const interactions = (db.prepare('SELECT created_at, data FROM lead_interactions WHERE lead_id = ? ORDER BY created_at DESC, id DESC').all(lead.leadId) as { created_at: number; data: string }[]).map(
      (r): LeadInteractionWire => ({ at: r.created_at, ...(JSON.parse(r.data) as Omit<LeadInteractionWire, 'at'>) }),
    )
    const body: LeadHistoryWire = { lead: withName(lead), interactions }
    return c.json(body)
  })

  api.get(LEAD_DESK_PATHS.updateLeadConfig, { permission: ['CM_LEADS', 'VIEW'], query: UpdateLeadConfigQuery, centre: 'centerServiceId (query)', scope: (i) => S.at([S.ofServiceId(i.query.centerServiceId)]) }, (c, i) => {
    const centre = centreByServiceId(db, i.query.centerServiceId)
    if (centre === undefined) return fail(c, 404, M.CENTRE_NOT_FOUND)
    const body: UpdateLeadConfigWire = { product: centre.wire.type === 'PLAY' ? 'PLAY' : 'CULTPASS', commentTags: COMMENT_TAGS, leadQualities: ['HOT', 'WARM', 'COLD'] }
    return c.json(body)
  })

  /** The lead of a task instance: its open one, else its latest (closed) one. */
  const leadOfTaskAnyStatus = db.prepare("SELECT id, status, data FROM leads WHERE json_extract(data, '$.taskInstanceId') = ? ORDER BY (status = 'ACTIVE') DESC, id DESC LIMIT 1")
  /** When the lead's latest interaction was recorded (a closed lead: when it was closed); undefined when it has none. */
  const lastInteractionAt = db.prepare('SELECT MAX(created_at) FROM lead_interactions WHERE lead_id = ?').pluck()
  api.post(LEAD_DESK_PATHS.updateLead, { audit: { action: 'UPDATE_LEAD', subject: 'LEAD', id: (i) => leadOfTask(db, i.body.taskInstanceId), member: (i) => i.body.userId, track: (i) => leadSnapshot(db, leadOfTask(db, i.body.taskInstanceId)) }, permission: ['CM_LEADS', 'EDIT'], body: LeadUpdateCall, centre: 'the lead of taskInstanceId (body), looked up', scope: (i) => S.at([S.ofServiceId(csidOfTask.get(i.body.taskInstanceId))]) }, (c, i) => {
    const { offlineAction: offline, ...x } = i.body
    /**
     * The update as of `at`: now, or when it was recorded at a desk without a network
     * (docs/decisions/offline.md). A lead closed by then is refused; one closed later, or updated
     * later, keeps its later state and the update joins its history at its own time.
     */
    const updateAt = (at: number, isOffline: boolean): Response => {
      const r = leadOfTaskAnyStatus.get(x.taskInstanceId) as { id: number; status: string; data: string } | undefined
      if (r === undefined) return fail(c, 404, M.NO_LEAD_TO_UPDATE)
      const last = lastInteractionAt.get(r.id) as number | null | undefined
      const later = isOffline && typeof last === 'number' && last > at
      if (r.status !== 'ACTIVE' && (!isOffline || !later)) return fail(c, 404, M.NO_LEAD_TO_UPDATE)
      const lead: StoredLead = { leadId: r.id, ...(JSON.parse(r.data) as Omit<StoredLead, 'leadId'>) }
      const next = followUpOf(x.skipFollowUp, x.nextFollowUpTime)
      const refusal = leadUpdateRefusal(
        { taskInstanceId: x.taskInstanceId, userId: x.userId, commentTag: x.commentTag, comment: x.comment, leadQuality: x.leadQuality, skipFollowUp: x.skipFollowUp, ...(next === null ? {} : { nextFollowUpTime: epochMs(next) }) },
        lead.userId,
        epochMs(at),
      )
      if (refusal !== undefined) return fail(c, 400, refusal)
      db.transaction(() => {
        if (!later) saveLead({ ...lead, leadType: x.leadQuality, leadQuality: x.leadQuality, commentTag: x.commentTag.trim(), comment: x.comment.trim(), nextFollowUpTime: next })
        remember(lead.leadId, i.staff.id, { kind: 'UPDATED', comment: x.comment.trim(), leadQuality: x.leadQuality, commentTag: x.commentTag.trim(), nextFollowUpTime: next, ...(isOffline ? { offline: true } : {}) }, at)
      })()
      return c.json({ message: M.LEAD_UPDATED })
    }
    if (offline === undefined) return onlineDeskAction(db, c, i.staff, x, () => updateAt(now(), false))
    const csid = csidOfTask.get(x.taskInstanceId) as number | undefined
    const centreId = csid === undefined ? undefined : centreByServiceId(db, csid)?.wire.id
    if (centreId === undefined) return fail(c, 404, M.NO_LEAD_TO_UPDATE)
    return applyOffline(db, now, c, i.staff, offline, x, { kind: 'RECORD_LEAD', centreId, customerId: x.userId }, (t) => updateAt(t, true))
  })

  api.get(LEAD_DESK_PATHS.ptLeadModalConfig, { permission: ['CM_LEADS', 'VIEW'], query: PtLeadModalConfigQuery, centre: 'centerServiceId (query)', scope: (i) => S.at([S.ofServiceId(i.query.centerServiceId)]) }, (c, i) => {
    const csid = i.query.centerServiceId
    if (customerById(db, i.query.userId) === undefined) return fail(c, 404, M.NO_USER_DETAIL_FOUND)
    if (centreByServiceId(db, csid) === undefined) return fail(c, 404, M.CENTRE_NOT_FOUND)
    const lead = openLeadOf(i.query.userId, csid, 'PT_LEAD')
    const body: PtLeadModalConfigWire = {
      assessmentPilot: ASSESSMENT_PILOT_CENTRES.includes(csid),
      trainers: agentsAt(db, csid).filter((a) => isPtTrainerAt(a, csid)).map((a) => ({ identityId: a.identityId, name: a.name })),
      commentTags: COMMENT_TAGS.PT ?? [],
      lead: lead === undefined ? null : withName(lead),
    }
    return c.json(body)
  })

  api.post(LEAD_DESK_PATHS.submitLead, { audit: { action: 'SUBMIT_PT_LEAD', subject: 'LEAD', id: (_i, a) => fieldOf(a, 'leadId'), member: (i) => i.body.userId }, permission: ['CM_LEADS', 'EDIT'], body: SubmitLeadBody, centre: 'centerServiceId (body)', scope: (i) => S.at([S.ofServiceId(i.body.centerServiceId)]) }, (c, i) => {
    const x = i.body
    const csid = x.centerServiceId
    if (customerById(db, x.userId) === undefined) return fail(c, 404, M.NO_USER_DETAIL_FOUND)
    const owner = x.activityOwner === undefined || x.activityOwner === null ? undefined : ptTrainer(x.activityOwner, csid)
    // Only PT trainers can be picked as lead owner (part 3 §5).
    if (typeof x.activityOwner === 'string' && owner === undefined) return fail(c, 400, M.NOT_A_PT_LEAD_OWNER)
    const status = x.leadQuality === 'NOT_INTERESTED' ? 'CLOSED' : 'ACTIVE'
    const next = followUpOf(x.skipFollowUp, x.nextFollowUpTime)
    if (next !== null && !followUpTimeAllowed(epochMs(next), epochMs(now()))) return fail(c, 400, M.FOLLOW_UP_DATE_OUT_OF_RANGE)
    const tag = typeof x.commentTag === 'string' && x.commentTag.trim() !== '' ? x.commentTag.trim() : null
    const interaction = { kind: 'PT_PITCH', comment: x.comment.trim(), leadQuality: x.leadQuality, commentTag: tag, nextFollowUpTime: next }
    if (x.updateLeadFlag) {
      const lead = openLeadOf(x.userId, csid, 'PT_LEAD')
      if (lead === undefined) return fail(c, 404, M.NO_OPEN_LEAD)
      db.transaction(() => {
        saveLead({
          ...lead,
          ...(owner === undefined ? {} : { assigneeId: owner.identityId, assigneeName: owner.name, taskAssignee: { fullName: owner.name } }),
          leadType: x.leadQuality,
          leadQuality: x.leadQuality,
          leadStatus: status,
          comment: x.comment.trim(),
          commentTag: tag ?? lead.commentTag ?? null,
          nextFollowUpTime: next,
        })
        remember(lead.leadId, i.staff.id, interaction)
      })()
      return c.json({ message: M.LEAD_UPDATED, leadId: lead.leadId })
    }
    if (owner === undefined && x.leadQuality !== 'NOT_INTERESTED') return fail(c, 400, M.LEAD_OWNER_REQUIRED)
    const leadId = db.transaction(() => {
      const data: Omit<StoredLead, 'leadId'> = {
        userId: x.userId,
        centerId: csid,
        assigneeId: owner?.identityId ?? '',
        assigneeName: owner?.name ?? '',
        assigneeType: 'TRAINER',
        leadCategory: 'PT_LEAD',
        leadType: x.leadQuality,
        leadStatus: status,
        comment: x.comment.trim(),
        createdBy: i.staff.id,
        createdAt: now(),
        taskInstanceId: null,
        leadQuality: x.leadQuality,
        commentTag: tag,
        taskAssignee: owner === undefined ? null : { fullName: owner.name },
        nextFollowUpTime: next,
      }
      const id = Number(db.prepare('INSERT INTO leads (user_id, center_service_id, category, status, data) VALUES (?, ?, ?, ?, ?)').run(x.userId, csid, 'PT_LEAD', status, JSON.stringify(data)).lastInsertRowid)
      saveLead({ leadId: id, ...data, taskInstanceId: `ti-${id}` })
      remember(id, i.staff.id, interaction)
      return id
    })()
    return c.json({ message: M.LEAD_CAPTURED, leadId }, 201)
  })

  // A dry run only reads (LEAD_TRANSFER VIEW); moving leads needs LEAD_TRANSFER EDIT (part 3 §6), checked below.
  api.post(LEAD_DESK_PATHS.transferLeads, { audit: { action: 'TRANSFER_LEADS', subject: 'LEAD', id: (i) => (i.body.leadIds.length === 0 ? i.body.fromAssigneeId : i.body.leadIds.join(', ')), only: (i) => !i.body.dryRun }, permission: ['LEAD_TRANSFER', 'VIEW'], body: TransferLeadsBody, centre: 'centerServiceId (body)', scope: (i) => S.at([S.ofServiceId(i.body.centerServiceId)]), screen: '/transfer-leads' }, (c, i) => {
    const x = i.body
    const csid = x.centerServiceId
    if (!x.dryRun && !(i.staff.permissions.LEAD_TRANSFER ?? []).includes('EDIT')) return fail(c, 403, M.TRANSFER_NEEDS_EDIT)
    if (x.fromAssigneeId.trim() === '' || x.toAssigneeId.trim() === '') return fail(c, 400, M.TRANSFER_OWNER_REQUIRED)
    if (x.fromAssigneeId === x.toAssigneeId) return fail(c, 400, M.TRANSFER_SAME_OWNER)
    const to = agentsAt(db, csid).find((a) => a.identityId === x.toAssigneeId)
    if (to === undefined) return fail(c, 400, M.TRANSFER_OWNER_NOT_AT_CENTRE)
    const rows = db
      .prepare(
        `SELECT id, data FROM leads WHERE center_service_id = ? AND status = 'ACTIVE' AND json_extract(data, '$.assigneeId') = ?
           AND (json_array_length(?) = 0 OR id IN (SELECT value FROM json_each(?))) ORDER BY id`,
      )
      .all(csid, x.fromAssigneeId, JSON.stringify(x.leadIds), JSON.stringify(x.leadIds)) as { id: number; data: string }[]
    const moving = rows.map((r): StoredLead => ({ leadId: r.id, ...(JSON.parse(r.data) as Omit<StoredLead, 'leadId'>) }))
    // A listed lead that is not among them is named, and nothing moves (all or nothing).
    const unknown = [...new Set(x.leadIds)].filter((id) => !rows.some((r) => r.id === id))
    if (unknown.length > 0) return fail(c, 404, M.transferLeadsUnknown(unknown))
    if (moving.length === 0) return fail(c, 400, M.TRANSFER_NOTHING)
    if (moving.some((l) => l.leadCategory === 'PT_LEAD') && !isPtTrainerAt(to, csid)) return fail(c, 400, M.NOT_A_PT_LEAD_OWNER)
    const leadIds = moving.map((l) => l.leadId)
    if (!x.dryRun) {
      db.transaction(() => {
        for (const l of moving) {
          saveLead({ ...l, assigneeId: to.identityId, assigneeName: to.name, taskAssignee: { fullName: to.name } })
          remember(l.leadId, i.staff.id, { kind: 'TRANSFERRED', comment: `${l.assigneeName} → ${to.name}` })
        }
      })()
    }
    const body: TransferLeadsWire = {
      leadIds,
      dryRun: x.dryRun,
      toAssigneeName: to.name,
      message: (x.dryRun ? M.leadsWouldMove : M.leadsTransferred)(leadIds.length, to.name),
    }
    return c.json(body)
  })

  api.get(LEAD_DESK_PATHS.scheduledWalkIns, { permission: ['PARTNER_WALKINS', 'VIEW'], query: ScheduledWalkInsQuery, centre: 'centerId (query)', scope: (i) => S.at([S.ofCentreId(i.query.centerId)]), screen: '/walkins' }, (c, i) => {
    if (centreById(db, i.query.centerId) === undefined) return fail(c, 404, M.CENTRE_NOT_FOUND)
    const day = i.query.fromDay
    if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(Date.parse(`${day}T00:00:00Z`))) return fail(c, 400, M.INVALID_DAY)
    const from = startOfCentreDay(day)
    const to = startOfCentreDay(addDays(day, WALK_IN_DAYS))
    const rows = db
      .prepare(
        `SELECT w.id, w.user_id, w.centre_id, w.scheduled_at, c.first_name, c.last_name
         FROM scheduled_walkins w JOIN customers c ON c.id = w.user_id
         WHERE w.centre_id = ? AND w.scheduled_at >= ? AND w.scheduled_at < ?
         ORDER BY w.scheduled_at, w.id`,
      )
      .all(i.query.centerId, from, to) as { id: number; user_id: string; centre_id: number; scheduled_at: number; first_name: string; last_name: string }[]
    const pitchOf = db.prepare(
      `SELECT created_at, json_extract(data, '$.remarks') AS remarks FROM pitches
       WHERE user_id = ? AND kind = 'SCHEDULED_WALK_IN' AND json_extract(data, '$.centerId') = ? AND created_at >= ? ORDER BY created_at LIMIT 1`,
    )
    const body: ScheduledWalkInsWire = {
      walkIns: rows.map((r) => {
        // Pitched: a scheduled-walk-in pitch for this member at this centre since the start of the visit's day.
        const p = pitchOf.get(r.user_id, r.centre_id, startOfCentreDay(centreDayOf(epochMs(r.scheduled_at)))) as { created_at: number; remarks: string | null } | undefined
        return {
          id: r.id,
          userId: r.user_id,
          customerName: `${r.first_name} ${r.last_name}`.trim(),
          centerId: r.centre_id,
          scheduledAt: r.scheduled_at,
          pitchedAt: p?.created_at ?? null,
          pitchRemarks: p?.remarks ?? null,
        }
      }),
    }
    return c.json(body)
  })

  return api.app
}
