import type { GatewayError } from './errors'

/**
 * How a failed read or action should be shown, whatever use case it came from:
 * - 'forbidden': the signed-in staff member may not see or do this (a 403). Shown as what it is,
 *   never as a temporary failure, and never with a retry.
 * - 'signed-out': the session is gone (a 401 after the retries); the shell signs out.
 * - 'refused': the server (or the core's own rule) refused this input; the same request fails again.
 * - 'transient': the server could not be reached or answered badly; trying again may help.
 */
export type FailureKind = 'forbidden' | 'signed-out' | 'refused' | 'transient'

const GATEWAY_TAGS: ReadonlySet<string> = new Set<GatewayError['_tag']>([
  'Unavailable',
  'Unauthorised',
  'Forbidden',
  'NotFound',
  'Rejected',
  'MalformedResponse',
])

const tagOf = (v: unknown): string | undefined =>
  typeof v === 'object' && v !== null && typeof (v as { _tag?: unknown })._tag === 'string' ? (v as { _tag: string })._tag : undefined

/** The gateway failure under a use case's failure: itself, or the `cause` an action's failure carries. */
export const gatewayCauseOf = (failure: unknown): GatewayError | undefined => {
  const tag = tagOf(failure)
  if (tag !== undefined && GATEWAY_TAGS.has(tag)) return failure as GatewayError
  const cause = typeof failure === 'object' && failure !== null ? (failure as { cause?: unknown }).cause : undefined
  const causeTag = tagOf(cause)
  return causeTag !== undefined && GATEWAY_TAGS.has(causeTag) ? (cause as GatewayError) : undefined
}

/**
 * The kind of any failure a use case returns (a GatewayError, an ActionFailed with its cause, a
 * ValidationFailed, a core refusal). A failure whose cause is unknown counts as transient, so a
 * retry is offered rather than withheld.
 */
export const failureKind = (failure: unknown): FailureKind => {
  const cause = gatewayCauseOf(failure)
  if (cause !== undefined) {
    switch (cause._tag) {
      case 'Forbidden':
        return 'forbidden'
      case 'Unauthorised':
        return 'signed-out'
      case 'NotFound':
      case 'Rejected':
        return 'refused'
      case 'Unavailable':
      case 'MalformedResponse':
        return 'transient'
    }
  }
  const tag = tagOf(failure)
  if (tag === 'ValidationFailed' || tag === 'Refused' || tag === 'InvalidOtp') return 'refused'
  return 'transient'
}

/** Whether trying the same request again can help (only a transient failure). */
export const isRetryable = (failure: unknown): boolean => failureKind(failure) === 'transient'
