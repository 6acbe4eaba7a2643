import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import type { Plugin } from 'vite'
import { measureBudgets, screenImports } from './budgets'

const SCREENS = resolve('ui/app/screens.ts')

/** Where the build leaves its size report (outside assets/, never served); `npm run bench` reads it. */
export const BUDGET_REPORT = '.vite/budgets.json'

/**
 * Fails the build when the first screen's JavaScript or a route's own chunk is over its budget
 * (scripts/budgets.ts), naming the chunk and its gzip size; writes the measurements beside the
 * build (dist/.vite/budgets.json).
 */
export const budgetsPlugin = (): Plugin => {
  let outDir = 'dist'
  return {
    name: 'portal-budgets',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir
    },
    // After writing: the code measured is the code served, Vite's own rewrites included.
    async writeBundle(_options, bundle) {
      const source = readFileSync(SCREENS, 'utf8')
      const routes = []
      for (const { route, specifier } of screenImports(source)) {
        const resolved = await this.resolve(specifier, SCREENS)
        if (resolved !== null) routes.push({ route, moduleId: resolved.id })
      }
      const chunks = Object.values(bundle).flatMap((c) =>
        c.type === 'chunk'
          ? [{ fileName: c.fileName, isEntry: c.isEntry, facadeModuleId: c.facadeModuleId, imports: c.imports, code: c.code, moduleIds: c.moduleIds }]
          : [],
      )
      const report = measureBudgets(chunks, routes)
      mkdirSync(join(outDir, dirname(BUDGET_REPORT)), { recursive: true })
      writeFileSync(join(outDir, BUDGET_REPORT), JSON.stringify(report, null, 2))
      if (report.failures.length > 0) this.error(`Over budget:\n${report.failures.join('\n')}`)
    },
  }
}
