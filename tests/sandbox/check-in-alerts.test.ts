import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CentreAlertSettingsWire, KioskWelcomeWire, MemberAlertsWire } from '../../adapters/http/contract/check-in-alerts.codecs'
import { CheckInResultWire } from '../../adapters/http/contract/check-in.codecs'
import { PATHS } from '../../adapters/http/contract/paths'
import { PATHS_SANDBOX } from '../../adapters/http/contract/sandbox-paths'
import { API_BASE, CSRF_HEADER, CSRF_VALUE } from '../../adapters/http/contract/wire'
import { DEFAULT_CHECK_IN_ALERT_SETTINGS } from '../../core/check-in/check-in-alert-settings.rule'
import * as M from '../../core/shared/messages'
import { type Db, openDatabase } from '../../sandbox/db/database'
import { createSandboxApp } from '../../sandbox/http/app'
import { DEMO } from '../../sandbox/seed/profile'
import { seedIfEmpty } from '../../sandbox/seed/seed'
import { customerById, insertCheckIn, nextId } from '../../sandbox/store/profile-store'
import { CHECK_IN_ALERT_PATHS } from '../../adapters/http/contract/check-in-alerts-paths'

/*
 * Alerts at check-in on the server, against a sandbox of this suite's own (it changes centre 1's
 * settings, which the shared sandbox's other suites check members in under): the settings a
 * manager reads and saves, a blocking alert refusing every check-in call with its reason, warnings
 * travelling with the answer, and the self check-in kiosk.
 */

let db: Db
let app: ReturnType<typeof createSandboxApp>
beforeAll(() => {
  db = openDatabase(':memory:')
  seedIfEmpty(db, Date.now())
  app = createSandboxApp({ db, now: () => Date.now(), fixedOtp: '123456' })
}, 60_000)
afterAll(() => db.close())

type Client = { readonly call: (method: string, path: string, body?: unknown, query?: Record<string, string | number>) => Promise<{ status: number; body: Record<string, unknown> }> }

const signIn = async (persona: string): Promise<Client> => {
  const r = await app.request(`${API_BASE}/${PATHS_SANDBOX.session}`, {
    method: 'POST',
    headers: { [CSRF_HEADER]: CSRF_VALUE, 'content-type': 'application/json' },
    body: JSON.stringify({ persona }),
  })
  expect(r.status).toBe(200)
  const cookie = (r.headers.get('set-cookie') ?? '').split(';')[0] ?? ''
  return {
    call: async (method, path, body, query) => {
      const qs = query === undefined ? '' : `?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString()}`
      const res = await app.request(`${API_BASE}/${path}${qs}`, {
        method,
        headers: { cookie, ...(method === 'GET' ? {} : { [CSRF_HEADER]: CSRF_VALUE, 'content-type': 'application/json' }) },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      })
      return { status: res.status, body: (await res.json()) as Record<string, unknown> }
    },
  }
}

const decode = <A>(codec: { decode: (u: unknown) => { _tag: string; right?: A } }, body: unknown): A => {
  const d = codec.decode(body)
  if (d._tag !== 'Right' || d.right === undefined) throw new Error(`unexpected answer: ${JSON.stringify(body)}`)
  return d.right
}

const levels = (over: Partial<Record<keyof typeof DEFAULT_CHECK_IN_ALERT_SETTINGS.levels, string>>) => ({ ...DEFAULT_CHECK_IN_ALERT_SETTINGS.levels, ...over })
const save = (c: Client, centerId: number, lv: Record<string, string>, renewalWithinDays: number | string = 7) =>
  c.call('PUT', CHECK_IN_ALERT_PATHS.checkInAlertSettings, { centerId, levels: lv, renewalWithinDays })

describe('sandbox: check-in alert settings', () => {
  it('reads the defaults until a manager saves, then the saved settings', async () => {
    const cm = await signIn('centre-manager')
    const before = decode(CentreAlertSettingsWire, (await cm.call('GET', CHECK_IN_ALERT_PATHS.checkInAlertSettings, undefined, { centerId: 3 })).body)
    expect(before).toEqual({ centerId: 3, saved: false, ...DEFAULT_CHECK_IN_ALERT_SETTINGS })
    const r = await save(cm, 3, levels({ recentInjury: 'block', birthday: 'off' }), '21')
    expect(r.status).toBe(200)
    const after = decode(CentreAlertSettingsWire, (await cm.call('GET', CHECK_IN_ALERT_PATHS.checkInAlertSettings, undefined, { centerId: 3 })).body)
    expect(after).toEqual({ centerId: 3, saved: true, levels: levels({ recentInjury: 'block', birthday: 'off' }), renewalWithinDays: 21 })
  })

  it('refuses bad settings with every field error at once, and saves nothing', async () => {
    const cm = await signIn('centre-manager')
    const r = await save(cm, 4, levels({ birthday: 'block', paymentDue: 'loud' }), 0)
    expect(r.status).toBe(400)
    expect(r.body.errors).toEqual({ birthday: M.ALERT_BIRTHDAY_CANNOT_BLOCK, paymentDue: M.ALERT_LEVEL_INVALID, renewalWithinDays: M.alertRenewalDaysOutOfRange(1, 60) })
    expect(decode(CentreAlertSettingsWire, (await cm.call('GET', CHECK_IN_ALERT_PATHS.checkInAlertSettings, undefined, { centerId: 4 })).body).saved).toBe(false)
  })

  it('lets only a manager, at their own centres: the desk may not read or save, another centre is refused', async () => {
    const cm = await signIn('centre-manager')
    const desk = await signIn('front-desk')
    expect((await desk.call('GET', CHECK_IN_ALERT_PATHS.checkInAlertSettings, undefined, { centerId: 1 })).status).toBe(403)
    expect((await save(desk, 1, levels({ paymentDue: 'off' }))).status).toBe(403)
    const foreign = await save(cm, 2, levels({ paymentDue: 'off' }))
    expect(foreign).toMatchObject({ status: 403, body: { message: 'This centre is not one of yours.' } })
    expect((await (await signIn('owner')).call('GET', CHECK_IN_ALERT_PATHS.checkInAlertSettings, undefined, { centerId: 2 })).body.saved).toBe(false)
  })
})

describe('sandbox: the self check-in kiosk', () => {
  it('checks a member in by phone and OTP and answers only their first name', async () => {
    const kiosk = await signIn('kiosk')
    expect((await kiosk.call('POST', CHECK_IN_ALERT_PATHS.kioskOtp, { centerId: 1, phone: '+91 80000 00006' })).status).toBe(200)
    const wrong = await kiosk.call('POST', CHECK_IN_ALERT_PATHS.kioskCheckIn, { centerId: 1, proof: { kind: 'phoneOtp', phone: DEMO.checkIn.phone, otp: '000000' } })
    expect(wrong).toMatchObject({ status: 400, body: { message: M.INVALID_OTP, code: 'OTP_WRONG' } })
    const inn = await kiosk.call('POST', CHECK_IN_ALERT_PATHS.kioskCheckIn, { centerId: 1, proof: { kind: 'phoneOtp', phone: DEMO.checkIn.phone, otp: '123456' } })
    expect(inn.status).toBe(201)
    expect(decode(KioskWelcomeWire, inn.body)).toEqual({ firstName: DEMO.checkIn.first })
    expect(Object.keys(inn.body)).toEqual(['firstName'])
    // The OTP is single use; a new one finds the member already in.
    expect((await kiosk.call('POST', CHECK_IN_ALERT_PATHS.kioskCheckIn, { centerId: 1, proof: { kind: 'phoneOtp', phone: DEMO.checkIn.phone, otp: '123456' } })).status).toBe(400)
    await kiosk.call('POST', CHECK_IN_ALERT_PATHS.kioskOtp, { centerId: 1, phone: DEMO.checkIn.phone })
    const again = await kiosk.call('POST', CHECK_IN_ALERT_PATHS.kioskCheckIn, { centerId: 1, proof: { kind: 'phoneOtp', phone: DEMO.checkIn.phone, otp: '123456' } })
    expect(again).toMatchObject({ status: 409, body: { message: M.KIOSK_ALREADY_CHECKED_IN } })
  })

  it('sends a blocked member to the desk and says nothing of why', async () => {
    const cm = await signIn('centre-manager')
    const kiosk = await signIn('kiosk')
    expect((await save(cm, 1, levels({ paymentDue: 'block' }))).status).toBe(200)
    for (const phone of [DEMO.activeOver30.phone, DEMO.paused.phone]) {
      expect((await kiosk.call('POST', CHECK_IN_ALERT_PATHS.kioskOtp, { centerId: 1, phone })).status).toBe(200)
      const r = await kiosk.call('POST', CHECK_IN_ALERT_PATHS.kioskCheckIn, { centerId: 1, proof: { kind: 'phoneOtp', phone, otp: '123456' } })
      expect(r.status).toBe(409)
      expect(r.body.message).toBe(M.KIOSK_SEE_FRONT_DESK)
      expect(JSON.stringify(r.body)).not.toMatch(/payment|paused|alert/i)
    }
    expect((await save(cm, 1, levels({}))).status).toBe(200)
  })

  it('refuses a phone it does not know, a phone that is not one, and a centre that is not the kiosk’s', async () => {
    const kiosk = await signIn('kiosk')
    expect(await kiosk.call('POST', CHECK_IN_ALERT_PATHS.kioskOtp, { centerId: 1, phone: '9999999999' })).toMatchObject({ status: 404, body: { message: M.KIOSK_PHONE_UNKNOWN } })
    expect(await kiosk.call('POST', CHECK_IN_ALERT_PATHS.kioskOtp, { centerId: 1, phone: '12' })).toMatchObject({ status: 400, body: { message: M.KIOSK_INVALID_PHONE } })
    expect((await kiosk.call('POST', CHECK_IN_ALERT_PATHS.kioskOtp, { centerId: 3, phone: DEMO.checkIn.phone })).status).toBe(403)
  })

  it('a desk persona without the kiosk permission cannot use the kiosk calls', async () => {
    const desk = await signIn('front-desk')
    expect((await desk.call('POST', CHECK_IN_ALERT_PATHS.kioskOtp, { centerId: 1, phone: DEMO.checkIn.phone })).status).toBe(403)
  })
})

describe('sandbox: every check-in call applies the centre’s alerts', () => {
  it('a blocking alert refuses the member check-in with its reason and creates nothing; as a warning it lets the member in and comes back', async () => {
    const cm = await signIn('centre-manager')
    const desk = await signIn('front-desk')
    expect((await save(cm, 1, levels({ paymentDue: 'block' }))).status).toBe(200)
    const member = { userId: DEMO.activeOver30.id, centerId: 1, cityId: 1 }
    const refused = await desk.call('POST', PATHS.memberCheckIn, member)
    expect(refused.status).toBe(409)
    expect(refused.body).toMatchObject({ message: M.ALERT_PAYMENT_FAILED, code: 'CHECK_IN_BLOCKED' })
    expect(refused.body.alerts).toContainEqual({ kind: 'paymentDue', severity: 'block', message: M.ALERT_PAYMENT_FAILED })
    // Nothing was written: once the alert only warns, the member checks in (not 'already checked in').
    expect((await save(cm, 1, levels({ paymentDue: 'warn' }))).status).toBe(200)
    const inn = await desk.call('POST', PATHS.memberCheckIn, member)
    expect(inn.status).toBe(201)
    expect(decode(CheckInResultWire, inn.body).alerts).toContainEqual({ kind: 'paymentDue', severity: 'warn', message: M.ALERT_PAYMENT_FAILED })
  })

  it('warns of a membership ending within the centre’s renewal window, in words', async () => {
    const cm = await signIn('centre-manager')
    const desk = await signIn('front-desk')
    expect((await save(cm, 1, levels({}), 14)).status).toBe(200)
    const inn = await desk.call('POST', PATHS.memberCheckIn, { userId: DEMO.activeUnder30.id, centerId: 1, cityId: 1 })
    expect(inn.status).toBe(201)
    expect(decode(CheckInResultWire, inn.body).alerts).toEqual([{ kind: 'membershipEnding', severity: 'warn', message: M.membershipEndsIn(12) }])
  })

  it('refuses a booking’s passcode check-in when an alert blocks the member, and lets it through as a warning', async () => {
    const cm = await signIn('centre-manager')
    const desk = await signIn('front-desk')
    const lakshmi = customerById(db, DEMO.activeOver30.id)
    if (lakshmi === undefined) throw new Error('no Lakshmi')
    const t = Date.now()
    const booking = { id: nextId(db, 'check_ins'), centerId: 1, state: 'created' as const, startTime: t + 30 * 60_000, endTime: t + 90 * 60_000, userId: lakshmi.id, checkInType: 'other' as const, flags: [] }
    insertCheckIn(db, booking, lakshmi, '135790')
    const body = { centerId: 1, checkinId: booking.id, passcode: '135790' }
    expect((await save(cm, 1, levels({ paymentDue: 'block' }))).status).toBe(200)
    expect(await desk.call('POST', PATHS.passcodeCheckIn, body)).toMatchObject({ status: 409, body: { message: M.ALERT_PAYMENT_FAILED, code: 'CHECK_IN_BLOCKED' } })
    expect((await save(cm, 1, levels({}))).status).toBe(200)
    const inn = await desk.call('POST', PATHS.passcodeCheckIn, body)
    expect(inn.status).toBe(200)
    expect(decode(CheckInResultWire, inn.body).alerts).toContainEqual({ kind: 'paymentDue', severity: 'warn', message: M.ALERT_PAYMENT_FAILED })
  })

  it('answers a member’s current alerts as a check-in now would raise them, blocking first', async () => {
    const desk = await signIn('front-desk')
    const pooja = decode(MemberAlertsWire, (await desk.call('GET', CHECK_IN_ALERT_PATHS.memberCheckInAlerts, undefined, { userId: DEMO.paused.id, centerId: 1 })).body).alerts
    expect(pooja).toEqual([{ kind: 'membershipPaused', severity: 'block', message: M.ALERT_MEMBERSHIP_PAUSED }])
    const nina = decode(MemberAlertsWire, (await desk.call('GET', CHECK_IN_ALERT_PATHS.memberCheckInAlerts, undefined, { userId: DEMO.none.id, centerId: 1 })).body).alerts
    expect(nina).toEqual([{ kind: 'trialsUsedUp', severity: 'warn', message: M.ALERT_TRIALS_USED_UP }])
  })

  it('answers a member’s current alerts only at the staff member’s centres and for a known customer', async () => {
    const desk = await signIn('front-desk')
    expect((await desk.call('GET', CHECK_IN_ALERT_PATHS.memberCheckInAlerts, undefined, { userId: DEMO.paused.id, centerId: 3 })).status).toBe(403)
    expect((await desk.call('GET', CHECK_IN_ALERT_PATHS.memberCheckInAlerts, undefined, { userId: 'nobody', centerId: 1 })).status).toBe(404)
  })
})
