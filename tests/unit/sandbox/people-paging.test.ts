import { describe, expect, it } from 'vitest'
import { PEOPLE_PAGE_PATHS } from '../../../adapters/http/contract/people-pages.codecs'
import { API_BASE, CSRF_HEADER, CSRF_VALUE, SESSION_COOKIE } from '../../../adapters/http/contract/wire'
import * as M from '../../../core/shared/messages'
import { openDatabase } from '../../../sandbox/db/database'
import { createSandboxApp } from '../../../sandbox/http/app'
import { centreOrder, employeeOrder, leadOwnerOrder, peoplePageSql, targetHistoryOrder } from '../../../sandbox/http/routes/people-pages.routes'
import { openSession, personaByName } from '../../../sandbox/http/sessions'
import { afterKeySql, orderBySql, type OrderPart } from '../../../sandbox/paging/keyset'
import { reseed } from '../../../sandbox/seed/seed'

const NOW = Date.UTC(2026, 10, 26, 6, 0)
const CSID = 1001
const CENTRE_ID = 1

type Body = Record<string, unknown> & { total: number; all: number; next: string | null; pageSize: number }

describe('the centre selector, employees, upload history and lead owners, paged by the server', () => {
  const db = openDatabase(':memory:')
  reseed(db, NOW)
  // 130 more employees at the centre, some sharing a name (the id breaks the tie), some inactive.
  const insE = db.prepare('INSERT INTO employees (agent_id, email, phone, data) VALUES (?, ?, ?, ?)')
  const linkE = db.prepare('INSERT INTO employee_centres (agent_id, center_service_id) VALUES (?, ?)')
  for (let i = 0; i < 130; i += 1) {
    const agentId = `PG-${String(i).padStart(3, '0')}`
    const phone = `98${String(76500000 + i).padStart(8, '0')}`
    const data = { agentId, name: `${['Ravi', 'anita', 'Zoya', 'Kiran'][i % 4]} ${['Shah', 'Iyer'][i % 2]}`, email: `${agentId.toLowerCase()}@centres.example`, phone, primaryRole: i % 5 === 0 ? 'FMS_PERSONAL_TRAINER' : 'FMS_FLOOR_TRAINER', roles: [], status: i % 7 === 0 ? 'INACTIVE' : 'ACTIVE', specialisations: [], workoutFamilies: [], centres: [] }
    insE.run(agentId, data.email, phone, JSON.stringify(data))
    linkE.run(agentId, CSID)
  }
  // Uploaded target files, many at the same time (the file name breaks the tie).
  const insF = db.prepare("INSERT INTO target_files (file_name, centre_id, entity, metric, staff_name, upload_expires_at, content, uploaded_at) VALUES (?, ?, ?, 'SALES', ?, 0, 'a,b', ?)")
  for (let i = 0; i < 45; i += 1) insF.run(`targets-${String(i).padStart(2, '0')}.csv`, CENTRE_ID, i % 3 === 0 ? 'TRAINER' : 'CENTER', i % 2 === 0 ? 'Asha Rao' : 'Vikram', NOW - (i % 9) * 60_000)
  // Active leads owned by 40 owners, some without an owner, some closed.
  const insL = db.prepare('INSERT INTO leads (user_id, center_service_id, category, status, data) VALUES (?, ?, ?, ?, ?)')
  for (let i = 0; i < 400; i += 1) {
    const o = i % 41
    const owner = o === 40 ? '' : `owner-${String(o).padStart(2, '0')}`
    insL.run(String(20000000 + i), CSID, 'GYM_LEAD', i % 11 === 0 ? 'CLOSED' : 'ACTIVE', JSON.stringify({ userId: String(20000000 + i), assigneeId: owner, assigneeName: owner === '' ? '' : `${['Meera', 'arjun', 'Dev'][o % 3]} ${o}`, leadStatus: 'ACTIVE' }))
  }
  const owner = personaByName(db, 'owner')
  if (owner === undefined) throw new Error('no owner persona')
  const app = createSandboxApp({ db, now: () => NOW })
  const cookie = `${SESSION_COOKIE}=${openSession(db, owner.id, NOW)}`
  const post = async (path: string, body: unknown): Promise<{ status: number; body: Body & { message?: string } }> => {
    const res = await app.request(`${API_BASE}/${path}`, { method: 'POST', headers: { cookie, 'content-type': 'application/json', [CSRF_HEADER]: CSRF_VALUE }, body: JSON.stringify(body) })
    return { status: res.status, body: (await res.json()) as Body }
  }
  const allPages = async (path: string, body: Record<string, unknown>, rowsOf: (b: Body) => unknown[]): Promise<{ rows: unknown[]; pages: Body[] }> => {
    const pages: Body[] = []
    let cursor: string | null | undefined
    do {
      const r = await post(path, { ...body, ...(cursor === undefined || cursor === null ? {} : { cursor }) })
      expect(r.status, JSON.stringify(r.body)).toBe(200)
      pages.push(r.body)
      cursor = r.body.next
    } while (cursor !== null && pages.length < 100)
    return { rows: pages.flatMap(rowsOf), pages }
  }

  type Case = { name: string; path: string; body: Record<string, unknown>; rowsOf: (b: Body) => unknown[]; idOf: (r: unknown) => string; expected: () => string[] }
  const cases: Case[] = [
    {
      name: 'the centre selector (the staff member’s own order)',
      path: PEOPLE_PAGE_PATHS.centres,
      body: { pageSize: 3 },
      rowsOf: (b) => b.centres as unknown[],
      idOf: (r) => String((r as { id: number }).id),
      expected: () => (db.prepare('SELECT centre_id FROM staff_centres WHERE staff_id = ? ORDER BY position, centre_id').pluck().all(owner.id) as number[]).map(String),
    },
    {
      name: 'the employee list (by name, then id)',
      path: PEOPLE_PAGE_PATHS.employees,
      body: { centerServiceId: CSID, pageSize: 25 },
      rowsOf: (b) => b.employees as unknown[],
      idOf: (r) => (r as { agentId: string }).agentId,
      expected: () =>
        (db.prepare("SELECT e.agent_id AS id, lower(json_extract(e.data, '$.name')) AS n FROM employees e JOIN employee_centres c ON c.agent_id = e.agent_id WHERE c.center_service_id = ?").all(CSID) as { id: string; n: string }[])
          .sort((a, b) => (a.n < b.n ? -1 : a.n > b.n ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
          .map((r) => r.id),
    },
    {
      name: 'the target upload history (newest first)',
      path: PEOPLE_PAGE_PATHS.targetUploadHistory,
      body: { centerId: CENTRE_ID, pageSize: 10 },
      rowsOf: (b) => b.rows as unknown[],
      idOf: (r) => (r as { file: string }).file,
      expected: () =>
        (db.prepare('SELECT file_name AS f, uploaded_at AS t FROM target_files WHERE centre_id = ? AND content IS NOT NULL AND uploaded_at IS NOT NULL').all(CENTRE_ID) as { f: string; t: number }[])
          .sort((a, b) => b.t - a.t || (a.f < b.f ? 1 : -1))
          .map((r) => r.f),
    },
    {
      name: 'Transfer Leads’ lead owners (by name, with their active leads)',
      path: PEOPLE_PAGE_PATHS.leadOwners,
      body: { centerServiceId: CSID, pageSize: 7 },
      rowsOf: (b) => b.owners as unknown[],
      idOf: (r) => (r as { assigneeId: string }).assigneeId,
      expected: () => {
        const leads = (db.prepare("SELECT data FROM leads WHERE center_service_id = ? AND status = 'ACTIVE'").pluck().all(CSID) as string[]).map((d) => JSON.parse(d) as { assigneeId?: string; assigneeName?: string })
        const owners = new Map<string, string>()
        for (const l of leads) if ((l.assigneeId ?? '') !== '') owners.set(l.assigneeId ?? '', (l.assigneeName ?? '').toLowerCase())
        return [...owners.entries()].sort((a, b) => (a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : a[0] < b[0] ? -1 : 1)).map(([id]) => id)
      },
    },
  ]

  for (const c of cases) {
    it(`${c.name}: following next lists every row once, in the order, each page no bigger than asked, with the total on every page`, async () => {
      const { rows, pages } = await allPages(c.path, c.body, c.rowsOf)
      const expected = c.expected()
      expect(expected.length).toBeGreaterThan(Number(c.body.pageSize))
      expect(rows.map(c.idOf)).toEqual(expected)
      for (const p of pages) {
        expect(p.total).toBe(expected.length)
        expect(c.rowsOf(p).length).toBeLessThanOrEqual(Number(c.body.pageSize))
      }
      expect(pages[pages.length - 1]?.next).toBeNull()
    })

    it(`${c.name}: refuses a cursor edited by hand, one from another list, and a page size out of bounds, with a 400 and its message`, async () => {
      const first = await post(c.path, c.body)
      const next = first.body.next ?? ''
      const tampered = `${next.slice(0, -2)}${next.endsWith('AA') ? 'BB' : 'AA'}`
      expect(await post(c.path, { ...c.body, cursor: tampered })).toMatchObject({ status: 400, body: { message: M.PAGE_CURSOR_INVALID } })
      expect(await post(c.path, { ...c.body, cursor: next, search: 'zz' })).toMatchObject({ status: 400, body: { message: M.PAGE_CURSOR_FOREIGN } })
      expect((await post(c.path, { ...c.body, pageSize: 0 })).status).toBe(400)
      expect((await post(c.path, { ...c.body, pageSize: 101 })).status).toBe(400)
      expect((await post(c.path, { ...c.body, sortKey: 'nonsense' })).status).toBe(400)
    })
  }

  it('a cursor of another centre’s employee list is refused as another list’s', async () => {
    const first = await post(PEOPLE_PAGE_PATHS.employees, { centerServiceId: CSID, pageSize: 5 })
    const other = db.prepare("SELECT center_service_id FROM centres WHERE json_extract(data, '$.type') = 'GYMFIT' AND center_service_id != ? LIMIT 1").pluck().get(CSID) as number
    const r = await post(PEOPLE_PAGE_PATHS.employees, { centerServiceId: other, pageSize: 5, cursor: first.body.next })
    expect(r).toMatchObject({ status: 400, body: { message: M.PAGE_CURSOR_FOREIGN } })
  })

  it('searches centres by name or locality, employees by name or phone, owners by name, on the server, counting what it found', async () => {
    const centres = (db.prepare('SELECT data FROM centres').pluck().all() as string[]).map((d) => JSON.parse(d) as { name: string; locality: string })
    const locality = centres[0]?.locality ?? ''
    const byLocality = await allPages(PEOPLE_PAGE_PATHS.centres, { pageSize: 2, search: locality.slice(0, 4).toUpperCase() }, (b) => b.centres as unknown[])
    expect(byLocality.rows.length).toBeGreaterThan(0)
    for (const r of byLocality.rows as { name: string; locality: string }[]) expect(`${r.name} ${r.locality}`.toLowerCase()).toContain(locality.slice(0, 4).toLowerCase())
    const anita = await allPages(PEOPLE_PAGE_PATHS.employees, { centerServiceId: CSID, search: 'ANITA', pageSize: 10 }, (b) => b.employees as unknown[])
    expect(anita.rows.length).toBe(db.prepare("SELECT COUNT(*) FROM employees e JOIN employee_centres c ON c.agent_id = e.agent_id WHERE c.center_service_id = ? AND instr(lower(json_extract(e.data, '$.name')), 'anita') > 0").pluck().get(CSID))
    expect(anita.rows.length).toBe(33)
    expect(anita.pages[0]?.all).toBeGreaterThanOrEqual(130)
    const phone = await post(PEOPLE_PAGE_PATHS.employees, { centerServiceId: CSID, search: '+91 98 7650 0007' })
    expect((phone.body.employees as { agentId: string }[]).map((e) => e.agentId)).toEqual(['PG-007'])
    const inactive = await allPages(PEOPLE_PAGE_PATHS.employees, { centerServiceId: CSID, status: 'INACTIVE', role: 'FMS_PERSONAL_TRAINER' }, (b) => b.employees as unknown[])
    for (const e of inactive.rows as { status: string; primaryRole: string }[]) expect(e).toMatchObject({ status: 'INACTIVE', primaryRole: 'FMS_PERSONAL_TRAINER' })
    const devs = await allPages(PEOPLE_PAGE_PATHS.leadOwners, { centerServiceId: CSID, search: 'dev', pageSize: 4 }, (b) => b.owners as unknown[])
    expect(devs.rows.length).toBeGreaterThan(4)
    for (const o of devs.rows as { assigneeName: string; activeLeads: number }[]) {
      expect(o.assigneeName.toLowerCase()).toContain('dev')
      expect(o.activeLeads).toBeGreaterThan(0)
    }
  })

  it('counts each owner’s active leads only', async () => {
    const { rows } = await allPages(PEOPLE_PAGE_PATHS.leadOwners, { centerServiceId: CSID, pageSize: 100 }, (b) => b.owners as unknown[])
    const o0 = (rows as { assigneeId: string; activeLeads: number }[]).find((o) => o.assigneeId === 'owner-00')
    const expected = db.prepare("SELECT COUNT(*) FROM leads WHERE center_service_id = ? AND status = 'ACTIVE' AND json_extract(data, '$.assigneeId') = 'owner-00'").pluck().get(CSID)
    expect(o0?.activeLeads).toBe(expected)
  })

  it('reads every list along its own index, with no sort in memory, on the first page and past a cursor', () => {
    const plans: [string, string, readonly OrderPart[], Record<string, string | number>, Record<string, string | number>, RegExp][] = [
      ['centres', peoplePageSql.centres, centreOrder, { staff: owner.id }, { k0: 2, k1: 3 }, /people_paging_staff_centres/],
      ['employees', peoplePageSql.employees, employeeOrder('ASC'), { csid: CSID }, { k0: 'kiran', k1: 'PG-010' }, /people_paging_employees_by_name/],
      ['targets', peoplePageSql.targetHistory, targetHistoryOrder('DESC'), { centre: CENTRE_ID }, { k0: NOW, k1: 'targets-10.csv' }, /people_paging_target_files_by_time/],
      ['owners', `${peoplePageSql.leadOwners}`, leadOwnerOrder('ASC'), { csid: CSID }, { k0: 'dev 2', k1: 'owner-02' }, /people_paging_lead_owners/],
    ]
    for (const [name, from, order, params, key, index] of plans) {
      for (const withCursor of [false, true]) {
        const group = name === 'owners' ? ` GROUP BY ${order.map((p) => p.expr).join(', ')}` : ''
        const sql = `SELECT 1 ${from}${withCursor ? ` AND ${afterKeySql(order)}` : ''}${group} ${orderBySql(order)} LIMIT 26`
        const plan = (db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all({ ...params, ...(withCursor ? key : {}) }) as { detail: string }[]).map((r) => r.detail).join('\n')
        expect(plan, `${name}: ${plan}`).toMatch(index)
        expect(plan, `${name}: ${plan}`).not.toMatch(/TEMP B-TREE/)
      }
    }
  })

  it('keeps the employee list’s name index up to date when an employee is renamed', async () => {
    db.prepare("UPDATE employees SET data = json_set(data, '$.name', 'Aaron First') WHERE agent_id = 'PG-129'").run()
    const first = await post(PEOPLE_PAGE_PATHS.employees, { centerServiceId: CSID, pageSize: 1 })
    expect((first.body.employees as { agentId: string }[])[0]?.agentId).toBe('PG-129')
  })
})
