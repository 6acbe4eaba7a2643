import { isRight } from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import { LeadSearchWire } from '../../../adapters/http/contract/lead.codecs'
import { PATHS } from '../../../adapters/http/contract/paths'
import { API_BASE, CSRF_HEADER, CSRF_VALUE, SESSION_COOKIE } from '../../../adapters/http/contract/wire'
import { openDatabase } from '../../../sandbox/db/database'
import { createSandboxApp } from '../../../sandbox/http/app'
import { openSession, personaByName } from '../../../sandbox/http/sessions'
import { reseed } from '../../../sandbox/seed/seed'

/*
 * Several areas seed leads (the profile, the leads desk, the reports): every one of them must read
 * as the lead search's wire contract says, or My Leads fails to decode the whole answer.
 */
describe('every seeded lead answers the lead search contract', () => {
  it('at each of the owner’s centres', async () => {
    const now = Date.UTC(2026, 10, 26, 6, 0)
    const db = openDatabase(':memory:')
    reseed(db, now)
    const app = createSandboxApp({ db, now: () => now })
    const owner = personaByName(db, 'owner')
    if (owner === undefined) throw new Error('no owner persona')
    const cookie = `${SESSION_COOKIE}=${openSession(db, owner.id, now)}`
    const centres = db.prepare('SELECT DISTINCT center_service_id FROM leads').pluck().all() as number[]
    expect(centres.length).toBeGreaterThan(1)
    for (const centre of centres) {
      const res = await app.request(`${API_BASE}/${PATHS.leadSearch}`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json', [CSRF_HEADER]: CSRF_VALUE },
        body: JSON.stringify({ userIds: [], centerIds: [centre], leadCategories: [], leadStatuses: [] }),
      })
      if (res.status === 403) continue
      expect(res.status).toBe(200)
      expect(isRight(LeadSearchWire.decode(await res.json())), `leads at centre service ${centre}`).toBe(true)
    }
    db.close()
  })
})
