import { inject } from 'vitest'
import { OutboxAnswer, SendOtpAnswer, VerifyOtpAnswer } from '../../adapters/http/contract/otp.codecs'
import { PATHS } from '../../adapters/http/contract/paths'
import { PATHS_SANDBOX } from '../../adapters/http/contract/sandbox-paths'
import { MINUTE_MS } from '../../core/shared/constants'
import { INVALID_OTP, OTP_SENT } from '../../core/shared/messages'
import { anonymous, decoded, signIn, startOwnSandbox, type OwnSandbox, type StaffClient } from '../support/selling-sandbox'

const base = inject('sandboxUrl')
const target = (phone: string) => ({ namespace: 'CENTRE_PORTAL', identifier: `+91-${phone}`, context: 'CASH_PAYMENT' })
const sendBody = (phone: string) => ({ ...target(phone), userData: { phone: { phoneNumber: phone, countryCallingCode: '+91' } }, mediums: ['sms'] })

describe('OTP on the shared sandbox', () => {
  let desk: StaffClient
  beforeAll(async () => {
    desk = await signIn(base, 'front-desk')
  })

  it('sends a 6-digit OTP to the outbox and verifies it once', async () => {
    const phone = '9866600001'
    const sent = await desk.post(PATHS.sendOtp, sendBody(phone))
    expect(decoded(SendOtpAnswer, sent)).toEqual({ message: OTP_SENT })
    const outbox = decoded(OutboxAnswer, await desk.get(PATHS_SANDBOX.outbox))
    const sms = outbox.messages.find((m) => m.phone === phone && m.kind === 'OTP')
    const code = /\b(\d{6})\b/.exec(sms?.body ?? '')?.[1]
    expect(code).toMatch(/^\d{6}$/)
    const ok = await desk.post(PATHS.verifyOtp, { ...target(phone), otp: code })
    expect(decoded(VerifyOtpAnswer, ok).verified).toBe(true)
    const again = await desk.post(PATHS.verifyOtp, { ...target(phone), otp: code })
    expect(again).toMatchObject({ status: 400, body: { message: INVALID_OTP, code: 'OTP_USED' } })
  })

  it("answers 'Invalid OTP' for a wrong code", async () => {
    const phone = '9866600002'
    await desk.post(PATHS.sendOtp, sendBody(phone))
    const outbox = decoded(OutboxAnswer, await desk.get(PATHS_SANDBOX.outbox))
    const code = /\b(\d{6})\b/.exec(outbox.messages.find((m) => m.phone === phone)?.body ?? '')?.[1] ?? '000000'
    const wrong = code === '111111' ? '222222' : '111111'
    expect(await desk.post(PATHS.verifyOtp, { ...target(phone), otp: wrong })).toMatchObject({ status: 400, body: { message: INVALID_OTP, code: 'OTP_WRONG' } })
  })

  it('refuses an identifier that is not +91- and the phone, and a request without a session', async () => {
    expect((await desk.post(PATHS.sendOtp, { ...sendBody('9866600003'), identifier: '9866600003' })).status).toBe(400)
    expect((await desk.post(PATHS.sendOtp, { ...sendBody('9866600003'), identifier: '+91-9866600004' })).status).toBe(400)
    expect((await desk.post(PATHS.sendOtp, { ...sendBody('9866600003'), mediums: ['email'] })).status).toBe(400)
    expect((await anonymous(base).post(PATHS.sendOtp, sendBody('9866600003'))).status).toBe(401)
    expect(await desk.post(PATHS.verifyOtp, { ...target('9866600009'), otp: '123456' })).toMatchObject({ status: 400, body: { code: 'OTP_NOT_REQUESTED' } })
  })
})

describe('OTP rules (own sandbox with a fixed OTP and a manual clock)', () => {
  let own: OwnSandbox
  let desk: StaffClient
  beforeAll(async () => {
    own = await startOwnSandbox(Date.UTC(2030, 0, 15, 6, 0, 0), { fixedOtp: '123456' })
    desk = await signIn(own.url, 'front-desk')
  })
  afterAll(() => own.close())

  it('uses the configured fixed OTP', async () => {
    await desk.post(PATHS.sendOtp, sendBody('9877700001'))
    expect((await desk.post(PATHS.verifyOtp, { ...target('9877700001'), otp: '123456' })).status).toBe(200)
  })

  it('expires an OTP after 10 minutes', async () => {
    await desk.post(PATHS.sendOtp, sendBody('9877700002'))
    own.advance(10 * MINUTE_MS - 1)
    await desk.post(PATHS.sendOtp, sendBody('9877700003'))
    expect((await desk.post(PATHS.verifyOtp, { ...target('9877700003'), otp: '123456' })).status).toBe(200)
    own.advance(1)
    expect(await desk.post(PATHS.verifyOtp, { ...target('9877700002'), otp: '123456' })).toMatchObject({ status: 400, body: { message: INVALID_OTP, code: 'OTP_EXPIRED' } })
  })

  it('allows at most 5 attempts, even if the sixth is right', async () => {
    await desk.post(PATHS.sendOtp, sendBody('9877700004'))
    for (let i = 0; i < 5; i++) expect((await desk.post(PATHS.verifyOtp, { ...target('9877700004'), otp: '654321' })).body).toMatchObject({ code: 'OTP_WRONG' })
    expect(await desk.post(PATHS.verifyOtp, { ...target('9877700004'), otp: '123456' })).toMatchObject({ status: 429, body: { message: INVALID_OTP, code: 'OTP_ATTEMPTS_EXCEEDED' } })
  })

  it('accepts the right OTP on the fifth attempt', async () => {
    await desk.post(PATHS.sendOtp, sendBody('9877700005'))
    for (let i = 0; i < 4; i++) await desk.post(PATHS.verifyOtp, { ...target('9877700005'), otp: '654321' })
    expect((await desk.post(PATHS.verifyOtp, { ...target('9877700005'), otp: '123456' })).status).toBe(200)
  })

  it('stops an earlier OTP working once a new one is sent', async () => {
    const phone = '9877700006'
    await desk.post(PATHS.sendOtp, sendBody(phone))
    await desk.post(PATHS.verifyOtp, { ...target(phone), otp: '000000' })
    await desk.post(PATHS.sendOtp, sendBody(phone))
    // The new OTP starts with a fresh attempt count.
    expect((await desk.post(PATHS.verifyOtp, { ...target(phone), otp: '123456' })).status).toBe(200)
  })
})
