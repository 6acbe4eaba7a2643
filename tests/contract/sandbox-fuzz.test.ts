import fc from 'fast-check'
import { PATHS, pathWith } from '../../adapters/http/contract/paths'
import { PATHS_SANDBOX } from '../../adapters/http/contract/sandbox-paths'
import { API_BASE, CSRF_HEADER, CSRF_VALUE, SESSION_COOKIE } from '../../adapters/http/contract/wire'
import { DEMO } from '../../sandbox/seed/profile'
import { routeTableRoutes } from '../support/api-routes'
import { fuzzRuns, fuzzTimeout, rowCounter } from '../support/fuzz'
import { startOwnSandbox, type OwnSandbox } from '../support/selling-sandbox'

/**
 * Never a 500 on bad input: every mounted API call, signed in as the owner (every permission and
 * centre) with the CSRF header, gets random garbage (JSON values, query strings, wrong types,
 * huge strings, negative and huge numbers, path parameters that do not exist). The answer is a
 * 4xx or 2xx JSON body with a message when refused, and a refused request changes no row count.
 */
/** 20 per call in CI; FC_NUM_RUNS (or SANDBOX_FUZZ_RUNS) sets it for a longer hunt (README "Fuzzing the sandbox"). */
const RUNS = fuzzRuns(20)

let sandbox: OwnSandbox
let cookie: string
let rows: ReturnType<typeof rowCounter>
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
afterAll(() => sandbox.close())

const tables = (): readonly string[] => rows.tables
/** Each table's row count (as a net change since the start: the same comparison, without counting every table). */
const counts = (_names: readonly string[]): Record<string, number> => rows.snapshot()

const KEYS = [
  'userId', 'centerId', 'centreId', 'centerServiceId', 'phone', 'startDate', 'endDate', 'date', 'productId', 'membershipId', 'orderId',
  'checkInId', 'checkinId', 'trainerId', 'identityId', 'passcode', 'passCode', 'key', 'page', 'size', 'limit', 'statuses', 'taskUuid',
  'sessionId', 'startTime', 'endTime', 'offerIds', 'productIds', 'quantity', 'amount', 'requestId', 'idempotenceId', 'action', 'value',
  'orderReqBody', 'clientMetadata', 'orderProducts', 'option', 'paymentModes', 'paymentSuccessReqBody', 'meta', 'tid', 'outcome',
  'nextOutcome', 'autoApproveMs', 'persona', 'userData', 'identifier', 'otp', 'namespace', 'context', 'preferenceKey', 'preferenceValue',
  'isPtPack', 'exchangeTimeInEpochMilliSeconds', 'packId', 'basePackDuration', 'weight', 'firstName', 'lastName', 'email', 'comment',
  'disposition', 'subStatus', 'remark', 'notificationIds', 'segmentId', 'vertical', 'invoiceNo', 'count', 'productType', 'cityId',
  'esoOfferIds', 'users', 'groupDetails', 'ptOptions', 'bootcampSlotId', 'exchangeDetails', 'type', 'status', 'id', 'name', 'slot',
]

/** Values of the wrong kind, out of range, or plausible (so some requests get past the decoders). */
const scalar = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }),
  fc.constantFrom(-1, 0, 1, 2, 8, 99, 1001, 1002, 1008, 2 ** 53 + 2, -(2 ** 53), 1e300, -1e300, 8.64e15 + 1, 0.5, -0.5),
  fc.constantFrom('', ' ', '-1', '0', 'NaN', 'null', '1e400', '9000000004', '+91-9000000004', '../../x', '%00', DEMO.activeOver30.id, 'ORD1001'),
  fc.constant('x'.repeat(20_000)),
  fc.constant(Date.now()),
  fc.boolean(),
  fc.constant(null),
)
const value: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  v: fc.oneof({ depthSize: 'small', withCrossShrink: true }, scalar, fc.array(tie('v'), { maxLength: 3 }), fc.dictionary(fc.constantFrom(...KEYS), tie('v'), { maxKeys: 5 })),
})).v
const body = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.dictionary(fc.constantFrom(...KEYS), value, { maxKeys: 8 }),
  fc.constantFrom('not json', '{', '[1,', '"'),
)
// Node refuses request lines over 16 KiB itself (431, before the app): query values stay under that.
const query = fc.dictionary(fc.oneof(fc.constantFrom(...KEYS), fc.string({ maxLength: 8 })), fc.oneof(scalar.filter((s) => typeof s !== 'string' || s.length < 2000).map(String), fc.constant('x'.repeat(1500))), { maxKeys: 5 })
const param = fc.oneof(
  fc.string({ minLength: 1, maxLength: 30 }),
  fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }).map(String),
  fc.constantFrom('0', '-1', 'null', 'NaN', '1e400', 'x'.repeat(3000), '5001', 'ORD1001', DEMO.activeOver30.id, 'EDC-1001-A'),
)

// Sign-out ends the fuzzing session itself: it is tested on its own (tests/unit/sandbox/trust-boundary.test.ts).
/** The issue-17 families send several requests a run: 5 runs a call in CI, FC_NUM_RUNS for more. */
const FAMILY_RUNS = fuzzRuns(5)
const routes = routeTableRoutes().filter((r) => r.path !== PATHS.signOut)

/** Issue 17's families: what an attacker with a session sends to get past the parse. */
const deepJson = fc.integer({ min: 17, max: 6000 }).map((n) => `{"centerId":1,"x":${'['.repeat(n)}${']'.repeat(n)}}`)
const deepObject = fc.integer({ min: 17, max: 3000 }).map((n) => `${'{"a":'.repeat(n)}1${'}'.repeat(n)}`)
const oversize = fc.oneof(
  fc.constantFrom(1001, 5000, 70_000).map((n) => JSON.stringify({ centerId: 1, customerName: 'n'.repeat(n), remarks: 'r', description: 'd' })),
  fc.constant(JSON.stringify({ centerId: 1, items: Array.from({ length: 600 }, (_, i) => i) })),
  fc.constant(JSON.stringify(Object.fromEntries(Array.from({ length: 150 }, (_, i) => [`k${i}`, i])))),
  fc.constantFrom(1e308, -1e308, 2 ** 60, 1e16).map((amount) => JSON.stringify({ amount, centerId: 1 })),
  fc.constant('{"__proto__":{"polluted":true},"constructor":{"prototype":{"x":1}},"centerId":1}'),
)
/** Centre and resource ids written so that a lenient parser reads 7 and a strict one refuses. */
const paddedId = fc.constantFrom('7%20', '%097', '0000000000000007', '7%0A', '%2B7', '7.0', '7e0', '0x7', '%E2%80%837', '-0', '7%00')
const wrongType = fc.constantFrom('text/plain', 'application/jsonx', 'application/x-www-form-urlencoded', 'text/json', 'application/json-patch+json', 'multipart/form-data; boundary=x', '')

const send = async (r: { method: string; path: string }, pathAndQuery: string, init: { body?: string; contentType?: string; chunked?: boolean } = {}) => {
  const write = r.method !== 'GET'
  const body = init.body ?? '{}'
  const res = await fetch(`${sandbox.url}${API_BASE}/${pathAndQuery}`, {
    method: r.method,
    headers: { cookie, ...(write ? { [CSRF_HEADER]: CSRF_VALUE, ...(init.contentType === '' ? {} : { 'content-type': init.contentType ?? 'application/json' }) } : {}) },
    ...(write
      ? init.chunked === true
        ? { body: new ReadableStream({ start: (c) => (c.enqueue(new TextEncoder().encode(body)), c.close()) }), duplex: 'half' }
        : { body }
      : {}),
  } as RequestInit)
  return { status: res.status, text: await res.text() }
}

/** The answer to a request the trust boundary must refuse: a 4xx JSON message, and nothing changed. */
const refusedCleanly = (a: { status: number; text: string }, before: Record<string, number>, names: readonly string[], why: string) => {
  expect(a.status, `${why}: ${a.text.slice(0, 200)}`).toBeGreaterThanOrEqual(400)
  expect(a.status, `${why}: ${a.text.slice(0, 200)}`).toBeLessThan(500)
  expect(typeof (JSON.parse(a.text) as { message?: unknown }).message).toBe('string')
  expect(counts(names)).toEqual(before)
}

describe('every API call survives garbage', () => {
  it('mounts the calls it fuzzes', () => expect(routes.length).toBeGreaterThan(80))

  it.each(routes.map((r) => [`${r.method} ${r.path}`, r] as const))('%s: < 500, JSON with a message when refused, no row change when refused', async (_n, r) => {
    const names = tables()
    await fc.assert(
      fc.asyncProperty(fc.record({ p: param, q: query, b: body }), async ({ p, q, b }) => {
        const path = pathWith(r.path, new Proxy({}, { get: () => p }) as Record<string, string>)
        const qs = new URLSearchParams(Object.entries(q)).toString()
        const write = r.method !== 'GET'
        const before = counts(names)
        const res = await fetch(`${sandbox.url}${API_BASE}/${path}${qs === '' ? '' : `?${qs}`}`, {
          method: r.method,
          headers: { cookie, ...(write ? { [CSRF_HEADER]: CSRF_VALUE, 'content-type': 'application/json' } : {}) },
          ...(write ? { body: typeof b === 'string' ? b : JSON.stringify(b) } : {}),
        })
        const text = await res.text()
        expect(res.status, text.slice(0, 300)).toBeLessThan(500)
        if (res.status >= 400) {
          const parsed = JSON.parse(text) as { message?: unknown }
          expect(typeof parsed.message).toBe('string')
          expect(counts(names)).toEqual(before)
        }
      }),
      { numRuns: RUNS },
    )
  }, fuzzTimeout(RUNS, 100))
})

describe('every API call survives the trust-boundary families (issue 17)', () => {
  const writes = routes.filter((r) => r.method !== 'GET' && r.path !== PATHS_SANDBOX.session)
  const idPath = (r: { path: string }, id: string) => pathWith(r.path, new Proxy({}, { get: () => id }) as Record<string, string>)

  it.each(writes.map((r) => [`${r.method} ${r.path}`, r] as const))('%s: deep nesting, oversize and wrong content types are 4xx and change nothing', async (_n, r) => {
    const names = tables()
    await fc.assert(
      fc.asyncProperty(fc.oneof(deepJson, deepObject), oversize, wrongType, fc.boolean(), async (deep, big, type, chunked) => {
        const path = idPath(r, '1')
        const before = counts(names)
        const nested = await send(r, path, { body: deep, chunked })
        refusedCleanly(nested, before, names, 'deep')
        expect(nested.status).toBe(400)
        const large = await send(r, path, { body: big, chunked })
        expect(large.status, large.text.slice(0, 200)).toBeLessThan(500)
        if (large.status >= 400) expect(counts(names)).toEqual(before)
        const typed = await send(r, path, { body: '{"centerId":1}', contentType: type, chunked })
        refusedCleanly(typed, before, names, `content-type ${type}`)
        expect(typed.status).toBe(415)
      }),
      { numRuns: FAMILY_RUNS },
    )
  }, fuzzTimeout(FAMILY_RUNS, 300))

  it.each(routes.filter((r) => r.path !== PATHS_SANDBOX.session).map((r) => [`${r.method} ${r.path}`, r] as const))(
    '%s: padded ids in the path and the query never reach a 500',
    async (_n, r) => {
      const names = tables()
      await fc.assert(
        fc.asyncProperty(paddedId, fc.constantFrom('centerId', 'centerServiceId', 'checkInId', 'userId', 'membershipId'), async (id, key) => {
          const before = counts(names)
          const a = await send(r, `${idPath(r, id)}?${key}=${id}`, { body: JSON.stringify({ centerId: 1 }) })
          expect(a.status, a.text.slice(0, 200)).toBeLessThan(500)
          if (a.status >= 400) {
            expect(typeof (JSON.parse(a.text) as { message?: unknown }).message).toBe('string')
            expect(counts(names)).toEqual(before)
          }
        }),
        { numRuns: FAMILY_RUNS },
      )
    },
    fuzzTimeout(FAMILY_RUNS, 100),
  )

  it('a 32 MB body is refused unread (413) on every write', async () => {
    const huge = JSON.stringify({ centerId: 1, x: 'x'.repeat(32 * 1024 * 1024) })
    for (const r of writes.slice(0, 5)) expect((await send(r, idPath(r, '1'), { body: huge })).status).toBe(413)
  }, 60_000)
})
