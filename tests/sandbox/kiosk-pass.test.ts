import { describe, expect, it } from 'vitest'
import { CHECK_IN_ALERT_PATHS } from '../../adapters/http/contract/check-in-alerts-paths'
import { KioskWelcomeWire } from '../../adapters/http/contract/check-in-alerts.codecs'
import { MEMBER_PASS_PATHS, ScanCheckInWire } from '../../adapters/http/contract/member-pass.codecs'
import { SANDBOX_PAGES } from '../../adapters/http/contract/sandbox-paths'
import { API_BASE, CSRF_HEADER, CSRF_VALUE, SESSION_COOKIE } from '../../adapters/http/contract/wire'
import { DEFAULT_CHECK_IN_ALERT_SETTINGS } from '../../core/check-in/check-in-alert-settings.rule'
import { PASS_WINDOW_MS, nextWindowStart } from '../../core/check-in/member-pass.rule'
import * as M from '../../core/shared/messages'
import { openDatabase } from '../../sandbox/db/database'
import { createSandboxApp } from '../../sandbox/http/app'
import { openSession, personaByName } from '../../sandbox/http/sessions'
import { DEMO } from '../../sandbox/seed/profile'
import { reseed } from '../../sandbox/seed/seed'

/*
 * A member pass scanned at the self check-in kiosk, and the desk's scan carrying the alerts that
 * warn. The kiosk checks a pass exactly as the desk's scan does (signature, window, single use,
 * card, the member's centre), then says only what a member may read.
 */

const START = Date.UTC(2026, 10, 26, 6, 30, 10)
const world = () => {
  const db = openDatabase(':memory:')
  reseed(db, START)
  let now = START
  const app = createSandboxApp({ db, now: () => now })
  const as = (persona: string) => {
    const p = personaByName(db, persona)
    if (p === undefined) throw new Error(`no persona ${persona}`)
    const cookie = `${SESSION_COOKIE}=${openSession(db, p.id, now)}`
    const send = async (method: string, path: string, body: unknown) => {
      const res = await app.request(`${API_BASE}/${path}`, { method, body: JSON.stringify(body), headers: { cookie, [CSRF_HEADER]: CSRF_VALUE, 'content-type': 'application/json' } })
      return { status: res.status, body: (await res.json()) as { message?: string; code?: string } & Record<string, unknown> }
    }
    return { post: (path: string, body: unknown) => send('POST', path, body), put: (path: string, body: unknown) => send('PUT', path, body) }
  }
  const passOf = async (userId: string): Promise<string> => {
    const html = await (await app.request(`${SANDBOX_PAGES.memberPass}?userId=${encodeURIComponent(userId)}`)).text()
    const code = /data-pass-code="([^"]+)"/.exec(html)?.[1]
    if (code === undefined) throw new Error('no pass code on the page')
    return code
  }
  const checkInsOf = (userId: string) =>
    db.prepare("SELECT COUNT(*) FROM check_ins WHERE user_id = ? AND state = 'validated' AND start_time >= ?").pluck().get(userId, START) as number
  return { as, passOf, checkInsOf, advance: (ms: number) => (now += ms), at: () => now }
}

const byPass = (code: string, centerId = 1) => ({ centerId, proof: { kind: 'pass', code } })
const saveLevels = (w: ReturnType<typeof world>, over: Record<string, string>, renewalWithinDays = 7) =>
  w.as('centre-manager').put(CHECK_IN_ALERT_PATHS.checkInAlertSettings, { centerId: 1, levels: { ...DEFAULT_CHECK_IN_ALERT_SETTINGS.levels, ...over }, renewalWithinDays })

describe('sandbox: a member pass at the self check-in kiosk', () => {
  it('checks the member in by a scanned pass and answers only their first name', async () => {
    const w = world()
    const r = await w.as('kiosk').post(CHECK_IN_ALERT_PATHS.kioskCheckIn, byPass(await w.passOf(DEMO.activeOver30.id)))
    expect(r.status).toBe(201)
    expect(KioskWelcomeWire.decode(r.body)._tag).toBe('Right')
    expect(r.body).toEqual({ firstName: DEMO.activeOver30.first })
    expect(w.checkInsOf(DEMO.activeOver30.id)).toBe(1)
  })

  it('refuses a pass used once already, and an expired one, in words a member reads', async () => {
    const w = world()
    const kiosk = w.as('kiosk')
    const code = await w.passOf(DEMO.activeOver30.id)
    expect((await kiosk.post(CHECK_IN_ALERT_PATHS.kioskCheckIn, byPass(code))).status).toBe(201)
    expect(await kiosk.post(CHECK_IN_ALERT_PATHS.kioskCheckIn, byPass(code))).toMatchObject({ status: 409, body: { message: M.KIOSK_PASS_USED } })
    // The desk's scan and the kiosk share single use: a code used at the kiosk is used at the desk too.
    expect(await w.as('front-desk').post(MEMBER_PASS_PATHS.scanCheckIn, { code, centerId: 1 })).toMatchObject({ status: 409, body: { message: M.PASS_ALREADY_USED } })
    const old = await w.passOf(DEMO.activeUnder30.id)
    w.advance(nextWindowStart(w.at()) - w.at() + PASS_WINDOW_MS)
    expect(await kiosk.post(CHECK_IN_ALERT_PATHS.kioskCheckIn, byPass(old))).toMatchObject({ status: 400, body: { message: M.KIOSK_PASS_EXPIRED } })
    expect(await kiosk.post(CHECK_IN_ALERT_PATHS.kioskCheckIn, byPass('hello'))).toMatchObject({ status: 400, body: { message: M.KIOSK_PASS_NOT_VALID } })
    expect(w.checkInsOf(DEMO.activeOver30.id)).toBe(1)
    expect(w.checkInsOf(DEMO.activeUnder30.id)).toBe(0)
  })

  it('sends another centre’s member to the front desk without naming their centre', async () => {
    const w = world()
    const r = await w.as('kiosk').post(CHECK_IN_ALERT_PATHS.kioskCheckIn, byPass(await w.passOf(DEMO.playParent.id)))
    expect(r).toMatchObject({ status: 403, body: { message: M.KIOSK_SEE_FRONT_DESK } })
    expect(JSON.stringify(r.body)).not.toMatch(/centre/i)
    expect(w.checkInsOf(DEMO.playParent.id)).toBe(0)
  })

  it('sends a member a blocking alert stops to the front desk and says nothing of why', async () => {
    const w = world()
    expect((await saveLevels(w, { paymentDue: 'block' })).status).toBe(200)
    const r = await w.as('kiosk').post(CHECK_IN_ALERT_PATHS.kioskCheckIn, byPass(await w.passOf(DEMO.activeOver30.id)))
    expect(r).toMatchObject({ status: 409, body: { message: M.KIOSK_SEE_FRONT_DESK } })
    expect(JSON.stringify(r.body)).not.toMatch(/payment|alert/i)
    expect(w.checkInsOf(DEMO.activeOver30.id)).toBe(0)
  })

  it('refuses a malformed proof with a 400', async () => {
    const w = world()
    const kiosk = w.as('kiosk')
    for (const proof of [{ kind: 'pass' }, { kind: 'pass', code: 5 }, { kind: 'card', code: 'x' }, { kind: 'pass', code: 'x', extra: 1 }])
      expect((await kiosk.post(CHECK_IN_ALERT_PATHS.kioskCheckIn, { centerId: 1, proof })).status).toBe(400)
  })
})

describe('sandbox: the desk scan carries the alerts that warn', () => {
  it('warns of a membership ending within the centre’s renewal window, in the catalogue’s words', async () => {
    const w = world()
    expect((await saveLevels(w, {}, 60)).status).toBe(200)
    const r = await w.as('front-desk').post(MEMBER_PASS_PATHS.scanCheckIn, { code: await w.passOf(DEMO.activeUnder30.id), centerId: 1 })
    expect(r.status).toBe(201)
    const body = ScanCheckInWire.decode(r.body)
    if (body._tag !== 'Right') throw new Error('the answer does not decode')
    const ending = (body.right.alerts ?? []).filter((a) => a.kind === 'membershipEnding')
    expect(ending).toHaveLength(1)
    expect(ending[0]?.severity).toBe('warn')
    expect(Array.from({ length: 61 }, (_, d) => M.membershipEndsIn(d))).toContain(ending[0]?.message)
  })

  it('carries no alert when the centre turned every alert off', async () => {
    const w = world()
    const off = { membershipPaused: 'off', paymentDue: 'off', recentInjury: 'off', trialsUsedUp: 'off', membershipEnding: 'off', birthday: 'off' }
    expect((await saveLevels(w, off, 60)).status).toBe(200)
    const r = await w.as('front-desk').post(MEMBER_PASS_PATHS.scanCheckIn, { code: await w.passOf(DEMO.activeOver30.id), centerId: 1 })
    expect(r.status).toBe(201)
    expect(r.body.alerts).toEqual([])
  })
})
