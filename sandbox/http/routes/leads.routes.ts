import { type Hono } from 'hono'
import { FEATURE_LISTS } from '../../../adapters/http/contract/access.codecs'
import { LeadCaptureBody, type LeadCaptureWire, LeadSearchBody, type LeadSearchWire, type LeadWire } from '../../../adapters/http/contract/lead.codecs'
import { PATHS } from '../../../adapters/http/contract/paths'
import * as M from '../../../core/shared/messages'
import { agentById, centreByServiceId, customerById, fail, featureList, isPtTrainerAt } from '../../store/profile-store'
import type { ApiEnv } from '../api-env'
import { centreScopes } from '../centre-scope'
import { routeTable } from '../route'
import type { RouteDeps } from './customers.routes'

export const leadsRoutes = ({ db, now }: RouteDeps): Hono<ApiEnv> => {
  const api = routeTable(db)
  const serviceIdOf = db.prepare('SELECT center_service_id FROM centres WHERE id = ?').pluck()
  const ownServiceIds = (centres: readonly number[]): number[] => centres.map((id) => serviceIdOf.get(id)).filter((x): x is number => typeof x === 'number')
  const S = centreScopes(db)

  api.post(PATHS.leadCapture, { permission: ['CM_LEADS', 'EDIT'], body: LeadCaptureBody, centre: 'centerId (body), a centre service id', scope: (i) => S.at([S.ofServiceId(i.body.centerId)]) }, async (c, i) => {
    const x = i.body
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
      createdAt: now(),
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
    const body: LeadCaptureWire = { message: M.LEAD_CAPTURED, leadId }
    return c.json(body, 201)
  })

  api.post(PATHS.leadSearch, { permission: ['CM_LEADS', 'VIEW'], body: LeadSearchBody, centre: 'centerIds (body), centre service ids; none named: the staff member’s centres', scope: (i) => S.at(i.body.centerIds.map(S.ofServiceId)) }, async (c, i) => {
    const x = i.body
    // No centre named: the staff member's own centres (by centre service id), never every centre.
    const centres = x.centerIds.length > 0 ? x.centerIds : ownServiceIds(i.staff.centres)
    const rows = db
      .prepare(
        `SELECT id, data FROM leads
         WHERE (json_array_length(@users) = 0 OR user_id IN (SELECT value FROM json_each(@users)))
           AND center_service_id IN (SELECT value FROM json_each(@centres))
           AND (json_array_length(@categories) = 0 OR category IN (SELECT value FROM json_each(@categories)))
           AND (json_array_length(@statuses) = 0 OR status IN (SELECT value FROM json_each(@statuses)))
         ORDER BY id DESC`,
      )
      .all({
        users: JSON.stringify(x.userIds),
        centres: JSON.stringify(centres),
        categories: JSON.stringify(x.leadCategories),
        statuses: JSON.stringify(x.leadStatuses),
      }) as { id: number; data: string }[]
    const pilot = featureList(db, FEATURE_LISTS.lmsPilot) ?? []
    const body: LeadSearchWire = {
      leads: rows.map((r) => ({ leadId: r.id, ...(JSON.parse(r.data) as Omit<LeadWire, 'leadId'>) })),
      isLMSPilotCenter: x.centerIds.some((id) => pilot.includes(id)),
    }
    return c.json(body)
  })

  return api.app
}
