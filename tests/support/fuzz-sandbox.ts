import { PATHS, pathWith } from '../../adapters/http/contract/paths'
import { PATHS_SANDBOX } from '../../adapters/http/contract/sandbox-paths'
import { API_BASE, CSRF_HEADER, CSRF_VALUE, SESSION_COOKIE } from '../../adapters/http/contract/wire'
import { routeTableRoutes } from './api-routes'
import { rowCounter } from './fuzz'
import { startOwnSandbox, type OwnSandbox } from './selling-sandbox'

/**
 * What the sandbox fuzz suites share (tests/sandbox/fuzz*.test.ts, one file per family so
 * that a long hunt runs them side by side): a sandbox of the suite's own, signed in as the owner
 * (every permission and centre), the routes of the route table, a request sender and the check
 * that a refused request changed nothing.
 */
export type FuzzSandbox = {
  readonly sandbox: () => OwnSandbox
  readonly cookie: () => string
  /** Each table's row count (a net change since the start: the same comparison as counting every table). */
  readonly counts: () => Record<string, number>
}

/** Starts the suite's sandbox before its tests and stops it after them (call at the top of a test file). */
export const useFuzzSandbox = (): FuzzSandbox => {
  let sandbox: OwnSandbox | undefined
  let cookie = ''
  let rows: ReturnType<typeof rowCounter> | undefined
  beforeAll(async () => {
    sandbox = await startOwnSandbox(Date.now())
    const r = await fetch(`${sandbox.url}${API_BASE}/${PATHS_SANDBOX.session}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [CSRF_HEADER]: CSRF_VALUE },
      body: JSON.stringify({ persona: 'owner' }),
    })
    cookie = `${SESSION_COOKIE}=${((await r.json()) as { session: string }).session}`
    // Tables whose row counts a refused request must leave alone (sessions and replay results aside).
    rows = rowCounter(sandbox.db, ['sessions', 'idempotent_results', 'schema_migrations'])
  })
  afterAll(() => sandbox?.close())
  const need = <T>(x: T | undefined): T => {
    if (x === undefined) throw new Error('the fuzz sandbox has not started')
    return x
  }
  return { sandbox: () => need(sandbox), cookie: () => cookie, counts: () => need(rows).snapshot() }
}

// Sign-out ends the fuzzing session itself: it is tested on its own (tests/unit/sandbox/trust-boundary.test.ts).
/** Every API call of the route table but sign-out: a route another branch adds is fuzzed as soon as it is mounted. */
export const fuzzedRoutes = routeTableRoutes().filter((r) => r.path !== PATHS.signOut)

/** The path with every `:param` set to `id`. */
export const idPath = (r: { readonly path: string }, id: string): string => pathWith(r.path, new Proxy({}, { get: () => id }) as Record<string, string>)

export type Answer = { readonly status: number; readonly text: string }

/** Sends one request as the owner; writes carry the CSRF header and (unless '') the content type. */
export const sendAs = async (
  f: FuzzSandbox,
  r: { readonly method: string },
  pathAndQuery: string,
  init: { readonly body?: string; readonly contentType?: string; readonly chunked?: boolean } = {},
): Promise<Answer> => {
  const write = r.method !== 'GET'
  const body = init.body ?? '{}'
  const res = await fetch(`${f.sandbox().url}${API_BASE}/${pathAndQuery}`, {
    method: r.method,
    headers: {
      cookie: f.cookie(),
      ...(write ? { [CSRF_HEADER]: CSRF_VALUE, ...(init.contentType === '' ? {} : { 'content-type': init.contentType ?? 'application/json' }) } : {}),
    },
    ...(write
      ? init.chunked === true
        ? { body: new ReadableStream({ start: (c) => (c.enqueue(new TextEncoder().encode(body)), c.close()) }), duplex: 'half' }
        : { body }
      : {}),
  } as RequestInit)
  return { status: res.status, text: await res.text() }
}

/** The answer to a request the trust boundary must refuse: a 4xx JSON message, and nothing changed. */
export const refusedCleanly = (f: FuzzSandbox, a: Answer, before: Record<string, number>, why: string): void => {
  expect(a.status, `${why}: ${a.text.slice(0, 200)}`).toBeGreaterThanOrEqual(400)
  expect(a.status, `${why}: ${a.text.slice(0, 200)}`).toBeLessThan(500)
  expect(typeof (JSON.parse(a.text) as { message?: unknown }).message).toBe('string')
  expect(f.counts()).toEqual(before)
}
