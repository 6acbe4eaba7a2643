/**
 * Shared wire conventions of the centre operations API. Both the HTTP adapters and the
 * sandbox import this file, so the client and the server cannot drift apart.
 */

/** Every API path lives under this prefix on the portal's origin. */
export const API_BASE = '/api'

/** Header that every state-changing request carries (a CSRF defence: a form post cannot set it). */
export const CSRF_HEADER = 'x-portal-request'
export const CSRF_VALUE = '1'

/** Name of the staff session cookie the sandbox sets at sign-in. */
export const SESSION_COOKIE = 'portal_session'
/**
 * A cookie the page can read, set beside the session and cleared with it: it holds no secret, only
 * says that a session exists, so a first visit goes straight to sign-in without failing calls.
 */
export const SESSION_HINT_COOKIE = 'portal_signed_in'

/** Body of every error answer: a message to show, and an optional machine-readable code. */
export type ErrorBody = { readonly message: string; readonly code?: string }
