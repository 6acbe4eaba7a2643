import { LOADING_INTERVAL_TOTAL_S } from './constants'

/** The loading-interval timer at some elapsed time (part 1 §9). */
export type LoadingInterval = {
  /** Ticks so far: one per step, never more than the whole run holds. */
  readonly ticks: number
  /** Seconds left, never below zero. */
  readonly remainingSeconds: number
  readonly done: boolean
}

/**
 * The loading-interval timer ticks once per `stepSeconds` and runs `totalSeconds` in all
 * (default 10 s). A step that does not divide the total gives a last tick at the total. A step
 * that is not positive is read as 1 s. Negative elapsed time counts as zero.
 */
export const loadingInterval = (elapsedMs: number, stepSeconds = 1, totalSeconds = LOADING_INTERVAL_TOTAL_S): LoadingInterval => {
  const step = Number.isFinite(stepSeconds) && stepSeconds > 0 ? stepSeconds : 1
  const total = Number.isFinite(totalSeconds) && totalSeconds > 0 ? totalSeconds : LOADING_INTERVAL_TOTAL_S
  const maxTicks = Math.ceil(total / step)
  const elapsed = Number.isFinite(elapsedMs) ? Math.max(0, elapsedMs) : 0
  const ticks = Math.min(maxTicks, Math.floor(elapsed / (step * 1000)))
  const remainingSeconds = Math.max(0, total - ticks * step)
  return { ticks, remainingSeconds, done: ticks === maxTicks }
}
