import type { EpochMs } from '../shared/brands'
import type { QueuedAction } from './offline-action'
import type { OfflineQueue } from './offline-queue.rule'

const HOUR_MS = 60 * 60 * 1000

/** How long an action the server answered stays in the device's queue (and its sync panel) after the answer. */
export const OFFLINE_KEEP_ANSWERED_HOURS = 24
export const OFFLINE_KEEP_ANSWERED_MS = OFFLINE_KEEP_ANSWERED_HOURS * HOUR_MS

/**
 * Whether a kept action may go from the device: the server answered it (applied, or refused and
 * filed as a task for the centre's manager) more than 24 hours ago. An action still waiting or
 * being sent is never pruned, nor one refused on the device (it never reached the server, so no
 * task holds it: the panel is the only place it shows).
 */
export const isPrunable = (a: QueuedAction, now: EpochMs): boolean => {
  const s = a.state
  const answeredByServer = s.status === 'applied' || (s.status === 'refused' && s.refusedBy === 'server')
  return answeredByServer && now - s.answeredAt > OFFLINE_KEEP_ANSWERED_MS
}

/** The queue without the actions that may go (the same queue when none may). */
export const pruneOfflineQueue = (queue: OfflineQueue, now: EpochMs): OfflineQueue => {
  const kept = queue.actions.filter((a) => !isPrunable(a, now))
  return kept.length === queue.actions.length ? queue : { ...queue, actions: kept }
}
