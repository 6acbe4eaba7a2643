import { gzipSync } from 'node:zlib'

/**
 * The portal's JavaScript budgets, gzip-compressed (level 9) KiB.
 *
 * The first screen is held at 85 KiB (72.4 KiB when set, with Preact as the UI library; it was 130
 * KiB with React). It is the entry and everything it loads
 * statically; vite.config.ts groups what the first screen loads into two files (the libraries,
 * and the shell) instead of a dozen small shared chunks that compress worse one by one (docs/performance.md).
 */
export const FIRST_SCREEN_BUDGET_KIB = 85
export const ROUTE_CHUNK_BUDGET_KIB = 50
/**
 * The composition root (composition/browser/container.ts: Inversify, the HTTP gateways bound
 * eagerly, the core's ports) and what it imports: fetched with a page's first screen call once
 * its first screen has painted. It holds no use case: those load by area (AREA_USE_CASES_BUDGET_KIB).
 */
export const COMPOSITION_ROOT_BUDGET_KIB = 70
/**
 * One core area's use cases (its chunk, core/<area>/use-cases.ts and its `*.use-case.ts`) and
 * what they import beyond the first screen and the composition root (the area's rules...):
 * fetched, beside the composition root, by the first call of that area (composition/browser/use-case-areas.ts).
 */
export const AREA_USE_CASES_BUDGET_KIB = 20
/** An area's record of use cases: the module its chunk is named for. */
export const AREA_USE_CASES = /[\\/]core[\\/]([^\\/]+)[\\/]use-cases\.ts$/
/** The module the composition root's chunk is built from. */
export const COMPOSITION_ROOT = /composition[\\/]browser[\\/]container\.ts$/
/**
 * What only the composition root may load: Inversify, the composition modules and the core's use
 * cases. A screen draws with the core's rules (which it imports itself) and reaches use cases
 * through the deferred record, so a route whose chunks hold one of these would wait for the
 * composition root before its first paint (vite.config.ts keeps them in the `core` group).
 */
export const COMPOSITION_ROOT_ONLY = /[\\/]composition[\\/]|\.use-case\.ts$|[\\/]core[\\/]([^\\/]+[\\/])?use-cases\.ts$|[\\/]node_modules[\\/](inversify|@inversifyjs|reflect-metadata)[\\/]/

/** What the size check needs of one emitted chunk (a subset of Rollup/Rolldown's OutputChunk). */
export type ChunkFacts = {
  readonly fileName: string
  readonly isEntry: boolean
  readonly facadeModuleId: string | null
  /** Chunks it imports statically (loaded, and modulepreloaded, with it). */
  readonly imports: readonly string[]
  readonly code: string | Uint8Array
  /** The modules it holds (absent: none that matter to the checks). */
  readonly moduleIds?: readonly string[]
}

export type Measured = { readonly files: readonly string[]; readonly gzipBytes: number }
export type BudgetReport = {
  readonly firstScreen: Measured
  /** The deferred composition root's chunks, less the first screen's: every page loads them at once. */
  readonly compositionRoot: Measured
  /** Each core area's use cases: its chunk and what it imports, less the first screen's and the composition root's files. */
  readonly areas: readonly (Measured & { readonly area: string })[]
  /**
   * Each route's own JavaScript: its screen chunk and what that imports, less the first screen's,
   * the composition root's and the areas' use cases' files (what any screen's calls load).
   */
  readonly routes: readonly (Measured & { readonly route: string })[]
  /** Chunks neither the first screen, the composition root, an area's use cases nor a route loads statically (gateways...). */
  readonly others: readonly { readonly file: string; readonly gzipBytes: number }[]
  readonly failures: readonly string[]
}

const kib = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KiB`

/** Every chunk a chunk loads with it: itself and its static imports, transitively. */
const closure = (start: string, byName: ReadonlyMap<string, ChunkFacts>): string[] => {
  const seen = new Set<string>()
  const visit = (name: string): void => {
    if (seen.has(name)) return
    seen.add(name)
    for (const i of byName.get(name)?.imports ?? []) visit(i)
  }
  visit(start)
  return [...seen]
}

/**
 * Measures the first screen (the entry chunk, its static imports and so its modulepreloads) and
 * each route's own chunk, and names every chunk over its budget. Deterministic: sizes are gzip
 * level 9 of the emitted code, never timings.
 */
export const measureBudgets = (
  chunks: readonly ChunkFacts[],
  /** Each route path with the module id of the screen that ui/app/screens.ts imports for it. */
  routes: readonly { readonly route: string; readonly moduleId: string }[],
  budgets: { readonly firstScreenKiB: number; readonly routeKiB: number; readonly compositionRootKiB: number; readonly areaKiB?: number } = {
    firstScreenKiB: FIRST_SCREEN_BUDGET_KIB,
    routeKiB: ROUTE_CHUNK_BUDGET_KIB,
    compositionRootKiB: COMPOSITION_ROOT_BUDGET_KIB,
    areaKiB: AREA_USE_CASES_BUDGET_KIB,
  },
): BudgetReport => {
  const byName = new Map(chunks.map((c) => [c.fileName, c]))
  const gz = new Map<string, number>()
  const size = (name: string): number => {
    let n = gz.get(name)
    if (n === undefined) {
      n = gzipSync(byName.get(name)?.code ?? '', { level: 9 }).length
      gz.set(name, n)
    }
    return n
  }
  const entry = chunks.find((c) => c.isEntry)
  const firstFiles = entry === undefined ? [] : closure(entry.fileName, byName)
  const first = new Set(firstFiles)
  const firstScreen = { files: firstFiles, gzipBytes: firstFiles.reduce((s, f) => s + size(f), 0) }
  const failures: string[] = []
  if (firstScreen.gzipBytes > budgets.firstScreenKiB * 1024) {
    const parts = firstFiles.map((f) => `${f} ${kib(size(f))}`).join(', ')
    failures.push(`The first screen's JavaScript is ${kib(firstScreen.gzipBytes)} gzip, over its ${budgets.firstScreenKiB} KiB budget (${parts}).`)
  }
  const root = chunks.find((c) => c.facadeModuleId !== null && COMPOSITION_ROOT.test(c.facadeModuleId))
  const rootFiles = root === undefined ? [] : closure(root.fileName, byName).filter((f) => !first.has(f))
  const compositionRoot = { files: rootFiles, gzipBytes: rootFiles.reduce((s, f) => s + size(f), 0) }
  if (compositionRoot.gzipBytes > budgets.compositionRootKiB * 1024) {
    const parts = rootFiles.map((f) => `${f} ${kib(size(f))}`).join(', ')
    failures.push(`The composition root loads ${kib(compositionRoot.gzipBytes)} gzip, over its ${budgets.compositionRootKiB} KiB budget (${parts}).`)
  }
  const beforeAreas = new Set([...firstFiles, ...rootFiles])
  const areaKiB = budgets.areaKiB ?? AREA_USE_CASES_BUDGET_KIB
  const areas = chunks.flatMap((c) => {
    const area = (c.moduleIds ?? []).map((m) => AREA_USE_CASES.exec(m)?.[1]).find((a) => a !== undefined)
    if (area === undefined) return []
    const files = closure(c.fileName, byName).filter((f) => !beforeAreas.has(f))
    const gzipBytes = files.reduce((s, f) => s + size(f), 0)
    if (gzipBytes > areaKiB * 1024) {
      const parts = files.map((f) => `${f} ${kib(size(f))}`).join(', ')
      failures.push(`The ${area} use cases load ${kib(gzipBytes)} gzip, over their ${areaKiB} KiB budget (${parts}).`)
    }
    return [{ area, files, gzipBytes }]
  })
  const loadedAtOnce = new Set([...beforeAreas, ...areas.flatMap((a) => a.files)])
  const measuredRoutes = routes.flatMap(({ route, moduleId }) => {
    const chunk = chunks.find((c) => c.facadeModuleId === moduleId)
    if (chunk === undefined) return []
    const waitsFor = closure(chunk.fileName, byName)
      .filter((f) => !first.has(f))
      .flatMap((f) => (byName.get(f)?.moduleIds ?? []).filter((m) => COMPOSITION_ROOT_ONLY.test(m)).map((m) => `${f} (${m.replace(/^.*?(?=(core|composition|node_modules)[\\/])/, '')})`))
    if (waitsFor.length > 0) failures.push(`The route ${route} cannot draw before the composition root arrives: its chunks hold ${waitsFor.slice(0, 3).join(', ')}.`)
    const files = closure(chunk.fileName, byName).filter((f) => !loadedAtOnce.has(f))
    const gzipBytes = files.reduce((s, f) => s + size(f), 0)
    if (gzipBytes > budgets.routeKiB * 1024) {
      const parts = files.map((f) => `${f} ${kib(size(f))}`).join(', ')
      failures.push(`The route ${route} loads ${kib(gzipBytes)} gzip of its own JavaScript, over its ${budgets.routeKiB} KiB budget (${parts}).`)
    }
    return [{ route, files, gzipBytes }]
  })
  const counted = new Set([...loadedAtOnce, ...measuredRoutes.flatMap((r) => r.files)])
  const others = chunks.filter((c) => !counted.has(c.fileName)).map((c) => ({ file: c.fileName, gzipBytes: size(c.fileName) }))
  return { firstScreen, compositionRoot, areas, routes: measuredRoutes, others, failures }
}

/** Route path → the screen module it lazily imports, read from ui/app/screens.ts's source. */
export const screenImports = (screensSource: string): { readonly route: string; readonly specifier: string }[] =>
  [...screensSource.matchAll(/'([^']+)':\s*lazy\(\(\)\s*=>\s*import\('([^']+)'\)\)/g)].map((m) => ({
    route: m[1] as string,
    specifier: m[2] as string,
  }))
