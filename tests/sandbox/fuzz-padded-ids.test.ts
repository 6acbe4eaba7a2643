import fc from 'fast-check'
import { PATHS_SANDBOX } from '../../adapters/http/contract/sandbox-paths'
import { fuzzOptions, fuzzRuns, fuzzTimeout } from '../support/fuzz'
import { fuzzedRoutes, idPath, sendAs, useFuzzSandbox } from '../support/fuzz-sandbox'

/**
 * The padded-id family on every call of the route table: centre and resource ids written
 * so that a lenient parser reads 7 (`7%20`, `%097`, `0000000000000007`, ...) in the path and the
 * query never reach a 500, and a refused one changes nothing. (Padded ids at a foreign centre
 * are 403: own-centres.test.ts.)
 */
/** 5 runs a call in CI, FC_NUM_RUNS for a longer hunt (README "Fuzzing the sandbox"). */
const RUNS = fuzzRuns(5)
const f = useFuzzSandbox()

/** Centre and resource ids written so that a lenient parser reads 7 and a strict one refuses. */
const paddedId = fc.constantFrom('7%20', '%097', '0000000000000007', '7%0A', '%2B7', '7.0', '7e0', '0x7', '%E2%80%837', '-0', '7%00')

describe('every API call survives padded ids', () => {
  it.each(fuzzedRoutes.filter((r) => r.path !== PATHS_SANDBOX.session).map((r) => [`${r.method} ${r.path}`, r] as const))(
    '%s: padded ids in the path and the query never reach a 500',
    async (_n, r) => {
      await fc.assert(
        fc.asyncProperty(paddedId, fc.constantFrom('centerId', 'centerServiceId', 'checkInId', 'userId', 'membershipId'), async (id, key) => {
          const before = f.counts()
          const a = await sendAs(f, r, `${idPath(r, id)}?${key}=${id}`, { body: JSON.stringify({ centerId: 1 }) })
          expect(a.status, a.text.slice(0, 200)).toBeLessThan(500)
          if (a.status >= 400) {
            expect(typeof (JSON.parse(a.text) as { message?: unknown }).message).toBe('string')
            expect(f.counts()).toEqual(before)
          }
        }),
        fuzzOptions(RUNS),
      )
    },
    fuzzTimeout(RUNS, 1_000),
  )
})
