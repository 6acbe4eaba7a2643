import fc from 'fast-check'
import { PATHS_SANDBOX } from '../../adapters/http/contract/sandbox-paths'
import { fuzzOptions, fuzzRuns, fuzzTimeout } from '../support/fuzz'
import { fuzzedRoutes, idPath, refusedCleanly, sendAs, useFuzzSandbox } from '../support/fuzz-sandbox'

/**
 * The trust-boundary families on every write of the route table: bodies nested thousands
 * deep, oversize fields and bodies, huge and prototype-polluting values, and wrong content types
 * (with and without a Content-Length) are 4xx with a message and change nothing.
 */
/** Each run sends three requests: 5 runs a call in CI, FC_NUM_RUNS for a longer hunt (README "Fuzzing the sandbox"). */
const RUNS = fuzzRuns(5)
const f = useFuzzSandbox()

/** The families: what an attacker with a session sends to get past the parse. */
const deepJson = fc.integer({ min: 17, max: 6000 }).map((n) => `{"centerId":1,"x":${'['.repeat(n)}${']'.repeat(n)}}`)
const deepObject = fc.integer({ min: 17, max: 3000 }).map((n) => `${'{"a":'.repeat(n)}1${'}'.repeat(n)}`)
const oversize = fc.oneof(
  fc.constantFrom(1001, 5000, 70_000).map((n) => JSON.stringify({ centerId: 1, customerName: 'n'.repeat(n), remarks: 'r', description: 'd' })),
  fc.constant(JSON.stringify({ centerId: 1, items: Array.from({ length: 600 }, (_, i) => i) })),
  fc.constant(JSON.stringify(Object.fromEntries(Array.from({ length: 150 }, (_, i) => [`k${i}`, i])))),
  fc.constantFrom(1e308, -1e308, 2 ** 60, 1e16).map((amount) => JSON.stringify({ amount, centerId: 1 })),
  fc.constant('{"__proto__":{"polluted":true},"constructor":{"prototype":{"x":1}},"centerId":1}'),
)
const wrongType = fc.constantFrom('text/plain', 'application/jsonx', 'application/x-www-form-urlencoded', 'text/json', 'application/json-patch+json', 'multipart/form-data; boundary=x', '')

const writes = fuzzedRoutes.filter((r) => r.method !== 'GET' && r.path !== PATHS_SANDBOX.session)

describe('every write survives the trust-boundary families', () => {
  it('fuzzes every write of the route table', () => expect(writes.length).toBeGreaterThan(40))

  it.each(writes.map((r) => [`${r.method} ${r.path}`, r] as const))('%s: deep nesting, oversize and wrong content types are 4xx and change nothing', async (_n, r) => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(deepJson, deepObject), oversize, wrongType, fc.boolean(), async (deep, big, type, chunked) => {
        const path = idPath(r, '1')
        const before = f.counts()
        const nested = await sendAs(f, r, path, { body: deep, chunked })
        refusedCleanly(f, nested, before, 'deep')
        expect(nested.status).toBe(400)
        const large = await sendAs(f, r, path, { body: big, chunked })
        expect(large.status, large.text.slice(0, 200)).toBeLessThan(500)
        if (large.status >= 400) expect(f.counts()).toEqual(before)
        const typed = await sendAs(f, r, path, { body: '{"centerId":1}', contentType: type, chunked })
        refusedCleanly(f, typed, before, `content-type ${type}`)
        expect(typed.status).toBe(415)
      }),
      fuzzOptions(RUNS),
    )
  }, fuzzTimeout(RUNS, 3_000))

  it('a 32 MB body is refused unread (413) on every write', async () => {
    const huge = JSON.stringify({ centerId: 1, x: 'x'.repeat(32 * 1024 * 1024) })
    for (const r of writes.slice(0, 5)) expect((await sendAs(f, r, idPath(r, '1'), { body: huge })).status).toBe(413)
  }, 60_000)
})
