import { isRight } from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import { LEAD_PAGE_PATH, LeadPageWire } from '../../../adapters/http/contract/lead.codecs'
import { API_BASE, CSRF_HEADER, CSRF_VALUE, SESSION_COOKIE } from '../../../adapters/http/contract/wire'
import { openDatabase } from '../../../sandbox/db/database'
import { createSandboxApp } from '../../../sandbox/http/app'
import { openSession, personaByName } from '../../../sandbox/http/sessions'
import { SCALE_CENTRE_FIRST_ID } from '../../../sandbox/seed/scale/centres'
import { reseed } from '../../../sandbox/seed/seed'

const NOW = Date.UTC(2026, 10, 26, 6, 0)
const FLAGSHIP = 1000 + SCALE_CENTRE_FIRST_ID

/**
 * My Leads' counts on a chain's data (the scale seed's flagship, hundreds of leads, some of
 * members with no customer row): with any filter, `total` is the number of leads the pages list
 * and `all` the leads of the centre, counted with or without a search.
 */
describe('My Leads’ counts on the scale seed', () => {
  const db = openDatabase(':memory:')
  reseed(db, NOW, 0.01)
  // A lead of someone the customers table does not hold still counts.
  db.prepare("INSERT INTO leads (user_id, center_service_id, category, status, data) VALUES ('99999999', ?, 'GYM_LEAD', 'ACTIVE', ?)").run(
    FLAGSHIP,
    JSON.stringify({ userId: '99999999', centerId: FLAGSHIP, leadCategory: 'GYM_LEAD', leadStatus: 'ACTIVE', leadType: 'HOT', leadQuality: 'HOT', comment: '', assigneeId: 'staff-owner', assigneeName: 'Asha Rao', assigneeType: 'STAFF', createdBy: 'staff-cm', createdAt: NOW }),
  )
  const owner = personaByName(db, 'owner')
  if (owner === undefined) throw new Error('no owner persona')
  const app = createSandboxApp({ db, now: () => NOW })
  const cookie = `${SESSION_COOKIE}=${openSession(db, owner.id, NOW)}`
  const page = async (body: Record<string, unknown>) => {
    const res = await app.request(`${API_BASE}/${LEAD_PAGE_PATH}`, { method: 'POST', headers: { cookie, 'content-type': 'application/json', [CSRF_HEADER]: CSRF_VALUE }, body: JSON.stringify({ centerServiceId: FLAGSHIP, pageSize: 100, ...body }) })
    expect(res.status).toBe(200)
    const d = LeadPageWire.decode(await res.json())
    if (!isRight(d)) throw new Error('the page does not decode')
    return d.right
  }
  const atCentre = db.prepare('SELECT COUNT(*) FROM leads WHERE center_service_id = ?').pluck().get(FLAGSHIP) as number

  it.each([{}, { mine: true }, { quality: 'HOT' }, { followUp: 'NONE' }, { mine: true, quality: 'COLD' }, { search: 'aarav' }, { search: '99999999' }])(
    'counts every lead the pages list (%o)',
    async (filter) => {
      const first = await page(filter)
      let seen = first.leads.length
      for (let next = first.next; next !== null; ) {
        const p = await page({ ...filter, cursor: next })
        expect([p.total, p.all]).toEqual([first.total, first.all])
        seen += p.leads.length
        next = p.next
      }
      expect(first.total).toBe(seen)
      expect(first.all).toBe(atCentre)
      expect(atCentre).toBeGreaterThan(100)
    },
  )
})
