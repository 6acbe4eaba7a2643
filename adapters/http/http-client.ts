import * as E from 'fp-ts/Either'
import type { TaskEither } from 'fp-ts/TaskEither'
import type * as t from 'io-ts'
import { HTTP_401_RETRIES, HTTP_TIMEOUT_MS } from '../../core/shared/constants'
import type { ErrorReporter } from '../../core/shared/error-reporter.port'
import {
  type GatewayError,
  forbidden,
  malformedResponse,
  notFound,
  rejected,
  unauthorised,
  unavailable,
} from '../../core/shared/errors'
import { describeDecodeErrors } from './contract/decode-errors'
import { hasTextOverBound } from '../../core/shared/text-bound'
import { TEXT_TOO_LONG } from '../../core/shared/messages'
import { API_BASE, CSRF_HEADER, CSRF_VALUE } from './contract/wire'

export type QueryValue = string | number | boolean | undefined | null | readonly (string | number)[]

export type HttpRequest = {
  readonly path: string
  /** Defaults to POST when `data` is given, else GET (part 1 §7). */
  readonly method?: 'GET' | 'POST' | 'PUT' | 'DELETE'
  readonly params?: Readonly<Record<string, QueryValue>>
  readonly data?: unknown
  /** A key that makes a write safe to repeat: the server answers a repeat with the first result. */
  readonly idempotencyKey?: string
}

export interface HttpClient {
  send<A>(req: HttpRequest, codec: t.Decoder<unknown, A>): TaskEither<GatewayError, A>
}

export type HttpClientOptions = {
  /** Origin of the API, '' for the page's own origin. */
  readonly origin: string
  readonly fetch: typeof fetch
  readonly reporter: ErrorReporter
  /** Called once a request is still unauthorised after the retries (the browser goes to the root). */
  readonly onUnauthorised: () => void
  readonly timeoutMs?: number
  /** Extra headers on every request (the node CLI's session cookie). */
  readonly headers?: Readonly<Record<string, string>>
}

/** Paths whose failures are not reported (part 1 §7). */
export const UNREPORTED_PATHS = ['v1/pitch/order/success', 'v1/cmTasks', 'v1/pitch/user/id'] as const

export const buildQuery = (params: Readonly<Record<string, QueryValue>> | undefined): string => {
  if (params === undefined) return ''
  const q = new URLSearchParams()
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue
    if (Array.isArray(value)) for (const v of value) q.append(key, String(v))
    else q.append(key, String(value))
  }
  const s = q.toString()
  return s === '' ? '' : `?${s}`
}

type Outcome = { readonly kind: 'answer'; readonly status: number; readonly body: unknown; readonly bodyError?: string } | { readonly kind: 'failure'; readonly error: GatewayError }

const isErrorBody = (b: unknown): b is { message: string; code?: string } =>
  typeof b === 'object' && b !== null && typeof (b as { message?: unknown }).message === 'string'

const statusError = (status: number, body: unknown): GatewayError => {
  const message = isErrorBody(body) ? body.message : `The server answered ${status}`
  const code = isErrorBody(body) && typeof body.code === 'string' ? body.code : undefined
  if (status === 401) return unauthorised(message)
  if (status === 403) return forbidden(message)
  if (status === 404) return notFound(message)
  if (status >= 400 && status < 500) return rejected(message, code)
  return unavailable(isErrorBody(body) ? body.message : `The server is unavailable (${status}). Please try again.`)
}

/**
 * The one HTTP client of the portal, with the spec's shared behaviour: same-origin base, cookies,
 * 30 s timeout, JSON bodies, 401 retried up to 3 times then the unauthorised handler, other errors
 * not retried, failures reported except the listed paths and 401. Never throws.
 */
export const createHttpClient = (o: HttpClientOptions): HttpClient => {
  const timeoutMs = o.timeoutMs ?? HTTP_TIMEOUT_MS

  const once = async (req: HttpRequest): Promise<Outcome> => {
    const method = req.method ?? (req.data === undefined ? 'GET' : 'POST')
    const headers: Record<string, string> = { accept: 'application/json', ...o.headers }
    if (method !== 'GET') headers[CSRF_HEADER] = CSRF_VALUE
    if (req.data !== undefined) headers['content-type'] = 'application/json'
    if (req.idempotencyKey !== undefined) headers['idempotency-key'] = req.idempotencyKey
    const controller = new AbortController()
    const timer = setTimeout(() => controller.abort(), timeoutMs)
    try {
      const res = await o.fetch(`${o.origin}${API_BASE}/${req.path}${buildQuery(req.params)}`, {
        method,
        headers,
        credentials: 'include',
        body: req.data === undefined ? undefined : JSON.stringify(req.data),
        signal: controller.signal,
      })
      const text = await res.text()
      if (text === '') return { kind: 'answer', status: res.status, body: undefined }
      try {
        return { kind: 'answer', status: res.status, body: JSON.parse(text) as unknown }
      } catch {
        return { kind: 'answer', status: res.status, body: undefined, bodyError: 'The server answered with something that is not JSON' }
      }
    } catch (e) {
      if (controller.signal.aborted) return { kind: 'failure', error: unavailable('The server did not answer in time. Please try again.') }
      return { kind: 'failure', error: unavailable(`Could not reach the server. Check the connection and try again. (${e instanceof Error ? e.message : String(e)})`) }
    } finally {
      clearTimeout(timer)
    }
  }

  const report = (req: HttpRequest, error: GatewayError): void => {
    if (error._tag === 'Unauthorised') return
    if (UNREPORTED_PATHS.some((p) => req.path.startsWith(p))) return
    o.reporter.report(new Error(`${req.method ?? (req.data === undefined ? 'GET' : 'POST')} ${req.path}: ${error._tag}: ${error.message}`), {
      path: req.path,
    })
  }

  return {
    send: <A>(req: HttpRequest, codec: t.Decoder<unknown, A>): TaskEither<GatewayError, A> =>
      async () => {
        // A text the server would refuse is never sent: the caller hears the bound at once.
        if (hasTextOverBound(req.data) || hasTextOverBound(req.params)) return E.left(rejected(TEXT_TOO_LONG))
        let outcome = await once(req)
        for (let retry = 0; retry < HTTP_401_RETRIES && outcome.kind === 'answer' && outcome.status === 401; retry++) {
          outcome = await once(req)
        }
        let error: GatewayError
        if (outcome.kind === 'failure') error = outcome.error
        else if (outcome.status === 401) {
          o.onUnauthorised()
          error = statusError(401, outcome.body)
        } else if (outcome.status < 200 || outcome.status >= 300) error = statusError(outcome.status, outcome.body)
        else if (outcome.bodyError !== undefined) error = malformedResponse(outcome.bodyError)
        else {
          const decoded = codec.decode(outcome.body)
          if (E.isRight(decoded)) return decoded
          error = malformedResponse(`The server's answer to ${req.path} was not understood: ${describeDecodeErrors(decoded.left)}`)
        }
        report(req, error)
        return E.left(error)
      },
  }
}
