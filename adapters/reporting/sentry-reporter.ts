import * as Sentry from '@sentry/react'
import { analyticsEnabledForHost } from '../../core/shared/analytics-host.rule'
import type { ErrorReporter } from '../../core/shared/error-reporter.port'
import { scrubDeep, scrubPii } from './scrub'

export type SentryOptions = {
  readonly dsn: string
  /** The page's host: analytics (performance tracing) stays off on 'stage' and 'alpha' hosts. */
  readonly host: string
  readonly environment?: string
}

export type SentryHandles = {
  readonly reporter: ErrorReporter
}

/** Removes phone numbers and e-mail addresses from an event before it leaves the browser. */
export const scrubEvent = <T extends object>(event: T): T => scrubDeep(event)

export const scrubBreadcrumb = (crumb: Sentry.Breadcrumb): Sentry.Breadcrumb => ({
  ...crumb,
  ...(crumb.message === undefined ? {} : { message: scrubPii(crumb.message) }),
  ...(crumb.data === undefined ? {} : { data: scrubDeep(crumb.data) }),
})

/**
 * Starts Sentry (this module is loaded with a dynamic import only when a DSN is set, so it never
 * weighs on the first screen). Trace sample rate 1; PII scrubbed from events and breadcrumbs.
 */
export const startSentry = (o: SentryOptions): SentryHandles => {
  const analytics = analyticsEnabledForHost(o.host)
  Sentry.init({
    dsn: o.dsn,
    ...(o.environment === undefined ? {} : { environment: o.environment }),
    tracesSampleRate: 1,
    integrations: analytics ? [Sentry.browserTracingIntegration()] : [],
    beforeSend: (event) => scrubEvent(event),
    beforeBreadcrumb: (crumb) => scrubBreadcrumb(crumb),
  })
  return {
    reporter: {
      report: (error, context) => {
        Sentry.captureException(error, context === undefined ? undefined : { extra: scrubDeep({ ...context }) })
      },
    },
  }
}
