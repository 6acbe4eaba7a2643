/** Reports unexpected failures. Implementations never send phone numbers or e-mail addresses. */
export interface ErrorReporter {
  report(error: unknown, context?: Readonly<Record<string, string>>): void
}
