import { isRight } from 'fp-ts/Either'
import * as t from 'io-ts'
import type { EpochMs } from '../shared/brands'
import { QUEUEABLE_KINDS, type OfflineActionState, type OfflinePayload, type QueuedAction, type QueueableKind } from './offline-action'
import type { OfflineQueue } from './offline-queue.rule'

/** The key under which a staff member's queue is kept on the device (removed at sign-out). */
export const offlineQueueStorageKey = (staffId: string): string => `offline-queue:${staffId}`

const kind = t.keyof(Object.fromEntries(QUEUEABLE_KINDS.map((k) => [k, null])) as Record<QueueableKind, null>)

const state = t.union([
  t.type({ status: t.literal('waiting') }),
  t.type({ status: t.literal('applied'), answeredAt: t.number }),
  t.type({
    status: t.literal('refused'),
    reason: t.string,
    answeredAt: t.number,
    refusedBy: t.union([t.literal('server'), t.literal('device')]),
  }),
])

const action = t.intersection([
  t.type({
    key: t.string,
    kind,
    happenedAt: t.number,
    staffId: t.string,
    centreId: t.string,
    payload: t.UnknownRecord,
    offline: t.literal(true),
    seq: t.number,
    sent: t.boolean,
    state,
  }),
  t.partial({ customerId: t.string, sendingUntil: t.number }),
])

const stored = t.intersection([t.type({ version: t.literal(1), actions: t.array(action) }), t.partial({ lastSyncedAt: t.number })])

/** The stored form of the queue (JSON). */
export const serialiseOfflineQueue = (queue: OfflineQueue): string =>
  JSON.stringify({ version: 1, actions: queue.actions, ...(queue.lastSyncedAt === undefined ? {} : { lastSyncedAt: queue.lastSyncedAt }) })

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text) as unknown
  } catch {
    return undefined
  }
}

const toState = (s: t.TypeOf<typeof state>): OfflineActionState =>
  s.status === 'waiting'
    ? { status: 'waiting' }
    : s.status === 'applied'
      ? { status: 'applied', answeredAt: s.answeredAt as EpochMs }
      : { status: 'refused', reason: s.reason, answeredAt: s.answeredAt as EpochMs, refusedBy: s.refusedBy }

/** Copies only the known fields, so a stored action with extra fields parses to the domain shape. */
const toAction = (a: t.TypeOf<typeof action>): QueuedAction => ({
  key: a.key,
  kind: a.kind,
  happenedAt: a.happenedAt as EpochMs,
  staffId: a.staffId,
  centreId: a.centreId,
  ...(a.customerId === undefined ? {} : { customerId: a.customerId }),
  // It was written by JSON.stringify, so it is JSON.
  payload: a.payload as OfflinePayload,
  offline: true,
  seq: a.seq,
  sent: a.sent,
  ...(a.sendingUntil === undefined ? {} : { sendingUntil: a.sendingUntil as EpochMs }),
  state: toState(a.state),
})

/**
 * The queue from its stored form, or undefined when the text is not a queue this version wrote
 * (the caller keeps the text aside rather than overwrite it: a queue is never silently dropped).
 */
export const parseOfflineQueue = (text: string): OfflineQueue | undefined => {
  const decoded = stored.decode(parseJson(text))
  if (!isRight(decoded)) return undefined
  const q = decoded.right
  return {
    actions: q.actions.map(toAction),
    ...(q.lastSyncedAt === undefined ? {} : { lastSyncedAt: q.lastSyncedAt as EpochMs }),
  }
}
