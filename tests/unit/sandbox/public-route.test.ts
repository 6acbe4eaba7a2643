import { Hono } from 'hono'
import * as t from 'io-ts'
import type { ApiEnv } from '../../../sandbox/http/api-env'
import { definedRoutes, mountRoutes, publicRouteTable, routeTable } from '../../../sandbox/http/route'
import { openDatabase } from '../../../sandbox/db/database'

/*
 * A public route (signing in) runs before anyone is signed in: its handler is given the decoded
 * request and no staff member, so reading one does not compile (npm run typecheck checks the
 * @ts-expect-error lines below: each fails the typecheck if the line it marks were allowed).
 */

const publicApp = () => {
  const seen: object[] = []
  const table = publicRouteTable()
  table.post('v1/open', { body: t.type({ persona: t.string }), centre: 'none: opens a session for the persona' }, (c, i) => {
    seen.push(i)
    // @ts-expect-error a public route's handler has no staff member to read
    void i.staff
    return c.json({ persona: i.body.persona })
  })
  const api = new Hono<ApiEnv>()
  mountRoutes(api, [table.app])
  return { api, seen }
}

describe('a public route', () => {
  it('gives its handler the decoded request and no staff member', async () => {
    const { api, seen } = publicApp()
    const res = await api.request('/v1/open', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ persona: 'cm', extra: 1 }) })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ persona: 'cm' })
    expect(seen).toEqual([{ query: {}, params: {}, body: { persona: 'cm' } }])
    expect(Object.keys(seen[0] ?? {})).not.toContain('staff')
  })

  it('decodes strictly like every route: a body that does not match is a 400 and the handler never runs', async () => {
    const { api, seen } = publicApp()
    const res = await api.request('/v1/open', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ persona: 7 }) })
    expect(res.status).toBe(400)
    expect(seen).toEqual([])
  })

  it('is listed as open to anyone, with neither permission nor centre check', () => {
    const { api } = publicApp()
    expect(definedRoutes(api).map((r) => [r.method, r.path, r.permission])).toEqual([['POST', 'v1/open', 'none (signs in)']])
  })

  it('takes no permission or centre scope in its definition; a staff route reads its staff member', () => {
    const open = publicRouteTable()
    // @ts-expect-error a public route has no permission to check
    open.get('v1/a', { centre: 'none', permission: 'staff' }, (c) => c.json({}))
    // @ts-expect-error a public route has no centre scope
    open.get('v1/b', { centre: 'none', scope: () => ({ kind: 'caller' }) }, (c) => c.json({}))
    expect(definedRoutes(open.app)).toHaveLength(2)
    const staff = routeTable(openDatabase(':memory:'))
    staff.get('v1/d', { permission: 'staff', centre: 'the caller', scope: () => ({ kind: 'caller' }) }, (c, i) => c.json({ id: i.staff.id }))
    expect(definedRoutes(staff.app).map((r) => r.permission)).toEqual(['any staff'])
  })
})
