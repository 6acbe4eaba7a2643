import fc from 'fast-check'

/**
 * QA controls for the property suites, from the command line:
 *   FC_SEED=123 FC_PATH="4:1" npm run test:rules   replays a failure fast-check printed
 *   FC_NUM_RUNS=10000 npm run test:rules           a longer run
 *   FC_VERBOSE=1 (or 2) npm run test:rules         also lists the failing values met while shrinking
 * A failing property's message always carries its seed and path (fast-check prints
 * "{ seed: ..., path: "...", endOnFailure: true }" and the counterexample).
 * An empty variable counts as unset; a value that is not a number is refused loudly rather than
 * silently running zero or NaN times.
 */
const read = (name: string): string | undefined => {
  const v = process.env[name]?.trim()
  return v === undefined || v === '' ? undefined : v
}
const integer = (name: string, min: number): number | undefined => {
  const v = read(name)
  if (v === undefined) return undefined
  const n = Number(v)
  if (!Number.isSafeInteger(n) || n < min) throw new Error(`${name} must be a whole number of at least ${min}, got '${v}'`)
  return n
}
const seed = integer('FC_SEED', Number.MIN_SAFE_INTEGER)
const path = read('FC_PATH')
const numRuns = integer('FC_NUM_RUNS', 1)
const verbose = integer('FC_VERBOSE', 0)
fc.configureGlobal({
  ...(seed === undefined ? {} : { seed }),
  ...(path === undefined ? {} : { path }),
  ...(numRuns === undefined ? {} : { numRuns }),
  ...(verbose === undefined ? {} : { verbose: Math.min(verbose, 2) as 0 | 1 | 2 }),
})
