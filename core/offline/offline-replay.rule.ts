import type { EpochMs } from '../shared/brands'
import { offlineFromTheFuture, offlineTooOld } from '../shared/messages'

const HOUR_MS = 60 * 60 * 1000
const MINUTE_MS = 60 * 1000

/** How long after it happened an offline action is still accepted with its original time. */
export const OFFLINE_REPLAY_BOUND_HOURS = 12
export const OFFLINE_REPLAY_BOUND_MS = OFFLINE_REPLAY_BOUND_HOURS * HOUR_MS
/** How far ahead of the server's clock an action's time may be (device clocks drift). */
export const OFFLINE_CLOCK_SKEW_MINUTES = 5
export const OFFLINE_CLOCK_SKEW_MS = OFFLINE_CLOCK_SKEW_MINUTES * MINUTE_MS
/** How long one send of an action may take before the device counts it as unanswered. */
export const OFFLINE_SEND_LEASE_MS = 30 * 1000

export type ReplayVerdict = { readonly accepted: true } | { readonly accepted: false; readonly reason: string }

/**
 * Whether an action that happened at `happenedAt` may still be applied with that time at `now`:
 * at most the bound after it happened (the bound itself included), and not more than the clock
 * skew ahead of `now`. The server applies this to actions it has not seen; the device applies it to
 * actions it never sent.
 */
export const replayVerdict = (happenedAt: EpochMs, now: EpochMs): ReplayVerdict =>
  now - happenedAt > OFFLINE_REPLAY_BOUND_MS
    ? { accepted: false, reason: offlineTooOld(OFFLINE_REPLAY_BOUND_HOURS) }
    : happenedAt - now > OFFLINE_CLOCK_SKEW_MS
      ? { accepted: false, reason: offlineFromTheFuture(OFFLINE_CLOCK_SKEW_MINUTES) }
      : { accepted: true }
