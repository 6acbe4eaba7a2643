import { API_BASE } from '../../adapters/http/contract/wire'
import { openDatabase } from '../../sandbox/db/database'
import { createSandboxApp } from '../../sandbox/http/app'

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
