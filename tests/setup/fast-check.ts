import fc from 'fast-check'

/**
 * QA controls for the property suites, from the command line:
 *   FC_SEED=123 FC_PATH="4:1" npm run test:rules   replays a failure fast-check printed
 *   FC_NUM_RUNS=10000 npm run test:rules           a longer run
 * A failing property's message always carries its seed and path.
 */
const seed = process.env.FC_SEED
const path = process.env.FC_PATH
const numRuns = process.env.FC_NUM_RUNS
fc.configureGlobal({
  ...(seed === undefined ? {} : { seed: Number(seed) }),
  ...(path === undefined ? {} : { path }),
  ...(numRuns === undefined ? {} : { numRuns: Number(numRuns) }),
})
