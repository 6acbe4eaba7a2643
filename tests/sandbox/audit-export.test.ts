import * as E from 'fp-ts/Either'
import { createHttpAuditTrail } from '../../adapters/http/audit-trail.http'
import { AUDIT_PATHS } from '../../adapters/http/contract/audit-paths'
import { createHttpClient } from '../../adapters/http/http-client'
import { API_BASE, CSRF_HEADER, CSRF_VALUE } from '../../adapters/http/contract/wire'
import type { AuditEntry, AuditQuery } from '../../core/audit/audit-entry'
import { auditCsv } from '../../core/audit/audit-csv.rule'
import { exportAuditTrail } from '../../core/audit/export-audit-trail.use-case'
import { searchAuditTrail } from '../../core/audit/search-audit-trail.use-case'
import { AUDIT_PAGE_SIZE } from '../../core/shared/constants'
import { centreDayOf } from '../../core/shared/centre-day'
import { DAY_MS } from '../../core/shared/constants'
import { signIn, startOwnSandbox, type OwnSandbox, type StaffClient } from '../support/selling-sandbox'

/*
 * The audit trail's CSV export, streamed by the server (v1/audit/export), against a sandbox of its
 * own: the file holds exactly what the paged search finds for the same filters (every page, newest
 * first, in the words staff use), past the server's read chunk and with moments shared by several
 * entries; it is refused at another centre, to staff without AUDIT_TRAIL, and for bad filters.
 */

let sb: OwnSandbox
let owner: StaffClient
let cm: StaffClient
let cookie: string
const NOW = Date.now()
const CENTRE = 3
/** More than two read chunks of the export (500) and many pages of the search. */
const MANY = 1_130

beforeAll(async () => {
  sb = await startOwnSandbox(NOW)
  owner = await signIn(sb.url, 'owner')
  cm = await signIn(sb.url, 'centre-manager')
  const session = await fetch(`${sb.url}${API_BASE}/sandbox/session`, { method: 'POST', headers: { 'content-type': 'application/json', [CSRF_HEADER]: CSRF_VALUE }, body: JSON.stringify({ persona: 'owner' }) })
  cookie = session.headers.get('set-cookie')?.split(';')[0] ?? ''
  const insert = sb.db.prepare(
    'INSERT INTO audit_trail_entries (at, staff_id, staff_name, centre_id, action, subject_kind, subject_id, member_id, changes, remarks, call) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
  )
  const add = sb.db.transaction(() => {
    for (let i = 0; i < MANY; i++) {
      const member = String(300_000 + (i % 7))
      const [staffId, staffName] = i % 2 === 0 ? ['staff-cm', 'Vikram Shah'] : ['staff-owner', 'Asha Rao']
      const changes = i % 5 === 0 ? [{ field: 'endDate', before: { day: NOW }, after: { day: NOW + DAY_MS } }] : []
      // Every third entry shares its moment with the one before: the order must still be total.
      const at = NOW - 3 * DAY_MS + Math.floor(i / 3) * 60_000
      // Remarks a spreadsheet could misread: a formula, a comma, a quote and a line break.
      const remarks = i % 4 === 0 ? `=HYPERLINK("x"), line ${i}\nsecond "line"` : null
      insert.run(at, staffId, staffName, CENTRE, i % 5 === 0 ? 'MEMBERSHIP_END_DATE' : 'CHECK_IN', 'MEMBER', member, member, JSON.stringify(changes), remarks, 'test')
    }
  })
  add()
}, 60_000)
afterAll(async () => sb.close())

const http = () =>
  createHttpClient({ origin: sb.url, fetch: globalThis.fetch, reporter: { report: () => undefined }, headers: { cookie }, onUnauthorised: () => undefined } as Parameters<typeof createHttpClient>[0])

/** Every page of the search, read as the screen reads it. */
const everyPage = async (q: Omit<AuditQuery, 'page'> & { centreId: number }): Promise<AuditEntry[]> => {
  const search = searchAuditTrail({ auditTrail: createHttpAuditTrail(http()) })
  const all: AuditEntry[] = []
  for (let page = 1; ; page++) {
    const r = await search({ ...q, page })()
    if (E.isLeft(r)) throw new Error(r.left.message)
    all.push(...r.right.entries)
    if (r.right.entries.length < AUDIT_PAGE_SIZE) return all
  }
}

/** The file the export's address streams (the address the use case answers). */
const streamed = async (q: Omit<AuditQuery, 'page'> & { centreId: number }): Promise<Response> => {
  const link = await exportAuditTrail({ auditTrail: createHttpAuditTrail(http()) })(q)()
  if (E.isLeft(link)) throw new Error(link.left.message)
  return fetch(`${sb.url}${link.right}`, { headers: { cookie } })
}

describe('the audit trail’s CSV export, streamed by the server', () => {
  it('holds exactly what the paged search finds, every page, newest first, in the words staff use', async () => {
    const q = { centreId: CENTRE }
    const pages = await everyPage(q)
    expect(pages).toHaveLength(MANY)
    const r = await streamed(q)
    expect(r.status).toBe(200)
    expect(r.headers.get('content-type')).toContain('text/csv')
    expect(r.headers.get('content-disposition')).toContain('attachment')
    const csv = await r.text()
    expect(csv).toBe(auditCsv(pages))
    expect(csv).toContain('"\'=HYPERLINK(""x""), line 0')
  }, 60_000)

  it('narrows as the search does: by staff member, member, action and day', async () => {
    for (const q of [
      { centreId: CENTRE, staffId: 'staff-cm' },
      { centreId: CENTRE, memberId: '300003', action: 'MEMBERSHIP_END_DATE' as const },
      { centreId: CENTRE, day: centreDayOf(NOW - 2 * DAY_MS) },
      { centreId: CENTRE, day: '2020-01-01' },
    ]) {
      const r = await streamed(q)
      expect(await r.text()).toBe(auditCsv(await everyPage(q)))
    }
  }, 60_000)

  it('is refused at a centre that is not the caller’s and to staff without AUDIT_TRAIL', async () => {
    // The centre manager works at 1, 3 and 4; centre 2 is not theirs.
    expect((await cm.get(AUDIT_PATHS.export, { centerId: 2 })).status).toBe(403)
    expect((await cm.get(AUDIT_PATHS.export, { centerId: CENTRE })).status).toBe(200)
    expect((await (await signIn(sb.url, 'front-desk')).get(AUDIT_PATHS.export, { centerId: CENTRE })).status).toBe(403)
  })

  it('answers 400 with a message for bad filters, never a file', async () => {
    const bad: readonly Record<string, string | number>[] = [{ centerId: 'x' }, { centerId: CENTRE, day: '2026-02-30x' }, { centerId: CENTRE, userId: 'Asha' }, { centerId: CENTRE, staffId: 'x'.repeat(101) }]
    for (const q of bad) {
      const r = await owner.get(AUDIT_PATHS.export, q)
      expect(r.status).toBe(400)
      expect(typeof (r.body as { message?: unknown }).message).toBe('string')
    }
  })
})
