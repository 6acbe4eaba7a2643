import { readFileSync } from 'node:fs'
import type { BudgetReport } from '../scripts/budgets'
import { AREA_USE_CASES_BUDGET_KIB, COMPOSITION_ROOT_BUDGET_KIB, FIRST_SCREEN_BUDGET_KIB, ROUTE_CHUNK_BUDGET_KIB } from '../scripts/budgets'
import { ensureBuilt } from './portal-server'

const kib = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KiB`

/**
 * The JavaScript budgets, as the build measured them (dist/.vite/budgets.json, gzip level 9): the
 * first screen (every script and modulepreload index.html loads), the composition root every page
 * fetches right after it, and each route's own chunks.
 */
export const firstScreenBundle = {
  name: 'JavaScript sizes (gzip): first screen and each route',
  run: async () => {
    ensureBuilt()
    const report = JSON.parse(readFileSync('dist/.vite/budgets.json', 'utf8')) as BudgetReport
    const routes = [...report.routes].sort((a, b) => b.gzipBytes - a.gzipBytes)
    const result: Record<string, string | number> = {
      [`first screen (budget ${FIRST_SCREEN_BUDGET_KIB} KiB)`]: kib(report.firstScreen.gzipBytes),
      'first screen files': report.firstScreen.files.join(', '),
      [`composition root (budget ${COMPOSITION_ROOT_BUDGET_KIB} KiB)`]: `${kib(report.compositionRoot.gzipBytes)} in ${report.compositionRoot.files.length} file(s)`,
      [`largest route chunk (budget ${ROUTE_CHUNK_BUDGET_KIB} KiB)`]: routes[0] === undefined ? '-' : `${routes[0].route} ${kib(routes[0].gzipBytes)}`,
    }
    const areas = [...report.areas].sort((a, b) => b.gzipBytes - a.gzipBytes)
    result[`largest area's use cases (budget ${AREA_USE_CASES_BUDGET_KIB} KiB)`] = areas[0] === undefined ? '-' : `${areas[0].area} ${kib(areas[0].gzipBytes)}`
    for (const a of areas) result[`use cases: ${a.area}`] = kib(a.gzipBytes)
    for (const r of routes) result[`route ${r.route}`] = kib(r.gzipBytes)
    const others = [...report.others].sort((a, b) => b.gzipBytes - a.gzipBytes)
    for (const o of others.slice(0, 8)) result[`loaded on demand: ${o.file.replace(/^assets\//, '')}`] = kib(o.gzipBytes)
    return result
  },
}
