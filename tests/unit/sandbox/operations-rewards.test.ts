import { describe, expect, it } from 'vitest'
import { REWARDS_PATHS } from '../../../adapters/http/contract/rewards-paths'
import { API_BASE, CSRF_HEADER, CSRF_VALUE, SESSION_COOKIE } from '../../../adapters/http/contract/wire'
import * as M from '../../../core/shared/messages'
import { openDatabase } from '../../../sandbox/db/database'
import { createSandboxApp } from '../../../sandbox/http/app'
import { openSession, personaByName } from '../../../sandbox/http/sessions'
import { DEMO } from '../../../sandbox/seed/profile'
import { reseed } from '../../../sandbox/seed/seed'

const MIDNIGHT_IST = Date.UTC(2026, 10, 25, 18, 30)

/** The sandbox as of `now`, calling as a persona. */
const sandboxAt = (now: number, persona = 'owner') => {
  const db = openDatabase(':memory:')
  reseed(db, now)
  const app = createSandboxApp({ db, now: () => now })
  const staff = personaByName(db, persona)
  if (staff === undefined) throw new Error(`no ${persona} persona`)
  const cookie = `${SESSION_COOKIE}=${openSession(db, staff.id, now)}`
  const get = async (path: string, q: Record<string, string>) => {
    const res = await app.request(`${API_BASE}/${path}?${new URLSearchParams(q)}`, { headers: { cookie } })
    return { status: res.status, body: (await res.json()) as unknown }
  }
  const post = async (path: string, body: unknown) => {
    const res = await app.request(`${API_BASE}/${path}`, { method: 'POST', headers: { cookie, [CSRF_HEADER]: CSRF_VALUE, 'content-type': 'application/json' }, body: JSON.stringify(body) })
    return { status: res.status, body: (await res.json()) as { message?: string } }
  }
  return { get, post }
}

describe('sandbox: habit rewards, goodies and the health partner', () => {
  it('holds, at every hour of the day, completed habits to acknowledge and goodies in every status at HSR Cult', async () => {
    for (let h = 0; h < 24; h += 5) {
      const now = MIDNIGHT_IST + h * 3_600_000 + 17_000
      const sb = sandboxAt(now)
      const habits = (await sb.get(REWARDS_PATHS.habitRewards, { centerId: '3' })).body as { status: string; windowEnd: number }[]
      expect(habits.filter((x) => x.status === 'COMPLETED').length).toBeGreaterThanOrEqual(4)
      expect(habits.every((x) => x.windowEnd > now)).toBe(true)
      const goodies = (await sb.get(REWARDS_PATHS.goodies, { centerId: '3' })).body as { status: string; updatedOn: number }[]
      for (const s of ['ORDERED', 'AT_CENTRE', 'HANDED_OVER']) expect(goodies.filter((g) => g.status === s).length).toBeGreaterThanOrEqual(2)
      expect(goodies.every((g) => g.updatedOn <= now)).toBe(true)
    }
  })

  it('applies the habit-rewards list on the server: a centre outside it is refused; goodies are followed at every centre', async () => {
    const sb = sandboxAt(MIDNIGHT_IST)
    expect((await sb.get(REWARDS_PATHS.habitRewards, { centerId: '1' })).status).toBe(403)
    for (const centerId of ['1', '2', '4', '5']) expect((await sb.get(REWARDS_PATHS.goodies, { centerId })).status).toBe(200)
  })

  it('refuses the habit calls to staff of the centre without CULT_HABIT_CENTER_MANAGER; goodies need no permission', async () => {
    const sb = sandboxAt(MIDNIGHT_IST, 'internal-cm')
    expect((await sb.get(REWARDS_PATHS.habitRewards, { centerId: '3' })).status).toBe(403)
    expect((await sb.post(REWARDS_PATHS.habitAcknowledge.replace(':rewardId', 'HR-3-001'), {})).status).toBe(403)
    expect((await sb.get(REWARDS_PATHS.goodies, { centerId: '3' })).status).toBe(200)
  })

  it('applies the health-partner rule on the server: listed or company-owned, never PLAY', async () => {
    const sb = sandboxAt(MIDNIGHT_IST)
    const at = (centerId: number) => sb.post(REWARDS_PATHS.healthPartnerHash, { centerId, userId: DEMO.none.id })
    expect((await at(1)).status).toBe(200) // company-owned
    expect((await at(2)).status).toBe(200) // in HEALTH_PARTNER_CENTERS
    expect(await at(5)).toEqual({ status: 403, body: { message: M.healthPartnerNotEnabled('Jayanagar Bootcamp') } })
    expect((await at(4)).status).toBe(403) // PLAY
    expect(await sb.post(REWARDS_PATHS.healthPartnerHash, { centerId: 1, userId: '12ab' })).toEqual({ status: 400, body: { message: M.HEALTH_PARTNER_USER_DIGITS } })
    expect((await sb.post(REWARDS_PATHS.healthPartnerHash, { centerId: 1, userId: '990000001' })).status).toBe(404)
  })
})
