import type { Context } from 'hono'
import type { OfflineActionWire } from '../../adapters/http/contract/offline.codecs'
import type { TaskWire } from '../../adapters/http/contract/task.codecs'
import type { QueueableKind } from '../../core/offline/offline-action'
import { replayVerdict } from '../../core/offline/offline-replay.rule'
import { offlineKindLabel } from '../../core/offline/offline-sync-panel.rule'
import { formatDateTime } from '../../core/shared/display-format'
import { DAY_MS } from '../../core/shared/constants'
import { epochMs } from '../../core/shared/brands'
import { OFFLINE_ACTION_NOT_YOURS, OFFLINE_REFUSED_TASK_CAMPAIGN, offlineRefusedTaskRemark } from '../../core/shared/messages'
import type { Db } from '../db/database'
import type { Persona } from '../seed/personas'
import { fail } from '../store/profile-store'
import { onceFor } from './idempotency'

/** How long the manager has to look at a refused offline action before the task expires. */
const REFUSED_TASK_DAYS = 7

/** What an offline action is about: its kind, the centre it was done at, and the customer, if any. */
export type OfflineSubject = { readonly kind: QueueableKind; readonly centreId: number; readonly customerId?: string }

const ONE_STEP_CONFIG: TaskWire['campaignConfig'] = {
  dispositions: ['REVIEWED'],
  dispositionsHierarchy: { REVIEWED: [] },
  dispositionConfigs: { REVIEWED: { followUpOptions: [] } },
}

/**
 * A refused offline action becomes a task for the centre's manager (the centre's task list), with
 * what was done, when, by whom, and why the server refused it.
 */
const fileRefusal = (db: Db, now: number, staff: Persona, a: OfflineActionWire, s: OfflineSubject, reason: string): void => {
  const uuid = `offline-${a.key}`
  const task: TaskWire = {
    taskUuid: uuid,
    userId: s.customerId ?? '',
    status: 'OPEN',
    subStatus: null,
    campaignName: OFFLINE_REFUSED_TASK_CAMPAIGN,
    refId: uuid,
    expiryTime: now + REFUSED_TASK_DAYS * DAY_MS,
    packProductType: 'GYM_JOINING',
    campaignConfig: ONE_STEP_CONFIG,
    remark: offlineRefusedTaskRemark(offlineKindLabel(s.kind), formatDateTime(a.happenedAt), staff.name, reason),
    dispositionConfigData: null,
    resolvedAt: null,
  }
  db.prepare('INSERT OR IGNORE INTO crm_tasks (uuid, user_id, pack_product_type, centre_id, due_at, data) VALUES (?, ?, ?, ?, ?, ?)').run(
    uuid,
    task.userId,
    task.packProductType,
    s.centreId,
    now,
    JSON.stringify(task),
  )
}

const messageOf = (body: unknown): string =>
  typeof body === 'object' && body !== null && typeof (body as { message?: unknown }).message === 'string' ? (body as { message: string }).message : 'Refused'

/**
 * Applies an action done offline, once per key (docs/decisions/offline.md):
 * - only the staff member who did it sends it (the one signed in; the route's permission and own-centre checks have run);
 * - a key seen before answers what happened the first time, before any other check (so a resend
 *   after the bound still hears that it was applied);
 * - else the replay bound (12 hours back, 5 minutes ahead of the server's clock), then the route's
 *   own checks AS OF the time it happened (`apply(happenedAt)`), which records it with that time;
 * - a refusal (the bound or the route's checks) becomes a task for the centre's manager.
 */
export const applyOffline = async (
  db: Db,
  now: () => number,
  c: Context,
  staff: Persona,
  action: OfflineActionWire,
  request: unknown,
  subject: OfflineSubject,
  apply: (happenedAt: number) => Response | Promise<Response>,
): Promise<Response> => {
  if (action.staffId !== staff.id) return fail(c, 403, OFFLINE_ACTION_NOT_YOURS)
  return onceFor(db, c, `offline:${action.key}`, { staffId: staff.id, request }, async () => {
    const t = now()
    const verdict = replayVerdict(epochMs(action.happenedAt), epochMs(t))
    const res = verdict.accepted ? await apply(action.happenedAt) : fail(c, 422, verdict.reason)
    const body = (await res.clone().json()) as unknown
    if (res.status >= 400 && res.status < 500) fileRefusal(db, t, staff, action, subject, messageOf(body))
    return { status: res.status, body }
  })
}
