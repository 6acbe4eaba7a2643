import { Hono } from 'hono'
import { AUDIT_ACTIONS, AUDIT_SUBJECT_KINDS } from '../../core/audit/audit-entry'
import { openDatabase } from '../../sandbox/db/database'
import type { ApiEnv } from '../../sandbox/http/api-env'
import { createSandboxApp } from '../../sandbox/http/app'
import { type DefinedRoute, definedRoutes, routeWrapperOf } from '../../sandbox/http/route'
import type { Persona } from '../../sandbox/seed/personas'
import { reseed } from '../../sandbox/seed/seed'
import { sampleFor } from '../support/request-from-codec'

/*
 * The audit proof over EVERY write route, derived from the route table (a route another branch
 * adds is covered as soon as it is defined): for each route that declares an audit entry, its own
 * wrapper (the strict parse, the permission, the centre scope, the screen's gates and the audit
 * step, sandbox/http/route.ts) runs around a stub handler, with a request made from the route's
 * codecs. When the handler answers 2xx, exactly one entry is appended, with who (the staff member),
 * when (the sandbox's clock), where (a centre of theirs, or none for a customer-wide write), the
 * declared action and subject, and the call; when it answers 4xx or 5xx, none. The stub's 2xx is
 * the answer of a write that happened (201 Created, status OK), which every route's `only` accepts,
 * and requests ask for no dry run.
 */

const NOW = Date.parse('2026-11-30T06:30:00Z')
const db = openDatabase(':memory:')
reseed(db, NOW)
const routes = definedRoutes(createSandboxApp({ db, now: () => NOW }))
afterAll(() => db.close())

/** 'MEMBER: CHECK_IN' or 'MEMBER: by request' (describeAudit): the routes that declare an entry. */
const DECLARED = /^([A-Z_]+): ([A-Z_]+|by request)$/
const audited = routes.filter((r) => DECLARED.test(r.audit ?? ''))
const CENTRES = [1, 2, 3, 4, 5, 6, 7, 8] as const

/** Every permission any route asks for, at EDIT, and employee ids: the wrapper's permission and gate checks let the request through. */
const permissions: Record<string, readonly ('VIEW' | 'EDIT')[]> = Object.fromEntries(
  routes.flatMap((r) => (/^[A-Za-z_]+ (VIEW|EDIT)$/.test(r.permission) ? [[r.permission.split(' ')[0] ?? '', ['VIEW', 'EDIT'] as const]] : [])),
)
const staffAt = (centres: readonly number[]): Persona => ({
  id: 'staff-audit-proof',
  persona: 'audit-proof',
  title: 'Audit proof',
  name: 'Audit Proof',
  email: 'audit.proof@centres.example',
  phone: '9800000099',
  empId: 'CLT9999',
  cultEmployeeId: 'CE9999',
  memberships: [{ roleName: 'PARTNER', contexts: [] }],
  permissions,
  centres,
})

/** The value of a named field for a request at centre `c` (the rest are plain values of their type). */
const pickAt =
  (c: number) =>
  (field: string): unknown => {
    switch (field) {
      case 'centerId':
      case 'centreId':
      case 'preferredCenterId':
        return c
      case 'centerServiceId':
      case 'centerServiceCenterId':
        return 1000 + c
      case 'centerIds':
        return [1000 + c]
      case 'dryRun':
        return false
      default:
        return undefined
    }
  }

type Sent = { readonly url: string; readonly init: RequestInit }

/** A request the route's codecs accept, made for centre `c`; undefined when the codecs give none. */
const requestFor = (r: DefinedRoute, c: number): Sent | undefined => {
  const pick = pickAt(c)
  const params = (r.codecs.params === undefined ? {} : sampleFor(r.codecs.params, pick)) as Record<string, unknown> | undefined
  const query = (r.codecs.query === undefined ? {} : sampleFor(r.codecs.query, pick)) as Record<string, unknown> | undefined
  const body = r.codecs.body === undefined ? undefined : sampleFor(r.codecs.body, pick)
  if (params === undefined || query === undefined || (r.codecs.body !== undefined && body === undefined)) return undefined
  const path = r.path.replace(/:(\w+)/g, (_m, name: string) => encodeURIComponent(String(params[name] ?? '1')))
  const qs = new URLSearchParams(
    Object.entries(query)
      .filter(([, v]) => v !== undefined && v !== null)
      .map(([k, v]) => [k, Array.isArray(v) ? v.join(',') : String(v)]),
  ).toString()
  return {
    url: `http://sandbox/${path}${qs === '' ? '' : `?${qs}`}`,
    init: { method: r.method, headers: { 'content-type': 'application/json' }, ...(r.method === 'GET' ? {} : { body: JSON.stringify(body ?? {}) }) },
  }
}

/** The route's own wrapper around a stub answering `status`, on an app whose signed-in staff member is `staff`; counts the stub's calls. */
const wrappedStub = (r: DefinedRoute, staff: Persona, status: number) => {
  const wrapper = routeWrapperOf(r)
  if (wrapper === undefined) throw new Error(`${r.method} ${r.path} has no wrapper`)
  const app = new Hono<ApiEnv>()
  let calls = 0
  app.use('*', async (c, next) => {
    c.set('staff', staff)
    await next()
  })
  app.on(
    r.method,
    `/${r.path}`,
    wrapper((c) => {
      calls++
      return c.json(status >= 200 && status < 300 ? { status: 'OK' } : { message: 'Refused by the stub' }, status as 201)
    }),
  )
  return { app, calls: () => calls }
}

type Entry = { id: number; at: number; staff_id: string; staff_name: string; centre_id: number | null; action: string; subject_kind: string; subject_id: string; call: string }
const lastId = (): number => (db.prepare('SELECT COALESCE(MAX(id), 0) FROM audit_trail_entries').pluck().get() as number) ?? 0
const entriesAfter = (id: number): Entry[] => db.prepare('SELECT * FROM audit_trail_entries WHERE id > ? ORDER BY id').all(id) as Entry[]

/** The staff members and requests tried, one centre at a time and then every centre: the first the wrapper hands to the handler. */
const attempts = (r: DefinedRoute): { staff: Persona; sent: Sent }[] =>
  [...CENTRES.map((c) => ({ staff: staffAt([c]), c })), ...CENTRES.map((c) => ({ staff: staffAt(CENTRES), c }))].flatMap(({ staff, c }) => {
    const sent = requestFor(r, c)
    return sent === undefined ? [] : [{ staff, sent }]
  })

describe('audit proof: every route that declares an entry records exactly one on 2xx and none otherwise', () => {
  it('the route table has the audited routes, each with its wrapper', () => {
    expect(audited.length).toBeGreaterThan(60)
    for (const r of audited) expect(routeWrapperOf(r), `${r.method} ${r.path}`).toBeDefined()
  })

  it.each(audited.map((r) => [`${r.method} ${r.path}`, r] as const))('%s', async (name, r) => {
    const [, subject, action] = DECLARED.exec(r.audit ?? '') ?? []
    // 2xx: the first request the wrapper lets through to the handler records one entry.
    let reached: { staff: Persona; sent: Sent } | undefined
    for (const a of attempts(r)) {
      const before = lastId()
      const { app, calls } = wrappedStub(r, a.staff, 201)
      const res = await app.request(a.sent.url, a.sent.init)
      if (calls() === 0) {
        // Refused before the handler (not this centre, a gate): a refusal records nothing.
        expect(res.status, name).toBeGreaterThanOrEqual(400)
        expect(entriesAfter(before), name).toEqual([])
        continue
      }
      expect(res.status, name).toBe(201)
      const added = entriesAfter(before)
      expect(added, `${name}: one entry for one write`).toHaveLength(1)
      const e = added[0] as Entry
      expect(e.staff_id).toBe(a.staff.id)
      expect(e.staff_name).toBe(a.staff.name)
      expect(e.at).toBe(NOW)
      expect(e.centre_id === null || a.staff.centres.includes(e.centre_id), `${name}: centre ${String(e.centre_id)}`).toBe(true)
      expect(e.subject_kind).toBe(subject)
      expect(AUDIT_SUBJECT_KINDS).toContain(e.subject_kind)
      if (action === 'by request') expect(AUDIT_ACTIONS).toContain(e.action)
      else expect(e.action).toBe(action)
      expect(typeof e.subject_id).toBe('string')
      expect(e.call).toBe(`${r.method} ${r.path}`)
      reached = a
      break
    }
    expect(reached, `${name}: no request made from its codecs reached the handler`).toBeDefined()
    if (reached === undefined) return
    // 4xx and 5xx: the same request, refused or failed by the handler, records nothing.
    for (const status of [400, 403, 404, 409, 422, 500]) {
      const before = lastId()
      const { app, calls } = wrappedStub(r, reached.staff, status)
      const res = await app.request(reached.sent.url, reached.sent.init)
      expect(calls(), `${name} ${status}`).toBe(1)
      expect(res.status).toBe(status)
      expect(entriesAfter(before), `${name}: a ${status} records nothing`).toEqual([])
    }
  })
})

describe('audit proof: the trail cannot be changed through SQL', () => {
  it('UPDATE, DELETE, INSERT OR REPLACE and UPDATE OR REPLACE of an entry are refused, and the entry stays as it was', () => {
    db.prepare("INSERT INTO audit_trail_entries (at, staff_id, staff_name, centre_id, action, subject_kind, subject_id, member_id, changes, remarks, call) VALUES (?, 'staff-owner', 'Asha Rao', 1, 'CHECK_IN', 'MEMBER', 'u1', 'u1', '[]', 'as it was', 'test')").run(NOW)
    const id = lastId()
    const row = () => db.prepare('SELECT * FROM audit_trail_entries WHERE id = ?').get(id)
    const kept = row()
    const columns = 'at, staff_id, staff_name, centre_id, action, subject_kind, subject_id, member_id, changes, remarks, call'
    const forged = "?, 'staff-x', 'Someone', 1, 'CHECK_IN', 'MEMBER', 'u1', 'u1', '[]', 'forged', 'test'"
    const attempts = [
      () => db.prepare("UPDATE audit_trail_entries SET remarks = 'edited' WHERE id = ?").run(id),
      () => db.prepare('DELETE FROM audit_trail_entries WHERE id = ?').run(id),
      () => db.prepare(`INSERT OR REPLACE INTO audit_trail_entries (id, ${columns}) VALUES (?, ${forged})`).run(id, NOW),
      () => db.prepare(`REPLACE INTO audit_trail_entries (id, ${columns}) VALUES (?, ${forged})`).run(id, NOW),
      () => db.prepare(`UPDATE OR REPLACE audit_trail_entries SET id = ? WHERE id = ?`).run(id + 1000, id),
    ]
    for (const attempt of attempts) {
      expect(attempt).toThrow(/append-only/)
      expect(row()).toEqual(kept)
    }
    // A new entry is still appended as usual.
    db.prepare(`INSERT INTO audit_trail_entries (${columns}) VALUES (${forged})`).run(NOW)
    expect(lastId()).toBe(id + 1)
  })
})
