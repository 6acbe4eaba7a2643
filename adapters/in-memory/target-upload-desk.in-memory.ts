import * as E from 'fp-ts/Either'
import Papa from 'papaparse'
import type { TargetUploadRow, TargetUploadStatus } from '../../core/operations/target-upload'
import type { TargetUploadDesk } from '../../core/operations/target-upload-desk.port'
import type { RowError } from '../../core/operations/bulk-upload'
import { targetFileReason, validateTargetFile } from '../../core/operations/target-upload.rule'
import type { EpochMs } from '../../core/shared/brands'
import type { Clock } from '../../core/shared/clock.port'
import { type GatewayError, notFound, rejected } from '../../core/shared/errors'
import * as M from '../../core/shared/messages'
import { run } from './run'
import {
  OWNER_ENTITIES,
  TARGET_METRICS,
  TARGET_VALIDATING_UNTIL_MS,
  TARGET_VALIDATION_SCHEDULED_MS,
  knownTargetMetric,
  ownerEntityName,
  targetMetricName,
  unknownOwnerEntity,
  unknownTargetMetric,
} from '../http/contract/target-catalogue'

type File = {
  fileName: string
  centreId: number
  entity: string
  metric: string
  token?: string
  content?: string
  uploadedAt?: number
  scheduledAt?: number
  override: boolean
  outcome?: 'SUCCESS' | 'FAILED'
  reason?: string
  problems?: readonly RowError[]
}

/** Who may own a target at each centre, by entity, as the sandbox seeds them (the centre's service id or id; its staff; its trainers). */
const OWNERS: Readonly<Record<number, Readonly<Record<string, readonly string[]>>>> = {
  1: {
    CENTER: ['1001', '1'],
    CENTER_MANAGER: ['staff-owner', 'staff-cm', 'staff-frontdesk', 'staff-trainer', 'asha.owner@centres.example', 'vikram.cm@centres.example'],
    TRAINER: ['staff-trainer', 'agent-102', 'agent-103', 'agent-104'],
  },
}

export const STORAGE_ORIGIN = 'memory://storage/'

/** Target upload over an in-process store: the same statuses, timings (2 s scheduled, 2 s validating) and checks as the sandbox. */
export const createInMemoryTargetUploadDesk = (clock: Clock, staffName = 'Asha Rao'): TargetUploadDesk & { readonly targets: Map<string, number> } => {
  const files = new Map<string, File>()
  const targets = new Map<string, number>()
  let seq = 0
  const validate = (f: File): void => {
    const key = (owner: string, month: string) => `${f.centreId}|${f.entity}|${f.metric}|${owner}|${month}`
    const owners = OWNERS[f.centreId]?.[f.entity] ?? []
    const verdict = validateTargetFile(Papa.parse<string[]>(f.content ?? '', { skipEmptyLines: false }).data, {
      entityName: ownerEntityName(f.entity),
      ownerKnown: (owner) => owners.some((o) => o.toLowerCase() === owner.toLowerCase()),
      targetExists: (owner, month) => targets.has(key(owner, month)),
      override: f.override,
    })
    if (verdict.problems.length > 0) {
      f.outcome = 'FAILED'
      f.reason = targetFileReason(verdict.problems) ?? ''
      f.problems = verdict.problems
      return
    }
    for (const r of verdict.rows) targets.set(key(r[0] ?? '', r[1] ?? ''), Number(r[2]))
    f.outcome = 'SUCCESS'
  }
  const status = (f: File): TargetUploadStatus => {
    if (f.scheduledAt === undefined) return 'UPLOADED'
    const since = clock.now() - f.scheduledAt
    if (f.outcome === undefined && since < TARGET_VALIDATION_SCHEDULED_MS) return 'VALIDATION_SCHEDULED'
    if (f.outcome === undefined && since < TARGET_VALIDATING_UNTIL_MS) return 'VALIDATING'
    if (f.outcome === undefined) validate(f)
    return f.outcome ?? 'FAILED'
  }

  return {
    targets,
    ownerEntities: () => run(() => E.right(OWNER_ENTITIES)),
    targetMetrics: (_c, entity) => run(() => (TARGET_METRICS[entity] === undefined ? E.left(notFound(unknownOwnerEntity(entity))) : E.right(TARGET_METRICS[entity] ?? []))),
    uploadUrl: (s) =>
      run(() => {
        if (!knownTargetMetric(s.entity, s.targetMetricIdentifier)) return E.left(notFound(unknownTargetMetric(s.entity, s.targetMetricIdentifier)))
        const token = `t${++seq}`
        const fileName = `targets-${s.entity}-${s.targetMetricIdentifier}-${s.centreId}-${seq}.csv`
        files.set(fileName, { fileName, centreId: s.centreId, entity: s.entity, metric: s.targetMetricIdentifier, token, override: false })
        return E.right({ uploadUrl: `${STORAGE_ORIGIN}${token}`, fileName, entity: s.entity, targetMetricIdentifier: s.targetMetricIdentifier })
      }),
    putFile: (url, file) =>
      run(() => {
        const f = [...files.values()].find((x) => x.token !== undefined && `${STORAGE_ORIGIN}${x.token}` === url)
        if (f === undefined) return E.left(rejected(M.UPLOAD_EXPIRED))
        delete f.token
        f.content = file.text
        f.uploadedAt = clock.now()
        return E.right(undefined)
      }),
    scheduleValidation: (s) =>
      run((): E.Either<GatewayError, void> => {
        const f = files.get(s.fileName)
        if (f === undefined || f.centreId !== s.centreId || f.entity !== s.entity || f.metric !== s.targetMetricIdentifier) return E.left(notFound(M.TARGET_FILE_NOT_FOUND))
        if (f.content === undefined) return E.left(rejected('The file has not been uploaded yet'))
        if (f.scheduledAt !== undefined) return E.left(rejected('Validation of this file is already scheduled'))
        f.scheduledAt = clock.now()
        f.override = s.override
        return E.right(undefined)
      }),
    history: (centreId, entity) =>
      run(() =>
        E.right(
          [...files.values()]
            .filter((f) => f.centreId === centreId && f.content !== undefined && (entity === undefined || f.entity === entity))
            .reverse()
            .map((f): TargetUploadRow => {
              const s = status(f)
              return {
                targetMetric: targetMetricName(f.entity, f.metric),
                ownerType: ownerEntityName(f.entity),
                uploadedBy: staffName,
                uploadedOn: (f.uploadedAt ?? 0) as EpochMs,
                status: s,
                file: f.fileName,
                override: f.override,
                ...(f.reason === undefined ? {} : { reason: f.reason }),
                ...(f.problems === undefined ? {} : { problems: f.problems }),
              }
            }),
        ),
      ),
    downloadUrl: (centreId, fileName) =>
      run(() => {
        const f = files.get(fileName)
        if (f === undefined || f.centreId !== centreId || f.content === undefined) return E.left(notFound(M.TARGET_FILE_NOT_FOUND))
        return E.right({ fileName, downloadUrl: `data:text/csv;charset=utf-8,${encodeURIComponent(f.content)}` })
      }),
  }
}
