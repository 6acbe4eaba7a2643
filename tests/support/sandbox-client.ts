import { inject } from 'vitest'
import { type HttpClient, createHttpClient } from '../../adapters/http/http-client'
import { API_BASE, CSRF_HEADER, CSRF_VALUE, SESSION_COOKIE } from '../../adapters/http/contract/wire'
import { createInMemoryReporter } from '../../adapters/reporting/in-memory-reporter'

export const sandboxUrl = (): string => inject('sandboxUrl')

/** Signs in to the test sandbox as a persona and returns the session token. */
export const signIn = async (persona: string): Promise<string> => {
  const res = await fetch(`${sandboxUrl()}${API_BASE}/sandbox/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [CSRF_HEADER]: CSRF_VALUE },
    body: JSON.stringify({ persona }),
  })
  const body = (await res.json()) as { session: string }
  return body.session
}

/** Raw API call as a persona: for status codes and bodies the HttpClient would hide. */
export const apiFetch = async (
  session: string | undefined,
  path: string,
  init: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: unknown; headers: Headers }> => {
  const method = init.method ?? (init.body === undefined ? 'GET' : 'POST')
  const headers: Record<string, string> = { ...(session === undefined ? {} : { cookie: `${SESSION_COOKIE}=${session}` }) }
  if (method !== 'GET') headers[CSRF_HEADER] = CSRF_VALUE
  if (init.body !== undefined) headers['content-type'] = 'application/json'
  const res = await fetch(`${sandboxUrl()}${API_BASE}/${path}`, {
    method,
    headers: { ...headers, ...init.headers },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  })
  const text = await res.text()
  let body: unknown = text
  try {
    body = text === '' ? undefined : JSON.parse(text)
  } catch {
    /* not JSON: keep the text */
  }
  return { status: res.status, body, headers: res.headers }
}

/** The portal's real HttpClient, signed in as a persona against the test sandbox. */
export const httpClientAs = async (persona: string): Promise<HttpClient> => {
  const session = await signIn(persona)
  return createHttpClient({
    origin: sandboxUrl(),
    fetch: globalThis.fetch,
    reporter: createInMemoryReporter(),
    headers: { cookie: `${SESSION_COOKIE}=${session}` },
    onUnauthorised: () => undefined,
  })
}
