import * as E from 'fp-ts/Either'
import type { Hono } from 'hono'
import { IssuesQuery, type IssueWire, type IssuesWire } from '../../../adapters/http/contract/operations-issues.codecs'
import { OPERATIONS_ISSUES_PATHS } from '../../../adapters/http/contract/operations-issues-paths'
import { validateIssueReport } from '../../../core/operations/issue-report.rule'
import * as M from '../../../core/shared/messages'
import { fail } from '../../store/profile-store'
import type { ApiEnv } from '../api-env'
import { centreScopes } from '../centre-scope'
import { type RouteDeps, routeTable } from '../route'
import { applyOffline } from '../offline-actions'
import { ReportIssueCall } from '../../../adapters/http/contract/offline.codecs'
import { fieldOf } from '../../audit/audit-log'

type IssueRow = {
  id: number
  centre_id: number
  category: string
  category_comment: string
  title: string
  description: string
  status: string
  reported_by: string
  reported_at: number
  updated_at: number
}

const wireOf = (r: IssueRow): IssueWire => ({
  id: `ISS-${1000 + r.id}`,
  centerId: r.centre_id,
  category: r.category as IssueWire['category'],
  categoryComment: r.category_comment,
  title: r.title,
  description: r.description,
  status: r.status as IssueWire['status'],
  reportedBy: r.reported_by,
  reportedAt: r.reported_at,
  updatedAt: r.updated_at,
})

/**
 * Report Issue (/issues, v1/odin/issues): the centre's issues and a new report. Kept apart from the
 * profile's injury reports (care.routes.ts), which share the v1/odin/* prefix and the PARTNER_ISSUE
 * permission: an issue is about the centre, an injury about a member.
 */
export const odinIssuesRoutes = ({ db, now }: RouteDeps): Hono<ApiEnv> => {
  const api = routeTable(db)
  const S = centreScopes(db)
  const GATE = { screen: '/issues' } as const

  api.get(
    OPERATIONS_ISSUES_PATHS.issues,
    { ...GATE, permission: ['PARTNER_ISSUE', 'VIEW'], query: IssuesQuery, centre: 'centerId (query)', scope: (i) => S.at([S.ofCentreId(i.query.centerId)]) },
    (c, i) => {
      if (S.ofCentreId(i.query.centerId) === undefined) return fail(c, 404, M.CENTRE_NOT_FOUND)
      const rows = db.prepare('SELECT * FROM odin_issues WHERE centre_id = ? ORDER BY reported_at DESC, id DESC LIMIT 500').all(i.query.centerId) as IssueRow[]
      const body: IssuesWire = { issues: rows.map(wireOf) }
      return c.json(body)
    },
  )

  api.post(
    OPERATIONS_ISSUES_PATHS.issues,
    { audit: { action: 'REPORT_ISSUE', subject: 'SETTING', id: (_i, a) => fieldOf(a, 'id') }, ...GATE, permission: ['PARTNER_ISSUE', 'EDIT'], body: ReportIssueCall, centre: 'centerId (body)', scope: (i) => S.at([S.ofCentreId(i.body.centerId)]) },
    (c, i) => {
      // As of `at`: now, or when it was reported at a desk without a network (sent later, once per key).
      const report = (at: number): Response => {
        const x = i.body
        if (S.ofCentreId(x.centerId) === undefined) return fail(c, 404, M.CENTRE_NOT_FOUND)
        const checked = validateIssueReport(x.centerId, { category: x.category, categoryComment: x.categoryComment ?? '', title: x.title, description: x.description })
        if (E.isLeft(checked)) {
          const errors = checked.left.errors
          return c.json({ message: Object.values(errors)[0] ?? M.FIELD_REQUIRED, errors }, 400)
        }
        const n = checked.right
        // Who reported it is the signed-in staff member, and a new issue is always Open.
        const id = Number(
          db
            .prepare(
              'INSERT INTO odin_issues (centre_id, category, category_comment, title, description, status, staff_id, reported_by, reported_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
            )
            .run(n.centreId, n.category, n.categoryComment, n.title, n.description, 'OPEN', i.staff.id, i.staff.name, at, at).lastInsertRowid,
        )
        const row = db.prepare('SELECT * FROM odin_issues WHERE id = ?').get(id) as IssueRow
        return c.json(wireOf(row), 201)
      }
      const offline = i.body.offlineAction
      return offline === undefined ? report(now()) : applyOffline(db, now, c, i.staff, offline, i.body, { kind: 'REPORT_ISSUE', centreId: i.body.centerId }, report)
    },
  )

  return api.app
}
