import { describe, expect, it } from 'vitest'
import { MEMBER_PASS_PATHS, type MemberCardAnswerWire, ScanCheckInWire, userIdOfScanRefusal } from '../../adapters/http/contract/member-pass.codecs'
import { SANDBOX_PAGES } from '../../adapters/http/contract/sandbox-paths'
import { API_BASE, CSRF_HEADER, CSRF_VALUE, SESSION_COOKIE } from '../../adapters/http/contract/wire'
import { PASS_WINDOW_MS, decodePassCode, encodeCardCode, nextWindowStart } from '../../core/check-in/member-pass.rule'
import * as M from '../../core/shared/messages'
import { openDatabase } from '../../sandbox/db/database'
import { createSandboxApp } from '../../sandbox/http/app'
import { openSession, personaByName } from '../../sandbox/http/sessions'
import { DEMO } from '../../sandbox/seed/profile'
import { reseed } from '../../sandbox/seed/seed'
import { CENTRE_NOT_YOURS } from '../../sandbox/selling/messages'

/*
 * Check-in by a scanned member pass or card, at the sandbox's trust boundary: each refusal (not a
 * code, forged or changed, expired, used twice, another centre's member, revoked or unknown card,
 * the member check-in's own rules) is a 4xx with the catalogue's words, and only a good scan
 * checks a member in. The sandbox's clock is moved by the test, a window at a time.
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
    const send = async (path: string, init: RequestInit) => {
      const res = await app.request(`${API_BASE}/${path}`, { ...init, headers: { cookie, [CSRF_HEADER]: CSRF_VALUE, 'content-type': 'application/json' } })
      return { status: res.status, body: (await res.json()) as { message?: string; code?: string } & Record<string, unknown> }
    }
    return {
      post: (path: string, body: unknown) => send(path, { method: 'POST', body: JSON.stringify(body) }),
      get: (path: string, q: Record<string, string>) => send(`${path}?${new URLSearchParams(q).toString()}`, { method: 'GET' }),
    }
  }
  const passPage = async (userId: string) => {
    const res = await app.request(`${SANDBOX_PAGES.memberPass}?userId=${encodeURIComponent(userId)}`)
    return { status: res.status, html: await res.text() }
  }
  const passOf = async (userId: string): Promise<string> => {
    const { status, html } = await passPage(userId)
    expect(status).toBe(200)
    const code = /data-pass-code="([^"]+)"/.exec(html)?.[1]
    if (code === undefined) throw new Error('no pass code on the page')
    return code
  }
  const checkInsOf = (userId: string) =>
    db.prepare("SELECT COUNT(*) FROM check_ins WHERE user_id = ? AND state = 'validated' AND start_time >= ?").pluck().get(userId, START) as number
  return { db, as, passPage, passOf, checkInsOf, advance: (ms: number) => (now += ms), at: () => now }
}

const scan = (code: string, centerId = 1) => ({ code, centerId })

describe('the member pass page', () => {
  it('shows a signed code that names neither the member’s phone, name nor user id, and reloads when the window turns', async () => {
    const w = world()
    const { status, html } = await w.passPage(DEMO.activeOver30.id)
    expect(status).toBe(200)
    const code = /data-pass-code="([^"]+)"/.exec(html)?.[1] ?? ''
    expect(decodePassCode(code)).toBeDefined()
    for (const personal of [DEMO.activeOver30.phone, DEMO.activeOver30.first, DEMO.activeOver30.last, DEMO.activeOver30.id]) expect(code).not.toContain(personal)
    expect(html).toContain('<svg')
    expect(html).toContain(`content="${Math.ceil((nextWindowStart(START) - START) / 1000)}"`)
    expect(await w.passOf(DEMO.activeOver30.id)).not.toBe(code)
  })

  it('answers 404 for an unknown or malformed user id', async () => {
    const w = world()
    expect((await w.passPage('999999999')).status).toBe(404)
    expect((await w.passPage('<script>')).status).toBe(404)
  })
})

describe('check-in by a scanned pass', () => {
  it('checks the member in once, with no OTP, and refuses the same code again', async () => {
    const w = world()
    const desk = w.as('front-desk')
    const code = await w.passOf(DEMO.activeOver30.id)
    const ok = await desk.post(MEMBER_PASS_PATHS.scanCheckIn, scan(code))
    expect(ok.status).toBe(201)
    const body = ScanCheckInWire.decode(ok.body)
    expect(body._tag).toBe('Right')
    expect(ok.body.member).toMatchObject({ userId: DEMO.activeOver30.id, firstName: DEMO.activeOver30.first })
    expect(w.checkInsOf(DEMO.activeOver30.id)).toBe(1)
    const again = await desk.post(MEMBER_PASS_PATHS.scanCheckIn, scan(code))
    expect(again).toMatchObject({ status: 409, body: { message: M.PASS_ALREADY_USED } })
    expect(w.checkInsOf(DEMO.activeOver30.id)).toBe(1)
  })

  it('accepts a code during the next window and refuses it after', async () => {
    const w = world()
    const desk = w.as('front-desk')
    const late = await w.passOf(DEMO.activeUnder30.id)
    const old = await w.passOf(DEMO.activeUnder30.id)
    w.advance(nextWindowStart(w.at()) - w.at() + PASS_WINDOW_MS) // the first instant two windows on
    expect(await desk.post(MEMBER_PASS_PATHS.scanCheckIn, scan(old))).toMatchObject({ status: 400, body: { message: M.PASS_EXPIRED } })
    const w2 = world()
    const late2 = await w2.passOf(DEMO.activeUnder30.id)
    w2.advance(nextWindowStart(w2.at()) - w2.at() + PASS_WINDOW_MS - 1) // the last instant of the next window
    expect((await w2.as('front-desk').post(MEMBER_PASS_PATHS.scanCheckIn, scan(late2))).status).toBe(201)
    expect(late).not.toBe(old)
  })

  it('refuses a changed code, a forged one and text that is not a code', async () => {
    const w = world()
    const desk = w.as('front-desk')
    const code = await w.passOf(DEMO.activeOver30.id)
    const p = decodePassCode(code)!
    const otherMember = decodePassCode(await w.passOf(DEMO.activeUnder30.id))!
    const swapped = code.replace(`.${p.ref}.`, `.${otherMember.ref}.`)
    const nextWindow = code.replace(`.${p.window}.`, `.${p.window + 1}.`)
    const lastChar = code.slice(0, -1) + (code.endsWith('A') ? 'B' : 'A')
    for (const bad of [swapped, nextWindow, lastChar]) expect(await desk.post(MEMBER_PASS_PATHS.scanCheckIn, scan(bad))).toMatchObject({ status: 400, body: { message: M.PASS_NOT_VALID } })
    for (const junk of ['', 'hello', `${code}x`, 'MP1.', 'x'.repeat(300)]) expect(await desk.post(MEMBER_PASS_PATHS.scanCheckIn, scan(junk))).toMatchObject({ status: 400, body: { message: M.SCAN_NOT_A_CODE } })
    expect((await desk.post(MEMBER_PASS_PATHS.scanCheckIn, scan('x'.repeat(50_000)))).status).toBe(400)
    expect(w.checkInsOf(DEMO.activeOver30.id)).toBe(0)
  })

  it('refuses another centre’s member without naming them, and a desk of another centre', async () => {
    const w = world()
    const desk = w.as('front-desk') // centres 1, 2 and 7; the play parent's membership is at centre 4
    const r = await desk.post(MEMBER_PASS_PATHS.scanCheckIn, scan(await w.passOf(DEMO.playParent.id)))
    expect(r).toMatchObject({ status: 403, body: { message: M.MEMBER_OF_ANOTHER_CENTRE } })
    expect(r.body.code).toBeUndefined()
    expect(await desk.post(MEMBER_PASS_PATHS.scanCheckIn, scan(await w.passOf(DEMO.activeOver30.id), 3))).toMatchObject({ status: 403, body: { message: CENTRE_NOT_YOURS } })
    expect(w.checkInsOf(DEMO.playParent.id) + w.checkInsOf(DEMO.activeOver30.id)).toBe(0)
  })

  it('applies the member check-in’s rules, naming the member so the desk opens the profile', async () => {
    const w = world()
    const desk = w.as('front-desk')
    for (const [who, message] of [
      [DEMO.none.id, M.NO_ACTIVE_MEMBERSHIPS],
      [DEMO.expired.id, M.NO_ACTIVE_MEMBERSHIPS],
      [DEMO.paused.id, M.MEMBERSHIP_PAUSED_NO_CHECK_IN],
    ] as const) {
      const r = await desk.post(MEMBER_PASS_PATHS.scanCheckIn, scan(await w.passOf(who)))
      expect(r).toMatchObject({ status: 409, body: { message } })
      expect(userIdOfScanRefusal(r.body.code)).toBe(who)
    }
    expect((await desk.post(MEMBER_PASS_PATHS.scanCheckIn, scan(await w.passOf(DEMO.activeOver30.id)))).status).toBe(201)
    const twice = await desk.post(MEMBER_PASS_PATHS.scanCheckIn, scan(await w.passOf(DEMO.activeOver30.id)))
    expect(twice).toMatchObject({ status: 409, body: { message: M.ALREADY_CHECKED_IN, code: `member:${DEMO.activeOver30.id}` } })
  })

  it('needs the check-in edit permission', async () => {
    const w = world()
    expect((await w.as('trainer').post(MEMBER_PASS_PATHS.scanCheckIn, scan(await w.passOf(DEMO.activeOver30.id)))).status).toBe(403)
    expect(w.checkInsOf(DEMO.activeOver30.id)).toBe(0)
  })
})

describe('the printed member card', () => {
  it('checks the member in by card; a revoked card is refused; a new card replaces the old one', async () => {
    const w = world()
    const desk = w.as('front-desk')
    expect(await desk.get(MEMBER_PASS_PATHS.memberCard, { userId: DEMO.activeOver30.id })).toMatchObject({ status: 200, body: { card: null } })
    const issued = await desk.post(MEMBER_PASS_PATHS.issueMemberCard, { userId: DEMO.activeOver30.id })
    expect(issued.status).toBe(201)
    const card = (issued.body as MemberCardAnswerWire).card!
    expect(card.code).toBe(encodeCardCode(card.cardNumber))
    expect(card.revokedAt).toBeNull()
    expect((await desk.post(MEMBER_PASS_PATHS.scanCheckIn, scan(card.code))).status).toBe(201)

    const revoked = await desk.post(MEMBER_PASS_PATHS.revokeMemberCard, { userId: DEMO.activeOver30.id })
    expect(revoked.status).toBe(200)
    expect((revoked.body as MemberCardAnswerWire).card?.revokedAt).toBe(w.at())
    const refused = await desk.post(MEMBER_PASS_PATHS.scanCheckIn, scan(card.code))
    expect(refused).toMatchObject({ status: 409, body: { message: M.CARD_REVOKED, code: `member:${DEMO.activeOver30.id}` } })
    expect(await desk.post(MEMBER_PASS_PATHS.revokeMemberCard, { userId: DEMO.activeOver30.id })).toMatchObject({ status: 409, body: { message: M.MEMBER_CARD_NO_CARD_TO_REVOKE } })

    const second = ((await desk.post(MEMBER_PASS_PATHS.issueMemberCard, { userId: DEMO.activeOver30.id })).body as MemberCardAnswerWire).card!
    expect(second.cardNumber).not.toBe(card.cardNumber)
    const third = ((await desk.post(MEMBER_PASS_PATHS.issueMemberCard, { userId: DEMO.activeOver30.id })).body as MemberCardAnswerWire).card!
    expect(await desk.post(MEMBER_PASS_PATHS.scanCheckIn, scan(second.code))).toMatchObject({ status: 409, body: { message: M.CARD_REVOKED } })
    expect(await desk.get(MEMBER_PASS_PATHS.memberCard, { userId: DEMO.activeOver30.id })).toMatchObject({ status: 200, body: { card: { cardNumber: third.cardNumber, revokedAt: null } } })
  })

  it('refuses a card nobody was issued, and an unknown member', async () => {
    const w = world()
    const desk = w.as('front-desk')
    expect(await desk.post(MEMBER_PASS_PATHS.scanCheckIn, scan(encodeCardCode('ABCDEFGHJKMN')))).toMatchObject({ status: 404, body: { message: M.CARD_UNKNOWN } })
    expect(await desk.post(MEMBER_PASS_PATHS.issueMemberCard, { userId: '999999999' })).toMatchObject({ status: 404, body: { message: M.NO_USER_DETAIL_FOUND } })
    expect((await w.as('trainer').post(MEMBER_PASS_PATHS.issueMemberCard, { userId: DEMO.activeOver30.id })).status).toBe(403)
  })
})
