import fc from 'fast-check'
import { pathWith } from '../../adapters/http/contract/paths'
import { DEMO } from '../../sandbox/seed/profile'
import { fuzzOptions, fuzzRuns, fuzzTimeout } from '../support/fuzz'
import { fuzzedRoutes, sendAs, useFuzzSandbox } from '../support/fuzz-sandbox'

/**
 * Never a 500 on bad input: every API call of the route table, signed in as the owner (every
 * permission and centre) with the CSRF header, gets random garbage (JSON values, query strings,
 * wrong types, huge strings, negative and huge numbers, path parameters that do not exist). The
 * answer is a 4xx or 2xx JSON body with a message when refused, and a refused request changes no
 * row count. The trust-boundary families are fuzz-families.test.ts and
 * fuzz-padded-ids.test.ts; foreign centres are own-centres.test.ts.
 */
/** 20 per call in CI; FC_NUM_RUNS sets it for a longer hunt (README "Fuzzing the sandbox"). */
const RUNS = fuzzRuns(20)
const f = useFuzzSandbox()

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

describe('every API call survives garbage', () => {
  it('fuzzes every call of the route table', () => expect(fuzzedRoutes.length).toBeGreaterThan(80))

  it.each(fuzzedRoutes.map((r) => [`${r.method} ${r.path}`, r] as const))('%s: < 500, JSON with a message when refused, no row change when refused', async (_n, r) => {
    await fc.assert(
      fc.asyncProperty(fc.record({ p: param, q: query, b: body }), async ({ p, q, b }) => {
        const path = pathWith(r.path, new Proxy({}, { get: () => p }) as Record<string, string>)
        const qs = new URLSearchParams(Object.entries(q)).toString()
        const before = f.counts()
        const a = await sendAs(f, r, `${path}${qs === '' ? '' : `?${qs}`}`, { body: typeof b === 'string' ? b : JSON.stringify(b) })
        expect(a.status, a.text.slice(0, 300)).toBeLessThan(500)
        if (a.status >= 400) {
          const parsed = JSON.parse(a.text) as { message?: unknown }
          expect(typeof parsed.message).toBe('string')
          expect(f.counts()).toEqual(before)
        }
      }),
      fuzzOptions(RUNS),
    )
  }, fuzzTimeout(RUNS, 1_000))
})
