import type { ErrorReporter } from '../../core/shared/error-reporter.port'
import { scrubDeep, scrubPii } from './scrub'

export type InMemoryReporter = ErrorReporter & { readonly reports: { message: string; context?: Record<string, string> }[] }

export const createInMemoryReporter = (): InMemoryReporter => {
  const reports: InMemoryReporter['reports'] = []
  return {
    reports,
    report: (error, context) =>
      void reports.push({
        message: scrubPii(error instanceof Error ? error.message : String(error)),
        ...(context === undefined ? {} : { context: scrubDeep({ ...context }) }),
      }),
  }
}
