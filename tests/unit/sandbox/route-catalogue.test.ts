import { readFileSync } from 'node:fs'
import { Hono } from 'hono'
import { openDatabase } from '../../../sandbox/db/database'
import type { ApiEnv } from '../../../sandbox/http/api-env'
import { createSandboxApp } from '../../../sandbox/http/app'
import { definedRoutes, mountRoutes, routeTable } from '../../../sandbox/http/route'
import { mountedApiRoutes } from '../../support/api-routes'

/** Every API route goes through the route helper, and sandbox/README.md says how each one's centre is derived. */
const defined = () => {
  const db = openDatabase(':memory:')
  const app = createSandboxApp({ db, now: () => 0 })
  db.close()
  return definedRoutes(app)
}

const centreTable = (): Map<string, { permission: string; centre: string; screen: string }> => {
  const text = readFileSync('sandbox/README.md', 'utf8')
  const section = text.slice(text.indexOf('### Centre of each call'))
  const rows = section
    .split('\n')
    .map((l) => /^\|\s*(GET|POST|PUT|DELETE)\s*\|\s*\/api\/(\S+)\s*\|\s*([^|]+?)\s*\|\s*([^|]+?)\s*\|\s*([^|]*?)\s*\|$/.exec(l))
    .filter((m): m is RegExpExecArray => m !== null)
  return new Map(rows.map(([, method, path, permission, centre, screen]) => [`${method} ${path}`, { permission: permission ?? '', centre: centre ?? '', screen: screen ?? '' }]))
}

describe('the route catalogue', () => {
  it('every mounted API call was defined with routeTable (one parse, permission, centre scope)', () => {
    const known = new Set(defined().map((r) => `${r.method} ${r.path}`))
    expect(mountedApiRoutes().filter((r) => !known.has(`${r.method} ${r.path}`))).toEqual([])
  })

  it('a route added to a table’s app without the helper stops the sandbox at start-up', () => {
    const t = routeTable(openDatabase(':memory:'))
    t.app.get('/v1/sneaky', (c) => c.json({ centres: 'all' }))
    expect(() => mountRoutes(new Hono<ApiEnv>(), [t.app])).toThrow(/not defined with routeTable/)
  })

  it('sandbox/README.md lists every call with its permission, how its centre is derived and its screen gate', () => {
    const table = centreTable()
    const want = defined().map((r) => [`${r.method} ${r.path}`, { permission: r.permission, centre: r.centre, screen: r.screen ?? '' }] as const)
    expect(Object.fromEntries([...table.entries()])).toEqual(Object.fromEntries(want))
  })
})
