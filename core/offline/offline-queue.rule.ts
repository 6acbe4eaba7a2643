import type { EpochMs } from '../shared/brands'
import type { OfflineActionInput, OfflineActionState, QueuedAction } from './offline-action'
import { offlineTooOld } from '../shared/messages'
import { OFFLINE_REPLAY_BOUND_HOURS, OFFLINE_REPLAY_BOUND_MS, OFFLINE_SEND_LEASE_MS } from './offline-replay.rule'

/**
 * The queue of actions done without a network, as one device keeps it. Pure data: every operation
 * returns a new queue, and the queue is plain JSON (core/offline/offline-queue.codec.ts), so the
 * browser keeps it across reloads and restarts, and two tabs merge their views of it.
 */
export type OfflineQueue = {
  /** In the order they happened (time, then enqueue order, then key). */
  readonly actions: readonly QueuedAction[]
  /** When the server last answered an action (applied or refused). */
  readonly lastSyncedAt?: EpochMs
}

export const EMPTY_OFFLINE_QUEUE: OfflineQueue = { actions: [] }

/** The server's answer to one send: applied, refused with its reason, or none (lost, timed out, offline). */
export type ServerAnswer =
  | { readonly outcome: 'applied' }
  | { readonly outcome: 'refused'; readonly reason: string }
  | { readonly outcome: 'no-answer' }

/** The line an action waits in: its customer's, or the one line of actions about no customer. */
export const offlineLaneOf = (a: Pick<OfflineActionInput, 'customerId'>): string =>
  a.customerId === undefined ? 'centre' : `customer:${a.customerId}`

/** The order actions happened in: time, then enqueue order, then key (so every view sorts alike). */
export const compareOfflineActions = (a: QueuedAction, b: QueuedAction): number =>
  a.happenedAt - b.happenedAt || a.seq - b.seq || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0)

const sorted = (actions: readonly QueuedAction[]): readonly QueuedAction[] => [...actions].sort(compareOfflineActions)

const isFinal = (a: QueuedAction): boolean => a.state.status !== 'waiting'

const withoutLease = (a: QueuedAction): QueuedAction => {
  if (a.sendingUntil === undefined) return a
  const { sendingUntil: _dropped, ...rest } = a
  return rest
}

/**
 * Adds an action. Its key makes it one action: enqueuing a key the queue already holds changes
 * nothing (a double tap, or the same action seen from two tabs).
 */
export const enqueueOfflineAction = (queue: OfflineQueue, input: OfflineActionInput): OfflineQueue => {
  if (queue.actions.some((a) => a.key === input.key)) return queue
  const seq = queue.actions.reduce((max, a) => Math.max(max, a.seq), 0) + 1
  const action: QueuedAction = { ...input, offline: true, seq, sent: false, state: { status: 'waiting' } }
  return { ...queue, actions: sorted([...queue.actions, action]) }
}

/** Whether an action has waited past the replay bound (the server would no longer apply it). */
export const isPastReplayBound = (a: Pick<QueuedAction, 'happenedAt'>, now: EpochMs): boolean =>
  now - a.happenedAt > OFFLINE_REPLAY_BOUND_MS

/**
 * What to send now, and the queue with those sends under way.
 *
 * - An action never sent that is past the replay bound is refused on the device with the reason. An
 *   action sent before is never refused on the device: the server may have applied it, so it is sent
 *   again and the server answers by its key.
 * - Per customer, only the earliest action not yet answered may be sent, and only when no send of it
 *   is under way: a later action of that customer waits until the earlier one is applied or refused.
 * - Actions of different customers go side by side.
 * - A sender that holds the device's one send lock (`exclusive`) takes over every lease: the lock is
 *   released only when its holder's page is gone or its round is over, so a lease still kept belongs
 *   to a send nobody is waiting for any more (a page reloaded or closed mid-send). It is sent again at
 *   once with the same key instead of showing 'Sending' until the lease lapses; the server answers a
 *   key it has seen with what it did the first time.
 */
export const takeOfflineActionsToSend = (
  queue: OfflineQueue,
  now: EpochMs,
  sender: { readonly exclusive: boolean } = { exclusive: false },
): { readonly queue: OfflineQueue; readonly send: readonly QueuedAction[] } => {
  const expired = queue.actions.map((a): QueuedAction => {
    if (a.state.status !== 'waiting' || a.sent || !isPastReplayBound(a, now)) return a
    const reason = offlineTooOld(OFFLINE_REPLAY_BOUND_HOURS)
    return withoutLease({ ...a, state: { status: 'refused', reason, answeredAt: now, refusedBy: 'device' } })
  })
  const seenLanes = new Set<string>()
  const send: QueuedAction[] = []
  const actions = expired.map((a): QueuedAction => {
    if (isFinal(a)) return a
    const lane = offlineLaneOf(a)
    if (seenLanes.has(lane)) return a
    seenLanes.add(lane)
    if (!sender.exclusive && a.sendingUntil !== undefined && a.sendingUntil > now) return a
    const sending: QueuedAction = { ...a, sent: true, sendingUntil: (now + OFFLINE_SEND_LEASE_MS) as EpochMs }
    send.push(sending)
    return sending
  })
  return { queue: { ...queue, actions }, send }
}

/**
 * Records the server's answer to a send of the action with this key. The first answer stands (the
 * server answers a key it has seen with what it did the first time). No answer frees the action to
 * be sent again; it stays waiting, marked as sent.
 */
export const recordOfflineAnswer = (queue: OfflineQueue, key: string, answer: ServerAnswer, now: EpochMs): OfflineQueue => {
  const target = queue.actions.find((a) => a.key === key)
  if (target === undefined || isFinal(target)) return queue
  const state: OfflineActionState | undefined =
    answer.outcome === 'applied'
      ? { status: 'applied', answeredAt: now }
      : answer.outcome === 'refused'
        ? { status: 'refused', reason: answer.reason, answeredAt: now, refusedBy: 'server' }
        : undefined
  const answered = withoutLease(state === undefined ? target : { ...target, sent: true, state })
  return {
    ...queue,
    actions: queue.actions.map((a) => (a.key === key ? answered : a)),
    ...(state === undefined ? {} : { lastSyncedAt: Math.max(queue.lastSyncedAt ?? now, now) as EpochMs }),
  }
}

const firstAnswer = <S extends { readonly answeredAt: EpochMs }>(x: S, y: S): S =>
  x.answeredAt < y.answeredAt ? x : y.answeredAt < x.answeredAt ? y : JSON.stringify(x) <= JSON.stringify(y) ? x : y

/** One action as two views of it know it: the server's word first, then what the device decided. */
const mergeAction = (a: QueuedAction, b: QueuedAction): QueuedAction => {
  const sa = a.state
  const sb = b.state
  const sent = a.sent || b.sent
  const base = { ...a, seq: Math.min(a.seq, b.seq), sent }
  if (sa.status === 'applied' || sb.status === 'applied') {
    const state = sa.status === 'applied' && sb.status === 'applied' ? firstAnswer(sa, sb) : sa.status === 'applied' ? sa : sb
    return withoutLease({ ...base, state })
  }
  const serverA = sa.status === 'refused' && sa.refusedBy === 'server' ? sa : undefined
  const serverB = sb.status === 'refused' && sb.refusedBy === 'server' ? sb : undefined
  if (serverA !== undefined || serverB !== undefined) {
    const state = serverA !== undefined && serverB !== undefined ? firstAnswer(serverA, serverB) : (serverA ?? serverB)
    return withoutLease({ ...base, state: state as OfflineActionState })
  }
  // Refused on a device only if no view has sent it: a sent action may have been applied, so it waits for the server.
  if (!sent && (sa.status === 'refused' || sb.status === 'refused')) {
    const state = sa.status === 'refused' && sb.status === 'refused' ? firstAnswer(sa, sb) : sa.status === 'refused' ? sa : sb
    return withoutLease({ ...base, state })
  }
  const leases = [a.sendingUntil, b.sendingUntil].filter((x): x is EpochMs => x !== undefined)
  const waiting = withoutLease({ ...base, state: { status: 'waiting' } })
  return leases.length === 0 ? waiting : { ...waiting, sendingUntil: Math.max(...leases) as EpochMs }
}

/**
 * Two views of the queue (two tabs, or a tab and what storage holds) as one: every action of
 * either, each once (same key, same action), in the order they happened, with the server's answers
 * of either view. Commutative, associative and idempotent.
 */
export const mergeOfflineQueues = (a: OfflineQueue, b: OfflineQueue): OfflineQueue => {
  const byKey = new Map<string, QueuedAction>()
  for (const x of [...a.actions, ...b.actions]) {
    const known = byKey.get(x.key)
    byKey.set(x.key, known === undefined ? x : mergeAction(known, x))
  }
  const synced = [a.lastSyncedAt, b.lastSyncedAt].filter((x): x is EpochMs => x !== undefined)
  return {
    actions: sorted([...byKey.values()]),
    ...(synced.length === 0 ? {} : { lastSyncedAt: Math.max(...synced) as EpochMs }),
  }
}
