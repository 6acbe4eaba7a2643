import * as E from 'fp-ts/Either'
import type { TaskEither } from 'fp-ts/TaskEither'
import type { GatewayError } from './errors'

/**
 * What a staff action answers on success: the spec's success message (so the UI and the CLI show
 * the same words) and the result.
 */
export type Done<A> = { readonly message: string; readonly value: A }

export const done = <A>(message: string, value: A): Done<A> => ({ message, value })

/** A failed staff action: its tag, the text to show (the spec's prefix and the server's reason). */
export type ActionFailed<T extends string> = { readonly _tag: T; readonly message: string; readonly cause?: GatewayError }

export const actionFailed = <T extends string>(tag: T, message: string, cause?: GatewayError): ActionFailed<T> =>
  cause === undefined ? { _tag: tag, message } : { _tag: tag, message, cause }

/** The server's reason for a failure, as the spec's '{reason}' suffix shows it. */
export const reasonOf = (e: GatewayError): string => e.message

/**
 * Runs a gateway call as a staff action: on success the spec's message with the result, on failure
 * the action's tagged failure with the spec's text for the server's reason.
 */
export const act =
  <T extends string>(tag: T, failure: (reason: string) => string, message: string) =>
  <A>(call: TaskEither<GatewayError, A>): TaskEither<ActionFailed<T>, Done<A>> =>
  async () => {
    const r = await call()
    return r._tag === 'Right' ? E.right(done(message, r.right)) : E.left(actionFailed(tag, failure(reasonOf(r.left)), r.left))
  }

/** A read: the result as is, or the action's tagged failure with the spec's text. */
export const fetchAs =
  <T extends string>(tag: T, failure: (reason: string) => string) =>
  <A>(call: TaskEither<GatewayError, A>): TaskEither<ActionFailed<T>, A> =>
  async () => {
    const r = await call()
    return r._tag === 'Right' ? r : E.left(actionFailed(tag, failure(reasonOf(r.left)), r.left))
  }

/** The server's own words, for failures the spec words as "the server message". */
export const serverSays = (reason: string): string => reason
