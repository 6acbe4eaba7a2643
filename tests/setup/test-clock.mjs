/**
 * Runs a process of the unit, contract or component suite as of their fixed instant (vitest.config.ts):
 * `Date.now()` and `new Date()` read the real clock moved by PORTAL_TEST_CLOCK_SHIFT_MS, so time
 * still runs but the day, the hour and the month are always the same, whenever the suite runs.
 * Loaded with `node --import` into the suite's workers and the CLI they run, before any module.
 */
const shift = Number(process.env.PORTAL_TEST_CLOCK_SHIFT_MS ?? '0')

if (Number.isFinite(shift) && shift !== 0 && !('realNow' in globalThis.Date)) {
  const RealDate = globalThis.Date
  class ShiftedDate extends RealDate {
    constructor(...args) {
      if (args.length === 0) super(RealDate.now() + shift)
      else super(...args)
    }

    static now() {
      return RealDate.now() + shift
    }

    static realNow() {
      return RealDate.now()
    }
  }
  globalThis.Date = ShiftedDate
}
