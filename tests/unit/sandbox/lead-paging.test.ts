import { isRight } from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import { LEAD_PAGE_PATH, LeadPageWire } from '../../../adapters/http/contract/lead.codecs'
import { API_BASE, CSRF_HEADER, CSRF_VALUE, SESSION_COOKIE } from '../../../adapters/http/contract/wire'
import { followUpState } from '../../../core/lead/lead-follow-up.rule'
import { myLeadsDirections, myLeadsKey } from '../../../core/lead/lead-paging.rule'
import { epochMs } from '../../../core/shared/brands'
import * as M from '../../../core/shared/messages'
import { compareKeys } from '../../../core/shared/paging.rule'
import { openDatabase } from '../../../sandbox/db/database'
import { createSandboxApp } from '../../../sandbox/http/app'
import { myLeadsPageSql } from '../../../sandbox/http/routes/lead-pages.routes'
import { openSession, personaByName } from '../../../sandbox/http/sessions'
import { reseed } from '../../../sandbox/seed/seed'

const NOW = Date.UTC(2026, 10, 26, 6, 0)
const HOUR = 3_600_000
const CSID = 1001

type Page = { leads: { leadId: number; nextFollowUpTime?: number | null; assigneeId: string; leadQuality?: string | null; leadType: string; customerName?: string | null; userId: string }[]; total: number; all: number; next: string | null }

describe('My Leads, paged by the server', () => {
  const db = openDatabase(':memory:')
  reseed(db, NOW)
  // More leads at the centre: follow-ups overdue, later today, upcoming and none, many at the very same time.
  const ins = db.prepare("INSERT INTO leads (user_id, center_service_id, category, status, data) VALUES (?, ?, 'GYM_LEAD', 'ACTIVE', ?)")
  const addLead = (i: number, followUp: number | undefined): void => {
    const owner = i % 3 === 0 ? 'staff-cm' : 'staff-owner'
    ins.run(
      String(10000001 + (i % 40)),
      CSID,
      JSON.stringify({ userId: String(10000001 + (i % 40)), centerId: CSID, leadCategory: 'GYM_LEAD', leadStatus: 'ACTIVE', leadType: ['HOT', 'WARM', 'COLD'][i % 3], leadQuality: ['HOT', 'WARM', 'COLD'][i % 3], comment: '', assigneeId: owner, assigneeName: owner, assigneeType: 'STAFF', createdBy: 'staff-cm', createdAt: NOW - i * HOUR, ...(followUp === undefined ? {} : { nextFollowUpTime: followUp }) }),
    )
  }
  for (let i = 0; i < 130; i += 1) addLead(i, i % 5 === 0 ? undefined : NOW + ((i % 7) - 3) * 5 * HOUR)
  const owner = personaByName(db, 'owner')
  if (owner === undefined) throw new Error('no owner persona')
  const app = createSandboxApp({ db, now: () => NOW })
  const cookie = `${SESSION_COOKIE}=${openSession(db, owner.id, NOW)}`
  const post = async (body: unknown): Promise<{ status: number; body: unknown }> => {
    const res = await app.request(`${API_BASE}/${LEAD_PAGE_PATH}`, { method: 'POST', headers: { cookie, 'content-type': 'application/json', [CSRF_HEADER]: CSRF_VALUE }, body: JSON.stringify(body) })
    return { status: res.status, body: await res.json() }
  }
  const page = async (extra: Record<string, unknown> = {}): Promise<Page> => {
    const r = await post({ centerServiceId: CSID, ...extra })
    expect(r.status, JSON.stringify(r.body)).toBe(200)
    const d = LeadPageWire.decode(r.body)
    if (!isRight(d)) throw new Error('the page does not decode')
    return d.right as Page
  }
  const allPages = async (extra: Record<string, unknown>, between: () => void = () => undefined): Promise<Page[]> => {
    const pages = [await page(extra)]
    for (let next = pages[0]?.next; next !== null && next !== undefined; next = pages[pages.length - 1]?.next) {
      between()
      pages.push(await page({ ...extra, cursor: next }))
    }
    return pages
  }
  const atCentre = () =>
    (db.prepare('SELECT id, data FROM leads WHERE center_service_id = ?').all(CSID) as { id: number; data: string }[]).map((r) => {
      const d = JSON.parse(r.data) as { nextFollowUpTime?: number | null }
      return { leadId: r.id, ...(typeof d.nextFollowUpTime === 'number' ? { nextFollowUpTime: epochMs(d.nextFollowUpTime) } : {}) }
    })

  it('lists every lead of the centre once, page by page, overdue first and none last, the newer lead first among equals', async () => {
    const expected = atCentre()
      .sort((a, b) => compareKeys(myLeadsKey(a), myLeadsKey(b), myLeadsDirections('ASC')))
      .map((l) => l.leadId)
    const pages = await allPages({ pageSize: 20 })
    expect(pages.flatMap((p) => p.leads.map((l) => l.leadId))).toEqual(expected)
    for (const p of pages) expect([p.total, p.all]).toEqual([expected.length, expected.length])
  })

  it('filters by follow-up state, quality and owner, and searches by name or user id, on the server', async () => {
    for (const state of ['OVERDUE', 'TODAY', 'UPCOMING', 'NONE'] as const) {
      const leads = (await allPages({ followUp: state, pageSize: 100 })).flatMap((p) => p.leads)
      expect(leads.length, state).toBeGreaterThan(0)
      for (const l of leads) expect(followUpState({ ...(typeof l.nextFollowUpTime === 'number' ? { nextFollowUpTime: epochMs(l.nextFollowUpTime) } : {}) }, epochMs(NOW))).toBe(state)
    }
    const hot = await page({ quality: 'HOT', pageSize: 100 })
    expect(hot.leads.every((l) => (l.leadQuality ?? l.leadType) === 'HOT')).toBe(true)
    const mine = (await allPages({ mine: true, pageSize: 100 })).flatMap((p) => p.leads)
    expect(mine.length).toBeGreaterThan(0)
    expect(mine.every((l) => l.assigneeId === owner.id)).toBe(true)
    const byId = await page({ search: '10000007' })
    expect(byId.total).toBeGreaterThan(0)
    expect(byId.leads.every((l) => l.userId.includes('10000007'))).toBe(true)
    expect(byId.all).toBe(atCentre().length)
  })

  it('never repeats or skips a lead while leads are recorded between two page reads', async () => {
    const before = atCentre().map((l) => l.leadId)
    let n = 1000
    const pages = await allPages({ pageSize: 15 }, () => {
      for (const f of [NOW - 100 * HOUR, NOW + 2 * HOUR, undefined]) addLead((n += 1), f)
    })
    const ids = pages.flatMap((p) => p.leads.map((l) => l.leadId))
    expect(new Set(ids).size).toBe(ids.length)
    for (const id of before) expect(ids).toContain(id)
  })

  it('refuses a tampered cursor, a cursor of another centre or filter, and a page size out of bounds', async () => {
    const first = await page({ pageSize: 5 })
    const cursor = first.next
    if (cursor === null) throw new Error('one page only')
    const flipped = cursor.slice(0, 8) + (cursor[8] === 'A' ? 'B' : 'A') + cursor.slice(9)
    expect(await post({ centerServiceId: CSID, cursor: flipped })).toEqual({ status: 400, body: { message: M.PAGE_CURSOR_INVALID } })
    expect(await post({ centerServiceId: 1007, cursor })).toEqual({ status: 400, body: { message: M.PAGE_CURSOR_FOREIGN } })
    expect(await post({ centerServiceId: CSID, cursor, quality: 'HOT' })).toEqual({ status: 400, body: { message: M.PAGE_CURSOR_FOREIGN } })
    for (const pageSize of [0, 101]) expect((await post({ centerServiceId: CSID, pageSize })).status).toBe(400)
    expect((await post({ centerServiceId: CSID, sortKey: 'name' })).status).toBe(400)
    expect((await post({ centerServiceId: CSID, followUp: 'SOON' })).status).toBe(400)
  })

  it('reads a page along the follow-up index, with no sort in memory', () => {
    for (const withCursor of [false, true]) {
      const sql = myLeadsPageSql(withCursor)
      const plan = (db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all({ csid: CSID, ...(withCursor ? { k0: NOW, k1: 5 } : {}) }) as { detail: string }[]).map((r) => r.detail).join('\n')
      expect(plan, plan).toMatch(/USING (COVERING )?INDEX paging_leads_by_follow_up/)
      expect(plan, plan).not.toMatch(/TEMP B-TREE FOR ORDER BY/)
    }
  })
})

describe('My Leads’ page size', () => {
  it('is the same on the screen as in the paging rule (the screen keeps a copy to stay out of the rule’s chunk)', async () => {
    const { readFileSync } = await import('node:fs')
    const { MY_LEADS_PAGE_SIZE } = await import('../../../core/lead/lead-paging.rule')
    expect(readFileSync('ui/leads/lead-manager.screen.tsx', 'utf8')).toMatch(new RegExp(`^const PAGE_SIZE = ${MY_LEADS_PAGE_SIZE}$`, 'm'))
  })
})
