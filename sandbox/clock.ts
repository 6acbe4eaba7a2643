/**
 * The sandbox's clock with a hand on it: `now()` runs on from the base clock (the machine's, or
 * SANDBOX_NOW's), and a journey that has to wait for a time (a PT session to begin, a play
 * slot's day) can move it to that instant and back again (SANDBOX_CLOCK_CONTROL=1 only; see
 * sandbox/http/clock-control.routes.ts). Time keeps running from wherever it is set.
 */
export type AdjustableClock = {
  readonly now: () => number
  /** From now on the clock reads `ms`, and runs on from there. */
  readonly set: (ms: number) => void
  /** Back to the base clock. */
  readonly reset: () => void
}

export const adjustableClock = (base: () => number): AdjustableClock => {
  let offset = 0
  return {
    now: () => base() + offset,
    set: (ms) => {
      offset = ms - base()
    },
    reset: () => {
      offset = 0
    },
  }
}
