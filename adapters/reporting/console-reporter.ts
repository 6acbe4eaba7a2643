import type { ErrorReporter } from '../../core/shared/error-reporter.port'
import { scrubDeep, scrubPii } from './scrub'

export const createConsoleReporter = (log: (line: string) => void = (l) => console.error(l)): ErrorReporter => ({
  report: (error, context) => {
    const text = error instanceof Error ? error.message : String(error)
    log(`[error] ${scrubPii(text)}${context === undefined ? '' : ` ${JSON.stringify(scrubDeep(context))}`}`)
  },
})
