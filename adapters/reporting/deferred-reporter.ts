import type { ErrorReporter } from '../../core/shared/error-reporter.port'

export type DeferredReporter = ErrorReporter & {
  /** Hands over to the real reporter once it has loaded; reports made meanwhile are replayed. */
  readonly attach: (target: ErrorReporter) => void
}

/**
 * A reporter usable from the first instant while the real one (Sentry) loads in its own chunk:
 * reports go to `fallback` and are queued (at most `max`) until `attach`.
 */
export const createDeferredReporter = (fallback: ErrorReporter, max = 20): DeferredReporter => {
  let target: ErrorReporter | undefined
  const queue: [unknown, Readonly<Record<string, string>> | undefined][] = []
  return {
    report: (error, context) => {
      if (target !== undefined) return target.report(error, context)
      fallback.report(error, context)
      if (queue.length < max) queue.push([error, context])
    },
    attach: (t) => {
      target = t
      for (const [e, c] of queue.splice(0)) t.report(e, c)
    },
  }
}
