import * as E from 'fp-ts/Either'
import type { Context, Hono } from 'hono'
import {
  BulkBeginBody,
  BulkRowsBody,
  CentreQuery,
  TargetDownloadQuery,
  TargetHistoryQuery,
  TargetMetricsQuery,
  TargetUploadUrlBody,
  TargetValidationBody,
  UploadIdParams,
} from '../../../adapters/http/contract/uploads.codecs'
import { BULK_UPLOAD_KINDS, type BulkUploadKind } from '../../../core/operations/bulk-upload'
import * as M from '../../../core/shared/messages'
import { createBulkStore } from '../../uploads/bulk-store'
import { OWNER_ENTITIES } from '../../../adapters/http/contract/target-catalogue'
import { createTargetStore } from '../../uploads/target-store'
import type { ApiEnv } from '../api-env'
import type { AccessLevel } from '../api-guards'
import { centreScopes } from '../centre-scope'
import { type RouteDeps, routeTable } from '../route'
import { UPLOAD_PATHS } from '../../../adapters/http/contract/upload-paths'

/** Each bulk upload's permission (part 3 §6) and screen (part 1 §2), checked on the server. */
export const BULK_GATES: Readonly<Record<BulkUploadKind, { permission: readonly [string, AccessLevel]; screen: string }>> = {
  segment: { permission: ['TROUBLESHOOT_DEBUG', 'EDIT'], screen: '/troubleshooting/segment' },
  offer: { permission: ['TROUBLESHOOT_DEBUG', 'EDIT'], screen: '/troubleshooting/offer' },
  extend: { permission: ['EXTEND_MEMBERSHIP', 'EDIT'], screen: '/troubleshooting/extend' },
  leads: { permission: ['LEADS_UPLOAD', 'VIEW'], screen: '/troubleshooting/leads-upload' },
}

const path = (template: string, kind: BulkUploadKind): string => template.replace(':kind', kind)

/** Hono's request origin: the sandbox issues absolute storage URLs, as a presigned URL is. */
const originOf = (c: Context): string => new URL(c.req.url).origin

/** Target upload (v1/ownerEntities/*) and the bulk troubleshooting uploads. */
export const uploadsRoutes = ({ db, now }: RouteDeps): Hono<ApiEnv> => {
  const api = routeTable(db)
  const S = centreScopes(db)
  const bulk = createBulkStore(db, now)
  const targets = createTargetStore(db, now)
  const fail = (c: Context, e: { status: 400 | 404 | 409 | 413 | 415; message: string }) => c.json({ message: e.message }, e.status)

  // ---- Target upload ----
  const TARGET = { permission: ['PMS_TARGET', 'EDIT'] as const, screen: '/troubleshooting/target-upload' }
  api.get(UPLOAD_PATHS.ownerEntities, { ...TARGET, query: CentreQuery, centre: 'centerId (query)', scope: (i) => S.at([S.ofCentreId(i.query.centerId)]) }, (c, i) =>
    S.ofCentreId(i.query.centerId) === undefined ? c.json({ message: M.CENTRE_NOT_FOUND }, 404) : c.json(OWNER_ENTITIES),
  )
  api.get(UPLOAD_PATHS.targetMetrics, { ...TARGET, query: TargetMetricsQuery, centre: 'centerId (query)', scope: (i) => S.at([S.ofCentreId(i.query.centerId)]) }, (c, i) => {
    if (S.ofCentreId(i.query.centerId) === undefined) return c.json({ message: M.CENTRE_NOT_FOUND }, 404)
    const m = targets.metricsOf(i.query.ownerEntityIdentifier)
    return E.isLeft(m) ? fail(c, m.left) : c.json(m.right)
  })
  api.post(UPLOAD_PATHS.targetUploadUrl, { audit: { notAudited: 'asks for an address to upload a targets file to; the targets are recorded when the file is validated' }, ...TARGET, body: TargetUploadUrlBody, centre: 'centerId (body)', scope: (i) => S.at([S.ofCentreId(i.body.centerId)]) }, (c, i) => {
    if (S.ofCentreId(i.body.centerId) === undefined) return c.json({ message: M.CENTRE_NOT_FOUND }, 404)
    const u = targets.uploadUrl(originOf(c), i.body.centerId, i.body.ownerEntityIdentifier, i.body.targetMetricIdentifier, i.staff.name)
    return E.isLeft(u) ? fail(c, u.left) : c.json(u.right)
  })
  api.post(
    UPLOAD_PATHS.targetValidationSchedule,
    { audit: { action: 'UPLOAD_TARGETS', subject: 'SETTING', id: (i) => i.body.fileName }, ...TARGET, body: TargetValidationBody, centre: 'centerId (body) and the file’s centre (fileName)', scope: (i) => S.at([S.ofCentreId(i.body.centerId), targets.centreOfFile(i.body.fileName)]) },
    (c, i) => {
      if (S.ofCentreId(i.body.centerId) === undefined) return c.json({ message: M.CENTRE_NOT_FOUND }, 404)
      const r = targets.schedule(i.body.centerId, i.body.fileName, i.body.entity, i.body.targetMetricIdentifier, i.body.override)
      return E.isLeft(r) ? fail(c, r.left) : c.json({ message: M.TARGET_VALIDATION_SCHEDULED })
    },
  )
  api.get(UPLOAD_PATHS.targetUploadHistory, { ...TARGET, query: TargetHistoryQuery, centre: 'centerId (query)', scope: (i) => S.at([S.ofCentreId(i.query.centerId)]) }, (c, i) =>
    S.ofCentreId(i.query.centerId) === undefined ? c.json({ message: M.CENTRE_NOT_FOUND }, 404) : c.json(targets.history(i.query.centerId, i.query.ownerEntityIdentifier ?? undefined)),
  )
  api.get(
    UPLOAD_PATHS.targetDownloadUrl,
    { ...TARGET, query: TargetDownloadQuery, centre: 'centerId (query) and the file’s centre (fileName)', scope: (i) => S.at([S.ofCentreId(i.query.centerId), targets.centreOfFile(i.query.fileName)]) },
    (c, i) => {
      const r = targets.downloadUrl(originOf(c), i.query.centerId, i.query.fileName)
      return E.isLeft(r) ? fail(c, r.left) : c.json(r.right)
    },
  )

  // ---- Bulk uploads: one set of calls per kind, each behind its own permission and screen ----
  for (const kind of BULK_UPLOAD_KINDS) {
    const gate = BULK_GATES[kind]
    const ofUpload = (uploadId: string) => bulk.centreOf(uploadId, kind)
    api.post(path(UPLOAD_PATHS.bulkUploads, kind), { audit: { notAudited: 'starts a draft upload; nothing reaches a member until it is applied, which is recorded' }, ...gate, body: BulkBeginBody, centre: 'centerId (body)', scope: (i) => S.at([S.ofCentreId(i.body.centerId)]) }, (c, i) => {
      if (S.ofCentreId(i.body.centerId) === undefined) return c.json({ message: M.CENTRE_NOT_FOUND }, 404)
      const r = bulk.begin(kind, i.body.centerId, i.body.fileName, i.body.type ?? undefined, i.body.rows, i.staff, i.body.fileErrors ?? 0)
      return E.isLeft(r) ? fail(c, r.left) : c.json(r.right, 201)
    })
    api.get(path(UPLOAD_PATHS.bulkUploads, kind), { ...gate, query: CentreQuery, centre: 'centerId (query)', scope: (i) => S.at([S.ofCentreId(i.query.centerId)]) }, (c, i) =>
      S.ofCentreId(i.query.centerId) === undefined ? c.json({ message: M.CENTRE_NOT_FOUND }, 404) : c.json(bulk.history(kind, i.query.centerId)),
    )
    api.post(
      path(UPLOAD_PATHS.bulkUploadRows, kind),
      { audit: { notAudited: 'adds rows to a draft upload; nothing reaches a member until it is applied, which is recorded' }, ...gate, params: UploadIdParams, body: BulkRowsBody, centre: 'the upload’s centre (:uploadId)', scope: (i) => S.at([ofUpload(i.params.uploadId)]) },
      (c, i) => {
        const r = bulk.addRows(i.params.uploadId, kind, i.body.rows)
        return E.isLeft(r) ? fail(c, r.left) : c.json(r.right)
      },
    )
    api.post(path(UPLOAD_PATHS.bulkUploadCheck, kind), { audit: { notAudited: 'checks a draft upload (a dry run); nothing reaches a member until it is applied, which is recorded' }, ...gate, params: UploadIdParams, centre: 'the upload’s centre (:uploadId)', scope: (i) => S.at([ofUpload(i.params.uploadId)]) }, (c, i) => {
      const r = bulk.check(i.params.uploadId, kind, i.staff)
      return E.isLeft(r) ? fail(c, r.left) : c.json(r.right)
    })
    api.post(path(UPLOAD_PATHS.bulkUploadApply, kind), { audit: { action: 'APPLY_UPLOAD', subject: 'SETTING', id: (i) => `${kind} ${i.params.uploadId}` }, ...gate, params: UploadIdParams, centre: 'the upload’s centre (:uploadId)', scope: (i) => S.at([ofUpload(i.params.uploadId)]) }, (c, i) => {
      const r = bulk.apply(i.params.uploadId, kind, i.staff)
      return E.isLeft(r) ? fail(c, r.left) : c.json(r.right)
    })
    api.get(path(UPLOAD_PATHS.bulkUploadAudit, kind), { ...gate, params: UploadIdParams, centre: 'the upload’s centre (:uploadId)', scope: (i) => S.at([ofUpload(i.params.uploadId)]) }, (c, i) => {
      const r = bulk.audit(i.params.uploadId, kind)
      return E.isLeft(r) ? fail(c, r.left) : c.json(r.right)
    })
  }
  return api.app
}
