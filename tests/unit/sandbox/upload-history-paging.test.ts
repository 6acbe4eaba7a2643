import { describe, expect, it } from 'vitest'
import { PEOPLE_PAGE_PATHS } from '../../../adapters/http/contract/people-pages.codecs'
import { bulkUploadPath } from '../../../adapters/http/contract/uploads.codecs'
import { API_BASE, CSRF_HEADER, CSRF_VALUE, SESSION_COOKIE } from '../../../adapters/http/contract/wire'
import { BULK_UPLOAD_KINDS, type BulkUploadKind } from '../../../core/operations/bulk-upload'
import * as M from '../../../core/shared/messages'
import { openDatabase } from '../../../sandbox/db/database'
import { createSandboxApp } from '../../../sandbox/http/app'
import { bulkHistoryOrder, peoplePageSql } from '../../../sandbox/http/routes/people-pages.routes'
import { openSession, personaByName } from '../../../sandbox/http/sessions'
import { afterKeySql, orderBySql } from '../../../sandbox/paging/keyset'
import { reseed } from '../../../sandbox/seed/seed'

/*
 * Every bulk upload history (segment removal, offers revert, membership extend, leads) is read a
 * page at a time from the server (docs/api/paging.md): newest first (applied, else checked), then
 * the upload id; searched by file, uploader or membership type; counted by the server. Before, each
 * answered its 50 newest uploads and no more.
 */

const NOW = Date.UTC(2026, 10, 26, 6, 0)
const CENTRE_ID = 1
const OTHER_CENTRE_ID = 2

type Body = { rows?: { uploadId: string; fileName: string; uploadedBy: string; uploadedOn: number; type?: string | null }[]; total: number; all: number; next: string | null; pageSize: number; message?: string }

describe('the bulk upload histories, paged by the server', () => {
  const db = openDatabase(':memory:')
  reseed(db, NOW)
  // 70 uploads of each kind at the centre (more than the 50 the history used to answer), many at the same time (the id breaks the tie),
  // some only checked, some still being staged (never listed), and a few at another centre.
  const ins = db.prepare(
    'INSERT INTO bulk_uploads (id, kind, centre_id, file_name, type, staff_id, staff_name, created_at, expected_rows, status, changed, errors, applied_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, 3, ?, 1, 0, ?)',
  )
  for (const kind of BULK_UPLOAD_KINDS) {
    for (let i = 0; i < 75; i += 1) {
      const status = i % 15 === 0 ? 'STAGING' : i % 4 === 0 ? 'CHECKED' : 'APPLIED'
      const created = NOW - (i % 11) * 60_000
      ins.run(`UPL-${kind}-${String(i).padStart(3, '0')}`, kind, i % 25 === 24 ? OTHER_CENTRE_ID : CENTRE_ID, `${kind}-${i}.csv`, kind === 'extend' ? (i % 2 === 0 ? 'ELITE' : 'PRO') : null, 'staff-cm', i % 3 === 0 ? 'Asha Rao' : 'Vikram Shetty', created, status, status === 'APPLIED' ? created + (i % 5) * 1000 : null)
    }
  }
  const owner = personaByName(db, 'owner')
  if (owner === undefined) throw new Error('no owner persona')
  const app = createSandboxApp({ db, now: () => NOW })
  const cookie = `${SESSION_COOKIE}=${openSession(db, owner.id, NOW)}`
  const post = async (kind: BulkUploadKind, body: unknown): Promise<{ status: number; body: Body }> => {
    const res = await app.request(`${API_BASE}/${bulkUploadPath(PEOPLE_PAGE_PATHS.bulkUploadHistory, kind)}`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json', [CSRF_HEADER]: CSRF_VALUE },
      body: JSON.stringify(body),
    })
    return { status: res.status, body: (await res.json()) as Body }
  }
  const allPages = async (kind: BulkUploadKind, body: Record<string, unknown>): Promise<Body[]> => {
    const pages: Body[] = []
    let cursor: string | null | undefined
    do {
      const r = await post(kind, { ...body, ...(cursor === undefined || cursor === null ? {} : { cursor }) })
      expect(r.status, JSON.stringify(r.body)).toBe(200)
      pages.push(r.body)
      cursor = r.body.next
    } while (cursor !== null && pages.length < 100)
    return pages
  }
  /** The oracle: the kind's uploads at the centre, not being staged, newest first (applied, else checked), then by id. */
  const expected = (kind: BulkUploadKind, centreId = CENTRE_ID): string[] =>
    (db.prepare("SELECT id, COALESCE(applied_at, created_at) AS t FROM bulk_uploads WHERE kind = ? AND centre_id = ? AND status != 'STAGING'").all(kind, centreId) as { id: string; t: number }[])
      .sort((a, b) => b.t - a.t || (a.id < b.id ? 1 : -1))
      .map((r) => r.id)

  for (const kind of BULK_UPLOAD_KINDS) {
    it(`${kind}: following next lists every upload once, newest first, past the 50 it used to stop at, with the totals on every page`, async () => {
      const want = expected(kind)
      expect(want.length).toBeGreaterThan(50)
      const pages = await allPages(kind, { centerId: CENTRE_ID, pageSize: 9 })
      expect(pages.flatMap((p) => (p.rows ?? []).map((r) => r.uploadId))).toEqual(want)
      for (const p of pages) {
        expect([p.total, p.all]).toEqual([want.length, want.length])
        expect((p.rows ?? []).length).toBeLessThanOrEqual(9)
      }
      const oldest = await allPages(kind, { centerId: CENTRE_ID, pageSize: 100, sortKey: 'uploadedOn', direction: 'ASC' })
      expect(oldest.flatMap((p) => (p.rows ?? []).map((r) => r.uploadId))).toEqual([...want].reverse())
    })

    it(`${kind}: refuses a cursor edited by hand, one of another centre, kind or search, and choices out of bounds, with a 400 and its message`, async () => {
      const next = (await post(kind, { centerId: CENTRE_ID, pageSize: 5 })).body.next ?? ''
      expect(next).not.toBe('')
      const tampered = `${next.slice(0, -2)}${next.endsWith('AA') ? 'BB' : 'AA'}`
      expect(await post(kind, { centerId: CENTRE_ID, cursor: tampered })).toMatchObject({ status: 400, body: { message: M.PAGE_CURSOR_INVALID } })
      expect(await post(kind, { centerId: CENTRE_ID, cursor: 'not-a-cursor' })).toMatchObject({ status: 400, body: { message: M.PAGE_CURSOR_INVALID } })
      expect(await post(kind, { centerId: OTHER_CENTRE_ID, cursor: next })).toMatchObject({ status: 400, body: { message: M.PAGE_CURSOR_FOREIGN } })
      expect(await post(kind, { centerId: CENTRE_ID, cursor: next, search: 'asha' })).toMatchObject({ status: 400, body: { message: M.PAGE_CURSOR_FOREIGN } })
      const otherKind = BULK_UPLOAD_KINDS.find((k) => k !== kind) ?? 'leads'
      expect(await post(otherKind, { centerId: CENTRE_ID, cursor: next })).toMatchObject({ status: 400, body: { message: M.PAGE_CURSOR_FOREIGN } })
      for (const pageSize of [0, 101]) expect((await post(kind, { centerId: CENTRE_ID, pageSize })).status).toBe(400)
      expect((await post(kind, { centerId: CENTRE_ID, sortKey: 'fileName' })).status).toBe(400)
      expect((await post(kind, { centerId: CENTRE_ID, search: 'x'.repeat(101) })).status).toBe(400)
      expect((await post(kind, { centerId: 999_999 })).status).toBe(404)
    })
  }

  it('searches by file, uploader or membership type, in any case, counting what it found against the whole history', async () => {
    const asha = await allPages('leads', { centerId: CENTRE_ID, search: 'ASHA', pageSize: 4 })
    const rows = asha.flatMap((p) => p.rows ?? [])
    expect(rows.length).toBe(db.prepare("SELECT COUNT(*) FROM bulk_uploads WHERE kind = 'leads' AND centre_id = ? AND status != 'STAGING' AND staff_name = 'Asha Rao'").pluck().get(CENTRE_ID))
    for (const r of rows) expect(r.uploadedBy).toBe('Asha Rao')
    expect(asha[0]?.all).toBe(expected('leads').length)
    const elite = await allPages('extend', { centerId: CENTRE_ID, search: 'elite', pageSize: 100 })
    for (const r of elite.flatMap((p) => p.rows ?? [])) expect(r.type).toBe('ELITE')
    const file = await post('offer', { centerId: CENTRE_ID, search: 'OFFER-7.CSV' })
    expect((file.body.rows ?? []).map((r) => r.fileName)).toEqual(['offer-7.csv'])
  })

  it('answers only the kind’s own uploads at the centre asked for', async () => {
    const other = await allPages('segment', { centerId: OTHER_CENTRE_ID })
    expect(other.flatMap((p) => (p.rows ?? []).map((r) => r.uploadId))).toEqual(expected('segment', OTHER_CENTRE_ID))
  })

  it('reads the history along its own index, with no sort in memory, on the first page and past a cursor, either way', () => {
    for (const dir of ['DESC', 'ASC'] as const) {
      for (const withCursor of [false, true]) {
        const order = bulkHistoryOrder(dir)
        const sql = `SELECT 1 ${peoplePageSql.bulkHistory}${withCursor ? ` AND ${afterKeySql(order)}` : ''} ${orderBySql(order)} LIMIT 26`
        const plan = (db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all({ kind: 'leads', centre: CENTRE_ID, ...(withCursor ? { k0: NOW, k1: 'UPL-leads-010' } : {}) }) as { detail: string }[]).map((r) => r.detail).join('\n')
        expect(plan).toMatch(/paging_bulk_uploads_by_time/)
        expect(plan).not.toMatch(/TEMP B-TREE/)
      }
    }
  })
})
