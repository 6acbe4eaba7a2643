import { API_BASE } from '../../adapters/http/contract/wire'
import { openDatabase } from '../../sandbox/db/database'
import { createSandboxApp } from '../../sandbox/http/app'
import { definedRoutes, type DefinedRoute } from '../../sandbox/http/route'

export type ApiRoute = { readonly method: string; readonly path: string }

/**
 * Every API call the sandbox app mounts (method and path under API_BASE, `:name` parameters kept),
 * read from the Hono app itself so a new route is covered without editing a list.
 */
export const mountedApiRoutes = (): readonly ApiRoute[] => {
  const db = openDatabase(':memory:')
  const app = createSandboxApp({ db, now: () => 0 })
  db.close()
  const seen = new Map<string, ApiRoute>()
  for (const r of app.routes) {
    if (r.method === 'ALL' || !r.path.startsWith(`${API_BASE}/`) || r.path.includes('*')) continue
    const path = r.path.slice(API_BASE.length + 1)
    seen.set(`${r.method} ${path}`, { method: r.method, path })
  }
  return [...seen.values()].sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method))
}

/**
 * Every API call as defined in the sandbox's route table (sandbox/http/route.ts), with its
 * permission, how its centre is derived and the codecs it decodes with: the fuzz and own-centre
 * suites read their routes here, so a route another branch adds is fuzzed without editing a list
 * (tests/unit/sandbox/route-catalogue.test.ts checks that this is every mounted call).
 */
export const routeTableRoutes = (): readonly DefinedRoute[] => {
  const db = openDatabase(':memory:')
  const app = createSandboxApp({ db, now: () => 0 })
  db.close()
  return definedRoutes(app)
}
