import type { Db } from '../../sandbox/db/database'

/**
 * The knobs of the sandbox's fuzz suites (tests/sandbox/fuzz.test.ts and
 * own-centres.test.ts). Each property runs a small CI default so `npm test` stays quick;
 * FC_NUM_RUNS sets the runs of every property for a longer hunt (README "Fuzzing the sandbox"):
 *
 *   FC_NUM_RUNS=1000 npx vitest run tests/sandbox/fuzz.test.ts tests/sandbox/own-centres.test.ts
 *
 * An empty value counts as unset; anything but a whole number of at least 1 is refused loudly rather
 * than silently running zero or NaN times. Timeouts grow with the runs.
 */
export const fuzzRuns = (ciDefault: number, env: Readonly<Record<string, string | undefined>> = process.env): number => {
  const raw = (env.FC_NUM_RUNS ?? env.SANDBOX_FUZZ_RUNS)?.trim()
  if (raw === undefined || raw === '') return ciDefault
  const n = Number(raw)
  if (!Number.isSafeInteger(n) || n < 1) throw new Error(`FC_NUM_RUNS must be a whole number of at least 1, got '${raw}'`)
  return n
}

/**
 * A test's timeout for `runs` runs of at most `msPerRun` each: a ceiling, never an assertion. On
 * the shared 2-core machine at a load average of 30, a request of these suites took 30-100 ms.
 */
export const fuzzTimeout = (runs: number, msPerRun: number, base = 60_000): number => base + runs * msPerRun

/**
 * The net number of rows each table gained since the counter was installed, kept by temporary
 * triggers on the sandbox's own connection: comparing two snapshots is the same check as counting
 * every table's rows before and after a request, without the 45 COUNT(*) queries (the fuzz suites
 * make that check hundreds of thousands of times at FC_NUM_RUNS=1000).
 */
export const rowCounter = (db: Db, skip: readonly string[]): { readonly tables: readonly string[]; snapshot(): Record<string, number> } => {
  // A full-text index (a virtual table and its shadow tables) changes with the rows it indexes; it takes no trigger.
  const virtual = db.prepare("SELECT name FROM main.sqlite_master WHERE type = 'table' AND sql LIKE 'CREATE VIRTUAL TABLE%'").pluck().all() as string[]
  const isIndexPart = (t: string): boolean => virtual.some((v) => t === v || ['_data', '_idx', '_content', '_docsize', '_config'].some((x) => t === `${v}${x}`))
  const tables = (db.prepare("SELECT name FROM main.sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'").pluck().all() as string[]).filter(
    (t) => !skip.includes(t) && !isIndexPart(t),
  )
  db.exec('CREATE TEMP TABLE IF NOT EXISTS fuzz_row_delta (tbl TEXT PRIMARY KEY, n INTEGER NOT NULL)')
  tables.forEach((t, i) => {
    const name = t.replaceAll("'", "''")
    db.prepare('INSERT OR IGNORE INTO temp.fuzz_row_delta (tbl, n) VALUES (?, 0)').run(t)
    db.exec(`CREATE TEMP TRIGGER IF NOT EXISTS fuzz_ins_${i} AFTER INSERT ON main."${t}" BEGIN UPDATE fuzz_row_delta SET n = n + 1 WHERE tbl = '${name}'; END`)
    db.exec(`CREATE TEMP TRIGGER IF NOT EXISTS fuzz_del_${i} AFTER DELETE ON main."${t}" BEGIN UPDATE fuzz_row_delta SET n = n - 1 WHERE tbl = '${name}'; END`)
  })
  const read = db.prepare('SELECT tbl, n FROM temp.fuzz_row_delta')
  return {
    tables,
    snapshot: () => Object.fromEntries((read.all() as { tbl: string; n: number }[]).map((r) => [r.tbl, r.n])),
  }
}

/**
 * fast-check's options for a fuzz property: `runs` runs, and FC_SEED / FC_PATH (as fast-check
 * prints them on a failure) to replay one: `FC_SEED=... FC_PATH=... npx vitest run <file> -t '<call>'`.
 */
export const fuzzOptions = (runs: number, env: Readonly<Record<string, string | undefined>> = process.env): { numRuns: number; seed?: number; path?: string } => {
  const seed = env.FC_SEED?.trim()
  const path = env.FC_PATH?.trim()
  if (seed !== undefined && seed !== '' && !Number.isSafeInteger(Number(seed))) throw new Error(`FC_SEED must be a whole number, got '${seed}'`)
  return {
    numRuns: runs,
    ...(seed === undefined || seed === '' ? {} : { seed: Number(seed) }),
    ...(path === undefined || path === '' ? {} : { path }),
  }
}
