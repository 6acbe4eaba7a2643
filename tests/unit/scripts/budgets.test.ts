import { readFileSync } from 'node:fs'
import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { type ChunkFacts, measureBudgets, screenImports } from '../../../scripts/budgets'
import { shouldPrecompress } from '../../../scripts/precompress.plugin'
import { SCREENS } from '../../../ui/app/screens'

/** Random bytes barely compress: a chunk of n KiB weighs about n KiB gzip. */
const chunk = (fileName: string, kib: number, over: Partial<ChunkFacts> = {}): ChunkFacts => ({
  fileName,
  isEntry: false,
  facadeModuleId: null,
  imports: [],
  code: randomBytes(kib * 1024),
  ...over,
})

const graph = (routeKiB: number): ChunkFacts[] => [
  chunk('assets/index.js', 45, { isEntry: true, imports: ['assets/vendor.js'] }),
  chunk('assets/vendor.js', 30),
  chunk('assets/checkin.screen.js', 1, { facadeModuleId: '/ui/screens/checkin.screen.tsx', imports: ['assets/list.js', 'assets/vendor.js'] }),
  chunk('assets/list.js', routeKiB),
  chunk('assets/container.js', 60),
]
const routes = [{ route: '/checkin', moduleId: '/ui/screens/checkin.screen.tsx' }]

describe('the JavaScript budgets', () => {
  it('counts the entry and its static imports as the first screen, and nothing loaded later', () => {
    const r = measureBudgets(graph(10), routes)
    expect(r.firstScreen.files).toEqual(['assets/index.js', 'assets/vendor.js'])
    expect(r.firstScreen.gzipBytes).toBeGreaterThan(75 * 1024)
    expect(r.firstScreen.gzipBytes).toBeLessThan(76 * 1024)
    expect(r.failures).toEqual([])
  })

  it("counts a route's screen chunk and what it imports, less what the first screen already loaded", () => {
    const r = measureBudgets(graph(10), routes)
    expect(r.routes).toHaveLength(1)
    expect(r.routes[0]?.files).toEqual(['assets/checkin.screen.js', 'assets/list.js'])
    expect(r.routes[0]?.gzipBytes).toBeGreaterThan(11 * 1024)
    expect(r.routes[0]?.gzipBytes).toBeLessThan(12 * 1024)
  })

  it('fails a route over 50 KiB, naming the route, its chunks and their sizes', () => {
    const r = measureBudgets(graph(52), routes)
    expect(r.failures).toHaveLength(1)
    expect(r.failures[0]).toMatch(/^The route \/checkin loads 53\.\d KiB gzip of its own JavaScript, over its 50 KiB budget/)
    expect(r.failures[0]).toMatch(/assets\/list\.js 52\.\d KiB/)
  })

  it('counts the composition root and its imports apart, and leaves them out of every route', () => {
    const withRoot: ChunkFacts[] = [
      ...graph(10).filter((c) => c.fileName !== 'assets/container.js'),
      chunk('assets/container.js', 5, { facadeModuleId: '/composition/browser/container.ts', imports: ['assets/core.js', 'assets/vendor.js'] }),
      chunk('assets/core.js', 30),
      chunk('assets/report.screen.js', 8, { facadeModuleId: '/ui/screens/report.screen.tsx', imports: ['assets/core.js'] }),
    ]
    const r = measureBudgets(withRoot, [...routes, { route: '/reports', moduleId: '/ui/screens/report.screen.tsx' }])
    expect(r.compositionRoot.files).toEqual(['assets/container.js', 'assets/core.js'])
    expect(r.compositionRoot.gzipBytes).toBeGreaterThan(35 * 1024)
    expect(r.routes.find((x) => x.route === '/reports')?.files).toEqual(['assets/report.screen.js'])
    expect(r.others).toEqual([])
    expect(r.failures).toEqual([])
  })

  it('fails a composition root over its budget, naming its chunks', () => {
    const big: ChunkFacts[] = [
      ...graph(10).filter((c) => c.fileName !== 'assets/container.js'),
      chunk('assets/container.js', 112, { facadeModuleId: '/composition/browser/container.ts' }),
    ]
    const r = measureBudgets(big, routes)
    expect(r.failures).toHaveLength(1)
    expect(r.failures[0]).toMatch(/^The composition root loads 112\.\d KiB gzip, over its 70 KiB budget \(assets\/container\.js 112\.\d KiB\)/)
  })

  it('fails a route whose chunks hold a use case or Inversify: it would wait for the composition root to draw', () => {
    const rules = chunk('assets/rules.js', 4, { moduleIds: ['/p/core/check-in/check-in-search.rule.ts'] })
    const tangled = chunk('assets/rules.js', 4, { moduleIds: ['/p/core/check-in/check-in-search.rule.ts', '/p/core/selling/compute-price.use-case.ts'] })
    const withRules = (r: ChunkFacts): ChunkFacts[] => [
      ...graph(10).map((c) => (c.fileName === 'assets/list.js' ? { ...c, imports: ['assets/rules.js'] } : c)),
      r,
      chunk('assets/index-shell.js', 1, { moduleIds: ['/p/core/access/load-staff-access.use-case.ts'] }),
    ]
    expect(measureBudgets(withRules(rules), routes).failures).toEqual([])
    const r = measureBudgets(withRules(tangled), routes)
    expect(r.failures).toEqual([
      'The route /checkin cannot draw before the composition root arrives: its chunks hold assets/rules.js (core/selling/compute-price.use-case.ts).',
    ])
  })

  it("counts each core area's use cases apart (their chunk and the rules they import), and leaves them out of every route", () => {
    const withAreas: ChunkFacts[] = [
      ...graph(10).filter((c) => c.fileName !== 'assets/container.js'),
      chunk('assets/container.js', 20, { facadeModuleId: '/composition/browser/container.ts' }),
      chunk('assets/use-cases-selling.js', 5, {
        imports: ['assets/rules-selling.js', 'assets/vendor.js'],
        moduleIds: ['/p/core/selling/prepare-sale.use-case.ts', '/p/core/selling/use-cases.ts'],
      }),
      chunk('assets/rules-selling.js', 6, { moduleIds: ['/p/core/selling/pack-price.rule.ts'] }),
      chunk('assets/sell.screen.js', 8, { facadeModuleId: '/ui/screens/sell.screen.tsx', imports: ['assets/rules-selling.js'] }),
    ]
    const r = measureBudgets(withAreas, [...routes, { route: '/sell-packs', moduleId: '/ui/screens/sell.screen.tsx' }])
    expect(r.areas.map((a) => [a.area, a.files])).toEqual([['selling', ['assets/use-cases-selling.js', 'assets/rules-selling.js']]])
    expect(r.areas[0]?.gzipBytes).toBeGreaterThan(11 * 1024)
    expect(r.routes.find((x) => x.route === '/sell-packs')?.files).toEqual(['assets/sell.screen.js'])
    expect(r.failures).toEqual([])
  })

  it("fails an area's use cases over their budget, naming the area and its chunks", () => {
    const big: ChunkFacts[] = [...graph(10), chunk('assets/use-cases-employee.js', 33, { moduleIds: ['/p/core/employee/use-cases.ts'] })]
    const r = measureBudgets(big, routes)
    expect(r.failures).toHaveLength(1)
    expect(r.failures[0]).toMatch(/^The employee use cases load 33\.\d KiB gzip, over their 20 KiB budget \(assets\/use-cases-employee\.js 33\.\d KiB\)/)
  })

  it('lets the first screen hold the shell use cases it draws with', () => {
    const g = graph(10).map((c) => (c.fileName === 'assets/index.js' ? { ...c, moduleIds: ['/p/core/access/load-staff-access.use-case.ts'] } : c))
    expect(measureBudgets(g, routes).failures).toEqual([])
  })

  it('fails a first screen over its budget, naming its chunks and their sizes', () => {
    const big = graph(10).map((c) => (c.fileName === 'assets/vendor.js' ? chunk('assets/vendor.js', 75) : c))
    const r = measureBudgets(big, routes)
    expect(r.failures).toHaveLength(1)
    expect(r.failures[0]).toMatch(/^The first screen's JavaScript is 120\.\d KiB gzip, over its 85 KiB budget/)
    expect(r.failures[0]).toMatch(/assets\/vendor\.js 75\.\d KiB/)
  })

  it('finds every route of ui/app/screens.ts with its screen module', () => {
    const found = screenImports(readFileSync('ui/app/screens.ts', 'utf8'))
    expect(found.map((f) => f.route).sort()).toEqual(Object.keys(SCREENS).sort())
    expect(found.find((f) => f.route === '/checkin')?.specifier).toMatch(/\.screen$/)
  })
})

describe('precompression', () => {
  it('compresses hashed text assets of 1 KiB or more, never source maps nor index.html', () => {
    expect(shouldPrecompress('assets/index-abc.js', 4096)).toBe(true)
    expect(shouldPrecompress('assets/index-abc.js', 1023)).toBe(false)
    expect(shouldPrecompress('assets/index-abc.js.map', 4096)).toBe(false)
    expect(shouldPrecompress('index.html', 4096)).toBe(false)
  })
})
