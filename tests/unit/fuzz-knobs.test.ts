import { fuzzOptions, fuzzRuns, fuzzTimeout } from '../support/fuzz'

describe('the fuzz suites’ knobs', () => {
  it('run the CI default unless FC_NUM_RUNS says otherwise', () => {
    expect(fuzzRuns(20, {})).toBe(20)
    expect(fuzzRuns(20, { FC_NUM_RUNS: '' })).toBe(20)
    expect(fuzzRuns(20, { FC_NUM_RUNS: '1000' })).toBe(1000)
    expect(fuzzRuns(5, { SANDBOX_FUZZ_RUNS: ' 300 ' })).toBe(300)
  })

  it('refuse a run count that is not a whole number of at least 1, rather than running zero or NaN times', () => {
    for (const bad of ['0', '-3', 'lots', '1.5', '1e400']) expect(() => fuzzRuns(20, { FC_NUM_RUNS: bad })).toThrow(/FC_NUM_RUNS must be a whole number/)
  })

  it('give a longer run a longer timeout', () => {
    expect(fuzzTimeout(1000, 1000)).toBeGreaterThan(fuzzTimeout(20, 1000))
    expect(fuzzTimeout(20, 1000)).toBe(80_000)
  })

  it('replay a failure from the seed and path fast-check printed', () => {
    expect(fuzzOptions(20, {})).toEqual({ numRuns: 20 })
    expect(fuzzOptions(20, { FC_SEED: '-123', FC_PATH: '4:1' })).toEqual({ numRuns: 20, seed: -123, path: '4:1' })
    expect(() => fuzzOptions(20, { FC_SEED: 'abc' })).toThrow(/FC_SEED/)
  })
})
