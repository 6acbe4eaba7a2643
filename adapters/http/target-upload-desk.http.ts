import * as E from 'fp-ts/Either'
import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { TargetUploadDesk } from '../../core/operations/target-upload-desk.port'
import type { EpochMs } from '../../core/shared/brands'
import { HTTP_TIMEOUT_MS } from '../../core/shared/constants'
import { rejected, unavailable } from '../../core/shared/errors'
import {
  MessageWire,
  NamedListWire,
  TARGET_FILE_FIELD,
  TargetDownloadWire,
  TargetUploadHistoryWire,
  TargetUploadUrlWire,
} from './contract/uploads.codecs'
import type { HttpClient } from './http-client'
import { UPLOAD_PATHS } from './contract/upload-paths'

const messageOf = async (res: Response): Promise<string> => {
  try {
    const b = (await res.json()) as { message?: unknown }
    return typeof b.message === 'string' ? b.message : `The storage answered ${res.status}`
  } catch {
    return `The storage answered ${res.status}`
  }
}

/**
 * Target upload over HTTP (v1/ownerEntities/*). The file itself goes to the upload URL the API
 * issued, as a PUT of a multipart form (field targetFile, text/csv): that URL is the storage's,
 * not the API's, so it is sent with `fetch` and no API headers.
 */
export const createHttpTargetUploadDesk = (http: HttpClient, fetchFile: typeof fetch = globalThis.fetch.bind(globalThis)): TargetUploadDesk => ({
  ownerEntities: (centreId) => http.send({ path: UPLOAD_PATHS.ownerEntities, params: { centerId: centreId } }, NamedListWire),
  targetMetrics: (centreId, entity) => http.send({ path: UPLOAD_PATHS.targetMetrics, params: { centerId: centreId, ownerEntityIdentifier: entity } }, NamedListWire),
  uploadUrl: (s) =>
    http.send({ path: UPLOAD_PATHS.targetUploadUrl, data: { centerId: s.centreId, ownerEntityIdentifier: s.entity, targetMetricIdentifier: s.targetMetricIdentifier } }, TargetUploadUrlWire),
  putFile: (url, file) => async () => {
    const form = new FormData()
    form.append(TARGET_FILE_FIELD, new Blob([file.text], { type: 'text/csv' }), file.name)
    try {
      const res = await fetchFile(url, { method: 'PUT', body: form, signal: AbortSignal.timeout(HTTP_TIMEOUT_MS) })
      return res.ok ? E.right(undefined) : E.left(rejected(await messageOf(res)))
    } catch (e) {
      return E.left(unavailable(e instanceof Error ? e.message : String(e)))
    }
  },
  scheduleValidation: (s) =>
    pipe(
      http.send(
        { path: UPLOAD_PATHS.targetValidationSchedule, data: { centerId: s.centreId, fileName: s.fileName, entity: s.entity, targetMetricIdentifier: s.targetMetricIdentifier, override: s.override } },
        MessageWire,
      ),
      TE.map(() => undefined),
    ),
  history: (centreId, entity) =>
    pipe(
      http.send({ path: UPLOAD_PATHS.targetUploadHistory, params: { centerId: centreId, ownerEntityIdentifier: entity } }, TargetUploadHistoryWire),
      TE.map((rows) => rows.map(({ reason, problems, uploadedOn, ...r }) => ({
          ...r,
          uploadedOn: uploadedOn as EpochMs,
          ...(reason === null || reason === undefined ? {} : { reason }),
          ...(problems === null || problems === undefined || problems.length === 0 ? {} : { problems }),
        }))),
    ),
  downloadUrl: (centreId, fileName) => http.send({ path: UPLOAD_PATHS.targetDownloadUrl, params: { centerId: centreId, fileName } }, TargetDownloadWire),
})
