import { Observable } from 'rxjs'
import { type EpochMs, epochMs } from '../../core/shared/brands'
import type { Clock } from '../../core/shared/clock.port'

export type ManualClock = Clock & {
  /** Moves time forward, firing every timer that falls due, in order. */
  advance(ms: number): void
  set(t: EpochMs): void
  pendingTimers(): number
}

/** A clock that only moves when told: tests run long flows in virtual time. */
export const createManualClock = (start: number): ManualClock => {
  let now = start
  let seq = 0
  const timers = new Map<number, { at: number; fire: () => void }>()
  const advanceTo = (target: number): void => {
    for (;;) {
      let next: [number, { at: number; fire: () => void }] | undefined
      for (const entry of timers) if (entry[1].at <= target && (next === undefined || entry[1].at < next[1].at)) next = entry
      if (next === undefined) break
      timers.delete(next[0])
      now = Math.max(now, next[1].at)
      next[1].fire()
    }
    now = Math.max(now, target)
  }
  return {
    now: () => epochMs(now),
    timer: (ms) =>
      new Observable<void>((sub) => {
        const id = ++seq
        timers.set(id, {
          at: now + Math.max(0, ms),
          fire: () => {
            sub.next()
            sub.complete()
          },
        })
        return () => timers.delete(id)
      }),
    advance: (ms) => advanceTo(now + ms),
    set: (t) => advanceTo(t),
    pendingTimers: () => timers.size,
  }
}
