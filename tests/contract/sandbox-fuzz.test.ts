import fc from 'fast-check'
import { pathWith } from '../../adapters/http/contract/paths'
import { PATHS_SANDBOX } from '../../adapters/http/contract/sandbox-paths'
import { API_BASE, CSRF_HEADER, CSRF_VALUE, SESSION_COOKIE } from '../../adapters/http/contract/wire'
import { DEMO } from '../../sandbox/seed/profile'
import { mountedApiRoutes } from '../support/api-routes'
import { startOwnSandbox, type OwnSandbox } from '../support/selling-sandbox'

/**
 * Never a 500 on bad input: every mounted API call, signed in as the owner (every permission and
 * centre) with the CSRF header, gets random garbage (JSON values, query strings, wrong types,
 * huge strings, negative and huge numbers, path parameters that do not exist). The answer is a
 * 4xx or 2xx JSON body with a message when refused, and a refused request changes no row count.
 */
/** 20 per call by default; SANDBOX_FUZZ_RUNS raises it for a longer hunt. */
const RUNS = Math.max(20, Number(process.env.SANDBOX_FUZZ_RUNS ?? 0))

let sandbox: OwnSandbox
let cookie: string
beforeAll(async () => {
  sandbox = await startOwnSandbox(Date.now())
  const r = await fetch(`${sandbox.url}${API_BASE}/${PATHS_SANDBOX.session}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [CSRF_HEADER]: CSRF_VALUE },
    body: JSON.stringify({ persona: 'owner' }),
  })
  cookie = `${SESSION_COOKIE}=${((await r.json()) as { session: string }).session}`
})
afterAll(() => sandbox.close())

/** Tables whose row counts a refused request must leave alone (sessions and replay results aside). */
const tables = (): string[] =>
  (sandbox.db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'").pluck().all() as string[]).filter(
    (t) => !['sessions', 'idempotent_results', 'schema_migrations'].includes(t),
  )
const counts = (names: readonly string[]): Record<string, number> =>
  Object.fromEntries(names.map((t) => [t, sandbox.db.prepare(`SELECT COUNT(*) FROM "${t}"`).pluck().get() as number]))

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

const routes = mountedApiRoutes()

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
  }, 60_000)
})
