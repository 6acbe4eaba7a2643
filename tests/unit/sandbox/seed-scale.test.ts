import { isRight } from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import { CentreDetailsWire, CentreWire } from '../../../adapters/http/contract/centre.codecs'
import { CheckInListWire, CheckInWire } from '../../../adapters/http/contract/check-in.codecs'
import { EmployeePageWire, EmployeeWire } from '../../../adapters/http/contract/employee.codecs'
import { TASK_DESK_PATHS } from '../../../adapters/http/contract/task-desk-paths'
import { CentreTasksWire } from '../../../adapters/http/contract/task-desk.codecs'
import { LeadSearchWire } from '../../../adapters/http/contract/lead.codecs'
import { PATHS } from '../../../adapters/http/contract/paths'
import { REPORT_PATHS, ReportWire } from '../../../adapters/http/contract/report.codecs'
import { API_BASE, CSRF_HEADER, CSRF_VALUE, SESSION_COOKIE } from '../../../adapters/http/contract/wire'
import { DAY_MS } from '../../../core/shared/constants'
import { readConfig } from '../../../sandbox/config'
import { openDatabase } from '../../../sandbox/db/database'
import { createSandboxApp } from '../../../sandbox/http/app'
import { openSession, personaByName } from '../../../sandbox/http/sessions'
import { SCALE_CENTRE_FIRST_ID } from '../../../sandbox/seed/scale/centres'
import { parseScale, scalePlan } from '../../../sandbox/seed/scale/plan'
import { reseed, storedSeedScale } from '../../../sandbox/seed/seed'

const NOW = Date.UTC(2026, 10, 26, 6, 0)
const SCALE = 0.01

const TABLES = ['centres', 'customers', 'customer_profiles', 'check_ins', 'sale_orders', 'leads', 'employees', 'staff_centres', 'crm_tasks'] as const

/** Row counts of the tables a scale seed adds to. */
const counts = (db: ReturnType<typeof openDatabase>): Record<(typeof TABLES)[number], number> => {
  const count = (t: string): number => db.prepare(`SELECT COUNT(*) FROM ${t}`).pluck().get() as number
  return Object.fromEntries(TABLES.map((t) => [t, count(t)])) as Record<(typeof TABLES)[number], number>
}

describe('SANDBOX_SCALE', () => {
  it('reads chain as 1, a number as a multiplier, unset as no scale seed, and refuses anything else', () => {
    expect(parseScale(undefined)).toBe(0)
    expect(parseScale('')).toBe(0)
    expect(parseScale('chain')).toBe(1)
    expect(parseScale('0.001')).toBe(0.001)
    expect(parseScale('2')).toBe(2)
    for (const bad of ['-1', 'big', '1e3', '11', 'NaN']) expect(() => parseScale(bad)).toThrow(/SANDBOX_SCALE/)
    expect(readConfig({ SANDBOX_SCALE: 'chain' }).scale).toBe(1)
    expect(readConfig({}).scale).toBeUndefined()
  })

  it('is a chain at scale 1: 500 centres, a million customers, 100,000 leads, 1,000 employees at a centre', () => {
    const p = scalePlan(1)
    expect([p.centres, p.customers, p.leads, p.employees, p.days, p.tasks]).toEqual([500, 1_000_000, 100_000, 1_000, 365, 20_000])
  })

  it('holds ten and a hundred times the rows at 10x and 100x, at the busiest centres too (a bench compares data sizes)', () => {
    const one = scalePlan(0.01)
    for (const k of [10, 100]) {
      const p = scalePlan(0.01 * k)
      expect([p.customers, p.leads, p.employees, p.centres]).toEqual([one.customers * k, one.leads * k, one.employees * k, one.centres * k])
      expect(p.ordersPerCentre / one.ordersPerCentre).toBeCloseTo(k, 1)
      expect(p.checkInsPerCentre / one.checkInsPerCentre).toBeCloseTo(k, 1)
    }
  })
})

describe('the scale seed at a small scale', () => {
  const plain = openDatabase(':memory:')
  reseed(plain, NOW)
  const base = counts(plain)
  const started = performance.now()
  const db = openDatabase(':memory:')
  reseed(db, NOW, SCALE)
  const seconds = (performance.now() - started) / 1000
  const plan = scalePlan(SCALE)
  const scaled = counts(db)
  const owner = personaByName(db, 'owner')
  if (owner === undefined) throw new Error('no owner persona')
  const app = createSandboxApp({ db, now: () => NOW })
  const cookie = `${SESSION_COOKIE}=${openSession(db, owner.id, NOW)}`
  const get = async (path: string): Promise<Response> => app.request(`${API_BASE}/${path}`, { headers: { cookie } })
  const post = async (path: string, body: unknown): Promise<Response> =>
    app.request(`${API_BASE}/${path}`, { method: 'POST', headers: { cookie, 'content-type': 'application/json', [CSRF_HEADER]: CSRF_VALUE }, body: JSON.stringify(body) })
  const scaleCentres = (db.prepare('SELECT data FROM centres WHERE id >= ? ORDER BY id').pluck().all(SCALE_CENTRE_FIRST_ID) as string[]).map(
    (d) => JSON.parse(d) as CentreWire,
  )
  const flagship = scaleCentres[0]
  if (flagship === undefined) throw new Error('no scale centre')

  it('seeds fast enough for a test and records its scale', () => {
    expect(seconds).toBeLessThan(10)
    expect(storedSeedScale(db)).toBe(SCALE)
    expect(storedSeedScale(plain)).toBe(0)
  })

  it('adds exactly the plan’s rows beside the normal seed, which keeps every row it had', () => {
    expect(scaled.centres - base.centres).toBe(plan.centres)
    expect(scaled.customers - base.customers).toBe(plan.customers)
    expect(scaled.customer_profiles - base.customer_profiles).toBe(plan.customers)
    expect(scaled.check_ins - base.check_ins).toBe(plan.busiestCentres * plan.checkInsPerCentre)
    expect(scaled.sale_orders - base.sale_orders).toBe(plan.busiestCentres * plan.ordersPerCentre)
    expect(scaled.leads - base.leads).toBe(plan.leads)
    expect(scaled.employees - base.employees).toBe(plan.employees)
    expect(scaled.crm_tasks - base.crm_tasks).toBe(plan.tasks)
    // The normal seed's rows are the same rows (the demo customers and centres untouched).
    const sameRows = [
      'SELECT * FROM centres WHERE id < 101 ORDER BY id',
      'SELECT * FROM customers WHERE CAST(id AS INTEGER) < 10000001 ORDER BY id',
      "SELECT * FROM staff WHERE id <> 'staff-owner' ORDER BY id",
      "SELECT * FROM staff_centres WHERE staff_id <> 'staff-owner' ORDER BY staff_id, centre_id",
      'SELECT id, data FROM check_ins WHERE id < 1000000001 ORDER BY id',
    ]
    for (const sql of sameRows) expect(db.prepare(sql).all(), sql).toEqual(plain.prepare(sql).all())
  })

  it('has centres of every type, each decoding with the centre contract', () => {
    for (const c of scaleCentres) expect(isRight(CentreWire.decode(c)), `centre ${c.id}`).toBe(true)
    expect(new Set(scaleCentres.map((c) => c.type))).toEqual(new Set(['GYMFIT', 'ONEPASS', 'CULT', 'PLAY', 'BOOTCAMP']))
  })

  it('lets the owner see every centre, the normal ones first, and no other persona any scale centre', async () => {
    const res = await get(PATHS.centreDetails)
    expect(res.status).toBe(200)
    const body: unknown = await res.json()
    const decoded = CentreDetailsWire.decode(body)
    if (!isRight(decoded)) throw new Error('centre details do not decode')
    const all = db.prepare('SELECT id FROM centres ORDER BY id').pluck().all() as number[]
    expect(decoded.right.centers.map((c) => c.id)).toEqual(all)
    const others = db.prepare("SELECT COUNT(*) FROM staff_centres WHERE staff_id <> 'staff-owner' AND centre_id >= ?").pluck().get(SCALE_CENTRE_FIRST_ID)
    expect(others).toBe(0)
  })

  it('answers the busiest centre’s year of check-ins with rows the check-in contract decodes', async () => {
    const rows = (db.prepare('SELECT full FROM check_ins WHERE centre_id = ? LIMIT 200').pluck().all(flagship.id) as string[]).map((r) => JSON.parse(r) as unknown)
    expect(rows.length).toBeGreaterThan(0)
    for (const r of rows) expect(isRight(CheckInWire.decode(r))).toBe(true)
    const q = `centerId=${flagship.id}&includeUserDetails=true&pageNumber=1&pageSize=10000&startTimeFrom=${NOW - 366 * DAY_MS}&startTimeTo=${NOW}&states=validated`
    const res = await get(`${PATHS.checkIns}?${q}`)
    expect(res.status).toBe(200)
    const list = CheckInListWire.decode(await res.json())
    expect(isRight(list)).toBe(true)
  })

  it('answers the flagship’s cash sales, leads and staff with the contracts’ shapes', async () => {
    const report = await post(REPORT_PATHS.cashSales, {
      page: 'cashSales',
      tab: 'cashSales',
      widget: 'table',
      entity: 'CENTER',
      ownerEntityIdentifier: String(flagship.id),
      startDate: '2025-11-27',
      endDate: '2026-11-25',
    })
    expect(report.status).toBe(200)
    const r = ReportWire.decode(await report.json())
    if (!isRight(r)) throw new Error('the report does not decode')
    expect(r.right.rows.length).toBeGreaterThan(0)

    const leads = await post(PATHS.leadSearch, { userIds: [], centerIds: [flagship.centerServiceId], leadCategories: [], leadStatuses: [] })
    expect(leads.status).toBe(200)
    expect(isRight(LeadSearchWire.decode(await leads.json()))).toBe(true)

    const staff = await get(`v1/fitnessResource/employees?centerServiceId=${flagship.centerServiceId}&pageNo=0&pageSize=${plan.employees}`)
    expect(staff.status).toBe(200)
    const page = EmployeePageWire.decode(await staff.json())
    if (!isRight(page)) throw new Error('the employee page does not decode')
    expect(page.right.content).toHaveLength(plan.employees)
    for (const e of page.right.content) expect(isRight(EmployeeWire.decode(e))).toBe(true)
  })

  it('answers the busiest CULT centre’s call-centre tasks with the contract’s shape, open ones among them', async () => {
    const cult = scaleCentres.slice(0, plan.busiestCentres).find((c) => c.type === 'CULT')
    if (cult === undefined) throw new Error('no busiest CULT centre')
    const res = await get(`${TASK_DESK_PATHS.centreTasks.replace(':centerId', String(cult.id))}?status=OPEN`)
    expect(res.status).toBe(200)
    const page = CentreTasksWire.decode(await res.json())
    if (!isRight(page)) throw new Error('the task page does not decode')
    expect(page.right.total).toBeGreaterThan(0)
    expect(page.right.total).toBeLessThan(plan.tasks)
    for (const t of page.right.tasks) expect([t.status, t.centerId]).toEqual(['OPEN', cult.id])
  })

  it('is deterministic: the same scale and time give the same rows', () => {
    const again = openDatabase(':memory:')
    reseed(again, NOW, SCALE)
    for (const sql of ['SELECT data FROM centres ORDER BY id', 'SELECT full FROM check_ins ORDER BY id DESC LIMIT 50', 'SELECT data FROM leads ORDER BY id DESC LIMIT 50'])
      expect(again.prepare(sql).pluck().all(), sql).toEqual(db.prepare(sql).pluck().all())
    again.close()
  })
})
