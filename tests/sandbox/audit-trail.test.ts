import { Hono } from 'hono'
import { AuditPageWire, AuditStaffWire } from '../../adapters/http/contract/audit.codecs'
import { AUDIT_PATHS, memberHistoryPath } from '../../adapters/http/contract/audit-paths'
import { EMPLOYEE_PATHS } from '../../adapters/http/contract/employee.codecs'
import { LEAD_DESK_PATHS } from '../../adapters/http/contract/lead-desk-paths'
import { OrderAnswer } from '../../adapters/http/contract/payment.codecs'
import { pathWith, PATHS } from '../../adapters/http/contract/paths'
import { SHIFT_PATTERN_PATHS } from '../../adapters/http/contract/shift-patterns.codecs'
import { API_BASE, CSRF_HEADER, CSRF_VALUE } from '../../adapters/http/contract/wire'
import { AUDIT_PAGE_SIZE } from '../../core/shared/constants'
import { centreDayOf, startOfCentreDayOf } from '../../core/shared/centre-day'
import { DAY_MS } from '../../core/shared/constants'
import { AUDIT_ACTION_WORDS } from '../../core/audit/messages'
import { openDatabase } from '../../sandbox/db/database'
import type { ApiEnv } from '../../sandbox/http/api-env'
import { mountRoutes, routeTable } from '../../sandbox/http/route'
import { DEMO } from '../../sandbox/seed/profile'
import { routeTableRoutes } from '../support/api-routes'
import { cashPayment, decoded, fresh, newCustomer, orderBody, signIn, startOwnSandbox, verifyCashOtp, type OwnSandbox, type StaffClient } from '../support/selling-sandbox'

/*
 * The audit trail, against a sandbox of its own (so the entries counted are this file's).
 *
 * What these tests prove:
 * - every write route (POST, PUT) of the route table declares how it is audited: an entry
 *   descriptor, 'reads' (it only reads), or a named reason it is not audited; the exemptions are
 *   exactly the list below, so a new exemption is a visible change here, and a route without a
 *   declaration stops the sandbox at start-up;
 * - the main writes (a membership end date, a cash sale, a lead record, an employee edit, a
 *   setting) each record one entry with who, when, the centre, the action, the subject, the
 *   fields that changed before and after, and the remarks; a refused write and a repeated
 *   (idempotent) write record nothing;
 * - the entry is written in the same transaction as the write: when it cannot be written, the
 *   write is rolled back;
 * - the trail cannot be changed: the database refuses UPDATE and DELETE, and no call but GET exists;
 * - a manager reads only their own centres' trail, and a member's History only the entries at the
 *   caller's centres and the customer-wide ones.
 */

let sb: OwnSandbox
let owner: StaffClient
let cm: StaffClient
const NOW = Date.now()

beforeAll(async () => {
  sb = await startOwnSandbox(NOW)
  owner = await signIn(sb.url, 'owner')
  cm = await signIn(sb.url, 'centre-manager')
})
afterAll(async () => sb.close())

type Row = { action: string; staff_id: string; staff_name: string; centre_id: number | null; subject_kind: string; subject_id: string; member_id: string | null; changes: string; remarks: string | null; at: number }
const entries = (where = '1 = 1', ...args: unknown[]): Row[] => sb.db.prepare(`SELECT * FROM audit_trail_entries WHERE ${where} ORDER BY id`).all(...args) as Row[]
const count = (): number => sb.db.prepare('SELECT COUNT(*) FROM audit_trail_entries').pluck().get() as number
const newest = (): Row => sb.db.prepare('SELECT * FROM audit_trail_entries ORDER BY id DESC LIMIT 1').get() as Row

const put = async (path: string, body: unknown, persona = 'owner'): Promise<number> => {
  const session = await fetch(`${sb.url}${API_BASE}/sandbox/session`, { method: 'POST', headers: { 'content-type': 'application/json', [CSRF_HEADER]: CSRF_VALUE }, body: JSON.stringify({ persona }) })
  const cookie = session.headers.get('set-cookie')?.split(';')[0] ?? ''
  const r = await fetch(`${sb.url}${API_BASE}/${path}`, { method: 'PUT', headers: { 'content-type': 'application/json', [CSRF_HEADER]: CSRF_VALUE, cookie }, body: JSON.stringify(body) })
  return r.status
}

/** The routes that write and are not audited, each with why: a new one must be added here on purpose. */
const NOT_AUDITED = [
  'POST v1/logout',
  'POST v1/notification/reminders/poll',
  'POST v1/notification/reminders/ack',
  'PUT v1/inbox',
  'POST v1/otp/send',
  'POST v1/otp/verify',
  'POST v1/pitch/paymentLinks',
  'POST v1/pitch/order/success/:orderId',
  'POST v1/pitch/order/paymentComplete',
  'POST sandbox/terminals/:tid/policy',
  'POST sandbox/terminal-payments/:paymentId/outcome',
  'POST v1/ownerEntities/expectedTarget/uploadUrl',
  'POST v1/kiosk/otp',
  'POST v1/kiosk/checkIn',
  ...['segment', 'offer', 'extend', 'leads'].flatMap((k) => [`POST v1/troubleshooting/${k}/uploads`, `POST v1/troubleshooting/${k}/uploads/:uploadId/rows`, `POST v1/troubleshooting/${k}/uploads/:uploadId/check`]),
]

describe('audit trail: every write route declares how it is audited', () => {
  it('each POST and PUT of the route table says: an entry (subject and action), reads, or not audited with why', () => {
    const writes = routeTableRoutes().filter((r) => r.method !== 'GET' && r.permission !== 'none (signs in)')
    expect(writes.length).toBeGreaterThan(80)
    for (const r of writes) expect(r.audit, `${r.method} ${r.path}`).toMatch(/^(MEMBER|ORDER|LEAD|EMPLOYEE|SETTING|CASH_DRAWER): |^reads$|^not audited: .{10,}/)
    const exempt = writes.filter((r) => (r.audit ?? '').startsWith('not audited')).map((r) => `${r.method} ${r.path}`)
    expect(exempt.sort()).toEqual([...NOT_AUDITED].sort())
    for (const r of writes.filter((x) => /^[A-Z]+: [A-Z_]+$/.test(x.audit ?? ''))) expect(Object.keys(AUDIT_ACTION_WORDS)).toContain((r.audit ?? '').split(': ')[1])
  })

  it('a write route without an audit declaration stops the sandbox at start-up; GET routes need none', () => {
    const t = routeTable(openDatabase(':memory:'))
    const spec = { permission: 'staff' as const, centre: 'none', scope: () => ({ kind: 'caller' as const }) }
    expect(() => (t.post as (p: string, s: object, h: () => Response) => void)('v1/unaudited', spec, () => new Response())).toThrow(/audited/)
    expect(() => t.get('v1/read', spec, (c) => c.json({}))).not.toThrow()
    expect(() => mountRoutes(new Hono<ApiEnv>(), [t.app])).not.toThrow()
  })

  it('the trail has no call that changes it: only GET calls under v1/audit', () => {
    expect(routeTableRoutes().filter((r) => r.path.startsWith('v1/audit')).map((r) => r.method)).toEqual(['GET', 'GET', 'GET', 'GET'])
  })
})

describe('audit trail: the main writes record who, when, where, what changed and why', () => {
  it('a membership end date change: before and after, remarks, the staff member and the membership’s centre', async () => {
    const m = sb.db.prepare("SELECT id, data FROM customer_memberships WHERE user_id = ? AND kind = 'PT' ORDER BY id LIMIT 1").get(DEMO.editable.id) as { id: number; data: string }
    const before = JSON.parse(m.data) as { end: number; centerId: number }
    const end = Math.max(before.end, NOW) + 10 * DAY_MS
    const n = count()
    const r = await owner.post(PATHS.membershipUpdate, { membershipId: m.id, action: 'END_DATE', endDate: end, annotation: 'Injury: paused two weeks' })
    expect(r.status, JSON.stringify(r.body)).toBe(200)
    expect(count()).toBe(n + 1)
    const e = newest()
    expect(e).toMatchObject({ action: 'MEMBERSHIP_END_DATE', staff_id: 'staff-owner', staff_name: 'Asha Rao', centre_id: before.centerId, subject_kind: 'MEMBER', subject_id: DEMO.editable.id, member_id: DEMO.editable.id, remarks: 'Injury: paused two weeks' })
    expect(JSON.parse(e.changes)).toEqual([{ field: 'endDate', before: { day: before.end }, after: { day: end } }])
    expect(Math.abs(e.at - Date.now())).toBeLessThan(60_000)

    // Refused (no remarks): nothing recorded.
    expect((await owner.post(PATHS.membershipUpdate, { membershipId: m.id, action: 'END_DATE', endDate: end + DAY_MS })).status).toBe(400)
    expect(count()).toBe(n + 1)

    // Found by the manager's search (staff, member, action, day) and in the member's History.
    const q = { centerId: before.centerId, staffId: 'staff-owner', userId: DEMO.editable.id, action: 'MEMBERSHIP_END_DATE', day: centreDayOf(e.at) }
    const page = decoded(AuditPageWire, await owner.get(AUDIT_PATHS.entries, q))
    expect(page.entries[0]).toMatchObject({ action: 'MEMBERSHIP_END_DATE', staffName: 'Asha Rao', userId: DEMO.editable.id, changes: [{ field: 'endDate', before: { day: before.end }, after: { day: end } }] })
    expect(decoded(AuditPageWire, await owner.get(AUDIT_PATHS.entries, { ...q, day: centreDayOf(e.at - 2 * DAY_MS) })).total).toBe(0)
    const history = decoded(AuditPageWire, await owner.get(memberHistoryPath(DEMO.editable.id)))
    expect(history.entries[0]?.action).toBe('MEMBERSHIP_END_DATE')
    expect(decoded(AuditStaffWire, await owner.get(AUDIT_PATHS.staff, { centerId: before.centerId })).staff).toContainEqual({ id: 'staff-owner', name: 'Asha Rao' })
  })

  it('a repeated session-count change (same idempotence id) is recorded once', async () => {
    const m = sb.db.prepare("SELECT id, data FROM customer_memberships WHERE user_id = ? AND kind = 'PT' ORDER BY id LIMIT 1").get(DEMO.activePt.id) as { id: number; data: string }
    const max = ((JSON.parse(m.data) as { benefits: { maxTickets: number }[] }).benefits[0]?.maxTickets ?? 0) + 3
    const body = { membershipId: m.id, action: 'MAX_TICKETS', benefit: { maxTickets: max }, annotation: 'Goodwill sessions', idempotenceId: fresh('bonus') }
    const n = count()
    expect((await owner.post(PATHS.membershipUpdate, body)).status).toBe(200)
    expect((await owner.post(PATHS.membershipUpdate, body)).status).toBe(200)
    expect(count()).toBe(n + 1)
    expect(newest()).toMatchObject({ action: 'MEMBERSHIP_SESSIONS', remarks: 'Goodwill sessions' })
  })

  it('a cash sale: the order, its member, amount and payment mode', async () => {
    const desk = await signIn(sb.url, 'front-desk')
    const userId = await newCustomer(desk)
    const productId = 'PACK-1-SELECT-1M'
    const amount = sb.db.prepare('SELECT selling_price_paise FROM sale_products WHERE product_id = ?').pluck().get(productId) as number
    await verifyCashOtp(desk, 'front-desk', userId, amount)
    const r = await desk.post(PATHS.createCashOrder, { orderReqBody: orderBody({ userId, centreId: 1, productId, startDate: startOfCentreDayOf(Date.now()) }), paymentSuccessReqBody: cashPayment(amount) }, { 'idempotency-key': fresh('k') })
    expect(r.status, JSON.stringify(r.body)).toBe(200)
    const order = decoded(OrderAnswer, r)
    const e = entries('subject_id = ?', order.orderId)
    expect(e).toHaveLength(1)
    expect(e[0]).toMatchObject({ action: 'CREATE_ORDER', subject_kind: 'ORDER', member_id: userId, centre_id: 1, staff_id: 'staff-frontdesk' })
    expect(JSON.parse(e[0]?.changes ?? '[]')).toEqual(
      expect.arrayContaining([
        { field: 'amount', before: null, after: { paise: amount } },
        { field: 'paymentMode', before: null, after: 'CASH' },
      ]),
    )
    // The customer registered for the sale is recorded too (a new customer, not one found again).
    expect(entries("action = 'REGISTER_CUSTOMER' AND subject_id = ?", userId)).toHaveLength(1)
  })

  it('a lead record: the lead’s quality, comment and follow-up, before and after', async () => {
    const lead = sb.db.prepare("SELECT id, user_id, json_extract(data, '$.taskInstanceId') AS task FROM leads WHERE status = 'ACTIVE' AND json_extract(data, '$.taskInstanceId') IS NOT NULL ORDER BY id LIMIT 1").get() as { id: number; user_id: string; task: string }
    const before = entries()
    const r = await owner.post(LEAD_DESK_PATHS.updateLead, { taskInstanceId: lead.task, userId: lead.user_id, commentTag: 'Price', comment: 'Wants the quarterly pack', leadQuality: 'COLD', skipFollowUp: true })
    expect(r.status, JSON.stringify(r.body)).toBe(200)
    const added = entries().slice(before.length)
    expect(added).toHaveLength(1)
    expect(added[0]).toMatchObject({ action: 'UPDATE_LEAD', subject_kind: 'LEAD', subject_id: String(lead.id), member_id: lead.user_id })
    const changes = JSON.parse(added[0]?.changes ?? '[]') as { field: string; after: unknown }[]
    expect(changes.find((c) => c.field === 'leadQuality')?.after ?? 'COLD').toBe('COLD')
    expect(changes).toContainEqual(expect.objectContaining({ field: 'comment', after: 'Wants the quarterly pack' }))
  })

  it('an employee edit: the fields that changed', async () => {
    const n = count()
    expect(await put(pathWith(EMPLOYEE_PATHS.employeeProfile, { agentId: 'agent-102' }), { specialisations: [], status: 'INACTIVE' })).toBe(200)
    expect(count()).toBe(n + 1)
    const e = newest()
    expect(e).toMatchObject({ action: 'EDIT_EMPLOYEE_PROFILE', subject_kind: 'EMPLOYEE', subject_id: 'agent-102', member_id: null })
    expect(JSON.parse(e.changes)).toContainEqual({ field: 'employeeStatus', before: 'ACTIVE', after: 'INACTIVE' })
  })

  it('a setting: a new shift pattern of the centre', async () => {
    const n = count()
    const r = await owner.post(SHIFT_PATTERN_PATHS.patterns, { centerServiceId: 1001, name: 'Audit mornings', days: [{ weekday: 1, startMinute: 360, endMinute: 840, kind: 'FLOOR_TRAINING' }] })
    expect(r.status, JSON.stringify(r.body)).toBe(201)
    expect(count()).toBe(n + 1)
    expect(newest()).toMatchObject({ action: 'SAVE_SHIFT_PATTERN', subject_kind: 'SETTING', centre_id: 1 })
  })
})

describe('audit trail: append-only, in the write’s transaction, own centres', () => {
  it('the database refuses to change or remove an entry', () => {
    expect(count()).toBeGreaterThan(0)
    expect(() => sb.db.prepare("UPDATE audit_trail_entries SET remarks = 'edited'").run()).toThrow(/append-only/)
    expect(() => sb.db.prepare('DELETE FROM audit_trail_entries').run()).toThrow(/append-only/)
  })

  it('when the entry cannot be written, the write is rolled back with it', async () => {
    const m = sb.db.prepare("SELECT id, data FROM customer_memberships WHERE user_id = ? AND kind = 'PT' ORDER BY id LIMIT 1").get(DEMO.editable.id) as { id: number; data: string }
    sb.db.exec("CREATE TRIGGER audit_test_refuse BEFORE INSERT ON audit_trail_entries BEGIN SELECT RAISE(ABORT, 'disk full'); END")
    try {
      const end = (JSON.parse(m.data) as { end: number }).end + 5 * DAY_MS
      const r = await owner.post(PATHS.membershipUpdate, { membershipId: m.id, action: 'END_DATE', endDate: end, annotation: 'Should not stick' })
      expect(r.status).toBe(500)
      expect(sb.db.prepare('SELECT data FROM customer_memberships WHERE id = ?').pluck().get(m.id)).toBe(m.data)
    } finally {
      sb.db.exec('DROP TRIGGER audit_test_refuse')
    }
  })

  it('a centre manager reads only their own centres’ trail; a member’s History leaves out other centres’ entries', async () => {
    // The centre manager works at 1, 3 and 4; centre 2 is not theirs.
    expect((await cm.get(AUDIT_PATHS.entries, { centerId: 2 })).status).toBe(403)
    expect((await cm.get(AUDIT_PATHS.staff, { centerId: 2 })).status).toBe(403)
    expect((await (await signIn(sb.url, 'front-desk')).get(AUDIT_PATHS.entries, { centerId: 1 })).status).toBe(403)
    const desk = await signIn(sb.url, 'front-desk')
    const userId = await newCustomer(desk)
    sb.db
      .prepare("INSERT INTO audit_trail_entries (at, staff_id, staff_name, centre_id, action, subject_kind, subject_id, member_id, changes, remarks, call) VALUES (?, 'staff-owner', 'Asha Rao', 2, 'CHECK_IN', 'MEMBER', ?, ?, '[]', NULL, 'test')")
      .run(Date.now(), userId, userId)
    const own = decoded(AuditPageWire, await cm.get(memberHistoryPath(userId)))
    expect(own.entries.map((e) => e.centerId)).not.toContain(2)
    expect(own.entries.map((e) => e.action)).toContain('REGISTER_CUSTOMER')
    expect(decoded(AuditPageWire, await owner.get(memberHistoryPath(userId))).entries.map((e) => e.centerId)).toContain(2)
  })

  it('pages newest first, AUDIT_PAGE_SIZE at a time', async () => {
    const all = decoded(AuditPageWire, await owner.get(AUDIT_PATHS.entries, { centerId: 1 }))
    expect(all.pageSize).toBe(AUDIT_PAGE_SIZE)
    const times = all.entries.map((e) => e.at)
    expect([...times].sort((a, b) => b - a)).toEqual(times)
    expect((await owner.get(AUDIT_PATHS.entries, { centerId: 1, day: '2026-02-30x' })).status).toBe(400)
    expect((await owner.get(AUDIT_PATHS.entries, { centerId: 1, userId: 'abc' })).status).toBe(400)
  })
})
