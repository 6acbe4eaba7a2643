import { describe, expect, it } from 'vitest'
import { CentreDetailsWire } from '../../../adapters/http/contract/centre.codecs'
import { PATHS } from '../../../adapters/http/contract/paths'
import { API_BASE, SESSION_COOKIE } from '../../../adapters/http/contract/wire'
import { openDatabase } from '../../../sandbox/db/database'
import { createSandboxApp } from '../../../sandbox/http/app'
import { openSession } from '../../../sandbox/http/sessions'
import { reseed } from '../../../sandbox/seed/seed'

/*
 * The sign-in answer (the staff member's centres, who they are, the centres with gym PT) is joined
 * from the centres' stored texts rather than parsed and written again: the oracle is each stored
 * centre read as JSON, in the staff member's own order.
 */

const NOW = Date.UTC(2026, 10, 26, 6, 0)

describe('the sign-in answer', () => {
  const db = openDatabase(':memory:')
  reseed(db, NOW, 0.01)
  const app = createSandboxApp({ db, now: () => NOW })
  const staff = db.prepare('SELECT id FROM staff ORDER BY id').pluck().all() as string[]

  it('holds, for every staff member, their centres as stored in their own order, and the centres with gym PT', async () => {
    for (const id of staff) {
      const res = await app.request(`${API_BASE}/${PATHS.centreDetails}`, { headers: { cookie: `${SESSION_COOKIE}=${openSession(db, id, NOW)}` } })
      expect(res.status, id).toBe(200)
      expect(res.headers.get('content-type')).toMatch(/^application\/json/)
      const body = (await res.json()) as { centers: unknown[]; gymPtEnabledCenter: number[]; userContext: { id: string } }
      expect(CentreDetailsWire.is(body), id).toBe(true)
      const rows = db.prepare('SELECT c.data, c.pt_enabled FROM staff_centres sc JOIN centres c ON c.id = sc.centre_id WHERE sc.staff_id = ? ORDER BY sc.position').all(id) as { data: string; pt_enabled: number }[]
      const centres = rows.map((r) => JSON.parse(r.data) as { id: number })
      expect(body.centers, id).toEqual(centres)
      expect(body.gymPtEnabledCenter, id).toEqual(centres.filter((_, i) => rows[i]?.pt_enabled === 1).map((c) => c.id))
      expect(body.userContext.id).toBe(id)
    }
    // The scale seed gives the owner more than the base seed's centres, so the joined list is long somewhere.
    expect(Math.max(...staff.map((id) => db.prepare('SELECT COUNT(*) FROM staff_centres WHERE staff_id = ?').pluck().get(id) as number))).toBeGreaterThan(8)
  })
})
