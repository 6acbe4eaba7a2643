import * as t from 'io-ts'
import { http, HttpResponse, delay } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { type HttpClient, createHttpClient } from '../../../adapters/http/http-client'
import { CSRF_HEADER } from '../../../adapters/http/contract/wire'
import { createInMemoryReporter } from '../../../adapters/reporting/in-memory-reporter'

/**
 * Faults a real server will not produce on cue: the HttpClient turns each into a tagged failure
 * with a clear message, never an escaping exception.
 */
const ORIGIN = 'http://api.test'
const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

const Thing = t.type({ name: t.string })

const client = (over: { timeoutMs?: number } = {}) => {
  const reporter = createInMemoryReporter()
  let unauthorisedCalls = 0
  const http_: HttpClient = createHttpClient({
    origin: ORIGIN,
    fetch: globalThis.fetch,
    reporter,
    onUnauthorised: () => {
      unauthorisedCalls++
    },
    ...over,
  })
  return { http: http_, reporter, unauthorisedCalls: () => unauthorisedCalls }
}

describe('the HTTP client facing faults', () => {
  it('turns a network error into Unavailable', async () => {
    server.use(http.get(`${ORIGIN}/api/v1/thing`, () => HttpResponse.error()))
    const r = await client().http.send({ path: 'v1/thing' }, Thing)()
    expect(r).toMatchObject({ _tag: 'Left', left: { _tag: 'Unavailable' } })
  })

  it('gives up on a hang after the timeout with Unavailable', async () => {
    server.use(http.get(`${ORIGIN}/api/v1/thing`, async () => {
      await delay('infinite')
      return HttpResponse.json({ name: 'late' })
    }))
    const r = await client({ timeoutMs: 50 }).http.send({ path: 'v1/thing' }, Thing)()
    expect(r).toMatchObject({ _tag: 'Left', left: { _tag: 'Unavailable', message: expect.stringContaining('in time') } })
  })

  it.each([500, 502, 503])('turns %i into Unavailable and reports it once, without retrying', async (status) => {
    let calls = 0
    server.use(http.get(`${ORIGIN}/api/v1/thing`, () => {
      calls++
      return new HttpResponse('oops', { status })
    }))
    const c = client()
    const r = await c.http.send({ path: 'v1/thing' }, Thing)()
    expect(r).toMatchObject({ _tag: 'Left', left: { _tag: 'Unavailable' } })
    expect(calls).toBe(1)
    expect(c.reporter.reports).toHaveLength(1)
  })

  it('turns malformed JSON into MalformedResponse', async () => {
    server.use(http.get(`${ORIGIN}/api/v1/thing`, () => new HttpResponse('{"name": ', { status: 200, headers: { 'content-type': 'application/json' } })))
    const r = await client().http.send({ path: 'v1/thing' }, Thing)()
    expect(r).toMatchObject({ _tag: 'Left', left: { _tag: 'MalformedResponse' } })
  })

  it('turns valid JSON of the wrong shape into MalformedResponse naming the field', async () => {
    server.use(http.get(`${ORIGIN}/api/v1/thing`, () => HttpResponse.json({ name: 42 })))
    const r = await client().http.send({ path: 'v1/thing' }, Thing)()
    expect(r).toMatchObject({ _tag: 'Left', left: { _tag: 'MalformedResponse', message: expect.stringContaining('name') } })
  })

  it('retries a 401 at most 3 times, then calls the unauthorised handler once and does not report it', async () => {
    let calls = 0
    server.use(http.get(`${ORIGIN}/api/v1/thing`, () => {
      calls++
      return HttpResponse.json({ message: 'Please sign in.' }, { status: 401 })
    }))
    const c = client()
    const r = await c.http.send({ path: 'v1/thing' }, Thing)()
    expect(r).toMatchObject({ _tag: 'Left', left: { _tag: 'Unauthorised' } })
    expect(calls).toBe(4)
    expect(c.unauthorisedCalls()).toBe(1)
    expect(c.reporter.reports).toHaveLength(0)
  })

  it('succeeds when a retried 401 turns into an answer', async () => {
    let calls = 0
    server.use(http.get(`${ORIGIN}/api/v1/thing`, () => (++calls < 3 ? HttpResponse.json({}, { status: 401 }) : HttpResponse.json({ name: 'ok' }))))
    const c = client()
    expect(await c.http.send({ path: 'v1/thing' }, Thing)()).toEqual({ _tag: 'Right', right: { name: 'ok' } })
    expect(c.unauthorisedCalls()).toBe(0)
  })

  it("turns 403 into Forbidden with the server's message, without retrying", async () => {
    let calls = 0
    server.use(http.get(`${ORIGIN}/api/v1/thing`, () => {
      calls++
      return HttpResponse.json({ message: 'You need VIEW access on CENTER_CHECKINS for this.' }, { status: 403 })
    }))
    const r = await client().http.send({ path: 'v1/thing' }, Thing)()
    expect(r).toEqual({ _tag: 'Left', left: { _tag: 'Forbidden', message: 'You need VIEW access on CENTER_CHECKINS for this.' } })
    expect(calls).toBe(1)
  })

  it("keeps the server's message and code on a 4xx refusal", async () => {
    server.use(http.post(`${ORIGIN}/api/v1/thing`, () => HttpResponse.json({ message: 'Invalid OTP', code: 'OTP_INVALID' }, { status: 400 })))
    const r = await client().http.send({ path: 'v1/thing', data: { otp: '1' } }, Thing)()
    expect(r).toEqual({ _tag: 'Left', left: { _tag: 'Rejected', message: 'Invalid OTP', code: 'OTP_INVALID' } })
  })

  it('does not report failures of the listed paths', async () => {
    server.use(http.post(`${ORIGIN}/api/v1/pitch/order/success/7`, () => new HttpResponse(null, { status: 500 })))
    const c = client()
    await c.http.send({ path: 'v1/pitch/order/success/7', data: {} }, Thing)()
    expect(c.reporter.reports).toHaveLength(0)
  })

  it('posts JSON with the CSRF header when data is given, and builds the query string from parameters', async () => {
    let seen: { method: string; csrf: string | null; type: string | null; url: string; body: unknown } | undefined
    server.use(http.all(`${ORIGIN}/api/v1/thing`, async ({ request }) => {
      seen = { method: request.method, csrf: request.headers.get(CSRF_HEADER), type: request.headers.get('content-type'), url: request.url, body: await request.json() }
      return HttpResponse.json({ name: 'ok' })
    }))
    await client().http.send({ path: 'v1/thing', params: { a: 1, b: ['x', 'y'], c: undefined }, data: { n: 1 } }, Thing)()
    expect(seen).toEqual({ method: 'POST', csrf: '1', type: 'application/json', url: `${ORIGIN}/api/v1/thing?a=1&b=x&b=y`, body: { n: 1 } })
  })

  it('reports without phone numbers or e-mails', async () => {
    server.use(http.get(`${ORIGIN}/api/v1/thing`, () => HttpResponse.json({ message: 'No user 9876543210 / a.b@example.com' }, { status: 500 })))
    const c = client()
    await c.http.send({ path: 'v1/thing' }, Thing)()
    const text = JSON.stringify(c.reporter.reports)
    expect(text).not.toContain('9876543210')
    expect(text).not.toContain('a.b@example.com')
  })
})
