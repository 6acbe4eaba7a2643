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

/** The request a desk action's key is bound to: the call without its offline part, so an attempt online and its replay from a device's queue are the same request. */
const withoutOfflinePart = (request: unknown): unknown => {
  if (typeof request !== 'object' || request === null || Array.isArray(request)) return request
  const { offlineAction: _a, offlineKey: _k, offlineHappenedAt: _h, offlineStaffId: _s, offline: _o, ...rest } = request as Record<string, unknown>
  return rest
}

/** The keys being applied now, per sandbox database: a second request with a key waits for the first. */
const applying = new WeakMap<Db, Map<string, Promise<void>>>()

/**
 * Runs a desk action that may be queued once per key, whether it comes online (its attempt's
 * `idempotency-key`) or replayed from a device's queue (its offline part's key, the same one when
 * the online attempt's answer was lost): a repeat by the same staff member with the same request
 * answers the first outcome and changes nothing. Requests with the same key run one after another,
 * so a resend that arrives while the first send is still being applied (a page reloaded mid-send,
 * an answer that timed out) answers the same instead of applying it twice.
 */
export const onceForDeskAction = async (
  db: Db,
  c: Context,
  key: string,
  staffId: string,
  request: unknown,
  run: () => Promise<{ status: number; body: unknown }>,
): Promise<Response> => {
  const id = `offline:${key}`
  let running = applying.get(db)
  if (running === undefined) {
    running = new Map()
    applying.set(db, running)
  }
  const before = running.get(id) ?? Promise.resolve()
  const mine = before.then(() => onceFor(db, c, id, { staffId, request: withoutOfflinePart(request) }, run))
  const settled = mine.then(
    () => undefined,
    () => undefined,
  )
  running.set(id, settled)
  try {
    return await mine
  } finally {
    if (running.get(id) === settled) running.delete(id)
  }
}

/** A response as the once-per-key store keeps it. */
const answerOf = async (res: Response): Promise<{ status: number; body: unknown }> => ({ status: res.status, body: (await res.clone().json()) as unknown })

/**
 * A desk action done online (a pitch, a BCA): with an `idempotency-key`, once per key (the desk
 * queues the attempt under the same key when its answer is lost, and the replay answers what this
 * did); without one, as it always was.
 */
export const onlineDeskAction = async (
  db: Db,
  c: Context,
  staff: Persona,
  request: unknown,
  apply: () => Response | Promise<Response>,
): Promise<Response> => {
  const key = c.req.header('idempotency-key')
  if (key === undefined || key === '') return apply()
  return onceForDeskAction(db, c, key, staff.id, request, async () => answerOf(await apply()))
}

/**
 * Applies an action done offline, once per key (docs/decisions/offline.md):
 * - only the staff member who did it sends it (the one signed in; the route's permission and own-centre checks have run);
 * - a key seen before (sent from the queue, or the online attempt whose answer was lost) answers
 *   what happened the first time, before any other check (so a resend after the bound still hears
 *   that it was applied);
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
  return onceForDeskAction(db, c, action.key, staff.id, request, async () => {
    const t = now()
    const verdict = replayVerdict(epochMs(action.happenedAt), epochMs(t))
    const answer = await answerOf(verdict.accepted ? await apply(action.happenedAt) : fail(c, 422, verdict.reason))
    if (answer.status >= 400 && answer.status < 500) fileRefusal(db, t, staff, action, subject, messageOf(answer.body))
    return answer
  })
}
