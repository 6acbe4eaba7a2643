import * as E from 'fp-ts/Either'
import type * as t from 'io-ts'
import { expect, inject } from 'vitest'
import { describeDecodeErrors } from '../../adapters/http/contract/decode-errors'
import { pathWith } from '../../adapters/http/contract/paths'
import { PATHS_SANDBOX } from '../../adapters/http/contract/sandbox-paths'
import { API_BASE, CSRF_HEADER, CSRF_VALUE } from '../../adapters/http/contract/wire'

/** A small HTTP client for the contract tests: a real sandbox, a real session cookie. */
export type SandboxClient = {
  get(path: string, query?: Record<string, string | number | boolean>): Promise<Response>
  post(path: string, body: unknown): Promise<Response>
  put(path: string, query?: Record<string, string | number | boolean>): Promise<Response>
}

const qs = (query?: Record<string, string | number | boolean>): string =>
  query === undefined ? '' : `?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString()}`

export const clientFor = (baseUrl: string, cookie: string | undefined): SandboxClient => {
  const headers = (write: boolean): Record<string, string> => ({
    ...(cookie === undefined ? {} : { cookie }),
    ...(write ? { [CSRF_HEADER]: CSRF_VALUE, 'content-type': 'application/json' } : {}),
  })
  return {
    get: (path, query) => fetch(`${baseUrl}${API_BASE}/${path}${qs(query)}`, { headers: headers(false) }),
    post: (path, body) => fetch(`${baseUrl}${API_BASE}/${path}`, { method: 'POST', headers: headers(true), body: JSON.stringify(body) }),
    put: (path, query) => fetch(`${baseUrl}${API_BASE}/${path}${qs(query)}`, { method: 'PUT', headers: headers(true) }),
  }
}

export const signInAt = async (baseUrl: string, persona: string): Promise<SandboxClient> => {
  const r = await fetch(`${baseUrl}${API_BASE}/${PATHS_SANDBOX.session}`, {
    method: 'POST',
    headers: { [CSRF_HEADER]: CSRF_VALUE, 'content-type': 'application/json' },
    body: JSON.stringify({ persona }),
  })
  expect(r.status).toBe(200)
  const cookie = (r.headers.get('set-cookie') ?? '').split(';')[0]
  return clientFor(baseUrl, cookie)
}

/** Signs in to the contract suite's sandbox as a persona (owner, centre-manager, trainer, front-desk, ...). */
export const signIn = (persona: string): Promise<SandboxClient> => signInAt(inject('sandboxUrl'), persona)
export const anonymous = (): SandboxClient => clientFor(inject('sandboxUrl'), undefined)

/** Reads the answer, checks the status and decodes it with the shared codec. */
export const decoded = async <A>(r: Response, status: number, codec: t.Decoder<unknown, A>): Promise<A> => {
  const body: unknown = await r.json()
  expect({ status: r.status, body }).toMatchObject({ status })
  const d = codec.decode(body)
  if (E.isLeft(d)) throw new Error(`Answer does not match ${codec.name}: ${describeDecodeErrors(d.left)}`)
  return d.right
}

/** Checks a failure: status and message. */
export const failsWith = async (r: Response, status: number, message?: string): Promise<void> => {
  const body = (await r.json()) as { message?: string }
  expect(r.status).toBe(status)
  expect(typeof body.message).toBe('string')
  if (message !== undefined) expect(body.message).toBe(message)
}

export { pathWith }
